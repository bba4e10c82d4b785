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
  if (state.facets.size === 0) return { all: state.base, without: new Map() };
  const codes = [...state.facets.keys()];
  const tests = [...state.facets.values()];
  const without = codes.map((): number[] => []);
  const all: number[] = [];
  for (const o of state.base) {
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
      all.push(o);
      for (const list of without) list.push(o);
    } else if (failures === 1) {
      without[failed]!.push(o);
    }
  }
  return {
    all: Int32Array.from(all),
    without: new Map(codes.map((code, f) => [code, Int32Array.from(without[f]!)])),
  };
}

/** Numbers print as PHP prints floats: no trailing zeros. */
const num = (value: number): string => String(value);

function priceAggregation(state: SearchState, products: Int32Array): AggregationValue | null {
  if (products.length === 0) return null;
  const attribute = state.index.attributes.get('price');
  if (attribute && !attribute.is_filterable) return null;
  const prices = Array.from(products, (o) => state.prices[o]!);
  let highest = -Infinity;
  for (const price of prices) if (price > highest) highest = price;
  const maxPrice = Math.floor(highest);
  let power = 1;
  let range: number;
  let buckets: Map<number, number>;
  do {
    range = 10 ** (String(Math.max(0, maxPrice)).length - power);
    buckets = new Map();
    for (const price of prices) {
      const bucket = Math.floor(price / range) + 1;
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    power++;
  } while (range > MIN_RANGE_POWER && buckets.size < 2);
  const options = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bucket, count]) => {
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
  const candidates: SeedCategory[] = [];
  const seen = new Set<number>();
  const collect = (id: number, deep: boolean) => {
    for (const child of index.children.get(id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      candidates.push(child);
      if (deep) collect(child.id, true);
    }
  };
  for (const id of parents) collect(id, !directChildrenOnly);
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
    if (count > 0) options.push({ label: category.name, value: toUid(category.id), count });
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
    if (state.index.vocabulary.has(term) || term.length < 3) return term;
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
