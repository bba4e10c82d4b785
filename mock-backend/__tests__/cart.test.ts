/** @jest-environment node */
import { gql } from '../../test/backend';
import { attributes } from '../data/attributes';
import { createState, type BackendState } from '../state';
import { optionValueUid } from '../uid';

const colorUid = (valueId: string) =>
  optionValueUid(attributes.find((attribute) => attribute.code === 'color')!.id, valueId);

const CART_FIELDS = `
  id total_quantity total_summary_quantity_including_config is_virtual
  applied_coupons { code }
  items {
    __typename uid quantity product { sku name }
    prices { price { value currency } row_total { value } original_item_price { value } }
    errors { code message }
    ... on ConfigurableCartItem {
      configurable_options { option_label value_label configurable_product_option_value_uid }
      configured_variant { sku }
    }
  }
  prices {
    grand_total { value currency }
    subtotal_excluding_tax { value }
    subtotal_including_tax { value }
    subtotal_with_discount_excluding_tax { value }
    discounts { label amount { value } coupon { code } }
    applied_taxes { label amount { value } }
  }
`;
const CREATE = `mutation { createGuestCart { cart { id } } }`;
const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { ${CART_FIELDS} }
    user_errors { code message }
  }
}`;
const UPDATE = `mutation Update($cartId: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
    cart { ${CART_FIELDS} }
    errors { code message }
  }
}`;
const REMOVE = `mutation Remove($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) { cart { ${CART_FIELDS} } }
}`;
const APPLY = `mutation Apply($cartId: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { ${CART_FIELDS} } }
}`;
const REMOVE_COUPON = `mutation RemoveCoupon($cartId: String!) {
  removeCouponFromCart(input: { cart_id: $cartId }) { cart { ${CART_FIELDS} } }
}`;
const READ = `query Read($cartId: String!) { cart(cart_id: $cartId) { ${CART_FIELDS} } }`;

let state: BackendState;
const run = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  gql(query, { variables, headers, state });

async function newCart(): Promise<string> {
  const { body } = await run(CREATE);
  return body.data.createGuestCart.cart.id as string;
}

function signIn(id: number, token: string) {
  state.customers.accounts.push({ id, email: `c${id}@example.com`, firstname: 'Ada', lastname: 'Lovelace' });
  state.customers.tokens[token] = {
    customer_id: id,
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
  };
  return { Authorization: `Bearer ${token}` };
}

beforeEach(() => {
  state = createState();
});

describe('creating carts', () => {
  it('creates an empty guest cart with a 32-character masked id', async () => {
    const id = await newCart();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const { body } = await run(READ, { cartId: id });
    expect(body.data.cart).toMatchObject({ id, items: [], total_quantity: 0, is_virtual: false });
    expect(body.data.cart.prices.grand_total).toEqual({ value: 0, currency: 'USD' });
  });

  it('createEmptyCart gives a guest a new id and a customer their active cart', async () => {
    const guest = await run('mutation { createEmptyCart }');
    expect(state.carts[guest.body.data.createEmptyCart]).toMatchObject({ customer_id: null });
    const headers = signIn(1, 'tok');
    const first = await run('mutation { createEmptyCart }', {}, headers);
    const second = await run('mutation { createEmptyCart }', {}, headers);
    expect(first.body.data.createEmptyCart).toBe(second.body.data.createEmptyCart);
  });

  it('refuses createGuestCart to a customer and an id already taken', async () => {
    const headers = signIn(1, 'tok');
    const customer = await run(CREATE, {}, headers);
    expect(customer.body.errors?.[0]?.message).toBe('Use `Query.customerCart` for logged in customer.');
    const taken = await newCart();
    const again = await run(`mutation { createGuestCart(input: { cart_uid: "${taken}" }) { cart { id } } }`);
    expect(again.body.errors?.[0]).toMatchObject({
      message: `Cart with ID "${taken}" already exists.`,
      extensions: { category: 'graphql-already-exists' },
    });
  });

  it('customerCart needs a customer token and returns the same active cart', async () => {
    const guest = await run('{ customerCart { id } }');
    expect(guest.status).toBe(403);
    expect(guest.body.errors?.[0]).toMatchObject({
      message: 'The request is allowed for logged in customer',
      extensions: { category: 'graphql-authorization' },
    });
    const headers = signIn(1, 'tok');
    const a = await run('{ customerCart { id } }', {}, headers);
    const b = await run('{ customerCart { id } }', {}, headers);
    expect(a.body.data.customerCart.id).toBe(b.body.data.customerCart.id);
    expect(state.carts[a.body.data.customerCart.id]).toMatchObject({ customer_id: 1, is_active: true });
  });
});

describe('the three cart errors that start recovery', () => {
  it('answers a missing, an inactive and someone else’s cart with Magento’s messages', async () => {
    const missing = await run(READ, { cartId: 'nope' });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "nope"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const id = await newCart();
    state.carts[id]!.is_active = false;
    const inactive = await run(ADD, { cartId: id, items: [{ sku: 'SS-AC-9101', quantity: 1 }] });
    expect(inactive.body.errors?.[0]?.message).toBe("The cart isn't active.");
    const headers = signIn(1, 'tok');
    const customerCart = (await run('{ customerCart { id } }', {}, headers)).body.data.customerCart.id;
    const other = await run(READ, { cartId: customerCart });
    expect(other.body.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('addProductsToCart', () => {
  it('adds a simple product, then adds to the same line', async () => {
    const cartId = await newCart();
    await run(ADD, { cartId, items: [{ sku: 'SS-AC-9101', quantity: 2 }] });
    const { body } = await run(ADD, { cartId, items: [{ sku: 'ss-ac-9101', quantity: 1 }] });
    const { cart, user_errors } = body.data.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      __typename: 'SimpleCartItem',
      quantity: 3,
      product: { sku: 'SS-AC-9101' },
      prices: { price: { value: 24.95, currency: 'USD' }, row_total: { value: 74.85 } },
      errors: null,
    });
    expect(cart.total_quantity).toBe(3);
    expect(cart.total_summary_quantity_including_config).toBe(3);
    expect(cart.prices.subtotal_excluding_tax.value).toBe(74.85);
  });

  it('adds a configurable product by parent sku and option uid, with its options', async () => {
    const cartId = await newCart();
    const { body } = await run(ADD, {
      cartId,
      items: [
        { sku: 'SS-CR-8005', parent_sku: 'SS-CR-8005', quantity: 1, selected_options: [colorUid('103')] },
      ],
    });
    const item = body.data.addProductsToCart.cart.items[0];
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: 'SS-CR-8005' },
      configured_variant: { sku: 'SS-CR-8005-TQ' },
      configurable_options: [
        { option_label: 'Color', configurable_product_option_value_uid: colorUid('103') },
      ],
    });
    expect(item.configurable_options[0].value_label).toBeTruthy();
    expect(state.carts[cartId]!.items[0]).toMatchObject({ sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005' });
  });

  it.each([
    [{ sku: 'NOPE', quantity: 1 }, 'PRODUCT_NOT_FOUND', 'Could not find a product with SKU "NOPE"'],
    [
      { sku: 'SS-CR-8031', quantity: 1 },
      'NOT_SALABLE',
      'Product that you are trying to add is not available.',
    ],
    [{ sku: 'SS-SC-2005', quantity: 2 }, 'INSUFFICIENT_STOCK', 'Not enough items for sale'],
    [
      { sku: 'SS-AC-9101', quantity: 26 },
      'UNDEFINED',
      'The requested qty exceeds the maximum qty allowed in shopping cart',
    ],
    [{ sku: 'SS-AC-9101', quantity: 0 }, 'UNDEFINED', 'The product quantity should be greater than 0'],
    [{ sku: 'SS-CR-8005', quantity: 1 }, 'UNDEFINED', 'You need to choose options for your item.'],
    [
      { sku: 'SS-CR-8005', quantity: 1, selected_options: [colorUid('104')] },
      'NOT_SALABLE',
      'Product that you are trying to add is not available.',
    ],
  ])('refuses %j with %s', async (item, code, message) => {
    const cartId = await newCart();
    const { body } = await run(ADD, { cartId, items: [item] });
    expect(body.errors).toBeUndefined();
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code, message }]);
    expect(body.data.addProductsToCart.cart.items).toEqual([]);
  });
});

describe('updating and removing', () => {
  async function cartWith(sku: string, quantity: number) {
    const cartId = await newCart();
    const { body } = await run(ADD, { cartId, items: [{ sku, quantity }] });
    return { cartId, uid: body.data.addProductsToCart.cart.items[0].uid as string };
  }

  it('changes a quantity and removes at 0', async () => {
    const { cartId, uid } = await cartWith('SS-AC-9101', 1);
    const updated = await run(UPDATE, { cartId, uid, quantity: 4 });
    expect(updated.body.data.updateCartItems.cart.items[0].quantity).toBe(4);
    expect(updated.body.data.updateCartItems.errors).toEqual([]);
    const zero = await run(UPDATE, { cartId, uid, quantity: 0 });
    expect(zero.body.data.updateCartItems.cart.items).toEqual([]);
  });

  it('keeps the quantity and reports stock and limits in errors', async () => {
    const { cartId, uid } = await cartWith('SS-SC-2005', 1);
    const tooMany = await run(UPDATE, { cartId, uid, quantity: 5 });
    expect(tooMany.body.data.updateCartItems.errors).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'Could not update the product with SKU SS-SC-2005: Not enough items for sale',
      },
    ]);
    expect(tooMany.body.data.updateCartItems.cart.items[0].quantity).toBe(1);
    const other = await cartWith('SS-AC-9101', 1);
    const limit = await run(UPDATE, { ...other, quantity: 30 });
    expect(limit.body.data.updateCartItems.errors[0].message).toBe(
      'Could not update the product with SKU SS-AC-9101: The requested qty exceeds the maximum qty allowed in shopping cart',
    );
  });

  it('answers an unknown item as Magento does', async () => {
    // GraphQl/Quote/Guest/UpdateCartItemsTest.php: the cart, with the problem in the payload.
    const { cartId } = await cartWith('SS-AC-9101', 1);
    const update = await run(UPDATE, { cartId, uid: 'OTk5', quantity: 2 });
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.updateCartItems.errors).toEqual([
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999.' },
    ]);
    expect(update.body.data.updateCartItems.cart.items[0].quantity).toBe(1);
    const remove = await run(REMOVE, { cartId, uid: 'OTk5' });
    expect(remove.body.errors?.[0]?.message).toBe("The cart doesn't contain the item");
  });

  it('removes an item', async () => {
    const { cartId, uid } = await cartWith('SS-AC-9101', 2);
    const { body } = await run(REMOVE, { cartId, uid });
    expect(body.data.removeItemFromCart.cart).toMatchObject({ items: [], total_quantity: 0 });
  });

  it("keeps a line it can no longer sell as asked, with the problem in the line's errors (2.4.8)", async () => {
    // QuoteGraphQl/Model/Resolver/CartItemErrors.php, GraphQl/Quote/Guest/GetCartTest.php.
    const { cartId } = await cartWith('SS-AC-9203', 5);
    await run(ADD, { cartId, items: [{ sku: 'SS-AC-9101', quantity: 1 }] });
    state.carts[cartId]!.items[0]!.quantity = 50; // more than the 12 in stock
    const { body } = await run(
      `query ($cartId: String!) { cart(cart_id: $cartId) {
      items { quantity product { sku } errors { code message } } } }`,
      { cartId },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.cart.items).toEqual([
      {
        quantity: 50,
        product: { sku: 'SS-AC-9203' },
        errors: [{ code: 'ITEM_QTY', message: 'Not enough items for sale' }],
      },
      { quantity: 1, product: { sku: 'SS-AC-9101' }, errors: null },
    ]);
    // A line whose product has since gone out of stock (SS-CR-8031 is).
    state.carts[cartId]!.items[0]!.sku = 'SS-CR-8031';
    const out = await run(
      `query ($cartId: String!) { cart(cart_id: $cartId) { items { errors { code message } } } }`,
      {
        cartId,
      },
    );
    expect(out.body.data.cart.items[0].errors).toEqual([
      { code: 'ITEM_QTY', message: 'There are no source items with the in stock status' },
    ]);
  });
});

describe('coupons and totals', () => {
  async function cartWorth(quantity: number) {
    const cartId = await newCart();
    await run(ADD, { cartId, items: [{ sku: 'SS-AC-9101', quantity }] }); // 24.95 each
    return cartId;
  }

  it('applies SPIN10 as a discount and removes it', async () => {
    const cartId = await cartWorth(2);
    const { body } = await run(APPLY, { cartId, code: 'spin10' });
    const cart = body.data.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'SPIN10' }]);
    expect(cart.prices.discounts).toEqual([
      { label: 'SPIN10: 10% off', amount: { value: 4.99 }, coupon: { code: 'SPIN10' } },
    ]);
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(44.91);
    expect(cart.prices.grand_total.value).toBe(44.91);
    const again = await run(APPLY, { cartId, code: 'VINYL15' });
    expect(again.body.errors?.[0]?.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );
    const removed = await run(REMOVE_COUPON, { cartId });
    expect(removed.body.data.removeCouponFromCart.cart).toMatchObject({ applied_coupons: null });
    expect(removed.body.data.removeCouponFromCart.cart.prices.discounts).toBeNull();
  });

  it.each(['SUMMER2024', 'BOGUS', 'VINYL15'])(
    'refuses %s (expired, unknown, under its minimum)',
    async (code) => {
      const cartId = await cartWorth(1);
      const { body } = await run(APPLY, { cartId, code });
      expect(body.errors?.[0]).toMatchObject({
        message: "The coupon code isn't valid. Verify the code and try again.",
        extensions: { category: 'graphql-no-such-entity' },
      });
    },
  );

  it('refuses a coupon on an empty cart', async () => {
    const cartId = await newCart();
    const { body } = await run(APPLY, { cartId, code: 'SPIN10' });
    expect(body.errors?.[0]?.message).toBe('Cart does not contain products.');
  });

  it('adds tax by the shipping address state', async () => {
    const cartId = await cartWorth(4); // 99.80
    state.carts[cartId]!.shipping_address = {
      firstname: 'A',
      lastname: 'B',
      street: ['1 Main'],
      city: 'LA',
      region_code: 'CA',
      region_id: 12,
      region: 'California',
      postcode: '90001',
      country_code: 'US',
      telephone: '555',
    };
    const { body } = await run(READ, { cartId });
    expect(body.data.cart.prices.applied_taxes).toEqual([
      { label: 'US-CA-*-Rate 1', amount: { value: 7.24 } },
    ]);
    expect(body.data.cart.prices.grand_total.value).toBe(107.04);
  });

  it('prices in the chosen currency', async () => {
    const cartId = await cartWorth(1);
    const { body } = await gql(READ, {
      variables: { cartId },
      headers: { 'Content-Currency': 'EUR' },
      state,
    });
    expect(body.data.cart.prices.grand_total.currency).toBe('EUR');
    expect(body.data.cart.items[0].prices.price.currency).toBe('EUR');
  });
});

describe('mergeCarts', () => {
  it('moves the guest cart into the customer’s and deactivates it', async () => {
    const guestId = await newCart();
    await run(ADD, { cartId: guestId, items: [{ sku: 'SS-AC-9101', quantity: 2 }] });
    const headers = signIn(1, 'tok');
    const customerId = (await run('{ customerCart { id } }', {}, headers)).body.data.customerCart.id;
    await run(
      ADD,
      {
        cartId: customerId,
        items: [
          { sku: 'SS-AC-9101', quantity: 1 },
          { sku: 'SS-AC-9102', quantity: 1 },
        ],
      },
      headers,
    );
    const merge = `mutation M($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity } }`;
    const { body } = await run(merge, { s: guestId, d: customerId }, headers);
    expect(body.data.mergeCarts).toEqual({ id: customerId, total_quantity: 4 });
    expect(state.carts[guestId]!.is_active).toBe(false);
    const again = await run(merge, { s: guestId, d: customerId }, headers);
    expect(again.body.errors?.[0]?.message).toBe("The cart isn't active.");
    const guest = await run(merge, { s: guestId, d: customerId });
    expect(guest.body.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});
