import { lazyWithPreload } from '../lazyWithPreload';
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
