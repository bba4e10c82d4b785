/**
 * The products engine behind `products(...)` and `CategoryTree.products(...)`: full-text search
 * with relevance, ProductAttributeFilterInput filters, sorting, paging with Magento's errors, and
 * the state the aggregations (layered navigation) are computed from.
 *
 * Filters split in two: "base" filters (search, category, sku, url_key, text matches) and "facet"
 * filters (price and the filterable select/multiselect attributes). Aggregations count every
 * facet over the products that pass the base filters and all facets but their own.
 */
import type { BackendContext } from '../../context';
import type { SeedProduct } from '../../data/types';
import { inputError } from '../../errors';
import { fromUid } from '../../uid';
import { getCatalogIndex, type CatalogIndex, type TextField } from './catalogIndex';
import { productNode, type ProductNode } from './nodes';
import { indexedPrice, todayOf } from './pricing';
import { fold, tokenize } from './text';

type SortDirection = 'ASC' | 'DESC';

export interface EqualFilter {
  eq?: string | null;
  in?: Array<string | null> | null;
}

export interface MatchFilter {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}

interface RangeFilter {
  from?: string | null;
  to?: string | null;
}

type ProductFilterInput = Record<string, EqualFilter | MatchFilter | RangeFilter | null | undefined>;

export interface ProductSearchArgs {
  search?: string | null;
  filter?: ProductFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: Record<string, SortDirection | null | undefined> | null;
}

export interface SearchOptions {
  /** `products` insists on `search` or `filter`; a category's product list does not. */
  requireSearchOrFilter?: boolean;
  /** Sort used when the request names none (default: relevance with a search, else position). */
  defaultSort?: Array<[string, SortDirection]>;
}

type Predicate = (product: SeedProduct) => boolean;

/** Everything the aggregations and suggestions need after the search ran. */
export interface SearchState {
  ctx: BackendContext;
  index: CatalogIndex;
  today: string;
  /** Products passing the search and the base filters (before facets), catalog order. */
  base: SeedProduct[];
  /** Facet filters by attribute code (`price` included). */
  facets: Map<string, Predicate>;
  /** The final result, sorted. */
  matched: SeedProduct[];
  /** Category ids the request filtered on (any category filter), or null. */
  categoryIds: number[] | null;
  searchTerms: string[] | null;
  price: (product: SeedProduct) => number;
}

export interface ProductSearchResult {
  items: ProductNode[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  sort_fields: { default: string; options: Array<{ label: string; value: string }> };
  /** Not a schema field: read by the aggregations / filters / suggestions resolvers. */
  __search: SearchState;
}

const SORT_FIELDS = [
  { label: 'Position', value: 'position' },
  { label: 'Product Name', value: 'name' },
  { label: 'Price', value: 'price' },
];

/** Magento's paging checks, in its order. */
export function validatePaging(currentPage: number | null | undefined, pageSize: number | null | undefined) {
  if (typeof currentPage !== 'number' || currentPage < 1) {
    throw inputError('currentPage value must be greater than 0.');
  }
  if (typeof pageSize !== 'number' || pageSize < 1) {
    throw inputError('pageSize value must be greater than 0.');
  }
  return { currentPage, pageSize };
}

export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

/** Magento's answer to a page past the end (only when there are results at all). */
export function checkPageInRange(currentPage: number, totalPages: number, total: number) {
  if (total > 0 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
}

/** Decodes a category uid, with Magento's message for one that is not. */
export function categoryIdFromUid(uid: string): number {
  const decoded = fromUid(uid);
  if (decoded === null || !/^\d+$/.test(decoded)) throw inputError(`Value of uid "${uid}" is incorrect.`);
  return Number(decoded);
}

/** The values of an eq/in filter (null when the filter says nothing). */
export function equalValues(filter: EqualFilter | null | undefined): string[] | null {
  if (!filter || typeof filter !== 'object') return null;
  const values: string[] = [];
  let said = false;
  if (filter.eq !== undefined && filter.eq !== null) {
    said = true;
    values.push(String(filter.eq));
  }
  if (filter.in !== undefined && filter.in !== null) {
    said = true;
    for (const value of filter.in) if (value !== null && value !== undefined) values.push(String(value));
  }
  return said ? values : null;
}

function parsePrice(value: string | null | undefined, bound: 'from' | 'to'): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = String(value).trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    throw inputError(`Invalid price filter: "${bound}" must be a number, "${value}" given.`);
  }
  return Number(text);
}

const MATCH_FIELDS = new Set<string>(['name', 'description', 'short_description']);

/** `match` on name / descriptions: FULL wants every word, PARTIAL every fragment (LIKE %x%). */
function matchPredicate(index: CatalogIndex, field: TextField, filter: MatchFilter): Predicate | null {
  const query = typeof filter.match === 'string' ? filter.match.trim() : '';
  if (!query) return null;
  if (filter.match_type === 'PARTIAL') {
    const parts = fold(query).split(/\s+/).filter(Boolean);
    return (product) => {
      const text = index.plainText.get(product.id)?.[field] ?? '';
      return parts.every((part) => text.includes(part));
    };
  }
  const terms = tokenize(query);
  if (terms.length === 0) return () => false;
  return (product) => {
    const tokens = index.searchDocs.get(product.id)?.find((candidate) => candidate.field === field)?.tokens;
    return Boolean(tokens) && terms.every((term) => tokens!.has(term));
  };
}

interface ParsedFilter {
  base: Predicate[];
  facets: Map<string, Predicate>;
  categoryIds: number[] | null;
}

function parseFilter(
  filter: ProductFilterInput | null | undefined,
  index: CatalogIndex,
  price: (p: SeedProduct) => number,
): ParsedFilter {
  const base: Predicate[] = [];
  const facets = new Map<string, Predicate>();
  let categoryIds: number[] | null = null;
  if (!filter) return { base, facets, categoryIds };

  const categoryFilter = (ids: number[]) => {
    categoryIds = [...(categoryIds ?? []), ...ids];
    const sets = ids.map((id) => index.members.get(id)).filter((set): set is Set<number> => Boolean(set));
    base.push((product) => sets.some((set) => set.has(product.id)));
  };

  for (const [code, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    switch (code) {
      case 'category_id': {
        const values = equalValues(value as EqualFilter);
        if (values) categoryFilter(values.filter((v) => /^\d+$/.test(v.trim())).map((v) => Number(v.trim())));
        break;
      }
      case 'category_uid': {
        const values = equalValues(value as EqualFilter);
        if (values) categoryFilter(values.map(categoryIdFromUid));
        break;
      }
      case 'category_url_path': {
        const values = equalValues(value as EqualFilter);
        if (values) {
          const ids = values
            .map((path) => index.categoryByUrlPath.get(path.trim().replace(/^\/+|\/+$/g, ''))?.id)
            .filter((id): id is number => id !== undefined);
          categoryFilter(ids);
        }
        break;
      }
      case 'sku': {
        const values = equalValues(value as EqualFilter);
        if (values) {
          const skus = new Set(values.map((v) => v.toLowerCase()));
          base.push((product) => skus.has(product.sku.toLowerCase()));
        }
        break;
      }
      case 'url_key': {
        const values = equalValues(value as EqualFilter);
        if (values) {
          const keys = new Set(values);
          base.push((product) => keys.has(product.url_key));
        }
        break;
      }
      case 'price': {
        const range = value as RangeFilter;
        const from = parsePrice(range.from, 'from');
        const to = parsePrice(range.to, 'to');
        if (from !== null || to !== null) {
          facets.set('price', (product) => {
            const amount = price(product);
            return (from === null || amount >= from) && (to === null || amount <= to);
          });
        }
        break;
      }
      default: {
        if (MATCH_FIELDS.has(code)) {
          const predicate = matchPredicate(index, code as TextField, value as MatchFilter);
          if (predicate) base.push(predicate);
          break;
        }
        const attribute = index.attributes.get(code);
        if (
          attribute &&
          (attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect')
        ) {
          const values = equalValues(value as EqualFilter);
          if (values) {
            const wanted = new Set(values);
            facets.set(code, (product) => {
              const own = index.facets.get(product.id)?.get(code);
              if (!own) return false;
              for (const id of own) if (wanted.has(id)) return true;
              return false;
            });
          }
        }
        // Anything else the schema lets through is a filter this catalog cannot apply: ignored.
      }
    }
  }
  return { base, facets, categoryIds };
}

/** How well one field answers one query term: exact word, else a word it begins (3+ letters). */
function fieldScore(tokens: Set<string>, term: string): number {
  if (tokens.has(term)) return 1;
  if (term.length >= 3) {
    for (const token of tokens) if (token.startsWith(term)) return 0.5;
  }
  return 0;
}

/**
 * Relevance of each product for the search (products scoring 0 do not match). Like Magento's
 * default (no "minimum terms to match"), any term matching is enough; products matching more of
 * the terms, in heavier fields (sku 6, name 5, descriptions 1), rank higher.
 */
function scoreProducts(
  index: CatalogIndex,
  products: SeedProduct[],
  search: string,
): { terms: string[]; scores: Map<number, number> } {
  const scores = new Map<number, number>();
  const trimmed = search.trim();
  if (!trimmed) {
    // An empty search constrains nothing.
    for (const product of products) scores.set(product.id, 0);
    return { terms: [], scores };
  }
  const terms = [...new Set(tokenize(trimmed))];
  const words = [...new Set([trimmed.toLowerCase(), ...trimmed.toLowerCase().split(/\s+/)])];
  for (const product of products) {
    const fields = index.searchDocs.get(product.id) ?? [];
    let score = 0;
    let matchedTerms = 0;
    for (const term of terms) {
      let termScore = 0;
      for (const field of fields)
        if (!field.keyword) termScore += field.weight * fieldScore(field.tokens, term);
      if (termScore > 0) matchedTerms++;
      score += termScore;
    }
    let keywordHit = false;
    for (const field of fields) {
      if (!field.keyword) continue;
      const best = Math.max(0, ...words.map((word) => fieldScore(field.tokens, word)));
      if (best > 0) keywordHit = true;
      score += field.weight * best * Math.max(1, terms.length);
    }
    const coverage = keywordHit ? 1 : terms.length ? matchedTerms / terms.length : 0;
    if (score > 0) scores.set(product.id, score * coverage);
  }
  return { terms, scores };
}

type Comparator = (a: SeedProduct, b: SeedProduct) => number;

function sortSpec(
  sort: ProductSearchArgs['sort'],
  fallback: Array<[string, SortDirection]>,
): Array<[string, SortDirection]> {
  const spec: Array<[string, SortDirection]> = [];
  for (const [field, direction] of Object.entries(sort ?? {})) {
    if (direction === 'ASC' || direction === 'DESC') spec.push([field, direction]);
  }
  return spec.length ? spec : fallback;
}

export function runProductSearch(
  ctx: BackendContext,
  args: ProductSearchArgs,
  options: SearchOptions = {},
): ProductSearchResult {
  const { currentPage, pageSize } = validatePaging(args.currentPage, args.pageSize);
  const hasSearch = args.search !== undefined && args.search !== null;
  if (options.requireSearchOrFilter && !hasSearch && (args.filter === undefined || args.filter === null)) {
    throw inputError("'search' or 'filter' input argument is required.");
  }

  const index = getCatalogIndex(ctx.state);
  const today = todayOf(ctx);
  const priceCache = new Map<number, number>();
  const price = (product: SeedProduct) => {
    let amount = priceCache.get(product.id);
    if (amount === undefined)
      priceCache.set(product.id, (amount = indexedPrice(product, today, index.bySku)));
    return amount;
  };

  const parsed = parseFilter(args.filter, index, price);
  let candidates = ctx.state.catalog.products.filter((product) => parsed.base.every((test) => test(product)));

  let scores: Map<number, number> | null = null;
  let searchTerms: string[] | null = null;
  if (hasSearch) {
    const scored = scoreProducts(index, candidates, args.search as string);
    scores = scored.scores;
    searchTerms = scored.terms;
    candidates = candidates.filter((product) => scores!.has(product.id));
  }

  const facetTests = [...parsed.facets.values()];
  const matched = candidates.filter((product) => facetTests.every((test) => test(product)));

  const defaultSort = options.defaultSort ?? (hasSearch ? [['relevance', 'DESC']] : [['position', 'ASC']]);
  const comparators: Record<string, Comparator> = {
    position: (a, b) => a.position - b.position,
    name: (a, b) => fold(a.name).localeCompare(fold(b.name)),
    price: (a, b) => price(a) - price(b),
    relevance: (a, b) => (scores?.get(a.id) ?? 0) - (scores?.get(b.id) ?? 0),
  };
  const chain = sortSpec(args.sort, defaultSort as Array<[string, SortDirection]>)
    .filter(([field]) => comparators[field])
    .map(([field, direction]) => {
      const compare = comparators[field]!;
      return direction === 'DESC' ? (a: SeedProduct, b: SeedProduct) => compare(b, a) : compare;
    });
  chain.push(comparators.position!, (a, b) => a.id - b.id);
  matched.sort((a, b) => {
    for (const compare of chain) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });

  const total = matched.length;
  const totalPages = pageCount(total, pageSize);
  checkPageInRange(currentPage, totalPages, total);
  const start = (currentPage - 1) * pageSize;

  return {
    items: matched.slice(start, start + pageSize).map(productNode),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    sort_fields: { default: 'position', options: SORT_FIELDS },
    __search: {
      ctx,
      index,
      today,
      base: candidates,
      facets: parsed.facets,
      matched,
      categoryIds: parsed.categoryIds,
      searchTerms,
      price,
    },
  };
}
