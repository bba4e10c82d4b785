/**
 * Cart domain: `cart(cart_id)` and `customerCart` with Magento's answers for a missing, inactive or
 * someone else's cart; the cart's items (simple, virtual, configurable and bundle lines), prices, coupons
 * and item counts. The mutations (create, add, update, remove, coupons, merge) are in
 * cartMutations.ts. Every amount comes from cartTotals() (cartPricing.ts) and is converted to the
 * display currency here.
 */
import type { BackendContext, Resolvers } from '../context';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { persistState, type CartItemRecord, type CartRecord } from '../state';
import { fromUid, optionValueUid, toUid } from '../uid';
import { beforeRemoving, nextInSequence } from './sequences';
import { getCatalogIndex } from './catalog/catalogIndex';
import { productNode, variantNode } from './catalog/nodes';
import { money, round2, todayOf } from './catalog/pricing';
import { cartMutationResolvers } from './cartMutations';
import { cartTotals, isVirtualCart, type CartTotals, type PricedLine } from './cartPricing';
import { selectedBundleOptions } from './bundleCart';
import { currentCustomer } from './customer';

/** Magento's answer to a customer-only request without a valid customer token. */
export const NOT_AUTHORIZED = "The current customer isn't authorized.";

/**
 * The cart by masked id, if the request may use it; otherwise Magento's error. As in Magento, a
 * guest cart is usable only without a customer token and a customer's cart only with its owner's.
 */
export function findUsableCart(ctx: BackendContext, maskedId: string): CartRecord {
  const cart = ctx.state.carts[maskedId];
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${maskedId}"`);
  const customer = currentCustomer(ctx);
  if ((cart.customer_id ?? null) !== (customer?.id ?? null)) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  return cart;
}

const totalQuantity = (cart: CartRecord) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

/** Totals of a cart, computed once per request. */
const totalsCache = new WeakMap<object, WeakMap<CartRecord, CartTotals>>();
export function totalsOf(ctx: BackendContext, cart: CartRecord): CartTotals {
  let perRequest = totalsCache.get(ctx);
  if (!perRequest) totalsCache.set(ctx, (perRequest = new WeakMap()));
  let totals = perRequest.get(cart);
  if (!totals) perRequest.set(cart, (totals = cartTotals(ctx.state, cart, todayOf(ctx))));
  return totals;
}

/** Forgets a cart's totals for this request (after a mutation changed the cart). */
export function forgetTotals(ctx: BackendContext, cart: CartRecord): void {
  totalsCache.get(ctx)?.delete(cart);
}

/** What a line's product has in stock: the configurable child's own stock, else the product's. */
export function stockOf(line: Pick<PricedLine, 'product' | 'variant' | 'partsStock'>): {
  inStock: boolean;
  quantity: number;
} {
  if (line.partsStock) return line.partsStock;
  const source = line.variant ?? line.product;
  return { inStock: source.stock_status === 'IN_STOCK' && source.quantity > 0, quantity: source.quantity };
}

/**
 * The problem Magento reports on a line it can no longer sell as asked, or null: out of stock
 * (Inventory's "There are no source items with the in stock status") or more than is salable
 * ("Not enough items for sale"). QuoteGraphQl/Model/Resolver/CartItemErrors.php answers it in the
 * line's `errors` with the code ITEM_QTY; the line itself stays in the cart.
 */
export function lineStockProblem(line: PricedLine): string | null {
  const stock = stockOf(line);
  if (!stock.inStock) return 'There are no source items with the in stock status';
  if (line.item.quantity > stock.quantity) return 'Not enough items for sale';
  return null;
}

export interface CartItemValue {
  __typename:
    'SimpleCartItem' | 'VirtualCartItem' | 'ConfigurableCartItem' | 'BundleCartItem' | 'DownloadableCartItem';
  __line: PricedLine;
}

function itemValue(line: PricedLine): CartItemValue {
  const __typename = line.bundle
    ? 'BundleCartItem'
    : line.variant
      ? 'ConfigurableCartItem'
      : line.product.type === 'virtual'
        ? 'VirtualCartItem'
        : line.product.type === 'downloadable'
          ? 'DownloadableCartItem'
          : 'SimpleCartItem';
  return { __typename, __line: line };
}

/** The selected options of a configurable line, as Magento lists them. */
export function selectedOptions(ctx: Pick<BackendContext, 'state'>, line: PricedLine) {
  const { product, variant } = line;
  if (!variant) return [];
  const index = getCatalogIndex(ctx.state);
  return [...(product.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      const valueId = variant.options[option.attribute_code];
      if (!attribute || valueId === undefined) return [];
      const value = index.options.get(attribute.code)?.get(valueId);
      return [
        {
          configurable_product_option_uid: toUid(`configurable/${product.id}/${attribute.id}`),
          configurable_product_option_value_uid: optionValueUid(attribute.id, valueId),
          option_label: option.label || attribute.label,
          value_label: value?.label ?? valueId,
        },
      ];
    });
}

const CART_ITEM_FIELDS = {
  uid: (item: CartItemValue) => item.__line.item.uid,
  quantity: (item: CartItemValue) => item.__line.item.quantity,
  product: (item: CartItemValue) => productNode(item.__line.product),
  prices: (item: CartItemValue, _args: unknown, ctx: BackendContext) => ({
    price: money(ctx, item.__line.unit),
    row_total: money(ctx, item.__line.row),
    original_item_price: money(ctx, item.__line.regular),
  }),
  errors: (item: CartItemValue) => {
    const problem = lineStockProblem(item.__line);
    return problem ? [{ code: 'ITEM_QTY', message: problem }] : null;
  },
};

/** Magento's default tax rate label for a US state ("US-CA-*-Rate 1"). */
const taxLabel = (region: string) => `US-${region}-*-Rate 1`;

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_root, args: { cart_id: string }, ctx: BackendContext) => {
      if (!args.cart_id.trim()) throw inputError('Required parameter "cart_id" is missing');
      return findUsableCart(ctx, args.cart_id);
    },
    customerCart: (_root, _args, ctx: BackendContext) => customerActiveCart(ctx),
  },
  Mutation: cartMutationResolvers,
  Cart: {
    total_quantity: totalQuantity,
    // A configurable product's line counts once with its quantity, as its child: the same sum
    // while every line is one product.
    total_summary_quantity_including_config: totalQuantity,
    is_virtual: (cart: CartRecord, _args, ctx: BackendContext) => {
      return isVirtualCart(totalsOf(ctx, cart).lines);
    },
    applied_coupons: (cart: CartRecord, _args, ctx: BackendContext) => {
      const coupon = totalsOf(ctx, cart).coupon;
      return cart.coupon_code && coupon ? [{ code: cart.coupon_code }] : null;
    },
    /**
     * Lines in the order they were added. A line Magento can no longer sell as asked (out of stock,
     * or more than is left) is still there, with the problem in its own `errors`
     * (GraphQl/Quote/Guest/GetCartTest.php): Magento 2.4.8 adds no top-level error for it.
     */
    items: (cart: CartRecord, _args, ctx: BackendContext) => totalsOf(ctx, cart).lines.map(itemValue),
    prices: (cart: CartRecord, _args, ctx: BackendContext) => {
      const totals = totalsOf(ctx, cart);
      const taxAddress = isVirtualCart(totals.lines) ? cart.billing_address : cart.shipping_address;
      const region = taxAddress?.country_code === 'US' ? (taxAddress.region_code ?? null) : null;
      return {
        grand_total: money(ctx, totals.grand_total),
        subtotal_excluding_tax: money(ctx, totals.subtotal),
        subtotal_including_tax: money(ctx, round2(totals.subtotal + totals.tax)),
        subtotal_with_discount_excluding_tax: money(ctx, totals.subtotal_with_discount),
        discounts:
          totals.discount > 0 && totals.coupon
            ? [
                {
                  amount: money(ctx, totals.discount),
                  label: totals.coupon.label,
                  coupon: { code: cart.coupon_code ?? totals.coupon.code },
                },
              ]
            : null,
        applied_taxes:
          totals.tax > 0 && region ? [{ label: taxLabel(region), amount: money(ctx, totals.tax) }] : [],
      };
    },
  },
  SimpleCartItem: CART_ITEM_FIELDS,
  VirtualCartItem: CART_ITEM_FIELDS,
  BundleCartItem: {
    ...CART_ITEM_FIELDS,
    bundle_options: (item: CartItemValue, _args, ctx: BackendContext) =>
      selectedBundleOptions(ctx, item.__line.product, item.__line.bundle ?? [], todayOf(ctx)),
  },
  // Its links and samples: resolvers/downloadable.ts.
  DownloadableCartItem: CART_ITEM_FIELDS,
  ConfigurableCartItem: {
    ...CART_ITEM_FIELDS,
    configurable_options: (item: CartItemValue, _args, ctx: BackendContext) =>
      selectedOptions(ctx, item.__line),
    configured_variant: (item: CartItemValue, _args, ctx: BackendContext) => {
      const { product, variant } = item.__line;
      const child = variant ? getCatalogIndex(ctx.state).variantProducts.get(variant.id) : undefined;
      return child ? variantNode(product, child) : productNode(product);
    },
  },
};

/** A fresh masked cart id: 32 letters and digits, as Magento's. */
export function newMaskedId(ctx: Pick<BackendContext, 'state'>): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id: string;
  do {
    id = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => alphabet[byte % 62]).join('');
  } while (ctx.state.carts[id]);
  return id;
}

export function createCart(ctx: BackendContext, customerId: number | null, maskedId?: string): CartRecord {
  const now = new Date().toISOString();
  const cart: CartRecord = {
    id: maskedId ?? newMaskedId(ctx),
    customer_id: customerId,
    is_active: true,
    items: [],
    created_at: now,
    updated_at: now,
  };
  ctx.state.carts[cart.id] = cart;
  return cart;
}

/** The signed-in customer's active cart, created when they have none; Magento's error for a guest. */
export function customerActiveCart(ctx: BackendContext): CartRecord {
  const customer = currentCustomer(ctx);
  // QuoteGraphQl/Model/Resolver/CustomerCart.php
  if (!customer) throw authorizationError('The request is allowed for logged in customer');
  const existing = Object.values(ctx.state.carts).find(
    (cart) => cart.customer_id === customer.id && cart.is_active,
  );
  if (existing) return existing;
  const created = createCart(ctx, customer.id);
  persistState();
  return created;
}

/** The next cart item uid: base64 of an item id above every one used so far (never reused, as in Magento). */
export function nextItemUid(ctx: Pick<BackendContext, 'state'>): string {
  return toUid(nextInSequence(ctx.state, 'cart item', () => highestItemId(ctx.state)));
}

function highestItemId(state: BackendContext['state']): number {
  let max = 0;
  for (const cart of Object.values(state.carts)) {
    for (const item of cart.items) max = Math.max(max, Number(fromUid(item.uid)) || 0);
  }
  return max;
}

/** Takes a line out of a cart; its uid is not handed out again. */
export function removeLine(
  ctx: Pick<BackendContext, 'state'>,
  cart: CartRecord,
  line: CartRecord['items'][number],
): void {
  beforeRemoving(ctx.state, 'cart item', () => highestItemId(ctx.state));
  cart.items = cart.items.filter((item) => item !== line);
}

/** The line of a cart that is the same product with the same options, if any. */
export function sameLine(
  cart: CartRecord,
  item: Pick<CartItemRecord, 'sku' | 'parent_sku' | 'selected_options'>,
): CartItemRecord | undefined {
  const key = (line: Pick<CartItemRecord, 'sku' | 'parent_sku' | 'selected_options'>) =>
    `${line.sku.toLowerCase()}|${(line.parent_sku ?? '').toLowerCase()}|${[...line.selected_options].sort().join(',')}`;
  return cart.items.find((line) => key(line) === key(item));
}
