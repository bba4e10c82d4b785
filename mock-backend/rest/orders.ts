/**
 * The store's side of an order, as Magento's admin web API does it, so that journeys and API
 * clients can move an order on after it is placed:
 *   POST /V1/integration/admin/token   { username, password } answers an admin token
 *   POST /V1/order/:orderId/invoice    invoices what is left of the order (SalesInvoiceOrderV1)
 *   POST /V1/order/:orderId/ship       ships what is left, with `tracks` (SalesShipOrderV1)
 * `orderId` is the order's entity id. The admin account is the embedded backend's own
 * (EMBEDDED_ADMIN below, documented in the README); both order routes need its token.
 */
import { invoiceOrder, shipOrder } from '../resolvers/orderFulfilment';
import type { BackendState } from '../state';
import { restError, restRoute, type RestAnswer } from './router';

/** The embedded backend's admin account (a demo backend's: never a real store's). */
export const EMBEDDED_ADMIN = { username: 'admin', password: 'Spindle-Admin1' };

const adminTokens = new WeakMap<BackendState, Set<string>>();
const tokensOf = (state: BackendState) => {
  let tokens = adminTokens.get(state);
  if (!tokens) adminTokens.set(state, (tokens = new Set()));
  return tokens;
};

restRoute('POST', '/V1/integration/admin/token', ({ state, body }) => {
  const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
  if (username !== EMBEDDED_ADMIN.username || password !== EMBEDDED_ADMIN.password) {
    return restError(
      401,
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
  }
  const token = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  tokensOf(state).add(token);
  return { status: 200, body: token };
});

const notAuthorized = (resource: string): RestAnswer => ({
  status: 401,
  body: {
    message: "The consumer isn't authorized to access %resources.",
    parameters: { resources: resource },
  },
});

const NO_SUCH_ORDER = restError(
  404,
  "The entity that was requested doesn't exist. Verify the entity and try again.",
);

const orderOf = (state: BackendState, orderId: string | undefined) =>
  state.orders.find((order) => order.id === orderId);

restRoute('POST', '/V1/order/:orderId/invoice', ({ state, params, token }) => {
  if (!token || !tokensOf(state).has(token)) return notAuthorized('Magento_Sales::sales_invoice');
  const order = orderOf(state, params.orderId);
  if (!order) return NO_SUCH_ORDER;
  try {
    return { status: 200, body: Number.parseInt(invoiceOrder(state, order).number, 10) };
  } catch (error) {
    return restError(400, (error as Error).message);
  }
});

restRoute('POST', '/V1/order/:orderId/ship', ({ state, params, token, body }) => {
  if (!token || !tokensOf(state).has(token)) return notAuthorized('Magento_Sales::ship');
  const order = orderOf(state, params.orderId);
  if (!order) return NO_SUCH_ORDER;
  const tracks = (
    (body ?? {}) as { tracks?: Array<{ track_number?: unknown; title?: unknown; carrier_code?: unknown }> }
  ).tracks;
  const track = tracks?.[0];
  if (!track || typeof track.track_number !== 'string' || typeof track.carrier_code !== 'string') {
    return restError(400, 'Shipment Document Validation Error(s):\nPlease enter a tracking number.');
  }
  try {
    const shipment = shipOrder(state, order, {
      carrier_code: track.carrier_code,
      number: track.track_number,
      title: typeof track.title === 'string' ? track.title : undefined,
    });
    return { status: 200, body: Number.parseInt(shipment.number, 10) };
  } catch (error) {
    return restError(400, (error as Error).message);
  }
});
