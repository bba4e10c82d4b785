/**
 * Page data sent with the page. The server (`npm run serve`) asks, while it sends index.html,
 * what the app asks first for that URL: the header's queries, the route lookup and the resolved
 * page's first data (the same functions the app runs, so the same queries and variables). It puts
 * the answers in the HTML as JSON (not a script that runs), with preload hints for the page kind's
 * code. The app then answers those queries from the JSON (platform/apollo/bootstrapLink) instead
 * of waiting on the network: the route lookup and the page's data no longer sit one after another
 * between the code arriving and the page showing.
 *
 * The answers are only used for the URL, search and store view they were asked for, and never
 * for a signed-in shopper (prices can depend on the customer). Anything missing or malformed just
 * means the app asks the network as before. No React here: the server runs it.
 */
import type { ApolloClient } from '@apollo/client';
import { warmShellQueries } from '../../features/shell/hooks/warmShell';
import { queryKey } from '../../platform/apollo/askedQueries';
import type { BootstrapAnswer } from '../../platform/apollo/bootstrapLink';
import { askPageData, type PageResolution } from './pageData';

/** The id of the JSON element in the page. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageBootstrap {
  /** The page's path and query string the answers are for. */
  pathname: string;
  search: string;
  /** The store view code they were asked in. */
  store: string;
  /** The answers by query key (askedQueries' queryKey). */
  answers: Record<string, BootstrapAnswer>;
}

/**
 * Server: runs the app's first queries for a URL through `client` (whose fetch records the
 * answers) and tells the page kind once the route is known. Settles when all have; never rejects.
 */
export async function askFirstQueries(
  client: ApolloClient,
  pathname: string,
  search: string,
  onRoute?: (resolution: PageResolution) => void,
): Promise<void> {
  await Promise.all([warmShellQueries(client), askPageData(client, pathname, search, onRoute)]);
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
 * Client: the answers the page came with, when they fit this page load (its URL, search and
 * store view, a guest), as the map the bootstrap link takes; else null. The element is removed
 * once read.
 */
export function readPageBootstrap(
  doc: Document,
  expected: { pathname: string; search: string; store: string; signedIn: boolean },
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
    bootstrap.search !== expected.search ||
    bootstrap.store !== expected.store ||
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
