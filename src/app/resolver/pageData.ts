/**
 * A resolved page's first data, requested as soon as the URL is resolved, in parallel with the
 * page's code (instead of after it has loaded and rendered): the same queries with the same
 * variables the page's hooks ask, so they find their answers in the cache.
 */
import type { ApolloClient } from '@apollo/client';
import { GET_CMS_PAGE } from '../../features/content/graphql/cmsPage';
import { prefetchCatalogPageData } from '../../features/catalog/pageData';
import type { RootComponentType } from './resolveUrl';

export function prefetchPageData(
  client: ApolloClient,
  resolution: { type: RootComponentType; id: string; relativeUrl: string },
  search = '',
): Promise<unknown> {
  if (resolution.type === 'CMS_PAGE') {
    return client.query({ query: GET_CMS_PAGE, variables: { identifier: resolution.id } });
  }
  return prefetchCatalogPageData(client, resolution, search);
}
