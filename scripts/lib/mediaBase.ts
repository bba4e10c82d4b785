/**
 * Where the server fetches the storefront's `/media/…` from when the backend is a remote Magento.
 * The app asks for the backend's media at the storefront's own `/media/` path
 * (src/platform/images/mediaUrl.ts), so the Content-Security-Policy stays `'self'`; the server
 * passes each such request on to the backend's media base:
 * - MAGENTO_MEDIA_URL when set (a CDN, or a media base the default store view does not name);
 * - else the default store view's `secure_base_media_url`, asked of the backend once (again after
 *   a failure, at most every RETRY_MS): Magento's own host, `/pub/media/` below it, or a CDN;
 * - else, until the backend has answered, `<MAGENTO_BACKEND_URL>/media/`.
 */

/** How soon a failed look-up of the media base is tried again. */
export const RETRY_MS = 30_000;

const MEDIA_PREFIX = '/media/';

/** `base` with one trailing slash, when it is an absolute http(s) URL; else null. */
export function normalizeMediaBase(base: string | null | undefined): string | null {
  if (!base) return null;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.search = '';
    url.hash = '';
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return null;
  }
}

/**
 * The URL a storefront media request (`/media/<file>?<query>`) is fetched from below `base`, or
 * null when the request's path, once its dot segments are resolved, is not below `/media/`.
 */
export function mediaTarget(base: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://storefront.invalid' || !url.pathname.startsWith(MEDIA_PREFIX)) return null;
  return `${base}${url.pathname.slice(MEDIA_PREFIX.length)}${url.search}`;
}

const STORE_MEDIA_QUERY = '{ storeConfig { secure_base_media_url } }';

/** The media base: the configured one, or the backend's, looked up once (see the module comment). */
export function createMediaBase({
  backendUrl,
  configured,
  fetchImpl = fetch,
  now = Date.now,
  log = (message: string) => console.error(message),
}: {
  /** MAGENTO_BACKEND_URL, without a trailing slash. */
  backendUrl: string;
  /** MAGENTO_MEDIA_URL, if set. */
  configured?: string | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}): () => Promise<string> {
  const fixed = normalizeMediaBase(configured);
  if (configured && !fixed) throw new Error(`MAGENTO_MEDIA_URL is not an http(s) URL: ${configured}`);
  if (fixed) return () => Promise.resolve(fixed);
  const fallback = `${backendUrl}${MEDIA_PREFIX}`;
  let known: string | null = null;
  let pending: Promise<string> | null = null;
  let failedAt = -Infinity;
  const lookUp = async (): Promise<string> => {
    try {
      const response = await fetchImpl(
        `${backendUrl}/graphql?query=${encodeURIComponent(STORE_MEDIA_QUERY)}`,
        {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        },
      );
      const body = (await response.json()) as { data?: { storeConfig?: { secure_base_media_url?: string } } };
      const base = normalizeMediaBase(body.data?.storeConfig?.secure_base_media_url);
      if (!response.ok || !base) throw new Error(`no secure_base_media_url (HTTP ${response.status})`);
      known = base;
      return base;
    } catch (error) {
      failedAt = now();
      log(`[serve] the backend's media base is not known yet, using ${fallback}: ${String(error)}`);
      return fallback;
    }
  };
  return () => {
    if (known) return Promise.resolve(known);
    if (pending) return pending;
    if (now() - failedAt < RETRY_MS) return Promise.resolve(fallback);
    const asked = lookUp().finally(() => {
      pending = null;
    });
    pending = asked;
    return asked;
  };
}
