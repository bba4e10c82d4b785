/**
 * Option selection of a configurable product, as pure functions over its options and variants.
 *
 * Options are chosen in their display order. A value is available when an in-stock variant has it
 * together with the values chosen in the options before it; unavailable values are disabled.
 * Choosing a value keeps the later choices that still fit and drops those that no longer do, so
 * the shopper never reaches a dead end: every in-stock variant can be reached by choosing its
 * values in order, and out-of-stock or missing combinations cannot be chosen.
 */

type SwatchKind = 'color' | 'image' | 'text';

export interface OptionValue {
  uid: string;
  valueIndex: number;
  label: string;
  swatch: { kind: SwatchKind; value: string; thumbnail?: string | null } | null;
}

export interface ConfigurableOption {
  uid: string;
  code: string;
  label: string;
  /** Swatches (colour, image or text) when every value has one, else a select. */
  display: 'swatch' | 'select';
  values: OptionValue[];
}

export interface Variant<P = unknown> {
  /** Option value index by attribute code. */
  attributes: Readonly<Record<string, number>>;
  inStock: boolean;
  product: P;
}

/** Chosen value index by attribute code. */
export type Selection = Readonly<Record<string, number>>;

interface ValueState extends OptionValue {
  selected: boolean;
  available: boolean;
}

export interface OptionState extends Omit<ConfigurableOption, 'values'> {
  values: ValueState[];
  selected: ValueState | null;
}

const fits = (variant: Variant, selection: Selection, codes: readonly string[]) =>
  codes.every((code) => selection[code] === undefined || variant.attributes[code] === selection[code]);

/** The codes of the options shown before `code`. */
function earlierCodes(options: readonly ConfigurableOption[], code: string): string[] {
  const index = options.findIndex((option) => option.code === code);
  return options.slice(0, Math.max(0, index)).map((option) => option.code);
}

export function isValueAvailable(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  selection: Selection,
  code: string,
  valueIndex: number,
): boolean {
  const earlier = earlierCodes(options, code);
  return variants.some(
    (variant) =>
      variant.inStock && variant.attributes[code] === valueIndex && fits(variant, selection, earlier),
  );
}

/** Every option with each value's selected / available state. */
export function optionStates(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  selection: Selection,
): OptionState[] {
  return options.map((option) => {
    const values = option.values.map((value) => ({
      ...value,
      selected: selection[option.code] === value.valueIndex,
      available: isValueAvailable(options, variants, selection, option.code, value.valueIndex),
    }));
    return { ...option, values, selected: values.find((value) => value.selected) ?? null };
  });
}

/**
 * The selection after choosing `valueIndex` for `code` (null clears that option). Later choices
 * that no longer fit are dropped; an unavailable value is not chosen (the selection is returned
 * unchanged).
 */
export function selectValue(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  selection: Selection,
  code: string,
  valueIndex: number | null,
): Selection {
  const position = options.findIndex((option) => option.code === code);
  if (position < 0) return selection;
  if (valueIndex !== null && !isValueAvailable(options, variants, selection, code, valueIndex))
    return selection;
  const next: Record<string, number> = { ...selection };
  if (valueIndex === null) delete next[code];
  else next[code] = valueIndex;
  for (const later of options.slice(position + 1)) {
    const chosen = next[later.code];
    if (chosen !== undefined && !isValueAvailable(options, variants, next, later.code, chosen))
      delete next[later.code];
  }
  return next;
}

export const isComplete = (options: readonly ConfigurableOption[], selection: Selection): boolean =>
  options.length > 0 && options.every((option) => selection[option.code] !== undefined);

/** The variant the complete selection names (in stock or not), else null. */
export function chosenVariant<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
): Variant<P> | null {
  if (!isComplete(options, selection)) return null;
  const codes = options.map((option) => option.code);
  return (
    variants.find((variant) => codes.every((code) => variant.attributes[code] === selection[code])) ?? null
  );
}

/**
 * The variant whose pictures fit a partial selection: the chosen one, else the first in-stock
 * variant with the values chosen so far, else any with them. Null with nothing chosen.
 */
export function variantForGallery<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
): Variant<P> | null {
  const codes = options.map((option) => option.code).filter((code) => selection[code] !== undefined);
  if (codes.length === 0) return null;
  const fitting = variants.filter((variant) => fits(variant, selection, codes));
  return fitting.find((variant) => variant.inStock) ?? fitting[0] ?? null;
}

/** The selection's values as the cart wants them (configurable option value uids), in option order. */
export function selectedValueUids(options: readonly ConfigurableOption[], selection: Selection): string[] {
  return options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.valueIndex === selection[option.code]);
    return value ? [value.uid] : [];
  });
}

/**
 * The selection a product page's address asks for: `?<attribute code>=<value index>` per option
 * (the wish list links a line's product so, with its saved options). Taken in option order through
 * selectValue, so a value that cannot be chosen (unknown, out of stock) is left out.
 */
export function selectionFromSearch(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  search: string,
): Selection {
  const params = new URLSearchParams(search);
  let selection: Selection = {};
  for (const option of options) {
    const raw = params.get(option.code);
    const valueIndex = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
    if (valueIndex === null || !option.values.some((value) => value.valueIndex === valueIndex)) continue;
    selection = selectValue(options, variants, selection, option.code, valueIndex);
  }
  return selection;
}
