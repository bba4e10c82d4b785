/**
 * The state of a product listing (category page, search results) kept in the URL so links are
 * shareable and Back works: `page` (omitted on page 1), `sort` (`<field>_<ASC|DESC>`, omitted for
 * the listing's default) and one `filter_<attribute code>` parameter per filtered attribute, its
 * values comma separated (option ids; for price one `from_to` range as the aggregations give it).
 * Other parameters (the search page's `query`, campaign tags) are kept as they are.
 *
 * Pure functions: parse, change, serialise, and turn the state into the `products` query's
 * variables. The installation's filterable attributes are not in Magento's published schema, so
 * the filter is built at runtime from the attribute codes the aggregations name.
 */
import type {
  FilterEqualTypeInput,
  FilterRangeTypeInput,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '../../../__generated__/operations';

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const FILTER_PARAM_PREFIX = 'filter_';
/** The price aggregation's code: a range filter; every other attribute filters by option ids. */
export const PRICE_CODE = 'price';
export const CATEGORY_CODE = 'category_uid';

type SortField = 'relevance' | 'position' | 'name' | 'price';
type SortDirection = 'ASC' | 'DESC';

export interface SortOption {
  /** As written in the URL: `price_ASC`. */
  id: string;
  field: SortField;
  direction: SortDirection;
}

const sortOption = (field: SortField, direction: SortDirection): SortOption => ({
  id: `${field}_${direction}`,
  field,
  direction,
});

/** Sorts offered on category pages; the first is the default (Magento's category position). */
export const CATEGORY_SORTS: readonly SortOption[] = [
  sortOption('position', 'ASC'),
  sortOption('name', 'ASC'),
  sortOption('name', 'DESC'),
  sortOption('price', 'ASC'),
  sortOption('price', 'DESC'),
];

/** Sorts offered on search results; the first is the default (best match). */
export const SEARCH_SORTS: readonly SortOption[] = [
  sortOption('relevance', 'DESC'),
  sortOption('name', 'ASC'),
  sortOption('name', 'DESC'),
  sortOption('price', 'ASC'),
  sortOption('price', 'DESC'),
];

/** Selected values by attribute code, each list in the order chosen. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

export interface ListingState {
  page: number;
  /** The sort chosen, or null for the listing's default. */
  sort: SortOption | null;
  filters: FilterSelection;
}

export interface ListingOptions {
  sorts: readonly SortOption[];
  /** Attribute codes that may not be filtered here (the category page's own category). */
  excludedCodes?: readonly string[];
}

const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]*$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** A price range value (`100_200`, `_100`, `400_`, `400_*`), or null when it is not one. */
export function parsePriceRange(value: string): { from: string | null; to: string | null } | null {
  const match = /^([^_]*)_([^_]*)$/.exec(value.trim());
  if (!match) return null;
  const from = match[1] === '' || match[1] === '*' ? null : match[1]!;
  const to = match[2] === '' || match[2] === '*' ? null : match[2]!;
  if ((from !== null && !NUMBER.test(from)) || (to !== null && !NUMBER.test(to))) return null;
  if (from === null && to === null) return null;
  return { from, to };
}

function cleanValues(code: string, raw: string): string[] {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unique = [...new Set(values)];
  if (code === PRICE_CODE) {
    const range = unique.find((value) => parsePriceRange(value));
    return range ? [range] : [];
  }
  return unique;
}

export function parseListingState(
  search: string,
  { sorts, excludedCodes = [] }: ListingOptions,
): ListingState {
  const params = new URLSearchParams(search);
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sortId = params.get(SORT_PARAM);
  const sort = sorts.find((option) => option.id === sortId) ?? null;
  const filters: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    if (!key.startsWith(FILTER_PARAM_PREFIX)) continue;
    const code = key.slice(FILTER_PARAM_PREFIX.length);
    if (!ATTRIBUTE_CODE.test(code) || excludedCodes.includes(code)) continue;
    const values = cleanValues(code, raw);
    if (values.length) filters[code] = [...new Set([...(filters[code] ?? []), ...values])];
  }
  return { page, sort: sort && sort.id !== sorts[0]?.id ? sort : null, filters };
}

/**
 * The URL search string for `state`, keeping parameters that are not the listing's (e.g. the
 * search page's `query`) from `current`. Filters are written in code order, so the same choice
 * always gives the same URL (and the same cache entry).
 */
export function serializeListingState(state: ListingState, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of [...params.keys()]) {
    if (key === PAGE_PARAM || key === SORT_PARAM || key.startsWith(FILTER_PARAM_PREFIX)) params.delete(key);
  }
  for (const code of Object.keys(state.filters).sort()) {
    const values = state.filters[code] ?? [];
    if (values.length) params.set(`${FILTER_PARAM_PREFIX}${code}`, values.join(','));
  }
  if (state.sort) params.set(SORT_PARAM, state.sort.id);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any change to filters or sort starts again on page 1. */
function withFilters(state: ListingState, filters: Record<string, readonly string[]>): ListingState {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0));
  return { ...state, page: 1, filters: kept };
}

/** Adds or removes one value; price is a single range, so choosing one replaces the other. */
export function toggleFilterValue(state: ListingState, code: string, value: string): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value)
    ? current.filter((candidate) => candidate !== value)
    : code === PRICE_CODE
      ? [value]
      : [...current, value];
  return withFilters(state, { ...state.filters, [code]: next });
}

export function removeFilterValue(state: ListingState, code: string, value: string): ListingState {
  return withFilters(state, {
    ...state.filters,
    [code]: (state.filters[code] ?? []).filter((candidate) => candidate !== value),
  });
}

/** Clears one attribute's values, or every filter when no code is given. */
export function clearFilters(state: ListingState, code?: string): ListingState {
  if (code === undefined) return withFilters(state, {});
  const rest = { ...state.filters };
  delete rest[code];
  return withFilters(state, rest);
}

export function withSort(state: ListingState, sort: SortOption, sorts: readonly SortOption[]): ListingState {
  return { ...state, page: 1, sort: sort.id === sorts[0]?.id ? null : sort };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export const hasFilters = (state: ListingState): boolean => Object.keys(state.filters).length > 0;

/**
 * The `products` filter: `base` (the category page's category) plus the chosen values. Price
 * becomes a range, every other attribute an `in` list of option ids.
 */
export function productFilter(
  filters: FilterSelection,
  base: ProductAttributeFilterInput = {},
): ProductAttributeFilterInput | undefined {
  const filter: Record<string, FilterEqualTypeInput | FilterRangeTypeInput> = { ...base } as Record<
    string,
    FilterEqualTypeInput | FilterRangeTypeInput
  >;
  for (const code of Object.keys(filters).sort()) {
    const values = filters[code] ?? [];
    if (!values.length) continue;
    if (code === PRICE_CODE) {
      const range = parsePriceRange(values[0]!);
      if (range)
        filter[code] = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    } else {
      filter[code] = { in: [...values] };
    }
  }
  // Attribute codes beyond Magento's fixed fields are the installation's (see the module comment).
  return Object.keys(filter).length ? (filter as ProductAttributeFilterInput) : undefined;
}

/** The `products` sort: the chosen one, or none for the backend's default. */
export function productSort(sort: SortOption | null): ProductAttributeSortInput | undefined {
  return sort ? { [sort.field]: sort.direction } : undefined;
}
