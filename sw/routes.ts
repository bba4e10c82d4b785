/**
 * What the service worker caches at run time, as pure functions (unit-tested in jest).
 * - Images from the media endpoint: cache first, bounded by count and age.
 * - Public catalog and content queries (GraphQL GET without a customer token, reading no cart,
 *   customer, wish list or order data): stale while revalidate, so pages seen before open
 *   offline and repeat visits answer from the cache at once. A signed-in customer's requests
 *   carry a bearer token and are never cached.
 */
export const IMAGE_CACHE = 'images-v1';
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The Accept header prefetched images are asked with: an image element's, so WebP where offered. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
export const CATALOG_CACHE = 'catalog-queries-v1';
export const CATALOG_CACHE_MAX_ENTRIES = 200;
export const CATALOG_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Message types of the page ↔ worker channel (spec 7). */
export const MESSAGE_PREFETCH_IMAGES = 'PREFETCH_IMAGES';
export const MESSAGE_SKIP_WAITING = 'SKIP_WAITING';

export const isMediaImage = (url: URL, sameOrigin: boolean): boolean =>
  sameOrigin && url.pathname.startsWith('/media/') && /\.(jpe?g|png|webp|gif|svg)$/i.test(url.pathname);

/**
 * Fields whose answers belong to one shopper: carts, every `customer…` field (customerCart,
 * customerOrders, customerPaymentTokens, customerDownloadableProducts …), wish lists, guest
 * orders (by number or token), compare lists and payment set-ups. Any of them, at any depth,
 * keeps the whole query out of the cache.
 */
const PRIVATE_FIELDS =
  /\b(cart|customer\w*|wishlist\w*|guestOrder\w*|compareList|getPayment\w*|getHostedProUrl|getPayflowLinkToken)\s*[({]/;

/**
 * A product's reviews list: moderated, so it changes when a review is approved, and the shopper
 * who wrote one comes back to see it. Asked from the network, never answered from the worker's
 * catalog cache (the page's rating and count follow that answer).
 */
const FRESH_FIELDS = /\breviews\s*\(/;

export function isPublicCatalogQuery(
  request: { method: string; url: string; headers: Headers },
  origin: string,
): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname !== '/graphql') return false;
  if (request.headers.has('Authorization')) return false;
  const query = url.searchParams.get('query');
  if (!query || /^\s*mutation\b/.test(query)) return false;
  return !PRIVATE_FIELDS.test(query) && !FRESH_FIELDS.test(query);
}

/**
 * Files (a last path segment with an extension other than .html) that the precache does not
 * hold, such as robots.txt: a navigation to one goes to the network, never to the app shell.
 */
export const STATIC_FILE_PATHS = /^[^?#]*\/[^/?#]*\.(?!html?(?:[?#]|$))[^/?#.]+(?:[?#]|$)/i;

/** The backend's own paths (tested against path and query): never answered with the app shell. */
export const BACKEND_PATHS = /^\/(graphql|rest|media|downloadable\/download)([/?#]|$)/;

/** Query parameters the worker adds to a catalog answer's cache key (never sent to the server). */
const CACHE_KEY_STORE_PARAM = 'sw-store';
const CACHE_KEY_CURRENCY_PARAM = 'sw-currency';

/**
 * The cache key of a public catalog query: its URL plus the store view and currency it was asked
 * in. Magento answers the same GET URL differently per `Store` and `Content-Currency` header (and
 * does not say so in `Vary`), so a key of the URL alone would show one currency's prices in another.
 */
export function catalogCacheKey(request: { url: string; headers: Headers }): string {
  const url = new URL(request.url);
  url.searchParams.set(CACHE_KEY_STORE_PARAM, request.headers.get('Store') ?? '');
  url.searchParams.set(CACHE_KEY_CURRENCY_PARAM, request.headers.get('Content-Currency') ?? '');
  return url.href;
}
