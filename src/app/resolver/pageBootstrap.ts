/**
 * Page data sent with the page. The server (`npm run serve`) asks, while it sends index.html,
 * what the app asks first for that URL: the header's queries, the route lookup and the resolved
 * page's first data (the same functions the app runs, so the same queries and variables). It puts
 * the answers in the HTML as JSON (not a script that runs), with preload hints for the page kind's
 * code. The app then answers those queries from the JSON (platform/apollo/bootstrapLink) instead
 * of waiting on the network: the route lookup and the page's data no longer sit one after another
 * between the code arriving and the page showing.
 *
 * The answers are only used for the URL, the part of its query string the page's data depends on
 * (pageDataSearch), the store view and the display currency they were asked in, and never for a
 * signed-in shopper (prices can depend on the customer). Anything missing or malformed just means
 * the app asks the network as before. No React here: the server runs it.
 */
import type { ApolloClient } from '@apollo/client';
import { warmShellQueries } from '../../features/shell/hooks/warmShell';
import { queryKey } from '../../platform/apollo/askedQueries';
import type { BootstrapAnswer } from '../../platform/apollo/bootstrapLink';
import { BrowserPersistence } from '../../platform/persistence/browserPersistence';
import type { ResolvedPage } from '../../platform/routing/pageKind';
import { toLookupUrl, type Resolution } from '../../platform/routing/resolveUrl';
import { appRoutePage, loadAppRouteData, loadPage } from '../pages/loadPage';
import { pageKinds } from '../pages/registry';
import { handleStoreSegment, mayStartWithStoreCode } from './storeSegment';

/** The id of the JSON element in the page. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageBootstrap {
  /** The page's path and the part of its query string the answers are for (pageDataSearch). */
  pathname: string;
  search: string;
  /** The store view code they were asked in. */
  store: string;
  /**
   * The display currency they are in (asked without Content-Currency: the store view's default),
   * or null when that is not known.
   */
  currency?: string | null;
  /** The answers by query key (askedQueries' queryKey). */
  answers: Record<string, BootstrapAnswer>;
}

/** Whether some page kind's first queries read a query-string parameter (its declaration says). */
const readBySomePage = (name: string): boolean =>
  Object.values(pageKinds).some((kind) => kind.readsSearchParam?.(name) ?? false);

/** Whether the first queries of the page at `pathname` read a query-string parameter. */
const readsParam = (pathname: string) => appRoutePage(pathname)?.readsSearchParam ?? readBySomePage;

/**
 * The part of a page URL's query string its first data depends on, in a fixed order: what the
 * page kinds declare their first queries read (a listing's page, sort and filters), or for an app
 * route page whose data the server sends (the search results), what it declares (its text too).
 * Everything else (campaign tags, click ids) leaves the answers as they are. A legacy product-details link, looked up with its query string
 * (toLookupUrl), keeps the whole of it.
 */
export function pageDataSearch(pathname: string, search: string): string {
  if (toLookupUrl(pathname, search) !== pathname) return search;
  const kept = [...new URLSearchParams(search)]
    .filter(([name]) => readsParam(pathname)(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

/** How a page URL's lookup came out on the server. */
export type PageOutcome =
  | Resolution
  /** A path of the app's own route table (isAppRoute): nothing to look up. */
  | { status: 'app-route' }
  /** A store view's code as the first segment, of another store view: the app switches to it. */
  | { status: 'store-switch' };

export interface FirstQueryOptions {
  /** Tells the page once the route is known. */
  onRoute?: (page: ResolvedPage) => void;
  /** Tells how the URL's lookup came out, once it has. */
  onOutcome?: (outcome: PageOutcome) => void;
  /** Whether a path is one of the app's own routes (its route table), never looked up. */
  isAppRoute?: (pathname: string) => boolean;
}

/**
 * Server: runs the app's first queries for a URL through `client` (whose fetch records the
 * answers): the header's, and the page's as the route resolver asks them (loadPage, without the
 * code). A path that may start with a store code is checked against the store views the way the
 * resolver checks it (handleStoreSegment, for a guest in the default store view), so its answers
 * are there when the resolver asks. Settles when all have; never rejects.
 */
export async function askFirstQueries(
  client: ApolloClient,
  pathname: string,
  search: string,
  {
    onRoute = () => undefined,
    onOutcome = () => undefined,
    isAppRoute = () => false,
  }: FirstQueryOptions = {},
): Promise<void> {
  const page = async () => {
    if (isAppRoute(pathname)) {
      onOutcome({ status: 'app-route' });
      const appPage = appRoutePage(pathname);
      if (appPage) await loadAppRouteData(client, appPage, search);
      return;
    }
    let lookupUrl = toLookupUrl(pathname, search);
    if (mayStartWithStoreCode(lookupUrl)) {
      const segment = await handleStoreSegment(client, new BrowserPersistence(null), lookupUrl);
      if (segment.action === 'switched') {
        onOutcome({ status: 'store-switch' });
        return;
      }
      if (segment.action === 'strip') lookupUrl = segment.path;
    }
    const { resolution, load } = await loadPage(client, lookupUrl, search, { code: false, content: false });
    onOutcome(resolution);
    if (!load) return;
    onRoute(load.page);
    await load.data;
  };
  await Promise.all([warmShellQueries(client), page()]);
}

/** Server: a successful answer worth sending (data and no errors), or null. */
export function bootstrapAnswer(body: unknown): BootstrapAnswer | null {
  if (!body || typeof body !== 'object') return null;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  if (errors || !data || typeof data !== 'object') return null;
  return { data: data as Record<string, unknown> };
}

/** Server: the key of a GET query URL the client's HttpLink built, or null. */
export function queryKeyOfUrl(url: string): string | null {
  const params = new URL(url, 'http://localhost').searchParams;
  const name = params.get('operationName');
  if (!name || !params.has('query')) return null;
  try {
    const variables = JSON.parse(params.get('variables') || '{}') as Record<string, unknown>;
    return queryKey(name, variables);
  } catch {
    return null;
  }
}

/** Server: the JSON element for the page (safe inside HTML: no `<` survives). */
export function pageBootstrapElement(bootstrap: PageBootstrap): string {
  const json = JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * Client: the answers the page came with, when they fit this page load (its URL and the part of
 * its search they depend on, its store view, its currency when one was chosen, a guest), as the
 * map the bootstrap link takes; else null. The element is removed once read.
 */
export function readPageBootstrap(
  doc: Document,
  expected: { pathname: string; search: string; store: string; currency?: string | null; signedIn: boolean },
): Map<string, BootstrapAnswer> | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  if (expected.signedIn) return null;
  let bootstrap: PageBootstrap;
  try {
    bootstrap = JSON.parse(element.textContent ?? '') as PageBootstrap;
  } catch {
    return null;
  }
  if (
    !bootstrap ||
    bootstrap.pathname !== expected.pathname ||
    bootstrap.search !== pageDataSearch(expected.pathname, expected.search) ||
    bootstrap.store !== expected.store ||
    (expected.currency && expected.currency !== bootstrap.currency) ||
    !bootstrap.answers ||
    typeof bootstrap.answers !== 'object'
  ) {
    return null;
  }
  const answers = new Map<string, BootstrapAnswer>();
  for (const [key, answer] of Object.entries(bootstrap.answers)) {
    if (answer && typeof answer === 'object' && answer.data && typeof answer.data === 'object') {
      answers.set(key, answer);
    }
  }
  return answers;
}
