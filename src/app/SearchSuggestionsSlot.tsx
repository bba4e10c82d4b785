import { Suspense } from 'react';
import type { RenderSearchSuggestions, SearchFieldSlotProps } from '../features/shell/components/SearchBar';
import { RenderErrorCatcher } from './ErrorBoundary';
import { lazyWithPreload } from '../platform/react/lazyWithPreload';

/**
 * The catalog's suggestions, loaded when the search bar first opens: the header's first render
 * carries none of their code.
 */
const LazySearchSuggestions = lazyWithPreload(
  () =>
    import(/* webpackChunkName: "search-suggestions" */ '../features/catalog/components/SearchSuggestions'),
);

const reportFailure = (error: unknown) => console.warn('Search suggestions are unavailable.', error);

/**
 * The header's search field with the catalog's suggestions under it (the shell and the catalog
 * know nothing of each other; the app puts them together). Should their code fail to load, the
 * field stays a plain search field that still submits.
 */
function SearchSuggestionsSlot(field: SearchFieldSlotProps) {
  return (
    <RenderErrorCatcher onError={reportFailure} fallback={null}>
      <Suspense fallback={null}>
        <LazySearchSuggestions {...field} />
      </Suspense>
    </RenderErrorCatcher>
  );
}

/** For the shell's `searchSuggestions` slot. */
export const renderSearchSuggestions: RenderSearchSuggestions = (field) => (
  <SearchSuggestionsSlot {...field} />
);
