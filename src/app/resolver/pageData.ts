/**
 * A resolved page's first data, requested as soon as the URL is resolved, in parallel with the
 * page's code (instead of after it has loaded and rendered): the same queries with the same
 * variables the page's hooks ask, so they find their answers in the cache.
 */
import type { ApolloClient } from '@apollo/client';
import { GET_CMS_PAGE } from '../../features/content/graphql/cmsPage';
import { prefetchCatalogPageData } from '../../features/catalog/pageData';
import { resolveUrl, toLookupUrl, type Resolution, type RootComponentType } from './resolveUrl';
import { mayStartWithStoreCode } from './storeSegment';

/** A resolved page: its kind, its id and its URL. */
export interface PageResolution {
  type: RootComponentType;
  id: string;
  relativeUrl: string;
}

export function prefetchPageData(
  client: ApolloClient,
  resolution: PageResolution,
  search = '',
): Promise<unknown> {
  if (resolution.type === 'CMS_PAGE') {
    return client.query({ query: GET_CMS_PAGE, variables: { identifier: resolution.id } });
  }
  return prefetchCatalogPageData(client, resolution, search);
}

/**
 * Resolves a page URL and asks for the resolved page's first data, telling `onRoute` the page as
 * soon as it is resolved (so its code can load alongside). A path that may start with a store
 * code is left to the route resolver (it may switch stores). Settles when done; never rejects.
 * The data layer runs it before the first render (warmRoute).
 */
export async function askPageData(
  client: ApolloClient,
  pathname: string,
  search: string,
  onRoute: (resolution: PageResolution) => void = () => undefined,
): Promise<void> {
  const lookupUrl = toLookupUrl(pathname, search);
  if (mayStartWithStoreCode(lookupUrl)) return;
  await askResolvedPageData(client, lookupUrl, search, onRoute);
}

/**
 * Resolves `lookupUrl` (a path the store segment has been dealt with for) and asks for the
 * resolved page's first data: `onResolved` hears how the lookup came out (the server's status for
 * the URL comes from it), `onRoute` the page when there is one. Settles when done; never rejects.
 */
export async function askResolvedPageData(
  client: ApolloClient,
  lookupUrl: string,
  search: string,
  onRoute: (resolution: PageResolution) => void = () => undefined,
  onResolved: (resolution: Resolution) => void = () => undefined,
): Promise<void> {
  try {
    const resolution = await resolveUrl(client, lookupUrl);
    onResolved(resolution);
    if (resolution.status !== 'component') return;
    onRoute(resolution);
    await prefetchPageData(client, resolution, search);
  } catch {
    // Left to the page's own hooks.
  }
}
