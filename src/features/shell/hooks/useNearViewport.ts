import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport (by default: into it), and
 * stays true from then on.
 * Below-the-fold parts (the footer) render, and ask for their data, only when the shopper gets
 * near them, so they take nothing from the page's first render. Without IntersectionObserver it
 * is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
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
  }, [near, ref, rootMargin]);
  return near;
}
