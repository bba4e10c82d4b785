/**
 * The filter groups a listing offers, from the backend's aggregations: one group per attribute
 * (price ranges as a single choice, every other attribute multi-select), options with their
 * product counts and whether they are chosen; and the chosen values as removable chips, labelled
 * from what the aggregations said (remembered, since a chosen value may drop out of them).
 */
import type { GetProductListQuery } from '../../../__generated__/operations';
import { CATEGORY_CODE, PRICE_CODE, parsePriceRange, type FilterSelection } from './listingState';

type Aggregation = NonNullable<
  NonNullable<NonNullable<GetProductListQuery['products']>['aggregations']>[number]
>;

export interface PriceRangeLabel {
  from: number | null;
  to: number | null;
  currency: string;
}

export interface FilterOptionView {
  value: string;
  /** The option's label; for price a range to format (`label` is then the raw value). */
  label: string;
  price: PriceRangeLabel | null;
  count: number;
  selected: boolean;
}

export interface FilterGroupView {
  code: string;
  label: string;
  /** price: one range at a time; options: any number. */
  kind: 'price' | 'options';
  options: FilterOptionView[];
  selectedCount: number;
}

export interface ActiveFilterView {
  code: string;
  value: string;
  groupLabel: string;
  label: string;
  price: PriceRangeLabel | null;
}

/** Labels seen so far: attribute labels by code, option labels by `code:value`. */
export interface LabelMemory {
  groups: Map<string, string>;
  options: Map<string, string>;
}

export const createLabelMemory = (): LabelMemory => ({ groups: new Map(), options: new Map() });

export function rememberLabels(
  memory: LabelMemory,
  aggregations: ReadonlyArray<Aggregation | null> | null | undefined,
) {
  for (const aggregation of aggregations ?? []) {
    if (!aggregation) continue;
    if (aggregation.label) memory.groups.set(aggregation.attribute_code, aggregation.label);
    for (const option of aggregation.options ?? []) {
      if (option?.label) memory.options.set(`${aggregation.attribute_code}:${option.value}`, option.label);
    }
  }
}

function priceLabel(value: string, currency: string): PriceRangeLabel | null {
  const range = parsePriceRange(value);
  if (!range) return null;
  return {
    from: range.from === null ? null : Number(range.from),
    to: range.to === null ? null : Number(range.to),
    currency,
  };
}

/** The groups to show, in the backend's order (position, then as given), without `excluded` codes. */
export function filterGroups(
  aggregations: ReadonlyArray<Aggregation | null> | null | undefined,
  selection: FilterSelection,
  { excluded = [], currency }: { excluded?: readonly string[]; currency: string },
): FilterGroupView[] {
  const list = (aggregations ?? []).filter(
    (aggregation): aggregation is Aggregation =>
      Boolean(aggregation) &&
      !excluded.includes(aggregation!.attribute_code) &&
      (aggregation!.options?.length ?? 0) > 0,
  );
  return list.map((aggregation) => {
    const code = aggregation.attribute_code;
    const chosen = selection[code] ?? [];
    const kind = code === PRICE_CODE ? 'price' : 'options';
    const options = (aggregation.options ?? []).flatMap((option) =>
      option
        ? [
            {
              value: option.value,
              label: option.label ?? option.value,
              price: kind === 'price' ? priceLabel(option.value, currency) : null,
              count: option.count ?? 0,
              selected: chosen.includes(option.value),
            },
          ]
        : [],
    );
    return {
      code,
      label: aggregation.label ?? code,
      kind,
      options,
      selectedCount: options.filter((option) => option.selected).length,
    };
  });
}

/** The chosen values as chips, in the order of the URL's filters. */
export function activeFilters(
  selection: FilterSelection,
  memory: LabelMemory,
  { currency, categoryLabel }: { currency: string; categoryLabel: string },
): ActiveFilterView[] {
  return Object.keys(selection)
    .sort()
    .flatMap((code) =>
      (selection[code] ?? []).map((value) => ({
        code,
        value,
        groupLabel: memory.groups.get(code) ?? (code === CATEGORY_CODE ? categoryLabel : code),
        label: memory.options.get(`${code}:${value}`) ?? value,
        price: code === PRICE_CODE ? priceLabel(value, currency) : null,
      })),
    );
}
