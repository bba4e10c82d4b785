import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../../../platform/browser/idle';
import {
  LINK_PREFETCH_IDLE_FALLBACK_MS,
  LINK_PREFETCH_IDLE_TIMEOUT_MS,
  LINK_PREFETCH_SETTLE_MS,
} from '../../../platform/loadingPolicy';
import { usePageLoader } from '../../../platform/routing/pageLoader';
import { canPrefetch, prefetchRoute } from './prefetchRoute';
import { useProductImagePrefetch } from './useProductImagePrefetch';

export interface PrefetchLinkHandlers {
  ref: (element: HTMLElement | null) => void;
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onMouseLeave?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
}

/**
 * Links scrolled into view wait in a queue and are fetched one after another in idle time, once
 * the page has settled (LINK_PREFETCH_SETTLE_MS: its own data and main image first): a page
 * showing many links does not fetch them all at once while it is still loading.
 */
let observer: IntersectionObserver | null = null;
const callbacks = new WeakMap<Element, () => Promise<void>>();
const queue: Array<() => Promise<void>> = [];
let draining = false;
let settled: Promise<void> | null = null;

const idle = () =>
  new Promise<void>((resolve) => {
    whenIdle(() => resolve(), {
      timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS,
      fallbackDelayMs: LINK_PREFETCH_IDLE_FALLBACK_MS,
    });
  });

async function drain() {
  if (draining) return;
  draining = true;
  settled ??= new Promise((resolve) => window.setTimeout(resolve, LINK_PREFETCH_SETTLE_MS));
  await settled;
  while (queue.length) {
    await idle();
    await queue.shift()?.();
  }
  draining = false;
}

function observe(element: Element, callback: () => Promise<void>): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const run = callbacks.get(entry.target);
      observer?.unobserve(entry.target);
      callbacks.delete(entry.target);
      if (run) queue.push(run);
    }
    void drain();
  });
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Prefetch for a product or category link (spec: hovering, focusing or scrolling it into view
 * fetches its route code and data, so the click shows the page at once). With `images`, a product
 * link the pointer or focus rests on also has its product's pictures fetched into the service
 * worker's cache (useProductImagePrefetch). Spread the result on the link element.
 */
export function usePrefetchLink(
  href: string,
  { inView = true, images = false }: { inView?: boolean; images?: boolean } = {},
): PrefetchLinkHandlers {
  const client = useApolloClient();
  const loader = usePageLoader();
  const fetchAhead = useCallback(
    () => (canPrefetch() ? prefetchRoute(client, loader, href).then(() => undefined) : Promise.resolve()),
    [client, loader, href],
  );
  const prefetch = useCallback(() => void fetchAhead(), [fetchAhead]);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      stop.current?.();
      stop.current = element && inView ? observe(element, fetchAhead) : null;
    },
    [fetchAhead, inView],
  );
  useEffect(() => () => stop.current?.(), []);
  const gallery = useProductImagePrefetch(href);
  const { handleIntent } = gallery;
  const intend = useCallback(() => {
    prefetch();
    handleIntent();
  }, [handleIntent, prefetch]);
  if (!images) return { ref, onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
  return {
    ref,
    onMouseEnter: intend,
    onFocus: intend,
    onTouchStart: prefetch,
    onMouseLeave: gallery.handleLeave,
    onBlur: gallery.handleLeave,
    onClick: gallery.handleFollow,
  };
}
