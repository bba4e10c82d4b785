/**
 * Checkout over REST, as Magento's web API answers it:
 *   POST /V1/guest-carts/:cartId/shipping-information  and  /V1/carts/mine/shipping-information
 *   POST /V1/guest-carts/:cartId/payment-information   and  /V1/carts/mine/payment-information
 *   GET  /V1/guest-carts/:cartId/totals                and  /V1/carts/mine/totals
 * The first saves the addresses and the shipping method and answers the payment methods and
 * totals; the second places the order and answers its id; the third answers the cart's totals,
 * each amount in the cart's currency and in the base currency. "mine" needs a customer's bearer token.
 */
import {
  chooseShippingMethod,
  CheckoutError,
  paymentMethods,
  placeOrder,
  refuseShippingForVirtualCart,
  storeToday,
  toAddressRecord,
  type AddressInput,
} from '../resolvers/checkoutOrders';
import { selectedOptions } from '../resolvers/cart';
import { cartTotals } from '../resolvers/cartPricing';
import { convert, round2 } from '../resolvers/catalog/pricing';
import { currentCustomer } from '../resolvers/customer';
import { persistState, type BackendState, type CartRecord, type CustomerRecord } from '../state';
import { fromUid } from '../uid';
import { restError, restRoute, type RestAnswer, type RestRequest } from './router';

/** A REST address: Magento's `country_id`, `region_code`, `region_id`, `region` and `email`. */
interface RestAddress extends Omit<AddressInput, 'country_code'> {
  country_id?: unknown;
  email?: unknown;
}

const toRecord = (address: RestAddress | undefined) => {
  if (!address || typeof address !== 'object') throw new CheckoutError('The address is missing.');
  return toAddressRecord({ ...address, country_code: address.country_id });
};

/** Magento's error with named placeholders (`%fieldName`), filled by the client. */
const namedError = (status: number, message: string, parameters: Record<string, unknown>): RestAnswer => ({
  status,
  body: { message, parameters },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Resolved = { cart: CartRecord; customer: CustomerRecord | null } | { answer: RestAnswer };

/** Magento's answer to a cart it cannot load as an active one (Quote/Model/QuoteRepository.php). */
const noSuchCart = (fieldName: 'cartId' | 'customerId', fieldValue: unknown): RestAnswer =>
  namedError(404, 'No such entity with %fieldName = %fieldValue', { fieldName, fieldValue });

/**
 * The cart a guest route names, or the signed-in customer's active cart for a "mine" route. Only
 * an active cart is found: one an order was placed from is "no such entity", as Magento answers it
 * (GuestPaymentInformationManagement loads the cart as an active one first), so a repeated request
 * never places a second order.
 */
function resolveCart(input: RestRequest, mine: boolean): Resolved {
  const { state, params } = input;
  if (mine) {
    const customer = currentCustomer(input);
    if (!customer) {
      return {
        answer: namedError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' }),
      };
    }
    const cart = Object.values(state.carts).find(
      (candidate) => candidate.customer_id === customer.id && candidate.is_active,
    );
    return cart ? { cart, customer } : { answer: noSuchCart('customerId', customer.id) };
  }
  const cart = state.carts[params.cartId ?? ''];
  // The masked id names no quote: Magento looks up a null id.
  if (!cart || cart.customer_id !== null) return { answer: noSuchCart('cartId', null) };
  if (!cart.is_active) return { answer: noSuchCart('cartId', null) };
  return { cart, customer: null };
}

function failure(error: unknown): RestAnswer {
  if (error instanceof CheckoutError) {
    return error.rest
      ? { status: error.status, body: { message: error.rest.message, parameters: error.rest.parameters } }
      : restError(error.status, error.message);
  }
  throw error;
}

/** The store view a request to /rest/V1 (no store code) is served in: the default one. */
const restStoreView = (state: BackendState) =>
  state.store.storeViews.find((view) => view.is_default) ?? state.store.storeViews[0]!;

/** Magento's Escaper::escapeHtml, which the option values of a totals line go through. */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/**
 * The cart's totals as Magento's web API answers them (Quote/Model/Cart/CartTotalRepository.php):
 * each amount in the quote's currency and, as base_*, in the base currency, which is what the
 * order is charged in. A REST request names no display currency, so the quote's currency is the
 * store view's default display currency. As CartTotalRepository sets it, `grand_total` is the
 * grand total less tax, while `base_grand_total` is the whole grand total. Each visible line
 * (Quote/Model/Cart/Totals/ItemConverter.php) has its prices, quantity, name and `options`: a JSON
 * string of the chosen options, each `{value, label}` with the value HTML-escaped.
 */
function cartTotalsAnswer(state: BackendState, cart: CartRecord) {
  const view = restStoreView(state);
  const totals = cartTotals(state, cart, storeToday(state));
  const quote = (value: number) => convert({ state, currency: view.default_display_currency_code }, value);
  const grandTotalLessTax = Math.max(0, round2(quote(totals.grand_total) - quote(totals.tax)));
  return {
    grand_total: grandTotalLessTax,
    base_grand_total: totals.grand_total,
    subtotal: quote(totals.subtotal),
    base_subtotal: totals.subtotal,
    discount_amount: -quote(totals.discount),
    base_discount_amount: -totals.discount,
    subtotal_with_discount: quote(totals.subtotal_with_discount),
    base_subtotal_with_discount: totals.subtotal_with_discount,
    shipping_amount: quote(totals.shipping),
    base_shipping_amount: totals.shipping,
    tax_amount: quote(totals.tax),
    base_tax_amount: totals.tax,
    base_currency_code: view.base_currency_code,
    quote_currency_code: view.default_display_currency_code,
    ...(cart.coupon_code && totals.coupon ? { coupon_code: cart.coupon_code } : {}),
    items_qty: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    items: totals.lines.map((line) => ({
      item_id: Number(fromUid(line.item.uid) ?? 0),
      price: quote(line.unit),
      base_price: line.unit,
      qty: line.item.quantity,
      row_total: quote(line.row),
      base_row_total: line.row,
      options: JSON.stringify(
        selectedOptions({ state }, line).map((option) => ({
          value: escapeHtml(option.value_label),
          label: option.option_label,
        })),
      ),
      name: line.product.name,
    })),
  };
}

function paymentDetails(state: BackendState, cart: CartRecord) {
  return {
    payment_methods: paymentMethods.map(({ code, title }) => ({ code, title })),
    totals: cartTotalsAnswer(state, cart),
  };
}

/** GET .../totals: the cart's totals (Quote/Model/GuestCart/GuestCartTotalRepository.php). */
function totalsOfCart(mine: boolean) {
  return (input: RestRequest): RestAnswer => {
    const found = resolveCart(input, mine);
    if ('answer' in found) return found.answer;
    return { status: 200, body: cartTotalsAnswer(input.state, found.cart) };
  };
}

function shippingInformation(mine: boolean) {
  return (input: RestRequest): RestAnswer => {
    const found = resolveCart(input, mine);
    if ('answer' in found) return found.answer;
    const { cart } = found;
    const info =
      isRecord(input.body) && isRecord(input.body.addressInformation) ? input.body.addressInformation : null;
    if (!info) {
      return namedError(400, '"%fieldName" is required. Enter and try again.', {
        fieldName: 'addressInformation',
      });
    }
    if (cart.items.length === 0) {
      return restError(
        400,
        "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      );
    }
    try {
      refuseShippingForVirtualCart(input.state, cart);
      const shipping = toRecord(info.shipping_address as RestAddress);
      if (shipping.country_code !== 'US') {
        throw new CheckoutError('The shipping method is missing. Select the shipping method and try again.');
      }
      const email = isRecord(info.shipping_address) ? info.shipping_address.email : undefined;
      const billing = info.billing_address ? toRecord(info.billing_address as RestAddress) : null;
      const previous = { address: cart.shipping_address, method: cart.shipping_method };
      cart.shipping_address = shipping;
      try {
        chooseShippingMethod(
          input.state,
          cart,
          String(info.shipping_carrier_code ?? ''),
          String(info.shipping_method_code ?? ''),
        );
      } catch (error) {
        cart.shipping_address = previous.address;
        cart.shipping_method = previous.method;
        throw error;
      }
      if (billing) cart.billing_address = billing;
      if (typeof email === 'string' && email.trim() && !found.customer) cart.email = email.trim();
      cart.updated_at = new Date().toISOString();
      persistState();
      return { status: 200, body: paymentDetails(input.state, cart) };
    } catch (error) {
      return failure(error);
    }
  };
}

function paymentInformation(mine: boolean) {
  return (input: RestRequest): RestAnswer => {
    const found = resolveCart(input, mine);
    if ('answer' in found) return found.answer;
    const { cart, customer } = found;
    const body = isRecord(input.body) ? input.body : {};
    const method = isRecord(body.paymentMethod) ? body.paymentMethod : null;
    if (!method || typeof method.method !== 'string' || !method.method) {
      return restError(400, 'Enter a valid payment method and try again.');
    }
    if (cart.items.length === 0) return restError(400, 'Some of the products are disabled.');
    const additional = isRecord(method.additional_data) ? method.additional_data : {};
    const nonce =
      typeof additional.payment_method_nonce === 'string' ? additional.payment_method_nonce : null;
    try {
      if (!mine && typeof body.email !== 'string') {
        throw new CheckoutError('"email" is required. Enter and try again.');
      }
      const billingAddress = body.billingAddress
        ? toRecord(body.billingAddress as RestAddress)
        : (cart.billing_address ?? null);
      if (!billingAddress) {
        throw new CheckoutError('The billing address is missing. Set the address and try again.');
      }
      const order = placeOrder(input.state, cart, {
        billingAddress: billingAddress!,
        payment: { code: method.method, nonce },
        email: typeof body.email === 'string' ? body.email : null,
        customer,
      });
      return { status: 200, body: order.id };
    } catch (error) {
      return failure(error);
    }
  };
}

restRoute('POST', '/V1/guest-carts/:cartId/shipping-information', shippingInformation(false));
restRoute('POST', '/V1/carts/mine/shipping-information', shippingInformation(true));
restRoute('POST', '/V1/guest-carts/:cartId/payment-information', paymentInformation(false));
restRoute('POST', '/V1/carts/mine/payment-information', paymentInformation(true));
restRoute('GET', '/V1/guest-carts/:cartId/totals', totalsOfCart(false));
restRoute('GET', '/V1/carts/mine/totals', totalsOfCart(true));
