import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../../platform/browser/useMediaQuery';

export interface CarouselOptions {
  count: number;
  autoplay: boolean;
  /** Milliseconds per slide while playing. */
  autoplaySpeed: number;
  /** Arrows wrap around from the last slide to the first and back. */
  infinite: boolean;
}

export interface Carousel {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  hasNext: boolean;
  hasPrevious: boolean;
  /** Autoplay is configured and allowed (not with reduced motion, not for one slide). */
  canAutoplay: boolean;
  /** Slides are moving on their own right now. */
  isPlaying: boolean;
  /** The shopper's play / pause control. */
  isStopped: boolean;
  toggleAutoplay: () => void;
  /** Spread on the carousel's root: pause on hover and focus, swipe to move. */
  rootProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
}

const SWIPE_DISTANCE = 50;

/**
 * Carousel state (WAI-ARIA carousel pattern): the current slide, arrows and dots, and autoplay
 * that pauses while the pointer is over the carousel or focus is inside it, stops at the shopper's
 * request, and never runs when the shopper prefers reduced motion.
 */
export function useCarousel({ count, autoplay, autoplaySpeed, infinite }: CarouselOptions): Carousel {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const index = count ? Math.min(current, count - 1) : 0;
  const canAutoplay = autoplay && !reducedMotion && count > 1;
  const isPlaying = canAutoplay && !isStopped && !hovered && !focused;

  const goTo = useCallback((target: number) => setCurrent(Math.max(0, Math.min(count - 1, target))), [count]);
  const next = useCallback(
    () => setCurrent((value) => (value + 1 < count ? value + 1 : infinite ? 0 : value)),
    [count, infinite],
  );
  const previous = useCallback(
    () => setCurrent((value) => (value > 0 ? value - 1 : infinite ? count - 1 : value)),
    [count, infinite],
  );

  useEffect(() => {
    if (!isPlaying) return undefined;
    // Autoplay starts over after the last slide.
    const timer = window.setTimeout(
      () => setCurrent((value) => (value + 1) % count),
      Math.max(1000, autoplaySpeed),
    );
    return () => window.clearTimeout(timer);
  }, [isPlaying, index, autoplaySpeed, count]);

  return {
    index,
    goTo,
    next,
    previous,
    hasNext: infinite || index < count - 1,
    hasPrevious: infinite || index > 0,
    canAutoplay,
    isPlaying,
    isStopped,
    toggleAutoplay: () => setStopped((value) => !value),
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onPointerDown: (event) => {
        swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
      },
      onPointerUp: (event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start === null) return;
        const distance = event.clientX - start;
        if (distance <= -SWIPE_DISTANCE) next();
        else if (distance >= SWIPE_DISTANCE) previous();
      },
    },
  };
}
