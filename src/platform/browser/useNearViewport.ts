import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (IntersectionObserver's rootMargin); default into it. */
  rootMargin?: string;
  /** When false, the element counts as near at once (nothing waits). */
  enabled?: boolean;
}

/**
 * Whether the element has come within `rootMargin` of the viewport, and stays true from then on.
 * Below-the-fold parts (the footer, a lazily loaded background video) render, and ask for what
 * they need, only when the shopper gets near them, so they take nothing from the page's first
 * render. Without IntersectionObserver it is true at once. `target` is the element or a ref to it.
 */
export function useNearViewport(
  target: Element | null | RefObject<Element | null>,
  { rootMargin = '0px', enabled = true }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target && 'current' in target ? target.current : target;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, rootMargin]);
  return near;
}
