import { useCallback, useState } from 'react';
import { afterLoadWhenQuiet } from '../../../../platform/browser/idle';
import { BELOW_TOP_CONTENT_DUE_MS, QUIET_FALLBACK_DELAY_MS } from '../../../../platform/loadingPolicy';
import type { Observe } from '../background/useElementSize';

/** How far below the viewport deferred work starts, as a share of the viewport's height. */
const NEAR_BELOW = 0.5;

/**
 * Whether a laid-out box is in the viewport or just below it (as the observer's margin), and not
 * beside it (a sliding slider's other slides).
 */
function isNearViewport(rect: DOMRect): boolean {
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
 * slider stacks them all in view, hidden). Those wait for the quiet moment after load, so the
 * slide on show has the connection to itself.
 */
const isInert = (element: Element): boolean => element.closest('[inert]') !== null;

/** Whether an element's deferred work is wanted now, given its measured box. */
export const isWantedNow = (element: Element, rect: DOMRect): boolean =>
  isNearViewport(rect) && !isInert(element);

/**
 * Whether a content element's deferred work should start now: its background image
 * (useBackground), its products (Products), its form's settings (Newsletter). Such work for
 * elements further down would otherwise start with the page's first render and share the
 * connection and the main thread with what the shopper sees first (the hero). It is due when the
 * element is in or just below the viewport (an IntersectionObserver reports it with the first
 * frame, from the layout the browser does anyway: measuring here would force a layout of the whole
 * page per element), or once the page has loaded and the browser is quiet, so the rest is ready
 * before the shopper reaches it. Without IntersectionObserver it is due at once. Inert slides wait
 * for the quiet moment. Attach with `observe` from a callback ref, as useElementSize.
 *
 * Returns whether the work is due, how to watch its element, and `markDue`: an element whose box
 * is measured anyway (useElementSize, with the first frame) is due from that measurement when it
 * is near the viewport, without waiting for the observer's later report.
 */
export function useContentDue(enabled: boolean, initiallyDue = false): [boolean, Observe, () => void] {
  const [due, setDue] = useState(() => initiallyDue || typeof IntersectionObserver === 'undefined');
  const observe = useCallback<Observe>(
    (element) => {
      if (!element || due || !enabled) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting) && !isInert(element)) setDue(true);
        },
        { rootMargin: `0px 0px ${NEAR_BELOW * 100}% 0px` },
      );
      observer.observe(element);
      const cancel = afterLoadWhenQuiet(() => setDue(true), {
        timeout: BELOW_TOP_CONTENT_DUE_MS,
        fallbackDelayMs: QUIET_FALLBACK_DELAY_MS,
      });
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
