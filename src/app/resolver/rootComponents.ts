import type { ApolloClient } from '@apollo/client';
import { lazyWithPreload } from '../../platform/react/lazyWithPreload';
import type { RootComponentType } from './resolveUrl';

/** What a root page receives from route resolution. */
export interface RootComponentProps {
  /** CMS page identifier, or the category / product uid. */
  id: string;
  /** The URL the backend knows the page by, e.g. `record-players.html`. */
  relativeUrl: string;
}

/** The page kinds the catch-all route renders, each its own chunk loaded on demand. */
export const rootComponents = {
  CMS_PAGE: lazyWithPreload<RootComponentProps>(
    () => import(/* webpackChunkName: "page-cms" */ '../../features/content/components/CmsPage'),
  ),
  CATEGORY: lazyWithPreload<RootComponentProps>(
    () => import(/* webpackChunkName: "page-category" */ '../../features/catalog/components/CategoryPage'),
  ),
  PRODUCT: lazyWithPreload<RootComponentProps>(
    () => import(/* webpackChunkName: "page-product" */ '../../features/catalog/components/ProductPage'),
  ),
} satisfies Record<RootComponentType, unknown>;

/**
 * The code a resolved page needs beyond its root component, once its first data is in the cache:
 * the content types of a CMS page's Page Builder markup (in the page's own chunk), so the page
 * renders whole at once rather than with a shimmer per lazy element, each revealed later. Settles
 * when it is here; never rejects (a chunk that fails is reported where it renders).
 */
export function preloadPageContent(
  client: ApolloClient,
  page: { type: RootComponentType; id: string },
): Promise<void> {
  if (page.type !== 'CMS_PAGE') return Promise.resolve();
  return import(/* webpackChunkName: "page-cms" */ '../../features/content/cmsPageCode')
    .then((module) => module.preloadCmsPageCode(client, page.id))
    .catch(() => undefined);
}
