/**
 * The one road from a URL to its page: the route lookup, then the page kind's code and its first
 * data as the page registry declares them (the same queries with the same variables the page's
 * hooks ask, so they find their answers in the cache), then the code that data calls for. Route
 * resolution (useRouteResolver), the warm-up before the first render (warmRoute), link prefetch
 * (pageLoader, provided to the features) and the server's page data (pageBootstrap.ts,
 * scripts/lib/pageData.ts) all go this way. No React rendering here: the server runs it too.
 */
import type { ApolloClient } from '@apollo/client';
import type { CatalogImageSource } from '../../platform/images/catalogImage';
import type { PageLoader } from '../../platform/routing/pageLoader';
import type { AppRoutePage, ResolvedPage } from '../../platform/routing/pageKind';
import { resolveUrl, toLookupUrl, type Resolution } from '../../platform/routing/resolveUrl';
import { mayStartWithStoreCode, startsWithStoreCode } from '../resolver/storeSegment';
import { appRoutePages, pageKinds, rootChunks, rootComponents } from './registry';

/** A page on its way. */
interface PageLoad {
  page: ResolvedPage;
  /** Its kind's code: settles once it renders without suspending; rejects when its chunk fails. */
  code: Promise<unknown>;
  /** Its first data, in the cache: settles when answered (or failed); never rejects. */
  data: Promise<void>;
  /** Its first data, then the code that data calls for: settles when both are here; never rejects. */
  ready: Promise<void>;
}

export interface LoadOptions {
  /** Load the page kind's code (default); the server does not. */
  code?: boolean;
  /** Load the code the page's first data calls for once it is in (default); the server does not. */
  content?: boolean;
  /** Whether the page is still wanted once the URL is resolved (a navigation may have moved on). */
  wanted?: () => boolean;
}

/** Starts loading a resolved page: its code, its first data, then the code that data calls for. */
function startPage(
  client: ApolloClient,
  page: ResolvedPage,
  search: string,
  { code = true, content = true }: LoadOptions = {},
): PageLoad {
  const kind = pageKinds[page.type];
  const codeLoad = code ? rootComponents[page.type].preload() : Promise.resolve();
  codeLoad.catch(() => undefined); // reported where the page renders, or by whoever waits on it
  const data = Promise.all(kind.firstQueries(page, search).map((query) => client.query(query))).then(
    () => undefined,
    () => undefined, // left to the page's own hooks
  );
  const ready = content && kind.contentCode ? data.then(() => kind.contentCode?.(client, page)) : data;
  return { page, code: codeLoad, data, ready };
}

/** Where a URL led: the route lookup's answer, and the page on its way when it names one. */
export interface PageRoute {
  resolution: Resolution;
  load: PageLoad | null;
}

/**
 * Looks `lookupUrl` up (a path the store segment has been dealt with for, toLookupUrl) and starts
 * loading the page it names; `search` is the URL's query string. Never rejects: a failed lookup is
 * a resolution with status 'error'.
 */
export async function loadPage(
  client: ApolloClient,
  lookupUrl: string,
  search: string,
  options: LoadOptions = {},
): Promise<PageRoute> {
  const resolution = await resolveUrl(client, lookupUrl);
  if (resolution.status !== 'component' || options.wanted?.() === false) return { resolution, load: null };
  const { type, id, relativeUrl } = resolution;
  return { resolution, load: startPage(client, { type, id, relativeUrl }, search, options) };
}

/** Settles when `promise` does, or after `ms`, whichever comes first; never rejects. */
export const settledWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Starts what the resolver will ask for the page's URL (the route, the page's data and code)
 * before the app has rendered: the data layer calls it as it loads, so the route lookup does not
 * wait for the first render. The resolver's own calls then find the answers in the cache or in
 * flight. A path whose first segment is a store code is left to the resolver (it may switch
 * stores); one that may start with a store code is looked up once the store views say it does
 * not. Settles once the page's data and the code that data calls for are here, or there is
 * nothing to wait for; never rejects.
 */
export async function warmRoute(client: ApolloClient, pathname: string, search: string): Promise<void> {
  const lookupUrl = toLookupUrl(pathname, search);
  if (mayStartWithStoreCode(lookupUrl) && (await startsWithStoreCode(client, lookupUrl)) !== false) return;
  const { load } = await loadPage(client, lookupUrl, search);
  await load?.ready;
}

/**
 * Link prefetch, for the features (platform/routing/pageLoader): a page's route, code and first
 * data, before the click. Not the code its data calls for: that waits for the page to be opened.
 */
export const pageLoader: PageLoader = {
  fetchAhead: async (client, pathname, search) => {
    try {
      const { load } = await loadPage(client, toLookupUrl(pathname, search), search, { content: false });
      if (!load) return null;
      await Promise.all([load.code, load.data]);
      return load.page;
    } catch {
      return null;
    }
  },
};

/** What the server sends with a page beside its data, read from its cached first data. */
export interface PageHints {
  /** The chunk groups of its code and of the code its first data calls for. */
  chunkGroups: string[];
  /** Its largest first image, as its `<img>` asks for it, when known. */
  leadImage: CatalogImageSource | null;
}

/** Server: the page's hints, as its kind declares them. Never rejects. */
export async function pageHints(
  client: ApolloClient,
  page: ResolvedPage,
  search: string,
): Promise<PageHints> {
  const kind = pageKinds[page.type];
  const [contentChunks, leadImage] = await Promise.all([
    kind.contentChunks?.(client, page).catch(() => []) ?? [],
    kind.leadImage?.(client, page, search).catch(() => null) ?? null,
  ]);
  return { chunkGroups: [kind.chunk, ...rootChunks[page.type], ...contentChunks], leadImage };
}

/** The app route page at a path whose first data the server sends too, if it is one. */
export const appRoutePage = (pathname: string): AppRoutePage | undefined =>
  appRoutePages.find((page) => page.path.toLowerCase() === pathname.toLowerCase());

/** Server: an app route page's first data, in the cache. Never rejects. */
export const loadAppRouteData = (client: ApolloClient, page: AppRoutePage, search: string): Promise<void> =>
  Promise.all(page.firstQueries(search).map((query) => client.query(query))).then(
    () => undefined,
    () => undefined,
  );
