/**
 * Checkout rules shared by the GraphQL mutations and the REST endpoints: addresses as Magento
 * validates them, the payment methods offered, the payment step (Braintree's published sandbox
 * nonces) and order placement. Placing an order from a cart that already has one answers that
 * order again, so a retried request never creates a second order.
 */
import { findUsRegion } from '../data/directory';
import type {
  AddressRecord,
  BackendState,
  CartRecord,
  CustomerRecord,
  OrderItemRecord,
  OrderRecord,
} from '../state';
import { persistState } from '../state';
import { cartTotals, isVirtualCart, shippingMethodsFor } from './cartPricing';
import { chosenLinks } from './downloadableLinks';
import { todayOf } from './catalog/pricing';
import { toMagentoDate } from './account/orders';
import { lineStockProblem } from './cart';
import { orderBundleOptions } from './bundleCart';

/**
 * A checkout rule was broken; `message` is Magento's text (placeholders filled). Over REST,
 * Magento sends the phrase unfilled with its arguments instead: `rest` gives them when the
 * message has placeholders (a list for %1, %2; an object for named ones).
 */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
  constructor(
    message: string,
    /** REST status Magento answers with. */
    readonly status = 400,
    readonly category: 'graphql-input' | 'graphql-no-such-entity' | 'graphql-authorization' = 'graphql-input',
    readonly rest?: { message: string; parameters: unknown[] | Record<string, unknown> },
  ) {
    super(message);
  }
}

export interface PaymentMethodOffer {
  code: string;
  title: string;
  is_deferred: boolean;
}

/** The payment methods the store offers: check / money order and Braintree cards. */
export const paymentMethods: PaymentMethodOffer[] = [
  { code: 'checkmo', title: 'Check / Money order', is_deferred: false },
  { code: 'braintree', title: 'Credit Card', is_deferred: false },
];

const BRAINTREE_DECLINED_MESSAGE =
  'Your payment could not be taken. Please try again or use a different payment method.';

/** Braintree's sandbox nonces that stand for a card that is accepted (and the card they stand for). */
const ACCEPTED_NONCES: Record<string, { type: string; last4: string }> = {
  'fake-valid-nonce': { type: 'VI', last4: '1881' },
  'fake-valid-visa-nonce': { type: 'VI', last4: '1881' },
  'fake-valid-mastercard-nonce': { type: 'MC', last4: '4444' },
  'fake-valid-amex-nonce': { type: 'AE', last4: '0005' },
  'fake-valid-discover-nonce': { type: 'DI', last4: '1117' },
};

/** Sandbox nonces whose card the processor declines. */
const DECLINED_NONCES = new Set([
  'fake-processor-declined-visa-nonce',
  'fake-processor-declined-mastercard-nonce',
  'fake-processor-declined-amex-nonce',
  'fake-processor-declined-discover-nonce',
  'fake-gateway-rejected-fraud-nonce',
]);

/** An address as a shopper (or API client) sends it, before validation. */
export interface AddressInput {
  firstname?: unknown;
  lastname?: unknown;
  company?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  telephone?: unknown;
  country_code?: unknown;
  region_code?: unknown;
  region_id?: unknown;
  region?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const requiredMessage = (field: string) => `"${field}" is required. Enter and try again.`;

/**
 * Validates an address as Magento's quote address validator does (one message per missing field,
 * joined), and looks the US region up by code or id.
 */
export function toAddressRecord(input: AddressInput): AddressRecord {
  const street = Array.isArray(input.street) ? input.street.map(text).filter(Boolean) : [];
  const country = text(input.country_code).toUpperCase();
  const missing: string[] = [];
  if (!text(input.firstname)) missing.push('firstname');
  if (!text(input.lastname)) missing.push('lastname');
  if (street.length === 0) missing.push('street');
  if (!text(input.city)) missing.push('city');
  if (!text(input.telephone)) missing.push('telephone');
  if (!text(input.postcode)) missing.push('postcode');
  if (!country) missing.push('countryId');
  let region: AddressRecord['region'] = text(input.region) || null;
  let regionCode: string | null = text(input.region_code) || null;
  let regionId = typeof input.region_id === 'number' ? input.region_id : null;
  if (country === 'US') {
    const found =
      findUsRegion({ code: regionCode }) ??
      findUsRegion({ id: regionId }) ??
      // GraphQL's CartAddressInput.region holds the region code (or name).
      findUsRegion({ code: region });
    if (found) {
      region = found.name;
      regionCode = found.code;
      regionId = found.id;
    } else if (regionCode || regionId !== null || region) {
      throw new CheckoutError(
        `Invalid value of "${regionCode ?? regionId ?? region}" provided for the regionId field.`,
      );
    } else {
      missing.push('regionId');
    }
  }
  if (missing.length > 0) throw new CheckoutError(missing.map(requiredMessage).join(' '));
  return {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    company: text(input.company) || null,
    street,
    city: text(input.city),
    region_code: regionCode,
    region_id: regionId,
    region,
    postcode: text(input.postcode),
    country_code: country,
    telephone: text(input.telephone),
  };
}

/** Magento's email check for guests: a local part, @ and a dotted domain. */
export const isValidEmail = (email: string): boolean =>
  /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i.test(email);

/** Today's date in the store's time zone (the default store view's). */
export const storeToday = (state: BackendState): string => todayOf({ storeView: state.store.storeViews[0]! });

/** The shipping methods the cart's address can use, with their prices. */
export function availableShippingMethods(state: BackendState, cart: CartRecord) {
  if (!cart.shipping_address) return [];
  const totals = cartTotals(state, cart, storeToday(state));
  return shippingMethodsFor(cart, totals.subtotal_with_discount, totals.coupon);
}

/**
 * Checkout/Model/ShippingInformationManagement.php: a cart of virtual and downloadable lines only
 * takes no shipping (a NoSuchEntityException: REST 404; GraphQL answers its message as input).
 */
const VIRTUAL_CART_SHIPPING = 'Cart contains virtual product(s) only. Shipping address is not applicable.';

export function refuseShippingForVirtualCart(state: BackendState, cart: CartRecord): void {
  if (isVirtualCart(cartTotals(state, cart, storeToday(state)).lines)) {
    throw new CheckoutError(VIRTUAL_CART_SHIPPING, 404, 'graphql-input');
  }
}

/** Sets the shipping method after checking the address can use it (Magento's messages). */
export function chooseShippingMethod(
  state: BackendState,
  cart: CartRecord,
  carrierCode: string,
  methodCode: string,
): void {
  refuseShippingForVirtualCart(state, cart);
  if (!cart.shipping_address) {
    throw new CheckoutError('The shipping address is missing. Set the address and try again.');
  }
  const offered = availableShippingMethods(state, cart).find(
    (rule) => rule.carrier_code === carrierCode && rule.method_code === methodCode,
  );
  if (!offered) {
    // Checkout/Model/ShippingInformationManagement.php: a NoSuchEntityException (REST 404).
    throw new CheckoutError(
      `Carrier with such method not found: ${carrierCode}, ${methodCode}`,
      404,
      'graphql-no-such-entity',
      { message: 'Carrier with such method not found: %1, %2', parameters: [carrierCode, methodCode] },
    );
  }
  cart.shipping_method = { carrier_code: carrierCode, method_code: methodCode };
}

/** Sets the payment method (a nonce travels with Braintree). */
export function choosePaymentMethod(cart: CartRecord, code: string, nonce?: string | null): void {
  const method = paymentMethods.find((offer) => offer.code === code);
  if (!method) throw new CheckoutError('The requested Payment Method is not available.');
  cart.payment_method = { code, nonce: nonce ?? null };
}

/** Runs the payment: check / money order always, Braintree by the sandbox nonce given. */
function takePayment(payment: { code: string; nonce?: string | null }): OrderRecord['payment'] {
  const method = paymentMethods.find((offer) => offer.code === payment.code);
  if (!method) throw new CheckoutError('The requested Payment Method is not available.');
  if (method.code !== 'braintree') return { code: method.code, title: method.title, card: null };
  const nonce = payment.nonce?.trim();
  if (!nonce) throw new CheckoutError("Payment method nonce can't be retrieved.");
  if (DECLINED_NONCES.has(nonce)) throw new CheckoutError(BRAINTREE_DECLINED_MESSAGE);
  const card = ACCEPTED_NONCES[nonce];
  if (!card) throw new CheckoutError('Unknown or expired payment_method_nonce.');
  return { code: method.code, title: method.title, card };
}

function nextOrderNumber(state: BackendState): number {
  const numbers = state.orders.map((order) => Number.parseInt(order.number, 10)).filter(Number.isFinite);
  return Math.max(100, ...numbers) + 1;
}

function orderItems(state: BackendState, cart: CartRecord): OrderItemRecord[] {
  return cartTotals(state, cart, storeToday(state)).lines.map((line) => ({
    product_id: line.product.id,
    sku: line.item.sku,
    parent_sku: line.item.parent_sku,
    name: line.variant?.name ?? line.product.name,
    url_key: line.product.url_key ?? null,
    selected_options: Object.entries(line.variant?.options ?? {}).map(([code, value]) => {
      const attribute = state.catalog.attributes.find((candidate) => candidate.code === code);
      const option = attribute?.options?.find((candidate) => candidate.id === String(value));
      return { label: attribute?.label ?? code, value: option?.label ?? value };
    }),
    quantity: line.item.quantity,
    price: line.unit,
    ...(line.bundle
      ? { bundle_options: orderBundleOptions(state, line.product, line.bundle, storeToday(state)) }
      : {}),
    ...(line.product.downloadable ? { downloadable_links: purchasedLinks(line) } : {}),
  }));
}

/**
 * The links a downloadable line buys, each with its own download hash. They wait as `pending`
 * until the order is invoiced: Magento's default "Order Item Status to Enable Downloads" is
 * Invoiced (Downloadable/etc/config.xml, Observer/SetLinkStatusObserver.php).
 */
function purchasedLinks(line: ReturnType<typeof cartTotals>['lines'][number]) {
  const now = toMagentoDate(new Date());
  return chosenLinks(line.product, line.item.selected_options).map((link) => ({
    link_id: link.id,
    title: link.title,
    sort_order: link.sort_order,
    hash: Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join(''),
    status: 'pending' as const,
    number_of_downloads_bought: link.number_of_downloads * line.item.quantity,
    number_of_downloads_used: 0,
    created_at: now,
  }));
}

export interface PlaceOrderRequest {
  billingAddress: AddressRecord;
  payment: { code: string; nonce?: string | null };
  /** The guest's email (REST payment-information); customers use their account's. */
  email?: string | null;
  customer: CustomerRecord | null;
}

/**
 * Places the order for a cart: checks items, addresses, shipping method and payment, takes the
 * payment, writes the order and deactivates the cart. A cart that already has an order answers it.
 */
/**
 * Places the order of an active cart, once: a cart an order was placed from is inactive, and
 * Magento refuses it (the callers answer its "no such entity" or "isn't active" error).
 */
export function placeOrder(state: BackendState, cart: CartRecord, request: PlaceOrderRequest): OrderRecord {
  if (!cart.is_active) throw new CheckoutError("The cart isn't active.", 404, 'graphql-no-such-entity');

  const email = request.customer?.email ?? text(request.email ?? cart.email);
  if (!email) throw new CheckoutError('Email has a wrong format');
  if (!isValidEmail(email)) throw new CheckoutError(`Email (${email}) has a wrong format`);
  // The billing address is the cart's before it is totalled: a virtual cart's tax follows it.
  cart.billing_address = request.billingAddress;
  const today = storeToday(state);
  const totals = cartTotals(state, cart, today);
  if (totals.lines.length === 0) {
    throw new CheckoutError('Unable to place order: A cart must have at least one item.');
  }
  // Inventory checks every line again when the order is submitted.
  for (const line of totals.lines) {
    const problem = lineStockProblem(line);
    if (problem) throw new CheckoutError(problem);
  }
  // A virtual cart (virtual and downloadable lines only) is placed with no shipping at all.
  const shipped = !isVirtualCart(totals.lines);
  if (shipped && !cart.shipping_address) {
    throw new CheckoutError('The shipping address is missing. Set the address and try again.');
  }
  const method = cart.shipping_method;
  const rule =
    shipped && method
      ? availableShippingMethods(state, cart).find(
          (candidate) =>
            candidate.carrier_code === method.carrier_code && candidate.method_code === method.method_code,
        )
      : undefined;
  if (shipped && (!method || !rule)) {
    throw new CheckoutError('The shipping method is missing. Select the shipping method and try again.');
  }

  choosePaymentMethod(cart, request.payment.code, request.payment.nonce);
  cart.billing_address = request.billingAddress;
  const payment = takePayment(request.payment);

  const number = nextOrderNumber(state);
  const order: OrderRecord = {
    id: String(number),
    number: String(number).padStart(9, '0'),
    customer_id: request.customer?.id ?? null,
    email,
    cart_id: cart.id,
    created_at: toMagentoDate(new Date()),
    status: 'Pending',
    currency: 'USD',
    items: orderItems(state, cart),
    totals: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      discount_label: totals.coupon?.label ?? null,
      tax: totals.tax,
      shipping: totals.shipping,
      grand_total: totals.grand_total,
    },
    shipping_address: shipped ? structuredClone(cart.shipping_address ?? null) : null,
    billing_address: structuredClone(request.billingAddress),
    shipping_method: rule
      ? {
          carrier_code: rule.carrier_code,
          method_code: rule.method_code,
          title: `${rule.carrier_title} - ${rule.method_title}`,
        }
      : null,
    payment,
  };
  state.orders.push(order);
  cart.email = email;
  cart.is_active = false;
  cart.order_number = order.number;
  cart.updated_at = order.created_at;
  persistState();
  return order;
}
