import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { canPrefetch, prefetchRoute } from './prefetchRoute';

export interface PrefetchLinkHandlers {
  ref: (element: HTMLElement | null) => void;
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/** Links scrolled into view are prefetched once the browser is idle (after what the page needs). */
let observer: IntersectionObserver | null = null;
const callbacks = new WeakMap<Element, () => void>();

function whenIdle(callback: () => void) {
  const idle = (
    window as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (idle) idle(callback, { timeout: 10_000 });
  else window.setTimeout(callback, 1000);
}

function observe(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const run = callbacks.get(entry.target);
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
        if (run) whenIdle(run);
      }
    },
    { rootMargin: '0px' },
  );
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Prefetch for a product or category link (spec: hovering, focusing or scrolling it into view
 * fetches its route code and data, so the click shows the page at once). Spread the result on
 * the link element.
 */
export function usePrefetchLink(
  href: string,
  { inView = true }: { inView?: boolean } = {},
): PrefetchLinkHandlers {
  const client = useApolloClient();
  const prefetch = useCallback(() => {
    if (canPrefetch()) void prefetchRoute(client, href);
  }, [client, href]);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      stop.current?.();
      stop.current = element && inView ? observe(element, prefetch) : null;
    },
    [inView, prefetch],
  );
  useEffect(() => () => stop.current?.(), []);
  return { ref, onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
