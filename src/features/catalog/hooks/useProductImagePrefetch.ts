import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { whenPageQuiet } from '../../../platform/browser/pageQuiet';
import { IMAGE_INTENT_MS } from '../../../platform/loadingPolicy';
import { usePageLoader } from '../../../platform/routing/pageLoader';
import { prefetchImagesOnce } from '../../../platform/sw/imagePrefetch';
import { cachedProductGalleryImageUrls } from './imagesAhead';
import { canPrefetch, prefetchRoute } from './prefetchRoute';

export interface ProductImagePrefetchHandlers {
  /** Pointer or focus on the link: its gallery is fetched ahead if it stays. */
  handleIntent: () => void;
  /** Pointer or focus gone before that: nothing is fetched. */
  handleLeave: () => void;
  /** The link was followed: the page asks for its own images, nothing is fetched twice. */
  handleFollow: () => void;
}

/**
 * A product link the shopper rests on (pointer or keyboard focus, IMAGE_INTENT_MS) gets its
 * product's gallery fetched into the service worker's cache, at the sizes the product page will
 * ask for, once the page is quiet (whenPageQuiet: never beside the page's own images). Opened
 * later, even offline, the product shows its pictures from there. A tap follows the link at once,
 * so it fetches nothing; nor does a connection with data saver or 2G.
 */
export function useProductImagePrefetch(href: string): ProductImagePrefetchHandlers {
  const client = useApolloClient();
  const loader = usePageLoader();
  /** The fetch under way: whether the intent has shown yet, and how to call it off. */
  const pending = useRef<{ intended: boolean; cancel: () => void } | null>(null);

  const stop = useCallback(() => {
    pending.current?.cancel();
    pending.current = null;
  }, []);

  const handleIntent = useCallback(() => {
    stop();
    if (!canPrefetch()) return;
    let cancelled = false;
    let stopQuiet: () => void = () => undefined;
    const job = {
      intended: false,
      cancel: () => {
        cancelled = true;
        window.clearTimeout(timer);
        stopQuiet();
      },
    };
    const timer = window.setTimeout(() => {
      job.intended = true;
      void prefetchRoute(client, loader, href).then((page) => {
        const urls = cachedProductGalleryImageUrls(client, page);
        if (cancelled || urls.length === 0) return;
        stopQuiet = whenPageQuiet(() => void prefetchImagesOnce(urls));
      });
    }, IMAGE_INTENT_MS);
    pending.current = job;
  }, [client, href, loader, stop]);

  // Leaving before the intent shows calls it off; once shown, the fetch waits for quiet and happens.
  const handleLeave = useCallback(() => {
    if (pending.current && !pending.current.intended) stop();
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { handleIntent, handleLeave, handleFollow: stop };
}
