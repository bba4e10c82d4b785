/**
 * Bundles in the cart, as Magento 2.4.8 takes and answers them:
 * - `addProductsToCart` reads a bundle's choices from `selected_options`, each the base64 of
 *   `bundle/<option_id>/<selection_id>/<quantity>` (QuoteBundleOptions/Model/Cart/BuyRequest/
 *   BundleDataProvider.php: another number of parts is "Wrong format of the entered option data");
 * - Bundle/Model/Product/Type.php::_prepareProduct checks them: nothing chosen is "Please specify
 *   product option(s)." (unless every option is required with a single selection, which is then
 *   taken), a required option left out is "Please select all required options.", a chosen
 *   selection that cannot be sold in a required option is "The required options you selected are
 *   not available."; a selection's quantity is the one given where the selection allows changing
 *   it (0 or less counts as 1), else the selection's own;
 * - the line answers `BundleCartItem.bundle_options` (BundleGraphQl/Model/Cart/
 *   BundleOptionDataProvider.php): per option its id, title and type, and per chosen selection its
 *   id, product name, quantity and unit price.
 * A grouped product is added by its members' skus; its own sku alone is refused as GroupedProduct/
 * Model/Product/Type/Grouped.php refuses it ("Please specify the quantity of product(s).").
 */
import type { BackendContext } from '../context';
import type { SeedBundleOption, SeedBundleSelection, SeedProduct } from '../data/types';
import { fromUid } from '../uid';
import { bundleUnitPrice, selectionUnitPrice, type ChosenSelection } from './catalog/bundlePricing';
import { getCatalogIndex } from './catalog/catalogIndex';
import { bundleOptionUid, bundleSelectionUid } from './catalog/composite';
import { money } from './catalog/pricing';
import type { BackendState } from '../state';

const SPECIFY_OPTIONS = 'Please specify product option(s).';
const SELECT_REQUIRED = 'Please select all required options.';
export const OPTIONS_NOT_AVAILABLE = 'The required options you selected are not available.';
const WRONG_FORMAT = 'Wrong format of the entered option data';
export const GROUPED_NEEDS_QUANTITIES = 'Please specify the quantity of product(s).';

const salable = (product: SeedProduct | undefined, quantity = 1): boolean =>
  Boolean(product) &&
  product!.stock_status === 'IN_STOCK' &&
  product!.quantity > 0 &&
  product!.quantity >= quantity;

type BundleChoice = { chosen: ChosenSelection[]; uids: string[] } | { message: string };

const sorted = (chosen: ChosenSelection[]) =>
  [...chosen].sort(
    (a, b) =>
      a.option.position - b.option.position ||
      a.option.id - b.option.id ||
      a.selection.position - b.selection.position ||
      a.selection.id - b.selection.id,
  );

/** What a bundle's `selected_options` choose, or Magento's message for why they cannot be added. */
export function chooseBundle(
  state: BackendState,
  product: SeedProduct,
  selectedOptions: Array<string | null> | null | undefined,
): BundleChoice {
  const options = product.bundle?.options ?? [];
  const bySku = getCatalogIndex(state).bySku;
  const wanted = new Map<number, { selections: number[]; quantity: number }>();
  for (const uid of selectedOptions ?? []) {
    const parts = (uid ? (fromUid(uid) ?? '') : '').split('/');
    if (parts[0] !== 'bundle') continue;
    if (parts.length !== 4) return { message: WRONG_FORMAT };
    const optionId = Number.parseInt(parts[1]!, 10);
    const selectionId = Number.parseInt(parts[2]!, 10);
    const quantity = Number.parseFloat(parts[3]!);
    if (!optionId || !selectionId) continue;
    const entry = wanted.get(optionId) ?? { selections: [], quantity: 0 };
    entry.selections.push(selectionId);
    entry.quantity = Number.isFinite(quantity) ? quantity : 0;
    wanted.set(optionId, entry);
  }

  let chosen: ChosenSelection[] = [];
  if (wanted.size === 0) {
    // Nothing chosen: only a bundle whose every option is required with one selection can be added.
    const automatic = options.every((option) => option.required && option.selections.length === 1);
    if (!automatic || options.length === 0) return { message: SPECIFY_OPTIONS };
    chosen = options.map((option) => ({
      option,
      selection: option.selections[0]!,
      quantity: option.selections[0]!.quantity || 1,
    }));
  } else {
    if (options.some((option) => option.required && !wanted.has(option.id))) {
      return { message: SELECT_REQUIRED };
    }
    const all = new Map<number, { option: SeedBundleOption; selection: SeedBundleSelection }>();
    for (const option of options) {
      for (const selection of option.selections) all.set(selection.id, { option, selection });
    }
    for (const [, entry] of wanted) {
      for (const selectionId of entry.selections) {
        const found = all.get(selectionId);
        if (!found) continue;
        const { option, selection } = found;
        const quantity =
          selection.can_change_quantity && entry.quantity
            ? entry.quantity > 0
              ? entry.quantity
              : 1
            : selection.quantity || 1;
        chosen.push({ option, selection, quantity });
      }
    }
    for (const { option, selection } of chosen) {
      if (salable(bySku(selection.sku))) continue;
      const others = (wanted.get(option.id)?.selections.length ?? 0) > 1;
      const multi = option.type === 'checkbox' || option.type === 'multi';
      if (option.required && (!multi || !others)) return { message: OPTIONS_NOT_AVAILABLE };
    }
    chosen = chosen.filter(({ selection }) => salable(bySku(selection.sku)));
    if (chosen.length === 0) return { message: SPECIFY_OPTIONS };
  }
  chosen = sorted(chosen);
  return {
    chosen,
    uids: chosen.map(({ option, selection, quantity }) => bundleSelectionUid(option, selection, quantity)),
  };
}

/** The selections a bundle line holds, read back from the uids it was stored with. */
export function bundleLineSelections(product: SeedProduct, uids: string[]): ChosenSelection[] {
  const options = product.bundle?.options ?? [];
  return sorted(
    uids.flatMap((uid) => {
      const [kind, optionId, selectionId, quantity] = (fromUid(uid) ?? '').split('/');
      if (kind !== 'bundle') return [];
      const option = options.find((candidate) => candidate.id === Number(optionId));
      const selection = option?.selections.find((candidate) => candidate.id === Number(selectionId));
      return option && selection ? [{ option, selection, quantity: Number(quantity) || 1 }] : [];
    }),
  );
}

/** A bundle line's unit price (regular and final). */
export const bundleLinePrice = (
  state: BackendState,
  product: SeedProduct,
  chosen: ChosenSelection[],
  today: string,
) => bundleUnitPrice(product, chosen, today, getCatalogIndex(state).bySku);

/**
 * How many of a configured bundle its parts allow: the fewest whole bundles any chosen product's
 * stock covers (0 when one is out of stock).
 */
export function bundleStock(
  state: BackendState,
  chosen: ChosenSelection[],
): { inStock: boolean; quantity: number } {
  const bySku = getCatalogIndex(state).bySku;
  let quantity = Number.POSITIVE_INFINITY;
  for (const { selection, quantity: each } of chosen) {
    const child = bySku(selection.sku);
    if (!salable(child)) return { inStock: false, quantity: 0 };
    quantity = Math.min(quantity, Math.floor(child!.quantity / each));
  }
  return chosen.length ? { inStock: quantity > 0, quantity } : { inStock: false, quantity: 0 };
}

/** BundleCartItem.bundle_options: the chosen selections grouped by option, in the bundle's order. */
export function selectedBundleOptions(
  ctx: BackendContext,
  product: SeedProduct,
  chosen: ChosenSelection[],
  today: string,
) {
  const bySku = getCatalogIndex(ctx.state).bySku;
  const groups = new Map<number, ChosenSelection[]>();
  for (const entry of chosen) groups.set(entry.option.id, [...(groups.get(entry.option.id) ?? []), entry]);
  return [...groups.values()].map((entries) => {
    const option = entries[0]!.option;
    return {
      id: option.id,
      uid: bundleOptionUid(option),
      label: option.title,
      type: option.type,
      values: entries.map(({ selection, quantity }) => {
        const child = bySku(selection.sku);
        return {
          id: selection.id,
          uid: bundleSelectionUid(option, selection, quantity),
          label: child?.name ?? selection.sku,
          quantity,
          price: money(ctx, selectionUnitPrice(product, selection, child, today).final).value,
        };
      }),
    };
  });
}

/** An order's record of a bundle line's options (BundleOrderItem.bundle_options). */
export function orderBundleOptions(
  state: BackendState,
  product: SeedProduct,
  chosen: ChosenSelection[],
  today: string,
) {
  const bySku = getCatalogIndex(state).bySku;
  const groups = new Map<number, ChosenSelection[]>();
  for (const entry of chosen) groups.set(entry.option.id, [...(groups.get(entry.option.id) ?? []), entry]);
  return [...groups.values()].map((entries) => ({
    id: entries[0]!.option.id,
    label: entries[0]!.option.title,
    values: entries.map(({ option, selection, quantity }) => {
      const child = bySku(selection.sku);
      return {
        id: selection.id,
        uid: bundleSelectionUid(option, selection, quantity),
        product_name: child?.name ?? selection.sku,
        product_sku: selection.sku,
        quantity,
        price: selectionUnitPrice(product, selection, child, today).final,
      };
    }),
  }));
}
