/**
 * The catalog's page kinds, each declared once: its code, its first queries, the query-string
 * parameters they read, and its lead image. The app's page registry (src/app/pages/) hands them
 * to route resolution, the warm-up before the first render, link prefetch and the server's page
 * data. The code is loaded on demand, in the page's own chunk; so is the lead image's, which only
 * the server asks for.
 */
import type { AppRoutePage, PageKind } from '../../platform/routing/pageKind';
import {
  categoryListQuery,
  categoryQuery,
  productDetailQuery,
  productLabelsQuery,
  readsListingParam,
  searchListQueries,
} from './pageQueries';
import { SEARCH_PATH, SEARCH_TEXT_PARAM } from '../../platform/catalog/catalogUrls';

export const productPage: PageKind = {
  chunk: 'page-product',
  component: () => import(/* webpackChunkName: "page-product" */ './components/ProductPage'),
  firstQueries: (page) => [productDetailQuery(page.relativeUrl), productLabelsQuery],
  leadImage: (client, page) =>
    import(/* webpackChunkName: "page-product" */ './leadImage').then((module) =>
      module.productLeadImage(client, page),
    ),
};

export const categoryPage: PageKind = {
  chunk: 'page-category',
  component: () => import(/* webpackChunkName: "page-category" */ './components/CategoryPage'),
  firstQueries: (page, search) => [categoryQuery(page.id), categoryListQuery(page.id, search)],
  readsSearchParam: readsListingParam,
  leadImage: (client, page, search) =>
    import(/* webpackChunkName: "page-category" */ './leadImage').then((module) =>
      module.categoryLeadImage(client, page, search),
    ),
};

/** The search results: their text, page, sort and filters are all in the URL. */
export const searchPage: AppRoutePage = {
  path: SEARCH_PATH,
  chunks: ['page-search'],
  firstQueries: searchListQueries,
  readsSearchParam: (name) => name === SEARCH_TEXT_PARAM || readsListingParam(name),
  leadImage: (client, search) =>
    import(/* webpackChunkName: "page-search" */ './leadImage').then((module) =>
      module.searchLeadImage(client, search),
    ),
};
