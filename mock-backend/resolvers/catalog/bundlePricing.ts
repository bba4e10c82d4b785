/**
 * Prices of bundles and grouped products, as Magento computes them:
 * - a dynamic-price bundle costs the sum of its chosen products' final prices times their
 *   quantities; a fixed-price bundle costs its own price plus each chosen selection's price (an
 *   amount, or a percentage of the bundle's price) times its quantity;
 * - its lowest price takes the cheapest salable selection of every required option (with no
 *   required option, the cheapest single selection); its highest takes the dearest selection of
 *   each radio or select option and every selection of each checkbox or multi-select option
 *   (Bundle/Pricing/Adjustment/Calculator.php, Bundle/Model/ResourceModel/Indexer/Price.php);
 * - a grouped product ranges over its salable members' final prices
 *   (GroupedProduct/Pricing/Price/FinalPrice.php, ConfigurableRegularPrice-like minimum).
 */
import type { SeedBundleOption, SeedBundleSelection, SeedProduct } from '../../data/types';
import { activeSpecialPrice, round2, type PricePair, type PriceRangeInfo } from './pricing';

export type SkuLookup = (sku: string) => SeedProduct | undefined;

const salable = (product: SeedProduct | undefined): product is SeedProduct =>
  Boolean(product) && product!.stock_status === 'IN_STOCK' && product!.quantity > 0;

/** A simple product's own regular and final price. */
function ownPrice(product: SeedProduct, today: string): PricePair {
  const special = activeSpecialPrice(product.special_price, product, today);
  return {
    regular: product.price,
    final: special !== null && special < product.price ? special : product.price,
  };
}

/** One unit of a selection, as the bundle prices it. */
export function selectionUnitPrice(
  bundle: SeedProduct,
  selection: SeedBundleSelection,
  child: SeedProduct | undefined,
  today: string,
): PricePair {
  if (bundle.bundle?.dynamic_price) {
    return child ? ownPrice(child, today) : { regular: 0, final: 0 };
  }
  const value = selection.price ?? 0;
  const amount = selection.price_type === 'PERCENT' ? round2((bundle.price * value) / 100) : value;
  return { regular: amount, final: amount };
}

interface Offer {
  option: SeedBundleOption;
  selection: SeedBundleSelection;
  price: PricePair;
}

function offersOf(bundle: SeedProduct, option: SeedBundleOption, today: string, bySku: SkuLookup): Offer[] {
  return option.selections.flatMap((selection) => {
    const child = bySku(selection.sku);
    if (!salable(child)) return [];
    const unit = selectionUnitPrice(bundle, selection, child, today);
    return [
      {
        option,
        selection,
        price: { regular: unit.regular * selection.quantity, final: unit.final * selection.quantity },
      },
    ];
  });
}

const sum = (pairs: PricePair[]): PricePair => ({
  regular: round2(pairs.reduce((total, pair) => total + pair.regular, 0)),
  final: round2(pairs.reduce((total, pair) => total + pair.final, 0)),
});

const cheapest = (offers: Offer[]) =>
  offers.reduce<Offer | undefined>(
    (best, offer) => (!best || offer.price.final < best.price.final ? offer : best),
    undefined,
  );
const dearest = (offers: Offer[]) =>
  offers.reduce<Offer | undefined>(
    (best, offer) => (!best || offer.price.final > best.price.final ? offer : best),
    undefined,
  );

const isMulti = (option: SeedBundleOption) => option.type === 'checkbox' || option.type === 'multi';

/** A bundle's or grouped product's lowest and highest prices. */
export function compositePriceRange(product: SeedProduct, today: string, bySku: SkuLookup): PriceRangeInfo {
  if (product.type === 'grouped') {
    const prices = (product.grouped_items ?? [])
      .map((item) => bySku(item.sku))
      .filter(salable)
      .map((member) => ownPrice(member, today));
    if (prices.length === 0) return { minimum: { regular: 0, final: 0 }, maximum: { regular: 0, final: 0 } };
    const low = prices.reduce((a, b) => (b.final < a.final ? b : a));
    const high = prices.reduce((a, b) => (b.final > a.final ? b : a));
    return { minimum: low, maximum: high };
  }
  const options = product.bundle?.options ?? [];
  const base = product.bundle?.dynamic_price ? 0 : product.price;
  const basePair = { regular: base, final: base };
  const required = options.filter((option) => option.required);
  const minimumParts = required.length
    ? required.map(
        (option) => cheapest(offersOf(product, option, today, bySku))?.price ?? { regular: 0, final: 0 },
      )
    : [
        cheapest(options.flatMap((option) => offersOf(product, option, today, bySku)))?.price ?? {
          regular: 0,
          final: 0,
        },
      ];
  const maximumParts = options.flatMap((option) => {
    const offers = offersOf(product, option, today, bySku);
    if (isMulti(option)) return offers.map((offer) => offer.price);
    const top = dearest(offers);
    return top ? [top.price] : [];
  });
  return { minimum: sum([basePair, ...minimumParts]), maximum: sum([basePair, ...maximumParts]) };
}

/** What the shopper chose of one option: the selection and its quantity. */
export interface ChosenSelection {
  option: SeedBundleOption;
  selection: SeedBundleSelection;
  quantity: number;
}

/** One unit of a configured bundle: its own price (fixed) plus its selections times their quantities. */
export function bundleUnitPrice(
  bundle: SeedProduct,
  chosen: ChosenSelection[],
  today: string,
  bySku: SkuLookup,
): PricePair {
  const base = bundle.bundle?.dynamic_price ? 0 : bundle.price;
  return sum([
    { regular: base, final: base },
    ...chosen.map(({ selection, quantity }) => {
      const unit = selectionUnitPrice(bundle, selection, bySku(selection.sku), today);
      return { regular: unit.regular * quantity, final: unit.final * quantity };
    }),
  ]);
}
