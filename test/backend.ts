/** Test helper: run a GraphQL request against the embedded backend in-process. */
import { executeGraphQL } from '../mock-backend/executor';
import { approveReview } from '../mock-backend/resolvers/reviews';
import { placeOrder } from '../mock-backend/resolvers/checkoutOrders';
import { invoiceOrder, shipOrder } from '../mock-backend/resolvers/orderFulfilment';
import {
  getState,
  type BackendState,
  type InvoiceRecord,
  type OrderRecord,
  type ShipmentRecord,
} from '../mock-backend/state';

export interface GqlOptions {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  state?: BackendState;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<T = any>(query: string, options: GqlOptions = {}) {
  const { variables, headers = {}, method = 'POST', state = getState() } = options;
  let request: Request;
  if (method === 'GET') {
    const url = new URL('http://localhost/graphql');
    url.searchParams.set('query', query);
    if (variables) url.searchParams.set('variables', JSON.stringify(variables));
    request = new Request(url, { headers });
  } else {
    request = new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }
  const answer = await executeGraphQL(request, state);
  return answer as typeof answer & {
    body: { data?: T; errors?: Array<{ message: string; extensions?: { category?: string } }> };
  };
}

/**
 * The password-reset token the backend last issued to `email` (requestPasswordResetEmail keeps
 * it on the account instead of mailing it), for tests of the reset-password page.
 */
export function lastPasswordResetToken(email: string, state: BackendState = getState()): string | null {
  const account = state.customers.accounts.find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
  );
  return account?.rp_token ?? null;
}

/** Approves a pending review, as a moderator does in Magento's admin; false when there is none. */
export function approvePendingReview(
  match: { sku: string; nickname: string },
  state: BackendState = getState(),
): boolean {
  const review = state.reviews.items.find(
    (candidate) =>
      candidate.status === 'pending' &&
      candidate.sku.toLowerCase() === match.sku.toLowerCase() &&
      candidate.nickname === match.nickname,
  );
  return review ? approveReview(state, review.id) : false;
}

/** Switches the store's review settings (Magento's catalog/review/active and allow_guest). */
export function setReviewSettings(
  settings: Partial<{ enabled: boolean; allowGuests: boolean }>,
  state: BackendState = getState(),
): void {
  if (settings.enabled !== undefined) state.reviews.settings.enabled = settings.enabled;
  if (settings.allowGuests !== undefined) state.reviews.settings.allow_guests = settings.allowGuests;
}

/** The order numbered `number` in the backend's state (an error when there is none). */
function orderNumbered(number: string, state: BackendState): OrderRecord {
  const order = state.orders.find((candidate) => candidate.number === number);
  if (!order) throw new Error(`No order ${number}`);
  return order;
}

/** Invoices an order as the store's admin would (it becomes Processing), for tests of its pages. */
export function invoiceOrderNumber(number: string, state: BackendState = getState()): InvoiceRecord {
  return invoiceOrder(state, orderNumbered(number, state));
}

/**
 * Ships an order with a tracking number as the store's admin would (invoiced and shipped, it is
 * Complete); the carrier is Magento's code (ups, usps, fedex, dhl or custom).
 */
export function shipOrderNumber(
  number: string,
  track: { carrier: string; number: string; title?: string },
  state: BackendState = getState(),
): ShipmentRecord {
  return shipOrder(state, orderNumbered(number, state), {
    carrier_code: track.carrier,
    number: track.number,
    title: track.title,
  });
}

/**
 * A guest's order of `quantity` of `sku`, placed through the backend's own checkout rules
 * (flat rate shipping, check / money order, billed to the shipping address); answers its number.
 */
export async function placeGuestOrder(
  { sku = 'SS-AC-9201', quantity = 1, email = 'ada@example.com', lastname = 'Lovelace' } = {},
  state: BackendState = getState(),
): Promise<string> {
  const cartId = (
    await gql<{ createGuestCart: { cart: { id: string } } }>(`mutation { createGuestCart { cart { id } } }`, {
      state,
    })
  ).body.data!.createGuestCart.cart.id;
  const address = `{ firstname: "Ada", lastname: ${JSON.stringify(lastname)}, street: ["1 Groove St"], city: "Austin", region: "TX", postcode: "73301", country_code: "US", telephone: "5125550100" }`;
  const steps = [
    `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: ${JSON.stringify(sku)}, quantity: ${quantity} }]) { cart { id } user_errors { message } } }`,
    `mutation { setGuestEmailOnCart(input: { cart_id: "${cartId}", email: ${JSON.stringify(email)} }) { cart { id } } }`,
    `mutation { setShippingAddressesOnCart(input: { cart_id: "${cartId}", shipping_addresses: [{ address: ${address} }] }) { cart { id } } }`,
    `mutation { setShippingMethodsOnCart(input: { cart_id: "${cartId}", shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
  ];
  for (const step of steps) {
    const { body } = await gql(step, { state });
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
  }
  // The storefront places orders over REST (payment-information): the same rule, called here.
  const cart = state.carts[cartId]!;
  const number = placeOrder(state, cart, {
    billingAddress: structuredClone(cart.shipping_address!),
    payment: { code: 'checkmo' },
    email,
    customer: null,
  }).number;
  return number;
}
