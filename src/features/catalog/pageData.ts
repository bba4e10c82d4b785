/**
 * The first data of a catalog page: the queries its root component asks, with the same
 * variables, so an answer fetched ahead (route resolution, a prefetched link, the server's page
 * data) is the one the page reads. No React here: the server runs it too.
 */
import type { ApolloClient } from '@apollo/client';
import type { PageResolution } from '../../app/resolver/pageData';
import { CATALOG_PAGE_SIZE } from '../../store/catalogSlice';
import { GET_CATEGORY } from './graphql/category';
import { GET_PRODUCT_ATTRIBUTE_LABELS, GET_PRODUCT_DETAIL } from './graphql/product';
import { GET_PRODUCT_LIST } from './graphql/productList';
import {
  CATEGORY_CODE,
  CATEGORY_SORTS,
  parseListingState,
  productFilter,
  productSort,
} from './hooks/listingState';
import { urlKeyOf } from '../../platform/catalog/catalogUrls';

/** The category listing's first query, as useProductListing builds it for `search`. */
export function categoryListVariables(uid: string, search: string) {
  const state = parseListingState(search, { sorts: CATEGORY_SORTS, excludedCodes: [CATEGORY_CODE] });
  return {
    filter: productFilter(state.filters, { category_uid: { eq: uid } }),
    sort: productSort(state.sort),
    pageSize: CATALOG_PAGE_SIZE,
    currentPage: state.page,
  };
}

/**
 * The first data of a resolved catalog page (the queries its root component asks, with the same
 * variables), fetched into the cache; `search` is the URL's query string (a category's filters,
 * sort and page). Route resolution calls it (through app/resolver/pageData) beside
 * `rootComponents[type].preload()`, so a page's data and code arrive together.
 */
export function prefetchCatalogPageData(
  client: ApolloClient,
  resolution: PageResolution,
  search = '',
): Promise<unknown> {
  if (resolution.type === 'PRODUCT') {
    return Promise.all([
      client.query({ query: GET_PRODUCT_DETAIL, variables: { urlKey: urlKeyOf(resolution.relativeUrl) } }),
      client.query({ query: GET_PRODUCT_ATTRIBUTE_LABELS, errorPolicy: 'all' }),
    ]);
  }
  if (resolution.type === 'CATEGORY') {
    return Promise.all([
      client.query({ query: GET_CATEGORY, variables: { uid: resolution.id } }),
      client.query({ query: GET_PRODUCT_LIST, variables: categoryListVariables(resolution.id, search) }),
    ]);
  }
  return Promise.resolve();
}
