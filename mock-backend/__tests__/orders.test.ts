/** @jest-environment node */
import { gql, invoiceOrderNumber, placeGuestOrder, shipOrderNumber } from '../../test/backend';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../data/demoCustomer';
import { CLIENT_HEADER, GUEST_ORDER_LOOKUP_LIMIT } from '../guestOrderLimit';
import '../rest/orders';
import { EMBEDDED_ADMIN } from '../rest/orders';
import { handleRest } from '../rest/router';
import { createState, type BackendState } from '../state';

const GUEST_ORDER = `query ($number: String!, $email: String!, $lastname: String!) {
  guestOrder(input: { number: $number, email: $email, lastname: $lastname }) {
    number status email
    items { product_name product_sku quantity_ordered status }
    total { grand_total { value } subtotal_excl_tax { value } total_shipping { value } }
    invoices { id number total { grand_total { value } } items { product_sku quantity_invoiced } }
    shipments { id number tracking { carrier title number } items { product_sku quantity_shipped } }
  }
}`;

const REORDER = `mutation ($orderNumber: String!) {
  reorderItems(orderNumber: $orderNumber) {
    cart { id total_quantity items { quantity product { sku } } }
    userInputErrors { code message path }
  }
}`;

let state: BackendState;
beforeEach(() => {
  state = createState();
});

const lookup = (variables: Record<string, string>, headers: Record<string, string> = {}) =>
  gql(GUEST_ORDER, { variables, state, headers });

async function demoToken(): Promise<string> {
  const { body } = await gql(
    `mutation { generateCustomerToken(email: "${DEMO_CUSTOMER_EMAIL}", password: "${DEMO_CUSTOMER_PASSWORD}") { token } }`,
    { state },
  );
  return body.data.generateCustomerToken.token;
}

describe('guestOrder', () => {
  it("answers a guest's order by number, e-mail and last name, with its invoice and shipment once made", async () => {
    const number = await placeGuestOrder(
      { email: 'ada@example.com', lastname: 'Lovelace', quantity: 2 },
      state,
    );
    const placed = await lookup({ number, email: 'ada@example.com', lastname: 'Lovelace' });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data.guestOrder).toMatchObject({
      number,
      status: 'Pending',
      email: 'ada@example.com',
      items: [{ product_sku: 'SS-AC-9201', quantity_ordered: 2, status: 'Ordered' }],
      invoices: [],
      shipments: [],
    });

    invoiceOrderNumber(number, state);
    shipOrderNumber(number, { carrier: 'ups', number: '1Z999AA10123456784' }, state);
    const shipped = (await lookup({ number, email: 'ada@example.com', lastname: 'Lovelace' })).body.data
      .guestOrder;
    expect(shipped.status).toBe('Complete');
    expect(shipped.items[0].status).toBe('Shipped');
    expect(shipped.invoices).toHaveLength(1);
    expect(shipped.invoices[0].total.grand_total.value).toBe(shipped.total.grand_total.value);
    expect(shipped.invoices[0].items).toEqual([{ product_sku: 'SS-AC-9201', quantity_invoiced: 2 }]);
    expect(shipped.shipments).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^\d{9}$/),
        tracking: [{ carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' }],
        items: [{ product_sku: 'SS-AC-9201', quantity_shipped: 2 }],
      },
    ]);
  });

  it.each([
    ['a wrong e-mail', { email: 'other@example.com' }],
    ['a wrong last name', { lastname: 'Byron' }],
    ['another case of the last name', { lastname: 'lovelace' }],
    ['an unknown number', { number: '999999999' }],
  ])('refuses %s with Magento\'s message, as "no such entity"', async (_name, change) => {
    const number = await placeGuestOrder({}, state);
    const { body } = await lookup({ number, email: 'ada@example.com', lastname: 'Lovelace', ...change });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "We couldn't locate an order with the information provided.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it("asks a customer's order to be viewed signed in", async () => {
    const { body } = await lookup({ number: '000000101', email: DEMO_CUSTOMER_EMAIL, lastname: 'Reyes' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please login to view the order.',
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('refuses a client past the lookup limit, whatever it asks, while another client still may', async () => {
    const number = await placeGuestOrder({}, state);
    const client = { [CLIENT_HEADER]: '203.0.113.9' };
    for (let attempt = 0; attempt < GUEST_ORDER_LOOKUP_LIMIT; attempt += 1) {
      const { body } = await lookup(
        { number, email: 'ada@example.com', lastname: `Guess${attempt}` },
        client,
      );
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
    const refused = await lookup({ number, email: 'ada@example.com', lastname: 'Lovelace' }, client);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Too Many Requests',
      extensions: { category: 'graphql-too-many-requests' },
    });
    const other = await lookup(
      { number, email: 'ada@example.com', lastname: 'Lovelace' },
      { [CLIENT_HEADER]: '198.51.100.4' },
    );
    expect(other.body.data.guestOrder.number).toBe(number);
  });
});

describe('demo customer orders', () => {
  it('include shipped orders with tracking numbers and invoices', async () => {
    const token = await demoToken();
    const { body } = await gql(
      `{ customer { orders { items { number status invoices { number } shipments { tracking { carrier number } } } } } }`,
      { state, headers: { Authorization: `Bearer ${token}` } },
    );
    const byNumber = Object.fromEntries(
      body.data.customer.orders.items.map((order: { number: string }) => [order.number, order]),
    );
    expect(byNumber['000000101']).toMatchObject({
      status: 'Complete',
      invoices: [{ number: '000000001' }],
      shipments: [{ tracking: [{ carrier: 'ups', number: '1Z999AA10123456784' }] }],
    });
    expect(byNumber['000000103']).toMatchObject({ status: 'Processing', shipments: [] });
    expect(byNumber['000000103'].invoices).toHaveLength(1);
    expect(byNumber['000000104']).toMatchObject({ status: 'Pending', invoices: [], shipments: [] });
  });
});

describe('reorderItems', () => {
  it("puts what can be sold into the customer cart and lists the rest with Magento's reason", async () => {
    // Sold out since the order (a copy: the seed catalog is shared).
    state.catalog = {
      ...state.catalog,
      products: state.catalog.products.map((product) =>
        product.sku === 'SS-HP-6030' ? { ...product, stock_status: 'OUT_OF_STOCK', quantity: 0 } : product,
      ),
    };
    const token = await demoToken();
    const { body } = await gql(REORDER, {
      variables: { orderNumber: '000000104' },
      state,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.reorderItems.userInputErrors).toEqual([
      {
        code: 'NOT_SALABLE',
        message: 'Product that you are trying to add is not available.',
        path: ['orderNumber'],
      },
    ]);
    expect(body.data.reorderItems.cart.items).toEqual([{ quantity: 2, product: { sku: 'SS-VN-7101' } }]);
    const customerCart = await gql(`{ customerCart { id total_quantity } }`, {
      state,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(customerCart.body.data.customerCart).toEqual({
      id: body.data.reorderItems.cart.id,
      total_quantity: 2,
    });
  });

  it("refuses a guest, and another customer's or an unknown order number", async () => {
    const guest = await gql(REORDER, { variables: { orderNumber: '000000101' }, state });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const number = await placeGuestOrder({}, state);
    const token = await demoToken();
    for (const orderNumber of [number, '999999999']) {
      const { body } = await gql(REORDER, {
        variables: { orderNumber },
        state,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(body.errors?.[0]).toMatchObject({
        message: `Order number "${orderNumber}" doesn't belong to the current customer`,
        extensions: { category: 'graphql-input' },
      });
    }
  });
});

describe("the store's admin web API for orders", () => {
  const post = (path: string, body: unknown, token?: string) =>
    handleRest(
      new Request(`http://localhost/rest/V1/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
      state,
    );

  it('invoices and ships an order with a tracking number for an admin token only', async () => {
    const number = await placeGuestOrder({}, state);
    const orderId = state.orders.find((order) => order.number === number)!.id;
    expect((await post(`order/${orderId}/ship`, { tracks: [] })).status).toBe(401);
    const refused = await post('integration/admin/token', { username: 'admin', password: 'wrong' });
    expect(refused.status).toBe(401);
    const token = (await post('integration/admin/token', EMBEDDED_ADMIN)).body as string;
    expect((await post('order/nope/invoice', {}, token)).status).toBe(404);
    expect((await post(`order/${orderId}/invoice`, {}, token)).status).toBe(200);
    const shipped = await post(
      `order/${orderId}/ship`,
      { tracks: [{ carrier_code: 'fedex', title: 'Federal Express', track_number: '794698567890' }] },
      token,
    );
    expect(shipped.status).toBe(200);
    const order = state.orders.find((candidate) => candidate.number === number)!;
    expect(order.status).toBe('Complete');
    expect(order.shipments?.[0]?.tracks).toEqual([
      { carrier_code: 'fedex', title: 'Federal Express', number: '794698567890' },
    ]);
  });
});
