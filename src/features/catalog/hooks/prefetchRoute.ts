/**
 * Prefetching a page before the click: its route, its kind's code and its first data, through the
 * app's page loader (platform/routing/pageLoader: the same road route resolution takes, so the
 * page's hooks find their answers in the cache). Each URL is fetched once per client; failures
 * are ignored (the click simply loads).
 */
import type { ApolloClient } from '@apollo/client';
import type { PageLoader } from '../../../platform/routing/pageLoader';
import type { ResolvedPage } from '../../../platform/routing/pageKind';

const started = new WeakMap<ApolloClient, Map<string, Promise<ResolvedPage | null>>>();

/**
 * Starts (or reuses) the prefetch of `href` with `loader`; resolves when done with the page it
 * names (null when it names none, on another origin, or on a failure), never rejects.
 */
export function prefetchRoute(
  client: ApolloClient,
  loader: PageLoader,
  href: string,
): Promise<ResolvedPage | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  let known = started.get(client);
  if (!known) started.set(client, (known = new Map()));
  const url = new URL(href, window.location.href);
  const key = url.toString();
  let promise = known.get(key);
  if (!promise) {
    promise =
      url.origin === window.location.origin
        ? loader.fetchAhead(client, url.pathname, url.search).catch(() => null)
        : Promise.resolve(null);
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
