/** Breadcrumb trails of catalog pages: Home, the category's ancestors, then the page itself. */
import { categoryUrl } from '../../../platform/catalog/catalogUrls';

export interface Crumb {
  label: string;
  /** Null for the page itself (the last crumb). */
  href: string | null;
  /** Category uid of a category crumb (prefetch, keys). */
  uid?: string;
}

export interface BreadcrumbLike {
  category_uid: string;
  category_name?: string | null;
  category_level?: number | null;
  category_url_path?: string | null;
}

/** The ancestors (Magento's `breadcrumbs`, top first) as crumbs with links. */
export function ancestorCrumbs(
  breadcrumbs: ReadonlyArray<BreadcrumbLike | null> | null | undefined,
  suffix: string | null | undefined,
): Crumb[] {
  return [...(breadcrumbs ?? [])]
    .filter((crumb): crumb is BreadcrumbLike => Boolean(crumb?.category_name))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({
      label: crumb.category_name!,
      href: crumb.category_url_path ? categoryUrl(crumb.category_url_path, suffix) : null,
      uid: crumb.category_uid,
    }));
}
