/// <reference lib="webworker" />
/**
 * The storefront's service worker (Workbox, injectManifest): precaches the app shell and the
 * hashed assets, answers navigations offline with the shell, caches media images and public
 * catalog queries at run time, and answers the page's messages (image prefetch, take over).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  CATALOG_CACHE,
  CATALOG_CACHE_MAX_AGE_SECONDS,
  CATALOG_CACHE_MAX_ENTRIES,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  MESSAGE_PREFETCH_IMAGES,
  MESSAGE_SKIP_WAITING,
  BACKEND_PATHS,
  isMediaImage,
  isPublicCatalogQuery,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Page URLs (including categories' and products' .html) get the app shell, online or offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [BACKEND_PATHS] }));

registerRoute(
  ({ url, sameOrigin }) => isMediaImage(url, sameOrigin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request }) => isPublicCatalogQuery(request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: CATALOG_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CATALOG_CACHE_MAX_ENTRIES, maxAgeSeconds: CATALOG_CACHE_MAX_AGE_SECONDS }),
    ],
  }),
  'GET',
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; payload?: { urls?: string[] } } | undefined;
  const port = event.ports[0];
  if (data?.type === MESSAGE_SKIP_WAITING) {
    void self.skipWaiting();
    port?.postMessage({ ok: true });
    return;
  }
  if (data?.type === MESSAGE_PREFETCH_IMAGES) {
    const urls = (data.payload?.urls ?? []).filter((url) => {
      try {
        const parsed = new URL(url, self.location.origin);
        return isMediaImage(parsed, parsed.origin === self.location.origin);
      } catch {
        return false;
      }
    });
    event.waitUntil(
      caches
        .open(IMAGE_CACHE)
        .then((cache) => cache.addAll(urls))
        .then(
          () => port?.postMessage({ ok: true, count: urls.length }),
          (error: unknown) => port?.postMessage({ ok: false, error: String(error) }),
        ),
    );
    return;
  }
  port?.postMessage({ ok: false, error: `Unknown message type: ${String(data?.type)}` });
});
