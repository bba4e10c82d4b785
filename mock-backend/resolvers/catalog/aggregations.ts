/**
 * Layered navigation over a finished search: price buckets (Magento's "automatic, equalize price
 * ranges" steps, labels converted to the display currency as 2.4.8 does), categories and every
 * filterable select/multiselect attribute. Each facet is counted over the products matching the
 * search and all filters except that facet's own; options without products are left out.
 */
import type { SeedAttribute, SeedCategory, SeedProduct } from '../../data/types';
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

/** Products of `state.base` passing every facet but the named one. */
function facetSets(state: SearchState): { all: SeedProduct[]; without: Map<string, SeedProduct[]> } {
  const without = new Map<string, SeedProduct[]>([...state.facets.keys()].map((code) => [code, []]));
  const all: SeedProduct[] = [];
  for (const product of state.base) {
    let failed: string | null = null;
    let failures = 0;
    for (const [code, test] of state.facets) {
      if (!test(product)) {
        failures++;
        failed = code;
        if (failures > 1) break;
      }
    }
    if (failures === 0) {
      all.push(product);
      for (const list of without.values()) list.push(product);
    } else if (failures === 1) {
      without.get(failed!)!.push(product);
    }
  }
  return { all, without };
}

/** Numbers print as PHP prints floats: no trailing zeros. */
const num = (value: number): string => String(value);

function priceAggregation(state: SearchState, products: SeedProduct[]): AggregationValue | null {
  if (products.length === 0) return null;
  const attribute = state.index.attributes.get('price');
  if (attribute && !attribute.is_filterable) return null;
  const prices = products.map(state.price);
  const maxPrice = Math.floor(Math.max(...prices));
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
  const options: AggregationOptionValue[] = [];
  for (const category of candidates) {
    const members = index.members.get(category.id);
    if (!members) continue;
    let count = 0;
    for (const product of state.matched) if (members.has(product.id)) count++;
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
  products: SeedProduct[],
): AggregationValue | null {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const id of state.index.facets.get(product.id)?.get(attribute.code) ?? []) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const options = (attribute.options ?? [])
    .filter((option) => (counts.get(option.id) ?? 0) > 0)
    .map((option) => ({ label: option.label, value: option.id, count: counts.get(option.id)! }));
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
    for (const word of state.index.vocabulary) {
      const distance = editDistance(term, word, max);
      if (
        distance <= max &&
        (!best || distance < best.distance || (distance === best.distance && word < best.word))
      ) {
        best = { word, distance };
      }
    }
    if (!best) return term;
    changed = true;
    return best.word;
  });
  return changed ? [{ search: words.join(' ') }] : [];
}
