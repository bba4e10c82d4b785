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
import { inputError } from '../../errors';
import { fromUid } from '../../uid';
import { getCatalogIndex, type CatalogIndex, type TextField } from './catalogIndex';
import { productNode, type ProductNode } from './nodes';
import { todayOf } from './pricing';
import { getQueryIndex, lowerBound, type QueryIndex } from './queryIndex';
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

/** A test on a product's ordinal (its place in the catalog: queryIndex.ts). */
type Predicate = (ordinal: number) => boolean;

/** Everything the aggregations and suggestions need after the search ran. */
export interface SearchState {
  ctx: BackendContext;
  index: CatalogIndex;
  query: QueryIndex;
  today: string;
  /** Ordinals of the products passing the search and the base filters (before facets), ascending. */
  base: Int32Array;
  /** Facet filters by attribute code (`price` included). */
  facets: Map<string, Predicate>;
  /** Ordinals of the final result, sorted. */
  matched: Int32Array;
  /** Category ids the request filtered on (any category filter), or null. */
  categoryIds: number[] | null;
  searchTerms: string[] | null;
  /** Each product's price by ordinal (the lowest final price, today). */
  prices: Float64Array;
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

/** A mask of the products in any of `lists` (one byte per product). */
function maskOf(query: QueryIndex, lists: Iterable<ArrayLike<number>>): Uint8Array {
  const mask = new Uint8Array(query.size);
  for (const list of lists) for (let i = 0; i < list.length; i++) mask[list[i]!] = 1;
  return mask;
}

/** `match` on name / descriptions: FULL wants every word, PARTIAL every fragment (LIKE %x%). */
function matchPredicate(query: QueryIndex, field: TextField, filter: MatchFilter): Predicate | null {
  const text = typeof filter.match === 'string' ? filter.match.trim() : '';
  if (!text) return null;
  if (filter.match_type === 'PARTIAL') {
    const parts = fold(text).split(/\s+/).filter(Boolean);
    return (o) => {
      const plain = query.text[o]![field];
      return parts.every((part) => plain.includes(part));
    };
  }
  const terms = [...new Set(tokenize(text))];
  if (terms.length === 0) return () => false;
  // Products holding every term: a count per product of the terms it holds.
  const counts = new Uint8Array(query.size);
  terms.forEach((term, k) => {
    const list = query.words[field].postings.get(term) ?? [];
    for (let i = 0; i < list.length; i++) if (counts[list[i]!] === k) counts[list[i]!] = k + 1;
  });
  return (o) => counts[o] === terms.length;
}

interface ParsedFilter {
  /** Lists of ordinals a product must be in (one of each), and other tests. */
  sets: Array<ArrayLike<number>>;
  base: Predicate[];
  facets: Map<string, Predicate>;
  categoryIds: number[] | null;
}

function parseFilter(
  filter: ProductFilterInput | null | undefined,
  index: CatalogIndex,
  query: QueryIndex,
  prices: Float64Array,
): ParsedFilter {
  const sets: Array<ArrayLike<number>> = [];
  const base: Predicate[] = [];
  const facets = new Map<string, Predicate>();
  let categoryIds: number[] | null = null;
  if (!filter) return { sets, base, facets, categoryIds };

  const union = (lists: Array<ArrayLike<number>>): ArrayLike<number> => {
    if (lists.length === 1) return lists[0]!;
    const mask = maskOf(query, lists);
    const out: number[] = [];
    for (let o = 0; o < mask.length; o++) if (mask[o]) out.push(o);
    return out;
  };
  const categoryFilter = (ids: number[]) => {
    categoryIds = [...(categoryIds ?? []), ...ids];
    const lists = ids
      .map((id) => query.categoryPostings.get(id))
      .filter((list): list is Int32Array => Boolean(list));
    sets.push(lists.length ? union(lists) : []);
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
          sets.push([...skus].flatMap((sku) => query.bySku.get(sku) ?? []));
        }
        break;
      }
      case 'url_key': {
        const values = equalValues(value as EqualFilter);
        if (values) sets.push([...new Set(values)].flatMap((key) => query.byUrlKey.get(key) ?? []));
        break;
      }
      case 'price': {
        const range = value as RangeFilter;
        const from = parsePrice(range.from, 'from');
        const to = parsePrice(range.to, 'to');
        if (from !== null || to !== null) {
          facets.set('price', (o) => {
            const amount = prices[o]!;
            return (from === null || amount >= from) && (to === null || amount <= to);
          });
        }
        break;
      }
      default: {
        if (MATCH_FIELDS.has(code)) {
          const predicate = matchPredicate(query, code as TextField, value as MatchFilter);
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
            const postings = query.optionPostings.get(code);
            const mask = maskOf(
              query,
              [...new Set(values)].flatMap((id) => {
                const list = postings?.get(id);
                return list ? [list] : [];
              }),
            );
            facets.set(code, (o) => mask[o] === 1);
          }
        }
        // Anything else the schema lets through is a filter this catalog cannot apply: ignored.
      }
    }
  }
  return { sets, base, facets, categoryIds };
}

/** Ordinals (ascending) in every one of `sets` and passing every test. */
function baseOrdinals(query: QueryIndex, sets: Array<ArrayLike<number>>, tests: Predicate[]): Int32Array {
  if (sets.length === 0) {
    if (tests.length === 0) return query.all;
    return query.all.filter((o) => tests.every((test) => test(o)));
  }
  // A product in set k has stamp k + 1 once it was in all sets before it.
  const stamp = query.scratch.bytes('stamp');
  sets.forEach((list, k) => {
    for (let i = 0; i < list.length; i++) if (stamp[list[i]!] === k) stamp[list[i]!] = k + 1;
  });
  const last = sets.length;
  const passes = (o: number) => stamp[o] === last && tests.every((test) => test(o));
  const smallest = sets.reduce((a, b) => (b.length < a.length ? b : a));
  if (smallest.length * 16 < query.size) {
    return Int32Array.from(new Set(Array.from(smallest)))
      .sort()
      .filter(passes);
  }
  return query.all.filter(passes);
}

/** Ordinals of the words of `sorted` beginning with `prefix`, word by word. */
function* prefixPostings(words: QueryIndex['words'][TextField], prefix: string): Generator<Int32Array> {
  for (let i = lowerBound(words.sorted, prefix); i < words.sorted.length; i++) {
    const word = words.sorted[i]!;
    if (!word.startsWith(prefix)) break;
    yield words.postings.get(word)!;
  }
}

/** Magento's default search weights: sku 6, name 5, descriptions 1. */
interface SearchScores {
  terms: string[];
  /** The candidates that match, ascending. */
  matched: Int32Array;
  /** Relevance by ordinal (a work array: valid for the matching products, until the request ends). */
  scores: Float64Array;
}

const FIELD_WEIGHTS: Array<[TextField, number]> = [
  ['name', 5],
  ['short_description', 1],
  ['description', 1],
];
const SKU_WEIGHT = 6;

/**
 * Relevance of the candidates for the search (0: no match). Like Magento's default (no "minimum
 * terms to match"), any term matching is enough; products matching more of the terms, in heavier
 * fields (sku 6, name 5, descriptions 1), rank higher. A field scores 1 for a term it holds as a
 * word, 0.5 for a word it begins (3 letters or more). Skus are keywords: matched against the whole
 * query and each of its words, unstemmed.
 */
function scoreCandidates(query: QueryIndex, candidates: Int32Array, search: string): SearchScores {
  const trimmed = search.trim();
  const terms = trimmed ? [...new Set(tokenize(trimmed))] : [];
  const { scratch } = query;
  const scores = scratch.doubles('score');
  // An empty search constrains nothing: every candidate matches, with no score.
  if (!trimmed) return { terms, matched: candidates, scores };

  const inBase = candidates.length === query.size ? null : scratch.bytes('inBase');
  if (inBase) for (let i = 0; i < candidates.length; i++) inBase[candidates[i]!] = 1;
  const total = scratch.doubles('total');
  const matchedTerms = scratch.shorts('matchedTerms');
  const keyword = scratch.doubles('keyword');
  // Products touched by any term or sku (`seen` not 0), and by the current term (`seen` t + 1).
  const seen = scratch.ints('seen');
  const touched = scratch.ints('touched');
  let touchedCount = 0;
  const termTouched = scratch.ints('termTouched');
  const levels = [scratch.bytes('level0'), scratch.bytes('level1'), scratch.bytes('level2')];
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    let termCount = 0;
    // Each field's level for each product the term touches: 2 the word, 1 a word it begins.
    const mark = (list: Int32Array, level: Uint8Array, value: number) => {
      for (let i = 0; i < list.length; i++) {
        const o = list[i]!;
        if (inBase && !inBase[o]) continue;
        if (seen[o] !== t + 1) {
          if (seen[o] === 0) touched[touchedCount++] = o;
          seen[o] = t + 1;
          termTouched[termCount++] = o;
        }
        if (level[o]! < value) level[o] = value;
      }
    };
    for (let f = 0; f < FIELD_WEIGHTS.length; f++) {
      const words = query.words[FIELD_WEIGHTS[f]![0]];
      if (term.length >= 3) for (const list of prefixPostings(words, term)) mark(list, levels[f]!, 1);
      const exact = words.postings.get(term);
      if (exact) mark(exact, levels[f]!, 2);
    }
    for (let i = 0; i < termCount; i++) {
      const o = termTouched[i]!;
      let termScore = 0;
      for (let f = 0; f < FIELD_WEIGHTS.length; f++) {
        termScore += FIELD_WEIGHTS[f]![1] * (levels[f]![o]! / 2);
        levels[f]![o] = 0;
      }
      if (termScore > 0) matchedTerms[o]! += 1;
      total[o]! += termScore;
    }
  }

  const words = [...new Set([trimmed.toLowerCase(), ...trimmed.toLowerCase().split(/\s+/)])];
  for (const word of words) {
    for (let i = lowerBound(query.skuKeys, word); i < query.skuKeys.length; i++) {
      const key = query.skuKeys[i]!;
      const o = query.skuOrdinals[i]!;
      if (key !== word && (word.length < 3 || !key.startsWith(word))) break;
      if (inBase && !inBase[o]) continue;
      if (seen[o] === 0) {
        seen[o] = -1;
        touched[touchedCount++] = o;
      }
      keyword[o] = key === word ? 1 : Math.max(keyword[o]!, 0.5);
    }
  }

  const termCount = terms.length;
  const matched = touched.slice(0, touchedCount).sort();
  let n = 0;
  for (let i = 0; i < matched.length; i++) {
    const o = matched[i]!;
    const best = keyword[o]!;
    const score = total[o]! + SKU_WEIGHT * best * Math.max(1, termCount);
    const coverage = best > 0 ? 1 : termCount ? matchedTerms[o]! / termCount : 0;
    if (score > 0) {
      scores[o] = score * coverage;
      matched[n++] = o;
    }
  }
  return { terms, matched: matched.subarray(0, n), scores };
}

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

/**
 * The matched ordinals in the requested order, ties by position then id. One key (the usual
 * case) reads a whole-catalog order kept by the index, or sorts the few matches; relevance groups
 * the matches by score; several keys sort by them in turn.
 */
function sortOrdinals(
  query: QueryIndex,
  matched: Int32Array,
  keys: Array<[string, SortDirection]>,
  today: string,
  scores: Float64Array | null,
): Int32Array {
  const rank = query.positionRank;
  const few = matched.length * 8 <= query.size;
  /** The matches in the order of a whole-catalog order. */
  const pick = (order: Int32Array): Int32Array => {
    const inMatched = query.scratch.bytes('inMatched');
    for (let i = 0; i < matched.length; i++) inMatched[matched[i]!] = 1;
    const out = new Int32Array(matched.length);
    let n = 0;
    for (let r = 0; r < order.length && n < out.length; r++) if (inMatched[order[r]!]) out[n++] = order[r]!;
    return out;
  };
  const byPosition = () =>
    few ? Int32Array.from(matched).sort((a, b) => rank[a]! - rank[b]!) : pick(query.positionOrder);

  if (keys.length === 0) return byPosition();
  if (keys.length === 1) {
    const [field, direction] = keys[0]!;
    const sign = direction === 'DESC' ? -1 : 1;
    if (field === 'relevance') {
      const ordered = byPosition();
      const groups = new Map<number, number[]>();
      for (const o of ordered) {
        const score = scores ? scores[o]! : 0;
        const group = groups.get(score);
        if (group) group.push(o);
        else groups.set(score, [o]);
      }
      const out = new Int32Array(ordered.length);
      let n = 0;
      for (const score of [...groups.keys()].sort((a, b) => sign * (a - b))) {
        for (const o of groups.get(score)!) out[n++] = o;
      }
      return out;
    }
    const key = field as 'position' | 'name' | 'price';
    if (!few) return pick(query.orderBy(key, direction, today));
    const values =
      key === 'price' ? query.prices(today) : key === 'name' ? query.nameRank() : query.positions;
    return Int32Array.from(matched).sort((a, b) => sign * (values[a]! - values[b]!) || rank[a]! - rank[b]!);
  }

  const prices = query.prices(today);
  const keyValues: Record<string, () => ArrayLike<number>> = {
    position: () => query.positions,
    name: () => query.nameRank(),
    price: () => prices,
    relevance: () => scores ?? new Float64Array(query.size),
  };
  const chain = keys.map(([field, direction]) => ({
    value: keyValues[field]!(),
    sign: direction === 'DESC' ? -1 : 1,
  }));
  // Array.prototype.sort is stable: equal keys keep the position order.
  return Int32Array.from(
    Array.from(byPosition()).sort((a, b) => {
      for (const { value, sign } of chain) {
        const order = value[a]! - value[b]!;
        if (order !== 0) return sign * order;
      }
      return 0;
    }),
  );
}

const SORT_KEYS = new Set(['position', 'name', 'price', 'relevance']);

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
  const query = getQueryIndex(index, ctx.state.catalog.products);
  const today = todayOf(ctx);
  const prices = query.prices(today);

  const parsed = parseFilter(args.filter, index, query, prices);
  let candidates = baseOrdinals(query, parsed.sets, parsed.base);

  let scores: Float64Array | null = null;
  let searchTerms: string[] | null = null;
  if (hasSearch) {
    const scored = scoreCandidates(query, candidates, args.search as string);
    searchTerms = scored.terms;
    scores = scored.scores;
    candidates = scored.matched;
  }

  const facetTests = [...parsed.facets.values()];
  const unsorted = facetTests.length
    ? candidates.filter((o) => facetTests.every((test) => test(o)))
    : candidates;

  const defaultSort = options.defaultSort ?? (hasSearch ? [['relevance', 'DESC']] : [['position', 'ASC']]);
  const keys = sortSpec(args.sort, defaultSort as Array<[string, SortDirection]>).filter(([field]) =>
    SORT_KEYS.has(field),
  );
  const matched = sortOrdinals(query, unsorted, keys, today, scores);

  const total = matched.length;
  const totalPages = pageCount(total, pageSize);
  checkPageInRange(currentPage, totalPages, total);
  const start = (currentPage - 1) * pageSize;

  return {
    items: Array.from(matched.subarray(start, start + pageSize), (o) => productNode(query.products[o]!)),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    sort_fields: { default: 'position', options: SORT_FIELDS },
    __search: {
      ctx,
      index,
      query,
      today,
      base: candidates,
      facets: parsed.facets,
      matched,
      categoryIds: parsed.categoryIds,
      searchTerms,
      prices,
    },
  };
}
