/**
 * Prefetching a page before the click: the route lookup (the same cache-first query route
 * resolution asks), the page kind's code (`rootComponents[type].preload()`) and the page's first
 * data (the same queries with the same variables the page asks, so they are answered from the
 * cache). Each URL is fetched once per client; failures are ignored (the click simply loads).
 */
import type { ApolloClient } from '@apollo/client';
import { resolveUrl, toLookupUrl, type Resolution } from '../../../app/resolver/resolveUrl';
import { prefetchPageData } from '../../../app/resolver/pageData';
import { rootComponents } from '../../../app/resolver/rootComponents';

/** The page a URL names. */
export type PrefetchedPage = Extract<Resolution, { status: 'component' }>;

const started = new WeakMap<ApolloClient, Map<string, Promise<PrefetchedPage | null>>>();

async function run(client: ApolloClient, href: string): Promise<PrefetchedPage | null> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const resolution = await resolveUrl(client, toLookupUrl(url.pathname, url.search));
  if (resolution.status !== 'component') return null;
  await Promise.all([
    rootComponents[resolution.type].preload(),
    prefetchPageData(client, resolution, url.search),
  ]);
  return resolution;
}

/**
 * Starts (or reuses) the prefetch of `href`; resolves when done with the page it names (null when
 * it names none, or on a failure), never rejects.
 */
export function prefetchRoute(client: ApolloClient, href: string): Promise<PrefetchedPage | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  let known = started.get(client);
  if (!known) started.set(client, (known = new Map()));
  const key = new URL(href, window.location.href).toString();
  let promise = known.get(key);
  if (!promise) {
    promise = run(client, href).catch(() => null);
    known.set(key, promise);
  }
  return promise;
}

/** Whether the shopper's connection is one to spare (no data saver, not 2G). */
export function canPrefetch(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}
