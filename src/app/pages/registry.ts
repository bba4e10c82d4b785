/**
 * The page registry: every kind of page the route lookup names, as its feature declares it
 * (features/<name>/pages.ts), and its root component, each its own chunk loaded on demand.
 * loadPage.ts is the one road from a URL to a page through it.
 */
import { categoryPage, productPage, searchPage } from '../../features/catalog/pages';
import { cmsPage } from '../../features/content/pages';
import type { AppRoutePage, PageKind, PageProps, PageType } from '../../platform/routing/pageKind';
import { lazyWithPreload, type PreloadableComponent } from '../../platform/react/lazyWithPreload';
import { withPageSlots } from '../featureSlots';

export const pageKinds: Record<PageType, PageKind> = {
  CMS_PAGE: cmsPage,
  CATEGORY: categoryPage,
  PRODUCT: productPage,
};

/**
 * Chunk groups a kind's root component needs beside the kind's own (the pages' slots), which the
 * server hints with the page: found only once the page's code runs, they would cost the first
 * render another round trip.
 */
export const rootChunks: Record<PageType, string[]> = {
  CMS_PAGE: [],
  CATEGORY: ['page-slots'],
  PRODUCT: ['page-slots'],
};

/**
 * Pages of the app's own route table whose first data the server sends with the page (the route
 * table, routes.tsx, renders them), with the chunk groups their route's component needs.
 */
export const appRoutePages: AppRoutePage[] = [
  // routes.tsx renders the search page inside the pages' slots.
  { ...searchPage, chunks: [...searchPage.chunks, 'page-slots'] },
];

/** The page kinds' root components, which the catch-all route renders. */
export const rootComponents: Record<PageType, PreloadableComponent<PageProps>> = {
  CMS_PAGE: lazyWithPreload(cmsPage.component),
  // The catalog's pages show the account's wish-list heart and the cart's Add to Cart (slots).
  CATEGORY: lazyWithPreload(withPageSlots(categoryPage.component)),
  PRODUCT: lazyWithPreload(withPageSlots(productPage.component)),
};
