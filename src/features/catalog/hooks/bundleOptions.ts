/**
 * A bundle's options on the product page, as Magento's storefront offers them: one choice per
 * radio or select option, any number per checkbox or multi-select option, a quantity where the
 * chosen selection allows changing it (radio and select options only), the defaults chosen to start
 * with. The running price follows Magento's pricing: a dynamic-price bundle costs the sum of its
 * chosen products' prices times their quantities; a fixed-price bundle its own price plus each
 * chosen selection's price (an amount, or a percentage of the bundle's own price) times its
 * quantity. What is sent to the cart is one uid per chosen selection, base64 of
 * `bundle/<option_id>/<selection_id>/<quantity>`, as Magento reads `selected_options`.
 */
import type { BundleProduct_OptionsFragment } from '../../../__generated__/operations';

type BundleOptionType = 'radio' | 'select' | 'checkbox' | 'multi';

export interface BundleSelectionView {
  id: number;
  label: string;
  /** The selection's own quantity (what it comes with unless the shopper may change it). */
  quantity: number;
  canChangeQuantity: boolean;
  isDefault: boolean;
  inStock: boolean;
  /** What one unit adds: the product's price (dynamic) or the selection's price (fixed). */
  unitPrice: number;
}

export interface BundleOptionView {
  id: number;
  title: string;
  required: boolean;
  type: BundleOptionType;
  selections: BundleSelectionView[];
}

export interface BundleModel {
  dynamicPrice: boolean;
  currency: string;
  /** A fixed-price bundle's own price (0 for a dynamic one). */
  basePrice: number;
  options: BundleOptionView[];
}

/** Per option id: the chosen selection ids and, where it can be changed, the quantity. */
export type BundleChoice = Record<number, { selections: number[]; quantity: number | null }>;

type Item = NonNullable<NonNullable<BundleProduct_OptionsFragment['items']>[number]>;

const TYPES: readonly string[] = ['radio', 'select', 'checkbox', 'multi'];

const byPosition = <T extends { position?: number | null }>(list: T[]) =>
  [...list].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/**
 * A fixed-price bundle's own price from its lowest price: that is its own price plus the cheapest
 * salable selection of each required option, and percentage selections depend on the own price,
 * so it is found by a few rounds of substitution.
 */
function basePriceOf(options: BundleOptionView[], lowest: number, percent: Map<number, number>): number {
  let base = lowest;
  for (let round = 0; round < 5; round++) {
    const required = options.filter((option) => option.required);
    const parts = required.map((option) =>
      Math.min(
        ...option.selections
          .filter((selection) => selection.inStock)
          .map((selection) => {
            const share = percent.get(selection.id);
            const unit = share !== undefined ? (base * share) / 100 : selection.unitPrice;
            return unit * selection.quantity;
          }),
      ),
    );
    base = lowest - parts.filter(Number.isFinite).reduce((sum, part) => sum + part, 0);
  }
  return Math.round(base * 100) / 100;
}

/** The page's view of a bundle, or null for any other product. */
export function bundleModel(
  product: (Partial<BundleProduct_OptionsFragment> & { __typename?: string }) | null,
  lowest: { value: number; currency: string } | null,
): BundleModel | null {
  if (!product || product.__typename !== 'BundleProduct' || !product.items) return null;
  const dynamicPrice = Boolean(product.dynamic_price);
  const percent = new Map<number, number>();
  const options = byPosition(product.items.filter((item): item is Item => Boolean(item))).flatMap(
    (item): BundleOptionView[] => {
      if (item.option_id == null || !TYPES.includes(item.type ?? '')) return [];
      const selections = byPosition(
        (item.options ?? []).filter((option): option is NonNullable<typeof option> => Boolean(option)),
      ).flatMap((option): BundleSelectionView[] => {
        if (option.id == null) return [];
        if (!dynamicPrice && option.price_type === 'PERCENT') percent.set(option.id, option.price ?? 0);
        return [
          {
            id: option.id,
            label: option.label ?? option.product?.name ?? '',
            quantity: option.quantity ?? 1,
            canChangeQuantity: Boolean(option.can_change_quantity),
            isDefault: Boolean(option.is_default),
            inStock: option.product?.stock_status === 'IN_STOCK',
            unitPrice: dynamicPrice
              ? (option.product?.price_range.minimum_price.final_price.value ?? 0)
              : (option.price ?? 0),
          },
        ];
      });
      return [
        {
          id: item.option_id,
          title: item.title ?? '',
          required: Boolean(item.required),
          type: item.type as BundleOptionType,
          selections,
        },
      ];
    },
  );
  const basePrice = dynamicPrice ? 0 : basePriceOf(options, lowest?.value ?? 0, percent);
  // A percentage selection adds its share of the bundle's own price.
  const priced = options.map((option) => ({
    ...option,
    selections: option.selections.map((selection) =>
      percent.has(selection.id)
        ? { ...selection, unitPrice: Math.round(basePrice * percent.get(selection.id)!) / 100 }
        : selection,
    ),
  }));
  return { dynamicPrice, currency: lowest?.currency ?? 'USD', basePrice, options: priced };
}

export const isMultiple = (option: BundleOptionView) => option.type === 'checkbox' || option.type === 'multi';

/** The defaults Magento chooses to start with (salable ones only). */
export function defaultChoice(model: BundleModel): BundleChoice {
  const choice: BundleChoice = {};
  for (const option of model.options) {
    const defaults = option.selections.filter((selection) => selection.isDefault && selection.inStock);
    const picked = isMultiple(option) ? defaults : defaults.slice(0, 1);
    choice[option.id] = { selections: picked.map((selection) => selection.id), quantity: null };
  }
  return choice;
}

const encode = (text: string): string => btoa(text);
const decode = (uid: string): string | null => {
  try {
    return atob(uid);
  } catch {
    return null;
  }
};

/** The selection chosen for a single-choice option whose quantity the shopper may change. */
export function changeableSelection(
  option: BundleOptionView,
  choice: BundleChoice,
): BundleSelectionView | null {
  if (isMultiple(option)) return null;
  const id = choice[option.id]?.selections[0];
  const selection = option.selections.find((candidate) => candidate.id === id);
  return selection?.canChangeQuantity ? selection : null;
}

/** How many of a chosen selection the bundle holds. */
function quantityOf(option: BundleOptionView, selection: BundleSelectionView, choice: BundleChoice): number {
  const changeable = changeableSelection(option, choice);
  return changeable?.id === selection.id
    ? (choice[option.id]?.quantity ?? selection.quantity)
    : selection.quantity;
}

/** The chosen selections, option by option. */
function chosenSelections(model: BundleModel, choice: BundleChoice) {
  return model.options.flatMap((option) =>
    option.selections
      .filter((selection) => choice[option.id]?.selections.includes(selection.id))
      .map((selection) => ({ option, selection, quantity: quantityOf(option, selection, choice) })),
  );
}

/** One bundle's price as configured. */
export function bundlePrice(model: BundleModel, choice: BundleChoice): number {
  const total = chosenSelections(model, choice).reduce(
    (sum, { selection, quantity }) => sum + selection.unitPrice * quantity,
    model.basePrice,
  );
  return Math.round(total * 100) / 100;
}

/** Required options with nothing chosen, by title. */
export function missingRequired(model: BundleModel, choice: BundleChoice): BundleOptionView[] {
  return model.options.filter((option) => option.required && !(choice[option.id]?.selections.length ?? 0));
}

/** The uids the cart is sent, one per chosen selection. */
export function selectedOptionUids(model: BundleModel, choice: BundleChoice): string[] {
  return chosenSelections(model, choice).map(({ option, selection, quantity }) =>
    encode(`bundle/${option.id}/${selection.id}/${Math.trunc(quantity)}`),
  );
}

/** A choice read back from uids (a cart line's, to edit it), keeping what still fits the bundle. */
export function choiceFromUids(model: BundleModel, uids: readonly string[]): BundleChoice | null {
  const choice: BundleChoice = Object.fromEntries(
    model.options.map((option) => [
      option.id,
      { selections: [] as number[], quantity: null as number | null },
    ]),
  );
  let found = false;
  for (const uid of uids) {
    const [kind, optionId, selectionId, quantity] = (decode(uid) ?? '').split('/');
    const option = model.options.find((candidate) => candidate.id === Number(optionId));
    const selection = option?.selections.find((candidate) => candidate.id === Number(selectionId));
    if (kind !== 'bundle' || !option || !selection) continue;
    found = true;
    const entry = choice[option.id]!;
    entry.selections = isMultiple(option) ? [...entry.selections, selection.id] : [selection.id];
    if (selection.canChangeQuantity && !isMultiple(option)) entry.quantity = Number(quantity) || 1;
  }
  return found ? choice : null;
}

/** The choice after the shopper picks (or, for multiple-choice options, toggles) a selection. */
export function choose(
  model: BundleModel,
  choice: BundleChoice,
  optionId: number,
  selectionIds: number[],
): BundleChoice {
  const option = model.options.find((candidate) => candidate.id === optionId);
  if (!option) return choice;
  const valid = selectionIds.filter((id) =>
    option.selections.some((selection) => selection.id === id && selection.inStock),
  );
  return {
    ...choice,
    [optionId]: { selections: isMultiple(option) ? valid : valid.slice(0, 1), quantity: null },
  };
}

export function setQuantity(choice: BundleChoice, optionId: number, quantity: number): BundleChoice {
  const entry = choice[optionId];
  if (!entry || !Number.isFinite(quantity)) return choice;
  return { ...choice, [optionId]: { ...entry, quantity: Math.max(1, Math.min(999, Math.round(quantity))) } };
}
