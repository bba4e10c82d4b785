import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { GetShopCategoriesQuery } from '../../../__generated__/operations';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { GET_SHOP_CATEGORIES } from '../graphql/shopCategories';
import { categoryUrl, SEARCH_PATH, searchHref } from '../../../platform/catalog/catalogUrls';
import { searchText } from '../pageQueries';
import { useProductListing, type ProductListingView } from './useProductListing';

export interface SearchPageView {
  /** The text searched for, trimmed ('' when none). */
  query: string;
  listing: ProductListingView;
  /** "Did you mean" searches, with their result page links. */
  suggestions: Array<{ text: string; href: string }>;
  /** When nothing is found: the store's top categories, to browse instead. */
  categories: Array<{ uid: string; name: string; href: string }>;
}

/**
 * Search results at `/search.html?query=`: the same filters (the category facet included), sort
 * and pages as a category page, kept in the URL beside `query`. Results pages are not for search
 * engines (robots noindex, follow), but their links are.
 */
export function useSearchPage(): SearchPageView {
  const intl = useIntl();
  const location = useLocation();
  const query = searchText(location.search);
  const listing = useProductListing({ kind: 'search', search: query, skip: query === '' });
  // Only once the results are in: while they load there is nothing to suggest instead.
  const nothingFound = query !== '' && listing.status === 'ready' && listing.totalCount === 0;
  const { data: shop } = useQuery<GetShopCategoriesQuery>(GET_SHOP_CATEGORIES, { skip: !nothingFound });
  const categories = useMemo(
    () =>
      (shop?.categories?.items?.[0]?.children ?? [])
        .flatMap((child) => (child?.name && child.url_path && (child.include_in_menu ?? 1) ? [child] : []))
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((child) => ({
          uid: child.uid,
          name: child.name!,
          href: categoryUrl(child.url_path, child.url_suffix),
        })),
    [shop],
  );
  const title = query
    ? intl.formatMessage(
        { id: 'catalog.searchPage.documentTitle', defaultMessage: 'Search results for “{query}”' },
        { query },
      )
    : intl.formatMessage({ id: 'catalog.searchPage.emptyTitle', defaultMessage: 'Search' });
  useDocumentHead({
    title,
    canonical: query ? searchHref(query) : SEARCH_PATH,
    robots: 'noindex, follow',
  });
  return {
    query,
    listing,
    suggestions: listing.suggestions.map((text) => ({ text, href: searchHref(text) })),
    categories: nothingFound ? categories : [],
  };
}
