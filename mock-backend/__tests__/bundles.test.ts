/** @jest-environment node */
import { gql } from '../../test/backend';
import { handleRest } from '../rest/router';
import '../rest/guestCarts';
import { createState, resetState, type BackendState } from '../state';
import { toUid } from '../uid';

const sel = (option: number, selection: number, qty: number) => toUid(`bundle/${option}/${selection}/${qty}`);

const PRODUCT = `query P($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      __typename sku
      price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
      only_x_left_in_stock
      ... on BundleProduct {
        dynamic_price dynamic_sku dynamic_weight price_view ship_bundle_items
        items {
          option_id uid title required type position sku
          options { id uid quantity position is_default price price_type can_change_quantity label product { sku } }
        }
      }
      ... on GroupedProduct { items { qty position product { sku stock_status } } }
    }
  }
}`;

const CART = `
  items {
    __typename uid quantity product { sku }
    prices { price { value } row_total { value } }
    errors { code message }
    ... on BundleCartItem { bundle_options { id uid label type values { id uid label price quantity } } }
  }
  prices { subtotal_excluding_tax { value } }
`;
const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } }
}`;

let state: BackendState;
const run = (query: string, variables: Record<string, unknown> = {}) => gql(query, { variables, state });

async function newCart(): Promise<string> {
  const { body } = await run(`mutation { createGuestCart { cart { id } } }`);
  return body.data.createGuestCart.cart.id as string;
}

async function product(sku: string) {
  const { body } = await run(PRODUCT, { sku });
  expect(body.errors).toBeUndefined();
  return body.data.products.items[0];
}

beforeEach(() => {
  state = createState();
});

describe('bundle products', () => {
  it('answers a dynamic-price bundle with its options and a range over its required options', async () => {
    const kit = await product('SS-BN-STARTER');
    expect(kit).toMatchObject({
      __typename: 'BundleProduct',
      dynamic_price: true,
      price_view: 'PRICE_RANGE',
      ship_bundle_items: 'TOGETHER',
      only_x_left_in_stock: null,
    });
    expect(
      kit.items.map((item: { title: string; type: string; required: boolean }) => [
        item.title,
        item.type,
        item.required,
      ]),
    ).toEqual([
      ['Turntable', 'radio', true],
      ['Cartridge', 'select', true],
      ['Speakers', 'radio', true],
      ['Care extras', 'checkbox', false],
      ['Inner sleeves', 'select', false],
    ]);
    expect(kit.items[0]).toMatchObject({ option_id: 201, uid: toUid('bundle/201'), sku: 'SS-BN-STARTER' });
    expect(kit.items[0].options[0]).toMatchObject({
      id: 2001,
      uid: sel(201, 2001, 1),
      quantity: 1,
      is_default: true,
      label: 'Hi-Fi Belt One Turntable',
      product: { sku: 'SS-HF-3001' },
    });
    // Lowest: the cheapest salable product of each required option (199 + 49 + 219).
    expect(kit.price_range.minimum_price.final_price.value).toBe(467);
    // Highest: the dearest salable one of each radio/select option, every checkbox selection.
    // 289 + 129 + 349 + (14.95 + 9.95) + 19.95 (the out-of-stock Aria counts for nothing).
    expect(kit.price_range.maximum_price.final_price.value).toBe(811.85);
  });

  it('prices a fixed-price bundle as its own price plus the selections (amounts and percentages)', async () => {
    const set = await product('SS-BN-STYLUS');
    expect(set.dynamic_price).toBe(false);
    expect(set.price_view).toBe('AS_LOW_AS');
    expect(set.price_range.minimum_price.final_price.value).toBe(149);
    expect(set.price_range.maximum_price.final_price.value).toBe(149 + 60 + 12 + 15 * 2);
    const care = await product('SS-BN-CARE');
    expect(care.items[1].options[0]).toMatchObject({ price: 25, price_type: 'PERCENT' });
    expect(care.price_range.maximum_price.final_price.value).toBe(39.95 + 9.99 + 7 + 15);
  });

  it('adds a bundle with its selections, quantities where allowed, and answers its options', async () => {
    const cartId = await newCart();
    const { body } = await run(ADD, {
      cartId,
      items: [
        {
          sku: 'SS-BN-STARTER',
          quantity: 1,
          selected_options: [
            sel(201, 2002, 1),
            sel(202, 2005, 5),
            sel(203, 2006, 1),
            sel(204, 2008, 1),
            sel(205, 2010, 3),
          ],
        },
      ],
    });
    const payload = body.data.addProductsToCart;
    expect(payload.user_errors).toEqual([]);
    const [line] = payload.cart.items;
    expect(line.__typename).toBe('BundleCartItem');
    // 289 + 129 (the cartridge's quantity cannot change: 1) + 219 + 14.95 + 19.95 × 3.
    expect(line.prices.price.value).toBe(711.8);
    expect(line.bundle_options).toEqual([
      {
        id: 201,
        uid: toUid('bundle/201'),
        label: 'Turntable',
        type: 'radio',
        values: [
          { id: 2002, uid: sel(201, 2002, 1), label: 'Comet Automatic Turntable', price: 289, quantity: 1 },
        ],
      },
      {
        id: 202,
        uid: toUid('bundle/202'),
        label: 'Cartridge',
        type: 'select',
        values: [
          { id: 2005, uid: sel(202, 2005, 1), label: 'ST-40 Elliptical Cartridge', price: 129, quantity: 1 },
        ],
      },
      {
        id: 203,
        uid: toUid('bundle/203'),
        label: 'Speakers',
        type: 'radio',
        values: [
          { id: 2006, uid: sel(203, 2006, 1), label: 'Studio 5 Monitor Speakers', price: 219, quantity: 1 },
        ],
      },
      {
        id: 204,
        uid: toUid('bundle/204'),
        label: 'Care extras',
        type: 'checkbox',
        values: [
          { id: 2008, uid: sel(204, 2008, 1), label: 'Carbon Fiber Record Brush', price: 14.95, quantity: 1 },
        ],
      },
      {
        id: 205,
        uid: toUid('bundle/205'),
        label: 'Inner sleeves',
        type: 'select',
        values: [
          {
            id: 2010,
            uid: sel(205, 2010, 3),
            label: 'Anti-Static Inner Sleeves (50 Pack)',
            price: 19.95,
            quantity: 3,
          },
        ],
      },
    ]);
  });

  it('adds the same configuration to the same line and another configuration as a new line', async () => {
    const cartId = await newCart();
    const options = [sel(211, 2101, 1), sel(212, 2103, 1), sel(212, 2104, 2)];
    await run(ADD, { cartId, items: [{ sku: 'SS-BN-STYLUS', quantity: 1, selected_options: options }] });
    await run(ADD, {
      cartId,
      items: [{ sku: 'SS-BN-STYLUS', quantity: 2, selected_options: [...options].reverse() }],
    });
    const { body } = await run(ADD, {
      cartId,
      items: [{ sku: 'SS-BN-STYLUS', quantity: 1, selected_options: [sel(211, 2102, 1)] }],
    });
    const items = body.data.addProductsToCart.cart.items;
    expect(
      items.map((item: { quantity: number; prices: { price: { value: number } } }) => [
        item.quantity,
        item.prices.price.value,
      ]),
    ).toEqual([
      [3, 149 + 12 + 30],
      [1, 149 + 60],
    ]);
    expect(body.data.addProductsToCart.cart.prices.subtotal_excluding_tax.value).toBe(3 * 191 + 209);
  });

  it("answers Magento's errors for missing and unavailable options", async () => {
    const cartId = await newCart();
    const add = async (selected_options: string[], sku = 'SS-BN-STARTER') =>
      (await run(ADD, { cartId, items: [{ sku, quantity: 1, selected_options }] })).body.data
        .addProductsToCart;
    expect((await add([])).user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify product option(s).' },
    ]);
    expect((await add([sel(201, 2001, 1), sel(202, 2004, 1)])).user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please select all required options.' },
    ]);
    expect((await add([sel(201, 2003, 1), sel(202, 2004, 1), sel(203, 2006, 1)])).user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
    ]);
    expect((await add([toUid('bundle/201/2001')])).user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Wrong format of the entered option data' },
    ]);
    const last = await add([sel(201, 2001, 1), sel(202, 2004, 1), sel(203, 2006, 1)]);
    expect(last.user_errors).toEqual([]);
    expect(last.cart.items).toHaveLength(1);
  });

  it('limits a bundle line by the stock of its parts', async () => {
    const cartId = await newCart();
    // The ST-40 cartridge has 3 in stock.
    const { body } = await run(ADD, {
      cartId,
      items: [{ sku: 'SS-BN-STYLUS', quantity: 4, selected_options: [sel(211, 2102, 1)] }],
    });
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Not enough items for sale' },
    ]);
  });
});

describe('grouped products', () => {
  it('answers its members in order, an out-of-stock one included, and a range over the salable ones', async () => {
    const set = await product('SS-GR-SPEAKERS');
    expect(set.__typename).toBe('GroupedProduct');
    expect(set.items).toEqual([
      { qty: 1, position: 1, product: { sku: 'SS-SP-5005', stock_status: 'IN_STOCK' } },
      { qty: 0, position: 2, product: { sku: 'SS-SP-5010', stock_status: 'IN_STOCK' } },
      { qty: 0, position: 3, product: { sku: 'SS-SP-5015', stock_status: 'OUT_OF_STOCK' } },
    ]);
    expect(set.price_range.minimum_price.final_price.value).toBe(219);
    expect(set.price_range.maximum_price.final_price.value).toBe(349);
  });

  it('is added by its members, each its own line, and refuses its own sku alone', async () => {
    const cartId = await newCart();
    const own = await run(ADD, { cartId, items: [{ sku: 'SS-GR-CARE', quantity: 1 }] });
    expect(own.body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' },
    ]);
    const { body } = await run(ADD, {
      cartId,
      items: [
        { sku: 'SS-AC-9101', quantity: 2 },
        { sku: 'SS-AC-9104', quantity: 1 },
      ],
    });
    expect(
      body.data.addProductsToCart.cart.items.map(
        (item: { __typename: string; product: { sku: string }; quantity: number }) => [
          item.__typename,
          item.product.sku,
          item.quantity,
        ],
      ),
    ).toEqual([
      ['SimpleCartItem', 'SS-AC-9101', 2],
      ['SimpleCartItem', 'SS-AC-9104', 1],
    ]);
  });
});

describe('search and listings', () => {
  it('finds bundles and grouped products and sorts them by their lowest price', async () => {
    const { body } = await run(`{ products(search: "care", pageSize: 50, sort: { price: ASC }) {
      items { sku price_range { minimum_price { final_price { value } } } }
      aggregations { attribute_code }
    } }`);
    expect(body.errors).toBeUndefined();
    const skus = body.data.products.items.map((item: { sku: string }) => item.sku);
    expect(skus).toEqual(expect.arrayContaining(['SS-BN-CARE', 'SS-GR-CARE']));
    const prices = body.data.products.items.map(
      (item: { price_range: { minimum_price: { final_price: { value: number } } } }) =>
        item.price_range.minimum_price.final_price.value,
    );
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });
});

describe('REST guest cart items', () => {
  it('refuses a bundle without options and a grouped product by its own sku, as Magento does', async () => {
    resetState(state);
    state.carts.guest1 = { id: 'guest1', customer_id: null, is_active: true, items: [] };
    const post = (sku: string) =>
      handleRest(
        new Request('http://localhost/rest/V1/guest-carts/guest1/items', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ cartItem: { sku, qty: 1, quote_id: 'guest1' } }),
        }),
        state,
      );
    expect(await post('SS-BN-STARTER')).toEqual({
      status: 400,
      body: { message: 'Please specify product option(s).' },
    });
    expect(await post('SS-GR-CARE')).toEqual({
      status: 400,
      body: { message: 'Please specify the quantity of product(s).' },
    });
    expect(state.carts.guest1!.items).toEqual([]);
  });
});
