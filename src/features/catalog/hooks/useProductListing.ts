import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type {
  GetCategoryFacetQuery,
  GetCategoryFacetQueryVariables,
  GetProductListQuery,
  GetProductListQueryVariables,
  ProductAttributeFilterInput,
} from '../../../__generated__/operations';
import { appActions } from '../../../store/appSlice';
import { catalogActions } from '../../../store/catalogSlice';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import { useMediaQuery } from '../../../platform/browser/useMediaQuery';
import { media } from '../../../styles/breakpoints';
import { GET_CATEGORY_FACET, GET_PRODUCT_LIST } from '../graphql/productList';
import {
  activeFilters,
  createLabelMemory,
  filterGroups,
  rememberLabels,
  type ActiveFilterView,
  type FilterGroupView,
} from './filterModel';
import { listingOptions, listingVariables, type ListingKind } from '../pageQueries';
import {
  CATEGORY_CODE,
  clearFilters,
  hasFilters,
  parseListingState,
  productFilter,
  removeFilterValue,
  serializeListingState,
  toggleFilterValue,
  withPage,
  withSort,
  type ListingState,
  type SortOption,
} from './listingState';
import { toProductTiles, type ProductTileView } from './productTile';
import { useNextPageImagePrefetch } from './useNextPageImagePrefetch';

/** Where the filter sidebar shows (spec 2: large screens). */
const LARGE_SCREEN_QUERY = media.from('xl');

/** The app drawer name of the filter modal (the app slice's drawer state: one open at a time). */
const FILTER_DRAWER = 'filter';

export interface ProductListingConfig {
  kind: ListingKind;
  /** The category page's own filter (its category); null on search results. */
  baseFilter?: ProductAttributeFilterInput | null;
  /** The search text (search results only). */
  search?: string | null;
  /** Waits (nothing is asked) while true: a search without text, say. */
  skip?: boolean;
}

export interface FiltersView {
  groups: FilterGroupView[];
  active: ActiveFilterView[];
  isModalOpen: boolean;
  /** Large screens (1024px and wider) show the filters in a sidebar, others in the modal. */
  isSidebarShown: boolean;
  handleOpenModal: () => void;
  handleCloseModal: () => void;
  handleToggle: (code: string, value: string) => void;
  handleRemove: (code: string, value: string) => void;
  handleClearGroup: (code: string) => void;
  handleClearAll: () => void;
}

export interface SortView {
  options: ReadonlyArray<SortOption & { selected: boolean }>;
  current: SortOption;
  handleSelect: (id: string) => void;
}

export interface PaginationView {
  currentPage: number;
  totalPages: number;
  /** The URL (search string included) of a page of this listing. */
  hrefFor: (page: number) => string;
}

export interface ProductListingView {
  /** loading: nothing to show yet (shimmer); error: nothing could be loaded. */
  status: 'loading' | 'error' | 'ready';
  /** New results are on their way while the previous ones stay on screen. */
  isUpdating: boolean;
  tiles: ProductTileView[];
  totalCount: number;
  /** "Did you mean" searches the backend offers when a search finds nothing. */
  suggestions: string[];
  filters: FiltersView;
  sort: SortView;
  pagination: PaginationView;
  hasFilters: boolean;
  /** Where the results start: page changes scroll back to it. */
  resultsRef: React.RefObject<HTMLDivElement | null>;
  handleRetry: () => void;
}

const OUT_OF_RANGE = /greater than the (\d+) page/;

/**
 * A product listing driven by the URL: filters, sort and page are read from it and every change
 * is a navigation (shareable links, Back works). Shows one page (spec 9: 6 products) with the
 * backend's aggregations as filters; mirrors the current page and the previous page total into
 * the catalog state (the previous total keeps the pagination steady while the next page loads).
 */
export function useProductListing({
  kind,
  baseFilter = null,
  search = null,
  skip = false,
}: ProductListingConfig): ProductListingView {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { sorts, excludedCodes } = listingOptions(kind);
  const state = useMemo(
    () => parseListingState(location.search, { sorts, excludedCodes }),
    [location.search, sorts, excludedCodes],
  );

  // The query the page's first data declares (pageQueries.ts): fetched ahead, it is this one.
  const baseKey = JSON.stringify(baseFilter);
  const variables = useMemo<GetProductListQueryVariables>(
    () => listingVariables(kind, state, JSON.parse(baseKey) as ProductAttributeFilterInput | null, search),
    [baseKey, kind, search, state],
  );

  const { data, previousData, loading, error, refetch } = useQuery<
    GetProductListQuery,
    GetProductListQueryVariables
  >(GET_PRODUCT_LIST, { variables, skip });

  // Search results with a category chosen: the category facet counted without that choice.
  const categoryChosen = kind === 'search' && (state.filters[CATEGORY_CODE]?.length ?? 0) > 0;
  const facetVariables = useMemo<GetCategoryFacetQueryVariables>(() => {
    const rest = { ...state.filters };
    delete rest[CATEGORY_CODE];
    return { search: search ?? '', filter: productFilter(rest) };
  }, [search, state.filters]);
  const categoryFacet = useQuery<GetCategoryFacetQuery, GetCategoryFacetQueryVariables>(GET_CATEGORY_FACET, {
    variables: facetVariables,
    skip: skip || !categoryChosen,
  });

  const products = (data ?? previousData)?.products ?? null;
  const prevPageTotal = useAppSelector((root) => root.catalog.prevPageTotal);
  const totalPages = data?.products?.page_info?.total_pages ?? prevPageTotal ?? 0;

  useEffect(() => {
    dispatch(catalogActions.setCurrentPage(state.page));
  }, [dispatch, state.page]);
  const loadedTotal = data?.products?.page_info?.total_pages;
  useEffect(() => {
    if (typeof loadedTotal === 'number') dispatch(catalogActions.setPrevPageTotal(loadedTotal));
  }, [dispatch, loadedTotal]);

  // The choice just made, shown at once (a checkbox ticks on click) until the navigation, which
  // the router runs as a transition, reaches this render.
  // Any navigation (this one landing, Back, a link) ends it.
  const [optimistic, setOptimistic] = useState<{ key: string; state: ListingState } | null>(null);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOptimistic(null);
  }
  const shown = optimistic && optimistic.key === location.key ? optimistic.state : state;
  const go = useCallback(
    (next: ListingState, replace = false) => {
      setOptimistic({ key: location.key, state: next });
      navigate({ search: serializeListingState(next, location.search) }, { replace });
    },
    [location.key, location.search, navigate],
  );

  // A page past the end (a shared link after the catalog changed): Magento names the last one.
  const outOfRange = error ? OUT_OF_RANGE.exec(error.message) : null;
  const lastPage = outOfRange ? Number(outOfRange[1]) : null;
  useEffect(() => {
    if (lastPage !== null) go(withPage(state, lastPage), true);
  }, [go, lastPage, state]);

  // Page changes start at the top of the results; filter and sort changes leave the scroll alone.
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    const top = resultsRef.current;
    if (top && typeof top.scrollIntoView === 'function' && top.getBoundingClientRect().top < 0) {
      top.scrollIntoView({ block: 'start' });
    }
  }, [state.page]);

  const memory = useRef(createLabelMemory());
  rememberLabels(memory.current, products?.aggregations);
  rememberLabels(memory.current, categoryFacet.data?.products?.aggregations);

  const tiles = useMemo(() => toProductTiles(products?.items), [products?.items]);
  const currency = tiles.find((tile) => tile.price)?.price?.final.currency ?? 'USD';

  // The category facet shown while a category is chosen: its own answer, else (while that loads)
  // the last one counted without a category choice, so the options do not jump in between.
  const ownCategories =
    products?.aggregations?.find((entry) => entry?.attribute_code === CATEGORY_CODE) ?? null;
  const lastOpenCategories = useRef<typeof ownCategories>(null);
  if (!categoryChosen && ownCategories) lastOpenCategories.current = ownCategories;
  const facetCategories =
    categoryFacet.data?.products?.aggregations?.find((entry) => entry?.attribute_code === CATEGORY_CODE) ??
    lastOpenCategories.current;
  const aggregations = useMemo(() => {
    const list = products?.aggregations ?? [];
    if (!categoryChosen || !facetCategories) return list;
    const withoutCategory = list.filter((entry) => entry?.attribute_code !== CATEGORY_CODE);
    return [facetCategories, ...withoutCategory];
  }, [categoryChosen, facetCategories, products?.aggregations]);

  const groups = useMemo(
    () => filterGroups(aggregations, shown.filters, { excluded: excludedCodes, currency }),
    [aggregations, currency, excludedCodes, shown.filters],
  );
  const categoryLabel = intl.formatMessage({ id: 'catalog.filters.category', defaultMessage: 'Category' });
  const active = activeFilters(shown.filters, memory.current, { currency, categoryLabel });

  const isModalOpen = useAppSelector((root) => root.app.drawer === FILTER_DRAWER);
  // Not rendered at all where it is hidden (phones): less to render before the products show.
  const isSidebarShown = useMediaQuery(LARGE_SCREEN_QUERY, true);
  const handleOpenModal = useCallback(() => dispatch(appActions.toggleDrawer(FILTER_DRAWER)), [dispatch]);
  const handleCloseModal = useCallback(() => dispatch(appActions.closeDrawer()), [dispatch]);
  // Leaving the page closes the modal with it (and only the modal: another drawer stays as it is).
  const modalOpen = useRef(isModalOpen);
  modalOpen.current = isModalOpen;
  useEffect(
    () => () => {
      if (modalOpen.current) dispatch(appActions.closeDrawer());
    },
    [dispatch],
  );

  const filters: FiltersView = {
    groups,
    active,
    isModalOpen,
    isSidebarShown,
    handleOpenModal,
    handleCloseModal,
    handleToggle: (code, value) => go(toggleFilterValue(shown, code, value)),
    handleRemove: (code, value) => go(removeFilterValue(shown, code, value)),
    handleClearGroup: (code) => go(clearFilters(shown, code)),
    handleClearAll: () => go(clearFilters(shown)),
  };

  const current = shown.sort ?? sorts[0]!;
  const sort: SortView = {
    options: sorts.map((option) => ({ ...option, selected: option.id === current.id })),
    current,
    handleSelect: (id) => {
      const option = sorts.find((candidate) => candidate.id === id);
      if (option && option.id !== current.id) go(withSort(shown, option, sorts));
    },
  };

  const pagination: PaginationView = {
    currentPage: state.page,
    totalPages,
    hrefFor: (page) => `${location.pathname}${serializeListingState(withPage(state, page), location.search)}`,
  };

  const handleRetry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  useNextPageImagePrefetch({
    variables,
    hasNextPage: typeof loadedTotal === 'number' && state.page < loadedTotal,
    isShown: Boolean(data) && !loading && !skip,
  });

  let status: ProductListingView['status'] = 'ready';
  if (error && !data && lastPage === null) status = 'error';
  else if (!products && !skip) status = 'loading';

  return {
    status,
    isUpdating: loading && Boolean(previousData) && !data,
    tiles,
    totalCount: products?.total_count ?? 0,
    suggestions: (products?.suggestions ?? []).flatMap((entry) => (entry?.search ? [entry.search] : [])),
    filters,
    sort,
    pagination,
    hasFilters: hasFilters(state),
    resultsRef,
    handleRetry,
  };
}
