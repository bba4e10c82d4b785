import { useCallback, useState } from 'react';
import { afterLoadWhenIdle } from '../../../../platform/browser/idle';
import type { Observe } from './useElementSize';

/** How far below the viewport a background starts loading, as a share of the viewport's height. */
export const NEAR_BELOW = 0.5;

/**
 * Whether a laid-out box is in the viewport or just below it (as the observer's margin), and not
 * beside it (a sliding slider's other slides).
 */
export function isNearViewport(rect: DOMRect): boolean {
  const height = window.innerHeight || document.documentElement.clientHeight;
  const width = window.innerWidth || document.documentElement.clientWidth;
  return (
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.top < height * (1 + NEAR_BELOW) &&
    rect.right > 0 &&
    rect.left < width
  );
}

/**
 * Inside an inert part of the page: a slider's slides other than the current one (a fading
 * slider stacks them all in view, hidden). Those wait for the idle moment after load, so the
 * slide on show has the connection to itself.
 */
const isInert = (element: Element): boolean => element.closest('[inert]') !== null;

/** Whether an element's background is wanted now, given its measured box. */
export const isWantedNow = (element: Element, rect: DOMRect): boolean =>
  isNearViewport(rect) && !isInert(element);

/**
 * Whether a content element's background image should load now. CSS backgrounds have no native
 * lazy loading, so a page of many rows, banners and slides would ask for every image at once and
 * the one at the top (usually the page's largest paint) would share the connection with all the
 * rest. A background is due when its element is in or just below the viewport (an
 * IntersectionObserver reports it with the first frame, from the layout the browser does anyway:
 * measuring here would force a layout of the whole page per element), or once the page has loaded
 * and the browser is idle, so the others are ready before the shopper reaches them. Without
 * IntersectionObserver every background is due at once. Inert slides wait for the idle moment.
 * Attach with `observe` from a callback ref, as useElementSize.
 *
 * Returns whether the background is due, how to watch its element, and `markDue`: a background
 * whose box is measured anyway (useElementSize, with the first frame) is due from that measurement
 * when it is near the viewport, without waiting for the observer's later report.
 */
export function useBackgroundDue(enabled: boolean): [boolean, Observe, () => void] {
  const [due, setDue] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback<Observe>(
    (element) => {
      if (due || !enabled) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting) && !isInert(element)) setDue(true);
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
  const markDue = useCallback(() => setDue(true), []);
  return [due, observe, markDue];
}
