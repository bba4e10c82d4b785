/**
 * Prices: special prices within their dates, configurable ranges over the children, and Money in
 * the request's display currency (converted from the base currency, USD, by the store's rates).
 */
import type { BackendContext } from '../../context';
import type { SeedProduct, SeedVariant } from '../../data/types';
import { compositePriceRange, type SkuLookup } from './bundlePricing';

export interface PricePair {
  regular: number;
  final: number;
}

export interface PriceRangeInfo {
  minimum: PricePair;
  maximum: PricePair;
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

const todayCache = new WeakMap<object, string>();

/** A date formatter per time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) in the store's time zone; fixed for the whole request. */
export function todayOf(ctx: Pick<BackendContext, 'storeView'> & object): string {
  const known = todayCache.get(ctx);
  if (known) return known;
  let today: string;
  try {
    today = dateFormat(ctx.storeView.timezone).format(new Date());
  } catch {
    today = new Date().toISOString().slice(0, 10);
  }
  todayCache.set(ctx, today);
  return today;
}

const day = (date: string | null | undefined): string | null => (date ? date.slice(0, 10) : null);

/** The special price when one is set and today lies within its dates (both inclusive). */
export function activeSpecialPrice(
  special: number | null | undefined,
  dates: Pick<SeedProduct, 'special_from_date' | 'special_to_date'>,
  today: string,
): number | null {
  if (special === null || special === undefined) return null;
  const from = day(dates.special_from_date);
  const to = day(dates.special_to_date);
  if (from && today < from) return null;
  if (to && today > to) return null;
  return special;
}

function pair(regular: number, special: number | null): PricePair {
  return { regular, final: special !== null && special < regular ? special : regular };
}

/** A configurable child's prices (dates are the parent's: children have none of their own). */
export function variantPrice(parent: SeedProduct, variant: SeedVariant, today: string): PricePair {
  const regular = variant.price ?? parent.price;
  return pair(regular, activeSpecialPrice(variant.special_price, parent, today));
}

/**
 * Lowest and highest prices; for a configurable product over its children, for a bundle or a
 * grouped product over its parts (bundlePricing.ts, which looks its parts up with `bySku`).
 */
export function priceRangeOf(product: SeedProduct, today: string, bySku?: SkuLookup): PriceRangeInfo {
  if ((product.type === 'bundle' || product.type === 'grouped') && bySku) {
    return compositePriceRange(product, today, bySku);
  }
  const variants = product.type === 'configurable' ? (product.variants ?? []) : [];
  const links = product.downloadable?.links_purchased_separately ? product.downloadable.links : [];
  if (links.length > 0) {
    // Downloadable/Model/ResourceModel/Indexer/Price.php: links bought separately add the
    // cheapest link to the lowest price and every link to the highest.
    const own = pair(product.price, activeSpecialPrice(product.special_price, product, today));
    const cheapest = Math.min(...links.map((link) => link.price));
    const all = links.reduce((sum, link) => sum + link.price, 0);
    const plus = (added: number) => ({ regular: round2(own.regular + added), final: round2(own.final + added) });
    return { minimum: plus(cheapest), maximum: plus(all) };
  }
  if (variants.length === 0) {
    const own = pair(product.price, activeSpecialPrice(product.special_price, product, today));
    return { minimum: own, maximum: own };
  }
  const prices = variants.map((variant) => variantPrice(product, variant, today));
  return {
    minimum: {
      regular: Math.min(...prices.map((p) => p.regular)),
      final: Math.min(...prices.map((p) => p.final)),
    },
    maximum: {
      regular: Math.max(...prices.map((p) => p.regular)),
      final: Math.max(...prices.map((p) => p.final)),
    },
  };
}

/** The price the catalog filters and sorts on: the lowest final price. */
export const indexedPrice = (product: SeedProduct, today: string, bySku?: SkuLookup): number =>
  priceRangeOf(product, today, bySku).minimum.final;

function rateOf(ctx: Pick<BackendContext, 'state' | 'currency'>): number {
  const rate = ctx.state.store.rates[ctx.currency];
  return typeof rate === 'number' && rate > 0 ? rate : 1;
}

/** Converts a base-currency amount to the display currency, rounded as Magento rounds. */
export const convert = (ctx: Pick<BackendContext, 'state' | 'currency'>, value: number): number =>
  round2(value * rateOf(ctx));

export const money = (ctx: Pick<BackendContext, 'state' | 'currency'>, value: number) => ({
  value: convert(ctx, value),
  currency: ctx.currency,
});

/** ProductPrice: regular and final price, their difference, no fixed product taxes. */
export function productPrice(ctx: Pick<BackendContext, 'state' | 'currency'>, prices: PricePair) {
  const regular = convert(ctx, prices.regular);
  const final = convert(ctx, prices.final);
  const amountOff = round2(Math.max(0, regular - final));
  const percentOff =
    prices.regular > 0 ? round2(((prices.regular - prices.final) / prices.regular) * 100) : 0;
  return {
    regular_price: { value: regular, currency: ctx.currency },
    final_price: { value: final, currency: ctx.currency },
    discount: { amount_off: amountOff, percent_off: Math.max(0, percentOff) },
    fixed_product_taxes: [],
  };
}
