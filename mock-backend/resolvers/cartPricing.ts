/**
 * Cart pricing, shared by the cart, checkout and order code: each line's unit price (special
 * prices within their dates, a configurable line at its chosen child's price), the coupon's
 * discount, shipping for the chosen method, tax by the shipping address's state, and the grand
 * total. Everything is in the base currency (USD); resolvers convert for display.
 */
import {
  couponRules,
  shippingRules,
  taxRates,
  type CouponRule,
  type ShippingRule,
} from '../data/checkoutRules';
import type { SeedProduct, SeedVariant } from '../data/types';
import type { BackendState, CartItemRecord, CartRecord } from '../state';
import { getCatalogIndex } from './catalog/catalogIndex';
import { activeSpecialPrice, round2, variantPrice } from './catalog/pricing';
import type { ChosenSelection } from './catalog/bundlePricing';
import { bundleLinePrice, bundleLineSelections, bundleStock } from './bundleCart';
import { linksPrice } from './downloadableLinks';

export interface PricedLine {
  item: CartItemRecord;
  /** The product shown for the line: the configurable parent, or the product itself. */
  product: SeedProduct;
  /** The configurable child bought, if any. */
  variant: SeedVariant | null;
  /** A bundle line's chosen selections (null for other lines). */
  bundle?: ChosenSelection[] | null;
  /** A bundle line's stock, as its parts allow (bundleCart.ts); other lines use their product's. */
  partsStock?: { inStock: boolean; quantity: number } | null;
  /** Regular and final unit prices. */
  regular: number;
  unit: number;
  row: number;
}

export interface CartTotals {
  lines: PricedLine[];
  subtotal: number;
  /** Positive amount taken off by the coupon (0 without one). */
  discount: number;
  coupon: CouponRule | null;
  /** The subtotal after the discount, which shipping thresholds and tax are computed on. */
  subtotal_with_discount: number;
  shipping: number;
  tax: number;
  grand_total: number;
}

/** The product (and configurable child) a cart line refers to, or null when it is gone. */
export function lineProduct(
  state: BackendState,
  item: Pick<CartItemRecord, 'sku' | 'parent_sku'>,
): { product: SeedProduct; variant: SeedVariant | null } | null {
  const index = getCatalogIndex(state);
  if (item.parent_sku) {
    const parent = index.productBySku.get(item.parent_sku.toLowerCase());
    const variant = parent?.variants?.find((child) => child.sku.toLowerCase() === item.sku.toLowerCase());
    return parent && variant ? { product: parent, variant } : null;
  }
  const product = index.productBySku.get(item.sku.toLowerCase());
  return product ? { product, variant: null } : null;
}

/** A line that is never shipped: a virtual or downloadable product. */
const isVirtualProduct = (product: Pick<SeedProduct, 'type'>): boolean =>
  product.type === 'virtual' || product.type === 'downloadable';

/** Quote::isVirtual: a cart with lines, none of which is shipped. */
export const isVirtualCart = (lines: ReadonlyArray<Pick<PricedLine, 'product'>>): boolean =>
  lines.length > 0 && lines.every((line) => isVirtualProduct(line.product));

const within = (today: string, from?: string | null, to?: string | null) =>
  (!from || today >= from.slice(0, 10)) && (!to || today <= to.slice(0, 10));

/** The coupon rule for a code (case-insensitive) if it exists and is valid today. */
export function findCoupon(code: string, today: string): CouponRule | null {
  const rule = couponRules.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  return rule && within(today, rule.from_date, rule.to_date) ? rule : null;
}

/** The shipping methods offered for a cart with this discounted subtotal (US addresses only). */
export function shippingMethodsFor(
  cart: Pick<CartRecord, 'shipping_address' | 'items'>,
  subtotalWithDiscount: number,
  coupon: CouponRule | null = null,
): Array<ShippingRule & { amount: number }> {
  if (cart.shipping_address && cart.shipping_address.country_code !== 'US') return [];
  return shippingRules
    .filter((rule) => rule.min_subtotal === undefined || subtotalWithDiscount >= rule.min_subtotal)
    .map((rule) => ({ ...rule, amount: coupon?.kind === 'free_shipping' ? 0 : rule.amount }));
}

export function cartTotals(state: BackendState, cart: CartRecord, today: string): CartTotals {
  const lines: PricedLine[] = [];
  for (const item of cart.items) {
    const found = lineProduct(state, item);
    if (!found) continue;
    const { product, variant } = found;
    if (product.type === 'bundle') {
      const bundle = bundleLineSelections(product, item.selected_options);
      const prices = bundleLinePrice(state, product, bundle, today);
      lines.push({
        item,
        product,
        variant: null,
        bundle,
        partsStock: bundleStock(state, bundle),
        regular: prices.regular,
        unit: prices.final,
        row: round2(prices.final * item.quantity),
      });
      continue;
    }
    const prices = variant
      ? variantPrice(product, variant, today)
      : (() => {
          const special = activeSpecialPrice(product.special_price, product, today);
          // A downloadable line adds the links it chose to the product's price.
          const links = linksPrice(product, item.selected_options);
          const final = special !== null && special < product.price ? special : product.price;
          return { regular: round2(product.price + links), final: round2(final + links) };
        })();
    lines.push({
      item,
      product,
      variant,
      regular: prices.regular,
      unit: prices.final,
      row: round2(prices.final * item.quantity),
    });
  }
  const subtotal = round2(lines.reduce((sum, line) => sum + line.row, 0));
  let coupon = cart.coupon_code ? findCoupon(cart.coupon_code, today) : null;
  if (coupon?.min_subtotal !== undefined && subtotal < coupon.min_subtotal) coupon = null;
  let discount = 0;
  if (coupon?.kind === 'percent') discount = round2((subtotal * coupon.amount) / 100);
  if (coupon?.kind === 'fixed') discount = Math.min(subtotal, coupon.amount);
  const subtotalWithDiscount = round2(subtotal - discount);
  const method = cart.shipping_method;
  // A virtual cart is never shipped: a method chosen before it became virtual costs nothing.
  const shipping =
    method && !isVirtualCart(lines)
      ? (shippingMethodsFor(cart, subtotalWithDiscount, coupon).find(
          (rule) => rule.carrier_code === method.carrier_code && rule.method_code === method.method_code,
        )?.amount ?? 0)
      : 0;
  // A virtual cart is taxed by its billing address, having no shipping one.
  const taxAddress = isVirtualCart(lines) ? cart.billing_address : cart.shipping_address;
  const region = taxAddress?.country_code === 'US' ? taxAddress.region_code : null;
  const tax = round2(subtotalWithDiscount * (region ? (taxRates[region] ?? 0) : 0));
  return {
    lines,
    subtotal,
    discount,
    coupon,
    subtotal_with_discount: subtotalWithDiscount,
    shipping,
    tax,
    grand_total: round2(subtotalWithDiscount + shipping + tax),
  };
}
