/**
 * Layered navigation over a finished search: price buckets (Magento's "automatic, equalize price
 * ranges" steps, labels converted to the display currency as 2.4.8 does), categories and every
 * filterable select/multiselect attribute. Each facet is counted over the products matching the
 * search and all filters except that facet's own; options without products are left out.
 */
import type { SeedAttribute, SeedCategory } from '../../data/types';
import { toUid } from '../../uid';
import { convert } from './pricing';
import type { SearchState } from './productSearch';
import { editDistance } from './text';

interface AggregationOptionValue {
  label: string;
  value: string;
  count: number;
}

export interface AggregationValue {
  attribute_code: string;
  label: string;
  count: number;
  position: number | null;
  options: AggregationOptionValue[];
  /** Not a schema field: the attribute behind it (swatches of the deprecated `filters`). */
  __attribute?: SeedAttribute;
}

/** Magento's minimal price step of the automatic range calculation. */
const MIN_RANGE_POWER = 10;

/** Products of `state.base` passing every facet, and those passing every facet but the named one. */
function facetSets(state: SearchState): { all: Int32Array; without: Map<string, Int32Array> } {
  const { base, facets } = state;
  if (facets.size === 0) return { all: base, without: new Map() };
  const codes = [...facets.keys()];
  const tests = [...facets.values()];
  if (tests.length === 1) {
    // Failing the one facet leaves a product out of `all` only.
    return { all: base.filter((o) => tests[0]!(o)), without: new Map([[codes[0]!, base]]) };
  }
  const all = new Int32Array(base.length);
  let allCount = 0;
  const without = codes.map(() => new Int32Array(base.length));
  const withoutCount = codes.map(() => 0);
  for (let i = 0; i < base.length; i++) {
    const o = base[i]!;
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < tests.length; f++) {
      if (!tests[f]!(o)) {
        failures++;
        failed = f;
        if (failures > 1) break;
      }
    }
    if (failures === 0) {
      all[allCount++] = o;
      for (let f = 0; f < without.length; f++) without[f]![withoutCount[f]!++] = o;
    } else if (failures === 1) {
      without[failed]![withoutCount[failed]!++] = o;
    }
  }
  return {
    all: all.subarray(0, allCount),
    without: new Map(codes.map((code, f) => [code, without[f]!.subarray(0, withoutCount[f])])),
  };
}

/** How many of `products` fall in each price step of `range` (step n: [(n-1) range, n range)), by step. */
function countBuckets(
  prices: Float64Array,
  products: Int32Array,
  range: number,
  lowest: number,
): Array<[number, number]> {
  const bucketOf = (o: number) => Math.floor(prices[o]! / range) + 1;
  if (lowest >= 0 && Number.isFinite(lowest)) {
    let top = 0;
    for (let i = 0; i < products.length; i++) top = Math.max(top, bucketOf(products[i]!));
    if (top < 1_000_000) {
      const counts = new Int32Array(top + 1);
      for (let i = 0; i < products.length; i++) counts[bucketOf(products[i]!)]! += 1;
      const out: Array<[number, number]> = [];
      counts.forEach((count, bucket) => {
        if (count > 0) out.push([bucket, count]);
      });
      return out;
    }
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < products.length; i++) {
    const bucket = bucketOf(products[i]!);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a - b);
}

const categoryUids = new Map<number, string>();
/** A category's uid (remembered: a search's category facet names hundreds). */
function categoryUid(id: number): string {
  let uid = categoryUids.get(id);
  if (uid === undefined) {
    uid = toUid(id);
    if (categoryUids.size >= 100_000) categoryUids.clear();
    categoryUids.set(id, uid);
  }
  return uid;
}

/** Numbers print as PHP prints floats: no trailing zeros. */
const num = (value: number): string => String(value);

function priceAggregation(state: SearchState, products: Int32Array): AggregationValue | null {
  if (products.length === 0) return null;
  const attribute = state.index.attributes.get('price');
  if (attribute && !attribute.is_filterable) return null;
  const { prices } = state;
  let highest = -Infinity;
  let lowest = Infinity;
  for (let i = 0; i < products.length; i++) {
    const price = prices[products[i]!]!;
    if (price > highest) highest = price;
    if (price < lowest) lowest = price;
  }
  const maxPrice = Math.floor(highest);
  let power = 1;
  let range: number;
  let buckets: Array<[number, number]>;
  do {
    range = 10 ** (String(Math.max(0, maxPrice)).length - power);
    buckets = countBuckets(prices, products, range, lowest);
    power++;
  } while (range > MIN_RANGE_POWER && buckets.length < 2);
  const options = buckets.map(([bucket, count]) => {
    const from = num(convert(state.ctx, (bucket - 1) * range));
    const to = num(convert(state.ctx, bucket * range));
    return { label: `${from}-${to}`, value: `${from}_${to}`, count };
  });
  return {
    attribute_code: 'price',
    label: attribute?.label ?? 'Price',
    count: options.length,
    position: attribute?.position ?? null,
    options,
  };
}

function categoryAggregation(state: SearchState, directChildrenOnly: boolean): AggregationValue | null {
  const { index, ctx } = state;
  const parents = state.categoryIds?.length ? state.categoryIds : [ctx.storeView.root_category_id];
  const key = `${directChildrenOnly ? 'direct' : 'deep'}:${parents.join(',')}`;
  let candidates = state.query.memo.get(key) as SeedCategory[] | undefined;
  if (!candidates) {
    const found: SeedCategory[] = [];
    const seen = new Set<number>();
    const collect = (id: number, deep: boolean) => {
      for (const child of index.children.get(id) ?? []) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        found.push(child);
        if (deep) collect(child.id, true);
      }
    };
    for (const id of parents) collect(id, !directChildrenOnly);
    candidates = found;
    state.query.remember(key, found);
  }
  // One pass over the matches: each adds one to every category it counts in.
  const { query } = state;
  const counts = new Int32Array(query.categorySlot.size);
  const { offsets, values } = query.productCategories;
  for (const o of state.matched) {
    for (let i = offsets[o]!; i < offsets[o + 1]!; i++) counts[values[i]!]! += 1;
  }
  const options: AggregationOptionValue[] = [];
  for (const category of candidates) {
    const slot = query.categorySlot.get(category.id);
    const count = slot === undefined ? 0 : counts[slot]!;
    if (count > 0) options.push({ label: category.name, value: categoryUid(category.id), count });
  }
  if (options.length === 0) return null;
  return {
    attribute_code: 'category_uid',
    label: 'Category',
    count: options.length,
    position: null,
    options,
  };
}

function attributeAggregation(
  state: SearchState,
  attribute: SeedAttribute,
  products: Int32Array,
): AggregationValue | null {
  const perProduct = state.query.productOptions.get(attribute.code);
  if (!perProduct) return null;
  const { offsets, values } = perProduct;
  const counts = new Int32Array(attribute.options?.length ?? 0);
  for (const o of products) {
    for (let i = offsets[o]!; i < offsets[o + 1]!; i++) counts[values[i]!]! += 1;
  }
  const options = (attribute.options ?? []).flatMap((option, i) =>
    counts[i]! > 0 ? [{ label: option.label, value: option.id, count: counts[i]! }] : [],
  );
  if (options.length === 0) return null;
  return {
    attribute_code: attribute.code,
    label: attribute.label,
    count: options.length,
    position: attribute.position,
    options,
    __attribute: attribute,
  };
}

export function buildAggregations(state: SearchState, directChildrenOnly = false): AggregationValue[] {
  if (state.matched.length === 0) return [];
  const { all, without } = facetSets(state);
  const result: AggregationValue[] = [];
  const price = priceAggregation(state, without.get('price') ?? all);
  if (price) result.push(price);
  const category = categoryAggregation(state, directChildrenOnly);
  if (category) result.push(category);
  const filterable = [...state.index.attributes.values()]
    .filter(
      (attribute) =>
        attribute.is_filterable &&
        (attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect'),
    )
    .sort((a, b) => a.position - b.position || a.id - b.id);
  for (const attribute of filterable) {
    const aggregation = attributeAggregation(state, attribute, without.get(attribute.code) ?? all);
    if (aggregation) result.push(aggregation);
  }
  return result;
}

/** The deprecated `Products.filters`: the aggregations in LayerFilter dress. */
export function layerFilters(aggregations: AggregationValue[]) {
  return aggregations.map((aggregation) => {
    const swatches = aggregation.__attribute?.swatch_input_type ? aggregation.__attribute : null;
    return {
      name: aggregation.label,
      request_var: aggregation.attribute_code === 'category_uid' ? 'cat' : aggregation.attribute_code,
      filter_items_count: aggregation.count,
      filter_items: aggregation.options.map((option) => {
        const base = { label: option.label, value_string: option.value, items_count: option.count };
        if (!swatches) return { __typename: 'LayerFilterItem', ...base };
        const swatch = swatches.options?.find((candidate) => candidate.id === option.value)?.swatch;
        return {
          __typename: 'SwatchLayerFilterItem',
          ...base,
          swatch_data: swatch
            ? {
                type: swatch.type === 'image' ? '2' : swatch.type === 'color' ? '1' : '0',
                value: swatch.value,
              }
            : null,
        };
      }),
    };
  });
}

/** "Did you mean": each unknown search word replaced by the closest catalog word. */
export function searchSuggestions(state: SearchState): Array<{ search: string }> {
  if (!state.searchTerms?.length || state.matched.length > 0) return [];
  let changed = false;
  const words = state.searchTerms.map((term) => {
    if (state.query.hasWord(term) || term.length < 3) return term;
    const max = term.length > 5 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    // Only words whose length is within `max` of the term's can be that close.
    const byLength = state.query.vocabularyByLength();
    for (let length = term.length - max; length <= term.length + max; length++) {
      for (const word of byLength.get(length) ?? []) {
        const distance = editDistance(term, word, max);
        if (
          distance <= max &&
          (!best || distance < best.distance || (distance === best.distance && word < best.word))
        ) {
          best = { word, distance };
        }
      }
    }
    if (!best) return term;
    changed = true;
    return best.word;
  });
  return changed ? [{ search: words.join(' ') }] : [];
}
