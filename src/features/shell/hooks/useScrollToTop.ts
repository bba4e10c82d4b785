/**
 * The scroll-to-top button (spec 2 and 9): shown once the page has scrolled more than 50px; it
 * brings the page to the top over 300ms (at once for reduced motion) and puts focus on the
 * header's home link, where a keyboard user would start again.
 */
import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../platform/browser/useMediaQuery';

const SCROLL_TO_TOP_THRESHOLD = 50;
const SCROLL_TO_TOP_DURATION = 300;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top over `duration` ms. */
function scrollToTop(duration: number): void {
  const start = window.scrollY;
  if (duration <= 0 || start <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export interface ScrollToTop {
  isVisible: boolean;
  handleScrollToTop: () => void;
}

export function useScrollToTop(): ScrollToTop {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    // The position the page starts at (a restored scroll) is read in the next frame, before its
    // layout, not here: this effect can run right after the first page commits, and reading
    // scrollY then forces the whole new page's layout inside that task.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  const handleScrollToTop = useCallback(() => {
    scrollToTop(prefersReducedMotion() ? 0 : SCROLL_TO_TOP_DURATION);
    document.querySelector<HTMLElement>('[data-home-link]')?.focus({ preventScroll: true });
  }, []);
  return { isVisible, handleScrollToTop };
}
