import { useCallback, useState } from 'react';
import { afterLoadWhenIdle } from '../../../../platform/browser/idle';
import type { Observe } from './useElementSize';

/** How far below the viewport a background starts loading, as a share of the viewport's height. */
export const NEAR_BELOW = 0.5;

/**
 * Whether a content element's background image should load now. CSS backgrounds have no native
 * lazy loading, so a page of many rows, banners and slides would ask for every image at once and
 * the one at the top (usually the page's largest paint) would share the connection with all the
 * rest. A background is due when its element is in or just below the viewport (an
 * IntersectionObserver reports it with the first frame, from the layout the browser does anyway:
 * measuring here would force a layout of the whole page per element), or once the page has loaded
 * and the browser is idle, so the others are ready before the shopper reaches them. Without
 * IntersectionObserver every background is due at once. Attach with `observe` from a callback
 * ref, as useElementSize.
 */
export function useBackgroundDue(enabled: boolean): [boolean, Observe] {
  const [due, setDue] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback<Observe>(
    (element) => {
      if (due || !enabled) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setDue(true);
        },
        { rootMargin: `0px 0px ${NEAR_BELOW * 100}% 0px` },
      );
      observer.observe(element);
      const cancel = afterLoadWhenIdle(() => setDue(true), { timeout: 3000, fallbackDelayMs: 200 });
      return () => {
        observer.disconnect();
        cancel();
      };
    },
    [due, enabled],
  );
  return [due, observe];
}
