/**
 * The first queries of the catalog's pages, built from the route's answer and the URL: the page
 * hooks (useProductPage, useCategoryPage, useProductListing) ask exactly these, and the catalog's
 * page declarations (pages.ts) hand the same ones to route resolution, prefetch and the server's
 * page data, so an answer fetched ahead is the one the page reads. No React here: the server
 * runs it too.
 */
import type {
  GetProductListQueryVariables,
  ProductAttributeFilterInput,
} from '../../__generated__/operations';
import { CATALOG_PAGE_SIZE } from '../../store/catalogSlice';
import { GET_CATEGORY } from './graphql/category';
import { GET_PRODUCT_ATTRIBUTE_LABELS, GET_PRODUCT_DETAIL } from './graphql/product';
import { GET_PRODUCT_LIST } from './graphql/productList';
import {
  CATEGORY_CODE,
  CATEGORY_SORTS,
  FILTER_PARAM_PREFIX,
  PAGE_PARAM,
  SEARCH_SORTS,
  SORT_PARAM,
  parseListingState,
  productFilter,
  productSort,
  type ListingOptions,
  type ListingState,
} from './hooks/listingState';
import { SEARCH_TEXT_PARAM, urlKeyOf } from '../../platform/catalog/catalogUrls';

/** The product page's product, by the URL key in its URL. */
export const productDetailQuery = (relativeUrl: string) => ({
  query: GET_PRODUCT_DETAIL,
  variables: { urlKey: urlKeyOf(relativeUrl) },
});

/** The labels of the product page's specifications (a partial answer is used). */
export const productLabelsQuery = { query: GET_PRODUCT_ATTRIBUTE_LABELS, errorPolicy: 'all' as const };

/** The category page's category. */
export const categoryQuery = (uid: string) => ({ query: GET_CATEGORY, variables: { uid } });

/** The listing filter of a category page: its own products. */
export const categoryFilter = (uid: string): ProductAttributeFilterInput => ({ category_uid: { eq: uid } });

export type ListingKind = 'category' | 'search';

const LISTING_OPTIONS: Record<ListingKind, Required<ListingOptions>> = {
  category: { sorts: CATEGORY_SORTS, excludedCodes: [CATEGORY_CODE] },
  search: { sorts: SEARCH_SORTS, excludedCodes: [] },
};

/** How a listing reads its URL: the sorts it offers and the filters it does not show. */
export const listingOptions = (kind: ListingKind): Required<ListingOptions> => LISTING_OPTIONS[kind];

/** A listing's `products` query for the state its URL holds. */
export function listingVariables(
  kind: ListingKind,
  state: ListingState,
  baseFilter: ProductAttributeFilterInput | null,
  search: string | null,
): GetProductListQueryVariables {
  return {
    ...(kind === 'search' ? { search: search ?? '' } : {}),
    filter: productFilter(state.filters, baseFilter ?? {}),
    sort: productSort(state.sort),
    pageSize: CATALOG_PAGE_SIZE,
    currentPage: state.page,
  };
}

/** The category listing's first query, for the URL's query string `search`. */
export const categoryListQuery = (uid: string, search: string) => ({
  query: GET_PRODUCT_LIST,
  variables: listingVariables(
    'category',
    parseListingState(search, listingOptions('category')),
    categoryFilter(uid),
    null,
  ),
});

/** The query-string parameters a listing's first query reads: its page, sort and filters. */
export const readsListingParam = (name: string): boolean =>
  name === PAGE_PARAM || name === SORT_PARAM || name.startsWith(FILTER_PARAM_PREFIX);

/** The text searched for in a search page's query string, trimmed ('' when none). */
export const searchText = (search: string): string =>
  (new URLSearchParams(search).get(SEARCH_TEXT_PARAM) ?? '').trim();

/** The search page's first query for the URL's query string: none without a text. */
export function searchListQueries(search: string) {
  const text = searchText(search);
  if (!text) return [];
  return [
    {
      query: GET_PRODUCT_LIST,
      variables: listingVariables('search', parseListingState(search, listingOptions('search')), null, text),
    },
  ];
}
