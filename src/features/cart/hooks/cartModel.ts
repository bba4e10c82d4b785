/**
 * What the mini cart and the cart page show of a cart, from the `CartPage_cart` fragment: lines
 * with their picture, options, prices and quantity (the optimistic one while a change is in
 * flight; a line being removed is hidden), and the totals in the cart's currency.
 */
import type { CartPage_CartFragment } from '../../../__generated__/operations';
import { DEFAULT_CART_CURRENCY } from '../../../store/selectors';
import { productUrl } from '../../../platform/catalog/catalogUrls';
import { bundleEditHref, bundleLineOf } from './bundleLine';

interface Money {
  value: number;
  currency: string;
}

export interface CartItemView {
  uid: string;
  name: string;
  sku: string;
  href: string;
  image: { url: string; alt: string } | null;
  /** Chosen options of a configurable product ("Color: Walnut") or a bundle ("Cartridge: ST-10 × 1"). */
  options: Array<{ label: string; value: string }>;
  quantity: number;
  /** True while a quantity change of this line is on its way. */
  isPending: boolean;
  price: Money | null;
  rowTotal: Money | null;
  /** What the backend says is wrong with the line (e.g. not enough in stock). */
  problem: string | null;
  /** How to add the line again (a configurable line's quantity change is remove then add). */
  configurable: { parentSku: string; selectedOptions: string[] } | null;
  /** A bundle line: its product page, opened with the line's choices to change them. */
  editHref?: string | null;
}

export interface CartTotalsView {
  subtotal: Money | null;
  discounts: Array<{ label: string; amount: Money }>;
  /** The shipping method chosen on the cart and its price; null before one is chosen. */
  shipping: { title: string; amount: Money } | null;
  taxes: Array<{ label: string; amount: Money }>;
  grandTotal: Money | null;
  currency: string;
  /** Nothing in the cart is shipped: there is no shipping to calculate. */
  isVirtual: boolean;
  /**
   * The cart has the address its tax follows (the shipping address; a virtual cart's billing
   * address): no tax applied is then a tax of zero, not one still to be worked out.
   */
  hasTaxAddress: boolean;
}

const money = (
  amount: { value?: number | null; currency?: string | null } | null | undefined,
): Money | null =>
  amount && typeof amount.value === 'number'
    ? { value: amount.value, currency: amount.currency ?? DEFAULT_CART_CURRENCY }
    : null;

type CartItem = NonNullable<NonNullable<CartPage_CartFragment['items']>[number]>;

/**
 * A downloadable line's links as one option: the product's links title ("Tracks", else Magento's
 * default title, "Links") and the chosen links' titles.
 */
function downloadableOptions(item: Extract<CartItem, { links?: unknown }>): CartItemView['options'] {
  const titles = (item.links ?? []).flatMap((link) => (link?.title ? [link.title] : []));
  if (titles.length === 0) return [];
  const label = ('links_title' in item.product ? item.product.links_title : null) || 'Links';
  return [{ label, value: titles.join(', ') }];
}

function itemView(item: CartItem, pending: Record<string, number>): CartItemView {
  const isConfigurable = 'configurable_options' in item;
  const bundle = bundleLineOf(item);
  const options = isConfigurable
    ? item.configurable_options.flatMap((option) =>
        option ? [{ label: option.option_label, value: option.value_label }] : [],
      )
    : bundle
      ? bundle.options
      : 'links' in item
        ? downloadableOptions(item)
        : [];
  const variantPicture = isConfigurable ? item.configured_variant.thumbnail : null;
  const picture = variantPicture?.url ? variantPicture : item.product.thumbnail;
  const name = item.product.name ?? item.product.sku ?? '';
  return {
    uid: item.uid,
    name,
    sku: (isConfigurable ? item.configured_variant.sku : null) ?? item.product.sku ?? '',
    href: productUrl(item.product.url_key, item.product.url_suffix),
    editHref: bundle
      ? bundleEditHref(
          productUrl(item.product.url_key, item.product.url_suffix),
          item.uid,
          bundle,
          item.quantity,
        )
      : null,
    image: picture?.url ? { url: picture.url, alt: picture.label || name } : null,
    options,
    quantity: pending[item.uid] ?? item.quantity,
    isPending: item.uid in pending,
    price: money(item.prices?.price),
    rowTotal: money(item.prices?.row_total),
    problem: item.errors?.find((error) => error?.message)?.message ?? null,
    configurable:
      isConfigurable && item.product.sku
        ? {
            parentSku: item.product.sku,
            selectedOptions: item.configurable_options.flatMap((option) =>
              option ? [option.configurable_product_option_value_uid] : [],
            ),
          }
        : null,
  };
}

/** What a line is, whatever its uid: the product bought and its options. */
export const lineKey = (item: Pick<CartItemView, 'sku' | 'options'>): string =>
  [item.sku, ...item.options.map((option) => `${option.label}=${option.value}`)].join('|');

/**
 * The lines to show: lines being removed (pending quantity 0) are left out; with `order` (line keys
 * in the order the shopper has seen them), a line keeps its place when it is added again.
 */
export function cartItemViews(
  cart: Pick<CartPage_CartFragment, 'items'> | null | undefined,
  pending: Record<string, number>,
  order: readonly string[] = [],
): CartItemView[] {
  const views = (cart?.items ?? [])
    .flatMap((item) => (item ? [itemView(item, pending)] : []))
    .filter((item) => item.quantity > 0);
  if (!order.length) return views;
  const rank = (view: CartItemView) => {
    const at = order.indexOf(lineKey(view));
    return at < 0 ? order.length : at;
  };
  return views
    .map((view, index) => ({ view, index }))
    .sort((a, b) => rank(a.view) - rank(b.view) || a.index - b.index)
    .map(({ view }) => view);
}

/** The shipping method Magento has on the cart's (first) shipping address, with its price. */
function shippingView(
  cart: Pick<CartPage_CartFragment, 'shipping_addresses'> | null | undefined,
): CartTotalsView['shipping'] {
  const method = cart?.shipping_addresses?.[0]?.selected_shipping_method;
  const amount = money(method?.amount);
  if (!method || !amount) return null;
  const title = [method.carrier_title, method.method_title].filter(Boolean).join(' - ');
  return { title, amount };
}

export function cartTotalsView(
  cart:
    | (Pick<CartPage_CartFragment, 'prices' | 'shipping_addresses'> & {
        is_virtual?: boolean;
        billing_address?: CartPage_CartFragment['billing_address'];
      })
    | null
    | undefined,
): CartTotalsView {
  const prices = cart?.prices;
  const listed = (
    entries:
      | ReadonlyArray<{ label: string; amount: { value: number | null; currency: string | null } } | null>
      | null
      | undefined,
  ) =>
    (entries ?? []).flatMap((entry) => {
      const amount = money(entry?.amount);
      return entry && amount && amount.value !== 0 ? [{ label: entry.label, amount }] : [];
    });
  const grandTotal = money(prices?.grand_total);
  return {
    subtotal: money(prices?.subtotal_excluding_tax),
    discounts: listed(prices?.discounts),
    shipping: shippingView(cart),
    taxes: listed(prices?.applied_taxes),
    grandTotal,
    currency: grandTotal?.currency ?? DEFAULT_CART_CURRENCY,
    isVirtual: cart?.is_virtual === true,
    hasTaxAddress:
      cart?.is_virtual === true
        ? Boolean(cart.billing_address)
        : (cart?.shipping_addresses ?? []).some((address) => address !== null),
  };
}
