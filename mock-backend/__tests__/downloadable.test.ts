/** @jest-environment node */
import { gql, invoiceOrderNumber } from '../../test/backend';
import { handleDownload } from '../downloads/handler';
import { handleRest } from '../rest/router';
import '../rest/checkout';
import { createState, resetState, type BackendState } from '../state';
import { toUid } from '../uid';

let state: BackendState;
beforeEach(() => {
  state = resetState(createState());
});

const ALBUM = 'SS-DL-MIDNIGHT';
const MANUAL = 'SS-DL-CRUISER-MANUAL';
const link = (id: number) => toUid(`downloadable/${id}`);

async function signIn(): Promise<string> {
  const { body } = await gql(
    `mutation { generateCustomerToken(email: "morgan.reyes@example.com", password: "Spindle-Demo1") { token } }`,
  );
  return body.data.generateCustomerToken.token;
}

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

async function guestCart(): Promise<string> {
  const { body } = await gql(`mutation { createGuestCart { cart { id } } }`);
  return body.data.createGuestCart.cart.id;
}

const ADD = `mutation Add($cart: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cart, cartItems: $items) {
    cart {
      is_virtual
      prices { grand_total { value } }
      items {
        __typename
        quantity
        prices { price { value } row_total { value } }
        ... on DownloadableCartItem { links { uid title price } samples { title sample_url } }
      }
    }
    user_errors { code message }
  }
}`;

const add = (cart: string, items: unknown[], token?: string) =>
  gql(ADD, { variables: { cart, items }, headers: auth(token) });

const restPost = (path: string, body: unknown, token?: string) =>
  handleRest(
    new Request(`http://localhost/rest/V1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify(body),
    }),
    state,
  );

const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Groove St'],
  city: 'Austin',
  region: 'TX',
  postcode: '73301',
  telephone: '5125550100',
  country_code: 'US',
};

describe('downloadable products', () => {
  it('answers the links and samples as DownloadableGraphQl shapes them', async () => {
    const { body } = await gql(`{
      products(filter: { sku: { eq: "${ALBUM}" } }) {
        items {
          __typename
          price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
          ... on DownloadableProduct {
            links_purchased_separately
            links_title
            downloadable_product_links { uid title price sample_url sort_order }
            downloadable_product_samples { title sample_url sort_order }
          }
        }
      }
    }`);
    const product = body.data.products.items[0];
    expect(product.__typename).toBe('DownloadableProduct');
    expect(product.links_purchased_separately).toBe(1);
    expect(product.links_title).toBe('Tracks');
    expect(product.downloadable_product_links[0]).toEqual({
      uid: link(101),
      title: 'Whole album',
      price: 9.99,
      sort_order: 1,
      sample_url: 'http://localhost/downloadable/download/linkSample/link_id/101/',
    });
    expect(product.downloadable_product_samples).toEqual([
      {
        title: 'Album preview',
        sort_order: 1,
        sample_url: 'http://localhost/downloadable/download/sample/sample_id/201/',
      },
    ]);
    // Links bought separately: from the cheapest link to every link.
    expect(product.price_range.minimum_price.final_price.value).toBe(1.29);
    expect(product.price_range.maximum_price.final_price.value).toBe(13.86);
  });

  it('serves samples with their types: audio for a track, a PDF for the manual', async () => {
    const track = handleDownload(
      new Request('http://localhost/downloadable/download/linkSample/link_id/102/'),
      state,
    );
    expect(track.status).toBe(200);
    expect(track.headers.get('Content-Type')).toBe('audio/wav');
    const bytes = new Uint8Array(await track.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    const manual = handleDownload(
      new Request('http://localhost/downloadable/download/sample/sample_id/231/'),
      state,
    );
    expect(manual.headers.get('Content-Type')).toBe('application/pdf');
    expect((await manual.text()).startsWith('%PDF-')).toBe(true);
    expect(
      handleDownload(new Request('http://localhost/downloadable/download/sample/sample_id/999/'), state)
        .status,
    ).toBe(404);
  });

  it('adds a downloadable with its chosen links, priced with them, as a virtual cart', async () => {
    const cart = await guestCart();
    const { body } = await add(cart, [{ sku: ALBUM, quantity: 1, selected_options: [link(102), link(104)] }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const answer = body.data.addProductsToCart.cart;
    expect(answer.is_virtual).toBe(true);
    expect(answer.items[0].__typename).toBe('DownloadableCartItem');
    expect(answer.items[0].links).toEqual([
      { uid: link(102), title: 'Track 1: Blue Hour', price: 1.29 },
      { uid: link(104), title: 'Track 3: Last Call', price: 1.29 },
    ]);
    expect(answer.items[0].samples).toEqual([
      { title: 'Album preview', sample_url: 'http://localhost/downloadable/download/sample/sample_id/201/' },
    ]);
    expect(answer.items[0].prices.price.value).toBe(2.58);
    expect(answer.prices.grand_total.value).toBe(2.58);
  });

  it('refuses links bought separately when none is chosen, and gives the manual its free link', async () => {
    const cart = await guestCart();
    const missing = await add(cart, [{ sku: ALBUM, quantity: 1 }]);
    expect(missing.body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify product link(s).' },
    ]);
    // A uid of another product's link is not one of this product's links.
    const foreign = await add(cart, [{ sku: ALBUM, quantity: 1, selected_options: [link(121)] }]);
    expect(foreign.body.data.addProductsToCart.user_errors[0].message).toBe(
      'Please specify product link(s).',
    );
    const manual = await add(cart, [{ sku: MANUAL, quantity: 1 }]);
    expect(manual.body.data.addProductsToCart.user_errors).toEqual([]);
    expect(manual.body.data.addProductsToCart.cart.items[0].links).toEqual([
      { uid: link(131), title: "Owner's manual (PDF)", price: 0 },
    ]);
  });

  it('is not virtual once a shipped product joins it', async () => {
    const cart = await guestCart();
    await add(cart, [{ sku: MANUAL, quantity: 1 }]);
    const { body } = await add(cart, [{ sku: 'SS-AC-9201', quantity: 1 }]);
    expect(body.data.addProductsToCart.cart.is_virtual).toBe(false);
  });
});

describe('a virtual cart in checkout', () => {
  async function virtualCart(token?: string) {
    const cart = token
      ? (await gql(`{ customerCart { id } }`, { headers: auth(token) })).body.data.customerCart.id
      : await guestCart();
    await add(cart, [{ sku: ALBUM, quantity: 1, selected_options: [link(101)] }], token);
    return cart as string;
  }

  it('refuses a shipping address and a shipping method with Magento’s messages', async () => {
    const cart = await virtualCart();
    const shipping = await gql(
      `mutation($cart: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) {
          cart { id }
        }
      }`,
      { variables: { cart, address } },
    );
    expect(shipping.body.errors?.[0]).toMatchObject({
      message: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
      extensions: { category: 'graphql-input' },
    });
    const method = await gql(
      `mutation($cart: String!) {
        setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) {
          cart { id }
        }
      }`,
      { variables: { cart } },
    );
    expect(method.body.errors?.[0]?.message).toBe(
      'Cart contains virtual product(s) only. Shipping address is not applicable.',
    );
    const rest = await restPost(`guest-carts/${cart}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...address, country_id: 'US', region_code: 'TX' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(rest).toEqual({
      status: 404,
      body: { message: 'Cart contains virtual product(s) only. Shipping address is not applicable.' },
    });
  });

  it('places the order with a billing address and payment only, then lists the customer’s downloads', async () => {
    const token = await signIn();
    await virtualCart(token);
    const billing = { ...address, country_id: 'US', region_code: 'TX' };
    const placed = await restPost(
      'carts/mine/payment-information',
      { billingAddress: billing, paymentMethod: { method: 'checkmo' } },
      token,
    );
    expect(placed.status).toBe(200);
    const order = state.orders.find((candidate) => candidate.id === placed.body)!;
    expect(order.shipping_address).toBeNull();
    expect(order.shipping_method).toBeNull();
    expect(order.totals.shipping).toBe(0);
    expect(order.totals.grand_total).toBe(9.99 + order.totals.tax);

    const orders = await gql(
      `{ customer { orders(filter: { number: { eq: "${order.number}" } }) { items {
        shipping_address { city } items { __typename ... on DownloadableOrderItem { downloadable_links { uid title } } }
      } } } }`,
      { headers: auth(token) },
    );
    expect(orders.body.data.customer.orders.items[0]).toEqual({
      shipping_address: null,
      items: [
        {
          __typename: 'DownloadableOrderItem',
          downloadable_links: [{ uid: link(101), title: 'Whole album' }],
        },
      ],
    });

    const DOWNLOADS = `{ customerDownloadableProducts { items { date download_url order_increment_id remaining_downloads status } } }`;
    const pending = (await gql(DOWNLOADS, { headers: auth(token) })).body.data.customerDownloadableProducts
      .items;
    expect(pending).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        download_url: expect.stringMatching(
          /^http:\/\/localhost\/downloadable\/download\/link\/id\/[0-9a-f]{32}\/$/,
        ),
        order_increment_id: order.number,
        remaining_downloads: 'Unlimited',
        status: 'pending',
      },
    ]);
    const url = pending[0].download_url as string;
    const early = handleDownload(new Request(url, { headers: auth(token) }), state);
    expect([early.status, await early.text()]).toEqual([403, 'The link is not available.']);

    invoiceOrderNumber(order.number, state);
    const available = (await gql(DOWNLOADS, { headers: auth(token) })).body.data.customerDownloadableProducts
      .items;
    expect(available[0].status).toBe('available');
    const anonymous = handleDownload(new Request(url), state);
    expect([anonymous.status, await anonymous.text()]).toEqual([
      401,
      'Please sign in to download your product.',
    ]);
    const file = handleDownload(new Request(url, { headers: auth(token) }), state);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('audio/wav');
    expect(file.headers.get('Content-Disposition')).toBe(
      'attachment; filename="midnight-sessions-album.wav"',
    );
  });

  it('refuses the downloads list to a guest', async () => {
    const { body } = await gql(`{ customerDownloadableProducts { items { status } } }`);
    expect(body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });
});
