/**
 * Prefetching a page before the click: the route lookup (the same cache-first query route
 * resolution asks), the page kind's code (`rootComponents[type].preload()`) and the page's first
 * data (the same queries with the same variables the page asks, so they are answered from the
 * cache). Each URL is fetched once per client; failures are ignored (the click simply loads).
 */
import type { ApolloClient } from '@apollo/client';
import { resolveUrl, toLookupUrl } from '../../../app/resolver/resolveUrl';
import { prefetchPageData } from '../../../app/resolver/pageData';
import { rootComponents } from '../../../app/resolver/rootComponents';

const started = new WeakMap<ApolloClient, Map<string, Promise<void>>>();

async function run(client: ApolloClient, href: string): Promise<void> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const resolution = await resolveUrl(client, toLookupUrl(url.pathname, url.search));
  if (resolution.status !== 'component') return;
  await Promise.all([
    rootComponents[resolution.type].preload(),
    prefetchPageData(client, resolution, url.search),
  ]);
}

/** Starts (or reuses) the prefetch of `href`; resolves when done, never rejects. */
export function prefetchRoute(client: ApolloClient, href: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  let known = started.get(client);
  if (!known) started.set(client, (known = new Map()));
  const key = new URL(href, window.location.href).toString();
  let promise = known.get(key);
  if (!promise) {
    promise = run(client, href).catch(() => undefined);
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
