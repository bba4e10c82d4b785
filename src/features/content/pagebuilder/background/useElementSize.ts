import { useCallback, useState } from 'react';
import { windowSize, type BoxSize } from '../../../../platform/images/contentImage';

/** A change smaller than this share keeps the size (and so the image URL) as it is. */
const TOLERANCE = 0.1;

function sizeOf({ width, height }: DOMRect): BoxSize {
  // Not laid out (or no layout at all): the window, or the spec's fallback size.
  const fallback = windowSize();
  return { width: Math.ceil(width) || fallback.width, height: Math.ceil(height) || fallback.height };
}

const differs = (a: BoxSize, b: BoxSize) =>
  Math.abs(a.width - b.width) > a.width * TOLERANCE || Math.abs(a.height - b.height) > a.height * TOLERANCE;

/**
 * Starts watching an element (usable as a callback ref, or inside one); returns how to stop, if
 * anything runs. Given no element, it does nothing.
 */
export type Observe = (element: HTMLElement | null) => (() => void) | undefined;

/**
 * An element's size, and again when it changes noticeably: attach with `observe` from a callback
 * ref (useBackground). A ResizeObserver reports the size with the first frame, after the layout
 * the browser does anyway (reading it while the page commits would force one layout per element);
 * without one it is measured at once. Nothing here sets state while React commits: a state update
 * there is rendered again synchronously, and makes React run every effect of that commit at once.
 */
export function useElementSize(
  enabled = true,
  /** Told the element's box each time it is measured (stable, or the observer restarts). */
  onMeasure?: (rect: DOMRect, element: HTMLElement) => void,
  /** The size it starts from (measured before the app rendered: a page's preview). */
  initial: BoxSize | null = null,
): [BoxSize | null, Observe] {
  const [size, setSize] = useState<BoxSize | null>(initial);
  const observe = useCallback<Observe>(
    (element) => {
      if (!element || !enabled) return undefined;
      const update = () => {
        const rect = element.getBoundingClientRect();
        onMeasure?.(rect, element);
        const next = sizeOf(rect);
        setSize((previous) => (previous && !differs(previous, next) ? previous : next));
      };
      if (typeof ResizeObserver === 'undefined') {
        update();
        return undefined;
      }
      // An element not laid out yet (inside a row still skipped off screen) reports no size: wait
      // for its real one rather than fetch a window-sized image.
      const observer = new ResizeObserver((entries) => {
        const box = entries[entries.length - 1]?.borderBoxSize?.[0];
        if (box && (!box.inlineSize || !box.blockSize)) return;
        update();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [enabled, onMeasure],
  );
  return [size, observe];
}
