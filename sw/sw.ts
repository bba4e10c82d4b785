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
  IMAGE_ACCEPT,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  MESSAGE_PREFETCH_IMAGES,
  MESSAGE_SKIP_WAITING,
  BACKEND_PATHS,
  catalogCacheKey,
  isMediaImage,
  isPublicCatalogQuery,
  STATIC_FILE_PATHS,
} from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Page URLs (including categories' and products' .html) get the app shell, online or offline.
// Backend paths and plain files (robots.txt …) are not pages: they go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [BACKEND_PATHS, STATIC_FILE_PATHS],
  }),
);

// One strategy for the images the page shows and the ones it asks the worker to prefetch, so
// both count towards the same bounds. The media endpoint answers `Vary: Accept` (WebP where it
// is accepted); one browser's image requests all send the same Accept, so the cache matches and
// expires by URL alone — expiration deletes by URL and would otherwise never evict anything.
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: IMAGE_CACHE_MAX_ENTRIES,
      maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
      matchOptions: { ignoreVary: true },
    }),
  ],
});
registerRoute(({ url, sameOrigin }) => isMediaImage(url, sameOrigin), images);

registerRoute(
  ({ request }) => isPublicCatalogQuery(request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: CATALOG_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // One entry per store view and currency (see catalogCacheKey).
      { cacheKeyWillBeUsed: async ({ request }) => catalogCacheKey(request) },
      new ExpirationPlugin({
        maxEntries: CATALOG_CACHE_MAX_ENTRIES,
        maxAgeSeconds: CATALOG_CACHE_MAX_AGE_SECONDS,
      }),
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
    // Only this site's media images: the worker is no proxy for other URLs.
    const urls = (Array.isArray(data.payload?.urls) ? data.payload.urls : []).flatMap((url) => {
      try {
        const parsed = new URL(String(url), self.location.origin);
        return isMediaImage(parsed, parsed.origin === self.location.origin) ? [parsed.href] : [];
      } catch {
        return [];
      }
    });
    // The reply waits until every image is in the cache, not just fetched.
    const done = urls.map((url) =>
      Promise.all(
        images.handleAll({ event, request: new Request(url, { headers: { Accept: IMAGE_ACCEPT } }) }),
      ),
    );
    event.waitUntil(
      Promise.all(done).then(
        () => port?.postMessage({ ok: true, count: urls.length }),
        (error: unknown) =>
          port?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      ),
    );
    return;
  }
  port?.postMessage({ ok: false, error: `Unknown message type: ${String(data?.type)}` });
});
