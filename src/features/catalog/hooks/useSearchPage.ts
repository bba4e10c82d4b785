import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { useProductListing, type ProductListingView } from './useProductListing';

/** The search results page (spec 2, routes). */
const SEARCH_PATH = '/search.html';
const QUERY_PARAM = 'query';

/** The results page of a search text. */
export function searchHref(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: text }).toString()}`;
}

export interface SearchPageView {
  /** The text searched for, trimmed ('' when none). */
  query: string;
  listing: ProductListingView;
  /** "Did you mean" searches, with their result page links. */
  suggestions: Array<{ text: string; href: string }>;
}

/**
 * Search results at `/search.html?query=`: the same filters (the category facet included), sort
 * and pages as a category page, kept in the URL beside `query`. Results pages are not for search
 * engines (robots noindex, follow), but their links are.
 */
export function useSearchPage(): SearchPageView {
  const intl = useIntl();
  const location = useLocation();
  const query = (new URLSearchParams(location.search).get(QUERY_PARAM) ?? '').trim();
  const listing = useProductListing({ kind: 'search', search: query, skip: query === '' });
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
  };
}
