/** @jest-environment node */
import { gql } from '../../test/backend';
import { handleRest } from '../rest/router';
import '../rest/checkout';
import '../rest/guestCarts';
import { createState, resetState, type BackendState, type CustomerRecord } from '../state';

let state: BackendState;
beforeEach(() => {
  state = resetState(createState());
  // An empty order book (without the demo customer's past orders): order numbers start at 101.
  state.orders = [];
  state.carts.guest1 = {
    id: 'guest1',
    customer_id: null,
    is_active: true,
    items: [{ uid: 'i1', sku: 'SS-AC-9201', parent_sku: null, selected_options: [], quantity: 2 }],
  };
});

const rest = async (path: string, body?: unknown, token?: string) => {
  const request = new Request(`http://localhost/rest/V1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handleRest(request, state);
};

const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Groove St'],
  city: 'Austin',
  region_code: 'TX',
  postcode: '73301',
  telephone: '5125550100',
  country_id: 'US',
  email: 'ada@example.com',
};

const shippingInformation = (carrier = 'flatrate', method = 'flatrate') => ({
  addressInformation: {
    shipping_address: address,
    billing_address: address,
    shipping_carrier_code: carrier,
    shipping_method_code: method,
  },
});

const payment = (method: string, nonce?: string) => ({
  billingAddress: address,
  cartId: 'guest1',
  email: 'ada@example.com',
  paymentMethod: { method, additional_data: nonce ? { payment_method_nonce: nonce } : {} },
});

describe('directory', () => {
  it('lists the 50 states and DC under the US with Magento region ids', async () => {
    const { body } = await gql(
      `{ country(id: "US") { id full_name_english available_regions { id code name } } }`,
    );
    const regions = body.data.country.available_regions;
    expect(regions).toHaveLength(51);
    expect(regions).toContainEqual({ id: 57, code: 'TX', name: 'Texas' });
    expect(regions).toContainEqual({ id: 16, code: 'DC', name: 'District of Columbia' });
    const all = await gql(`{ countries { id } }`);
    expect(all.body.data.countries.map((c: { id: string }) => c.id)).toContain('US');
    const missing = await gql(`{ country(id: "ZZ") { id } }`);
    expect(missing.body.errors?.[0]?.message).toBe("The country isn't available.");
  });
});

describe('checkout mutations', () => {
  it('sets the guest email, the address (with shipping methods), the method, billing and payment', async () => {
    const email = await gql(
      `mutation { setGuestEmailOnCart(input: { cart_id: "guest1", email: "ada@example.com" }) { cart { email } } }`,
    );
    expect(email.body.data.setGuestEmailOnCart.cart.email).toBe('ada@example.com');
    const bad = await gql(
      `mutation { setGuestEmailOnCart(input: { cart_id: "guest1", email: "nope" }) { cart { email } } }`,
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Invalid email format',
      extensions: { category: 'graphql-input' },
    });

    const set = await gql(
      `mutation($address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: "guest1", shipping_addresses: [{ address: $address }] }) {
          cart { shipping_addresses { firstname region { code label region_id } available_shipping_methods { carrier_code carrier_title method_code amount { value currency } } } }
        }
      }`,
      {
        variables: {
          address: {
            ...address,
            country_id: undefined,
            email: undefined,
            region_code: undefined,
            region: 'TX',
            country_code: 'US',
          },
        },
      },
    );
    expect(set.body.errors).toBeUndefined();
    const [shipping] = set.body.data.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(shipping.region).toEqual({ code: 'TX', label: 'Texas', region_id: 57 });
    // 2 x 49.95 = 99.90: over the free-shipping threshold ($75, as the store's content says).
    expect(shipping.available_shipping_methods).toEqual([
      {
        carrier_code: 'freeshipping',
        carrier_title: 'Free Shipping',
        method_code: 'freeshipping',
        amount: { value: 0, currency: 'USD' },
      },
      {
        carrier_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_code: 'flatrate',
        amount: { value: 7.5, currency: 'USD' },
      },
      {
        carrier_code: 'express',
        carrier_title: 'Express',
        method_code: 'nextday',
        amount: { value: 24.95, currency: 'USD' },
      },
    ]);

    const wrong = await gql(
      `mutation { setShippingMethodsOnCart(input: { cart_id: "guest1", shipping_methods: [{ carrier_code: "ups", method_code: "ground" }] }) { cart { id } } }`,
    );
    expect(wrong.body.errors?.[0]?.message).toBe('Carrier with such method not found: ups, ground');
    const chosen = await gql(
      `mutation { setShippingMethodsOnCart(input: { cart_id: "guest1", shipping_methods: [{ carrier_code: "express", method_code: "nextday" }] }) {
        cart { shipping_addresses { selected_shipping_method { carrier_title amount { value } } } } } }`,
    );
    expect(
      chosen.body.data.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method,
    ).toEqual({
      carrier_title: 'Express',
      amount: { value: 24.95 },
    });
    const billing = await gql(
      `mutation { setBillingAddressOnCart(input: { cart_id: "guest1", billing_address: { same_as_shipping: true } }) { cart { billing_address { city } } } }`,
    );
    expect(billing.body.data.setBillingAddressOnCart.cart.billing_address).toEqual({ city: 'Austin' });
    const paid = await gql(
      `mutation { setPaymentMethodOnCart(input: { cart_id: "guest1", payment_method: { code: "checkmo" } }) {
        cart { selected_payment_method { code title } available_payment_methods { code title } } } }`,
    );
    expect(paid.body.data.setPaymentMethodOnCart.cart).toEqual({
      selected_payment_method: { code: 'checkmo', title: 'Check / Money order' },
      available_payment_methods: [
        { code: 'checkmo', title: 'Check / Money order' },
        { code: 'braintree', title: 'Credit Card' },
      ],
    });
  });

  it('rejects an address without required fields or with an unknown state', async () => {
    const run = (extra: Record<string, unknown>) =>
      gql(
        `mutation($address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: "guest1", shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
        {
          variables: {
            address: {
              firstname: 'Ada',
              lastname: '',
              street: ['x'],
              city: 'Austin',
              country_code: 'US',
              telephone: '1',
              postcode: '1',
              ...extra,
            },
          },
        },
      );
    expect((await run({ region: 'TX' })).body.errors?.[0]?.message).toBe(
      '"lastname" is required. Enter and try again.',
    );
    expect((await run({ lastname: 'L', region: 'ZZ' })).body.errors?.[0]?.message).toBe(
      'Invalid value of "ZZ" provided for the regionId field.',
    );
  });
});

describe('REST checkout', () => {
  it('saves shipping information, then places one order that deactivates the cart', async () => {
    const info = await rest('guest-carts/guest1/shipping-information', shippingInformation());
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ totals: { subtotal: 99.9, shipping_amount: 7.5, tax_amount: 6.24 } });
    const placed = await rest(
      'guest-carts/guest1/payment-information',
      payment('braintree', 'fake-valid-nonce'),
    );
    expect(placed).toEqual({ status: 200, body: '101' });
    expect(state.orders).toHaveLength(1);
    expect(state.orders[0]).toMatchObject({
      number: '000000101',
      email: 'ada@example.com',
      totals: { subtotal: 99.9, shipping: 7.5, tax: 6.24, grand_total: 113.64 },
      payment: { code: 'braintree', title: 'Credit Card', card: { type: 'VI' } },
    });
    expect(state.carts.guest1).toMatchObject({ is_active: false, order_number: '000000101' });
    // A repeat (its answer was lost) is refused as Magento refuses it, and creates no other order
    // (Checkout/Model/GuestPaymentInformationManagement.php loads only an active cart).
    const noSuchCart = {
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: null },
      },
    };
    expect(await rest('guest-carts/guest1/shipping-information', shippingInformation())).toEqual(noSuchCart);
    const again = await rest(
      'guest-carts/guest1/payment-information',
      payment('braintree', 'fake-valid-nonce'),
    );
    expect(again).toEqual(noSuchCart);
    expect(state.orders).toHaveLength(1);
    // The cart is no longer usable for anything else.
    const cart = await gql(`{ cart(cart_id: "guest1") { id } }`);
    expect(cart.body.errors?.[0]?.message).toBe("The cart isn't active.");
  });

  it('declines a processor-declined nonce and keeps the cart', async () => {
    await rest('guest-carts/guest1/shipping-information', shippingInformation());
    const declined = await rest(
      'guest-carts/guest1/payment-information',
      payment('braintree', 'fake-processor-declined-visa-nonce'),
    );
    expect(declined).toEqual({
      status: 400,
      body: {
        message: 'Your payment could not be taken. Please try again or use a different payment method.',
      },
    });
    expect(state.orders).toHaveLength(0);
    expect(state.carts.guest1!.is_active).toBe(true);
    const noNonce = await rest('guest-carts/guest1/payment-information', payment('braintree'));
    expect(noNonce.body).toEqual({ message: "Payment method nonce can't be retrieved." });
    const checkmo = await rest('guest-carts/guest1/payment-information', payment('checkmo'));
    expect(checkmo.status).toBe(200);
  });

  it('answers Magento errors: unknown cart, missing method, unknown method, no items', async () => {
    expect(await rest('guest-carts/nope/shipping-information', shippingInformation())).toEqual({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: null },
      },
    });
    expect(
      (await rest('guest-carts/guest1/shipping-information', shippingInformation('ups', 'x'))).body,
    ).toEqual({
      message: 'Carrier with such method not found: %1, %2',
      parameters: ['ups', 'x'],
    });
    // The failed call left nothing behind.
    expect((await rest('guest-carts/guest1/payment-information', payment('checkmo'))).body).toEqual({
      message: 'The shipping address is missing. Set the address and try again.',
    });
    await rest('guest-carts/guest1/shipping-information', shippingInformation());
    expect((await rest('guest-carts/guest1/payment-information', payment('cashondelivery'))).body).toEqual({
      message: 'The requested Payment Method is not available.',
    });
    state.carts.guest1!.items = [];
    // Checkout/Model/PaymentInformationManagement.php: a cart without quantity is refused first.
    expect(await rest('guest-carts/guest1/payment-information', payment('checkmo'))).toEqual({
      status: 400,
      body: { message: 'Some of the products are disabled.' },
    });
  });

  it('needs a customer token for carts/mine and places the order in the customer’s name', async () => {
    expect(await rest('carts/mine/payment-information', payment('checkmo'))).toEqual({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      },
    });
    const customer: CustomerRecord = {
      id: 7,
      email: 'grace@example.com',
      firstname: 'Grace',
      lastname: 'Hopper',
    };
    state.customers.accounts.push(customer);
    state.customers.tokens.tok = {
      customer_id: 7,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    };
    state.carts.mine7 = { ...structuredClone(state.carts.guest1!), id: 'mine7', customer_id: 7 };
    expect((await rest('carts/mine/shipping-information', shippingInformation(), 'tok')).status).toBe(200);
    const placed = await rest(
      'carts/mine/payment-information',
      { ...payment('checkmo'), email: undefined },
      'tok',
    );
    expect(placed).toEqual({ status: 200, body: '101' });
    expect(state.orders[0]).toMatchObject({ customer_id: 7, email: 'grace@example.com' });
    // The customer has no active cart now: a repeat is refused, and places nothing.
    expect(await rest('carts/mine/payment-information', payment('checkmo'), 'tok')).toEqual({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'customerId', fieldValue: 7 },
      },
    });
    expect(state.orders).toHaveLength(1);
  });

  it('creates a guest cart and adds products over REST', async () => {
    const created = await rest('guest-carts');
    const id = created.body as string;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const added = await rest(`guest-carts/${id}/items`, { cartItem: { sku: 'SS-AC-9201', qty: 2 } });
    expect(added).toMatchObject({
      status: 200,
      body: { item_id: expect.any(Number), sku: 'SS-AC-9201', qty: 2 },
    });
    expect(state.carts[id]!.items).toMatchObject([{ sku: 'SS-AC-9201', quantity: 2 }]);
    expect((await rest(`guest-carts/${id}/items`, { cartItem: { sku: 'NOPE', qty: 1 } })).status).toBe(404);
  });

  it.each([
    [
      0,
      400,
      {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'qty', value: 0 },
      },
    ],
    [
      -5,
      400,
      {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'qty', value: -5 },
      },
    ],
    [0.5, 400, { message: 'You cannot use decimal quantity for this product.' }],
    [26, 400, { message: 'The requested qty exceeds the maximum qty allowed in shopping cart' }],
    [1e9, 400, { message: 'The requested qty exceeds the maximum qty allowed in shopping cart' }],
    [
      'abc',
      400,
      {
        message:
          'Error occurred during "qty" processing. The "abc" value\'s type is invalid. The "float" type was expected. Verify and try again.',
      },
    ],
  ])('refuses a REST line of quantity %p as Magento does', async (qty, status, body) => {
    const id = (await rest('guest-carts')).body as string;
    expect(await rest(`guest-carts/${id}/items`, { cartItem: { sku: 'SS-AC-9201', qty } })).toEqual({
      status,
      body,
    });
    expect(state.carts[id]!.items).toEqual([]);
  });

  it('takes a quantity given as a numeric string, and refuses more than is in stock', async () => {
    const id = (await rest('guest-carts')).body as string;
    expect(
      (await rest(`guest-carts/${id}/items`, { cartItem: { sku: 'SS-AC-9201', qty: '3' } })).status,
    ).toBe(200);
    expect(await rest(`guest-carts/${id}/items`, { cartItem: { sku: 'SS-SC-2005', qty: 2 } })).toEqual({
      status: 400,
      body: { message: 'Not enough items for sale' },
    });
    expect(state.carts[id]!.items).toMatchObject([{ sku: 'SS-AC-9201', quantity: 3 }]);
  });
});

describe('customer addresses', () => {
  it('answers the signed-in customer’s saved addresses', async () => {
    state.customers.accounts.push({
      id: 9,
      email: 'c@example.com',
      firstname: 'C',
      lastname: 'D',
      addresses: [
        {
          id: 3,
          firstname: 'C',
          lastname: 'D',
          street: ['2 Main'],
          city: 'Albany',
          region_code: 'NY',
          region_id: 43,
          region: 'New York',
          postcode: '12201',
          country_code: 'US',
          telephone: '1',
          default_shipping: true,
          default_billing: true,
        },
      ],
    });
    state.customers.tokens.t9 = { customer_id: 9, expires_at: new Date(Date.now() + 3600_000).toISOString() };
    const { body } = await gql(
      `{ customer { addresses { id city region { region_code region_id } country_code default_shipping } } }`,
      {
        headers: { Authorization: 'Bearer t9' },
      },
    );
    expect(body.data.customer.addresses).toEqual([
      {
        id: 3,
        city: 'Albany',
        region: { region_code: 'NY', region_id: 43 },
        country_code: 'US',
        default_shipping: true,
      },
    ]);
  });
});
