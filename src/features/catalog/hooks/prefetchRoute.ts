/**
 * Prefetching a page before the click: the route lookup (the same cache-first query route
 * resolution asks), the page kind's code (`rootComponents[type].preload()`) and the page's first
 * data (the same queries with the same variables the page asks, so they are answered from the
 * cache). Each URL is fetched once per client; failures are ignored (the click simply loads).
 */
import type { ApolloClient } from '@apollo/client';
import { resolveUrl, toLookupUrl, type RootComponentType } from '../../../app/resolver/resolveUrl';
import { prefetchPageData } from '../../../app/resolver/pageData';
import { rootComponents } from '../../../app/resolver/rootComponents';
import { CATALOG_PAGE_SIZE } from '../../../store/catalogSlice';
import { GET_CATEGORY } from '../graphql/category';
import { GET_PRODUCT_ATTRIBUTE_LABELS, GET_PRODUCT_DETAIL } from '../graphql/product';
import { GET_PRODUCT_LIST } from '../graphql/productList';
import { CATEGORY_CODE, CATEGORY_SORTS, parseListingState, productFilter, productSort } from './listingState';
import { urlKeyOf } from './productTile';

const started = new WeakMap<ApolloClient, Map<string, Promise<void>>>();

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
  resolution: { type: RootComponentType; id: string; relativeUrl: string },
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
