import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GetCategoryQuery, GetCategoryQueryVariables } from '../../../__generated__/operations';
import { catalogImageUrl } from '../../../platform/images/catalogImage';
import { breadcrumbListJsonLd, plainText } from '../../../platform/seo/jsonLd';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { categoryFilter, categoryQuery } from '../pageQueries';
import { ancestorCrumbs, type Crumb } from './breadcrumbs';
import { categoryUrl } from '../../../platform/catalog/catalogUrls';
import { useProductListing, type ProductListingView } from './useProductListing';

interface SubcategoryLink {
  uid: string;
  label: string;
  href: string;
}

export interface CategoryPageView {
  /** loading: the category is not known yet; missing: the backend has no such category. */
  status: 'loading' | 'error' | 'missing' | 'ready';
  name: string;
  descriptionHtml: string;
  breadcrumbs: Crumb[];
  subcategories: SubcategoryLink[];
  listing: ProductListingView;
  handleRetry: () => void;
}

/**
 * A category page (root component of route resolution): the category's heading, description,
 * breadcrumbs and sub-categories, its product listing (filters, sort, pages in the URL), and the
 * document head: title, description, canonical URL (the page number kept, filters and sort left
 * out), Open Graph and a JSON-LD BreadcrumbList.
 */
export function useCategoryPage(uid: string, relativeUrl: string): CategoryPageView {
  const intl = useIntl();
  // The page's first queries, as its declaration (pageQueries.ts) has them.
  const first = categoryQuery(uid);
  const { data, loading, error, refetch } = useQuery<GetCategoryQuery, GetCategoryQueryVariables>(
    first.query,
    {
      variables: first.variables,
    },
  );
  const category = data?.categories?.items?.[0] ?? null;
  const baseFilter = useMemo(() => categoryFilter(uid), [uid]);
  const listing = useProductListing({ kind: 'category', baseFilter });

  const home = intl.formatMessage({ id: 'catalog.breadcrumbs.home', defaultMessage: 'Home' });
  const name = category?.name ?? '';
  const breadcrumbs: Crumb[] = category
    ? [
        { label: home, href: '/' },
        ...ancestorCrumbs(category.breadcrumbs, category.url_suffix),
        { label: name, href: null, uid },
      ]
    : [];
  const subcategories: SubcategoryLink[] = (category?.children ?? [])
    .flatMap((child) =>
      child && child.name && child.url_path && child.include_in_menu !== 0 && (child.product_count ?? 1) > 0
        ? [
            {
              uid: child.uid,
              label: child.name,
              href: categoryUrl(child.url_path, child.url_suffix),
              position: child.position ?? 0,
            },
          ]
        : [],
    )
    .sort((a, b) => a.position - b.position)
    .map(({ uid: childUid, label, href }) => ({ uid: childUid, label, href }));

  const path =
    category?.canonical_url ??
    (category?.url_path ? `${category.url_path}${category.url_suffix ?? ''}` : relativeUrl);
  const page = listing.pagination.currentPage;
  const canonical = `/${path.replace(/^\/+/, '')}${page > 1 ? `?page=${page}` : ''}`;
  const description = category?.meta_description || plainText(category?.description) || null;
  const firstImage = listing.tiles.find((tile) => tile.image)?.image?.url;
  const image = category?.image ?? firstImage ?? null;
  useDocumentHead(
    category
      ? {
          title: category.meta_title || name,
          description,
          canonical,
          openGraph: {
            type: 'website',
            title: category.meta_title || name,
            image: image
              ? catalogImageUrl(image, {
                  type: category.image ? 'image-category' : 'image-product',
                  width: 1280,
                  ratio: null,
                })
              : null,
            imageAlt: name,
          },
          jsonLd: breadcrumbListJsonLd(
            breadcrumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ?? canonical })),
          ),
        }
      : {},
  );

  let status: CategoryPageView['status'] = 'ready';
  if (!data && loading) status = 'loading';
  else if (!data && error) status = 'error';
  else if (data && !category) status = 'missing';

  return {
    status,
    name,
    descriptionHtml: category?.description ?? '',
    breadcrumbs,
    subcategories,
    listing,
    handleRetry: () => {
      void refetch().catch(() => undefined);
      listing.handleRetry();
    },
  };
}
