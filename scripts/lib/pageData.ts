/**
 * The server's half of page data sent with the page (src/app/resolver/pageBootstrap.ts): asks
 * the backend, as a guest in the default store view, what the app will ask first for a URL, and
 * turns the answers into the tags index.html gets. A slow backend cannot hold the page up: what
 * has not been answered within the time limit is left for the app to ask. The route lookup also
 * tells whether the URL names anything: a URL the backend does not know is answered 404 (the app
 * shows its not-found page either way).
 */
import {
  askFirstQueries,
  bootstrapAnswer,
  pageBootstrapElement,
  queryKeyOfUrl,
  type PageBootstrap,
  type PageOutcome,
} from '../../src/app/resolver/pageBootstrap';
import { appRoutePage, pageHints, type PageHints } from '../../src/app/pages/loadPage';
import { isAppRoute } from '../../src/app/routes';
import type { BootstrapAnswer } from '../../src/platform/apollo/bootstrapLink';
import { createClient } from '../../src/platform/apollo/createClient';
import type { CatalogImageSource } from '../../src/platform/images/catalogImage';
import { SERVER_PAGE_DATA_WAIT_MS } from '../../src/platform/loadingPolicy';
import type { PageType, ResolvedPage } from '../../src/platform/routing/pageKind';
import { DEFAULT_STORE_VIEW_CODE } from '../../src/platform/apollo/storeLink';
import { BrowserPersistence } from '../../src/platform/persistence/browserPersistence';

/** How long the page waits for the backend's answers by default (the loading policy's). */
export const PAGE_DATA_TIMEOUT_MS = SERVER_PAGE_DATA_WAIT_MS;

/**
 * The longest a server keeps a page's data by default (PAGE_DATA_MAX_AGE_MS): a merchant's edit
 * shows within a minute, while a busy page is still collected once rather than once a visit.
 */
export const PAGE_DATA_MAX_AGE_MS = 60_000;

export interface PageData {
  bootstrap: PageBootstrap;
  /** The page kind, when the route was resolved in time. */
  type: PageType | null;
  /**
   * True when the backend said, in time, that it knows nothing at this URL (no route, no
   * redirect): the page is sent with status 404.
   */
  notFound: boolean;
  /** Whether every query was answered within the time limit. */
  complete: boolean;
  /** The page's largest first image, as its `<img>` asks for it, when its data came in time. */
  leadImage: CatalogImageSource | null;
  /**
   * The chunk groups the page needs first (chunk-groups.json): its kind's, and those of the code
   * its first data calls for (a CMS page's leading content types), as its kind declares them.
   */
  chunkGroups?: string[];
  /**
   * How long the backend lets the answers be kept (ms, the shortest of them: freshnessMs), or
   * null when none of them said.
   */
  maxAgeMs: number | null;
}

/**
 * How long an answer may be kept by a shared cache (ms), from its `Cache-Control` and `Age`, as
 * RFC 9111 reads them: `no-store`, `no-cache` and `private` give 0 (Magento sends
 * `no-store, no-cache, must-revalidate, max-age=0` for what it does not cache), else
 * `s-maxage` (a shared cache's own) or `max-age` (Magento: `max-age=86400, public,
 * s-maxage=86400` for a cacheable query), less the answer's `Age`. Null when it says nothing.
 */
export function freshnessMs(cacheControl: string | null, age: string | null = null): number | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.split('=').map((text) => text.trim().replace(/^"|"$/g, ''));
    if (name) directives.set(name, value);
  }
  if (directives.has('no-store') || directives.has('no-cache') || directives.has('private')) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? NaN);
  if (!Number.isFinite(seconds)) return null;
  const aged = Number(age ?? 0);
  return Math.max(0, seconds - (Number.isFinite(aged) ? aged : 0)) * 1000;
}

/**
 * How long a server keeps a page's data: what the backend allows, never longer than `maxMs`
 * (the backend's own caches are purged when a merchant saves; this one is not), and `maxMs`
 * when the backend says nothing.
 */
export function pageDataLifetimeMs(data: Pick<PageData, 'maxAgeMs'>, maxMs: number): number {
  const cap = Math.max(0, maxMs);
  return data.maxAgeMs === null ? cap : Math.min(data.maxAgeMs, cap);
}

const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Whether a path is one of the app's own routes (src/app/routes.tsx), matched as the router does. */
export { isAppRoute };

/** The display currency of the default store view, from its store views' answer if it came. */
function defaultCurrency(answers: Record<string, BootstrapAnswer>): string | null {
  for (const answer of Object.values(answers)) {
    const stores = answer.data.availableStores;
    if (!Array.isArray(stores)) continue;
    const store = (
      stores as Array<{ store_code?: unknown; default_display_currency_code?: unknown } | null>
    ).find((candidate) => candidate?.store_code === DEFAULT_STORE_VIEW_CODE);
    if (typeof store?.default_display_currency_code === 'string') return store.default_display_currency_code;
  }
  return null;
}

export async function collectPageData({
  pathname,
  search,
  graphqlUrl,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
  fetchImpl = fetch,
  onOutcome = () => undefined,
}: {
  pathname: string;
  /** The part of the query string the page's data depends on (pageDataSearch). */
  search: string;
  /** The backend's GraphQL endpoint, absolute. */
  graphqlUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Hears how the URL's lookup came out, as soon as it has (within the time limit). */
  onOutcome?: (outcome: PageOutcome) => void;
}): Promise<PageData> {
  const answers: Record<string, BootstrapAnswer> = {};
  let resolution: ResolvedPage | null = null;
  let notFound = false;
  let open = true;
  let maxAgeMs: number | null = null;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetchImpl(input, init);
    const key = response.ok ? queryKeyOfUrl(urlOf(input)) : null;
    if (key) {
      try {
        const answer = bootstrapAnswer(await response.clone().json());
        if (answer && open) {
          answers[key] = answer;
          const fresh = freshnessMs(response.headers.get('cache-control'), response.headers.get('age'));
          if (fresh !== null) maxAgeMs = maxAgeMs === null ? fresh : Math.min(maxAgeMs, fresh);
        }
      } catch {
        // Not JSON: the app asks again.
      }
    }
    return response;
  };
  const client = createClient({
    persistence: new BrowserPersistence(null),
    uri: graphqlUrl,
    fetch: recordingFetch,
    retry: false,
    persistCache: false,
    isOnline: () => true,
  });
  let timer: NodeJS.Timeout | undefined;
  const complete = await Promise.race([
    askFirstQueries(client, pathname, search, {
      isAppRoute,
      onRoute: (resolved) => {
        if (open) resolution = resolved;
      },
      onOutcome: (outcome) => {
        if (!open) return;
        notFound = outcome.status === 'not-found';
        onOutcome(outcome);
      },
    }).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  open = false;
  const page = resolution as ResolvedPage | null;
  // Read from the cached first data, as the page kind declares them (no lead image: the page
  // asks for its image when it renders).
  const appPage = page ? undefined : appRoutePage(pathname);
  const hints: PageHints = page
    ? await pageHints(client, page, search)
    : {
        chunkGroups: appPage?.chunks ?? [],
        leadImage: (await appPage?.leadImage?.(client, search).catch(() => null)) ?? null,
      };
  client.stop();
  return {
    bootstrap: {
      pathname,
      search,
      store: DEFAULT_STORE_VIEW_CODE,
      currency: defaultCurrency(answers),
      answers,
    },
    type: page?.type ?? null,
    notFound,
    complete,
    leadImage: hints.leadImage,
    chunkGroups: hints.chunkGroups,
    maxAgeMs,
  };
}

/** `value` escaped for a double-quoted HTML attribute. */
export const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A high-priority preload of the page's lead image, with the `<img>`'s own srcset and sizes. */
function imagePreload(image: CatalogImageSource): string {
  if (!image.src) return '';
  const candidates = image.srcSet
    ? ` imagesrcset="${attribute(image.srcSet)}" imagesizes="${attribute(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${attribute(image.src)}"${candidates} fetchpriority="high">`;
}

/**
 * The tags for index.html: preload hints for the page's lead image and the page's code, and the
 * answers.
 */
export function pageDataTags(
  data: PageData,
  chunkGroups: Record<string, string[]>,
  publicPath = '/',
): string {
  const files = new Set((data.chunkGroups ?? []).flatMap((group) => chunkGroups[group] ?? []));
  const hints = [...files]
    .filter((file) => /^[\w./-]+\.(js|css)$/.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`,
    );
  const element = Object.keys(data.bootstrap.answers).length ? pageBootstrapElement(data.bootstrap) : '';
  const image = data.leadImage ? imagePreload(data.leadImage) : '';
  return image + hints.join('') + element;
}
