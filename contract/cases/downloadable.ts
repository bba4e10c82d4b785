/**
 * Downloadable products, virtual carts and the customer's downloads: the product's links and
 * samples, adding with links, a virtual cart refusing shipping, its billing address, and
 * customerDownloadableProducts. The downloadable product is found in the catalog, never named.
 */
import { GET_PRODUCT_DETAIL } from '../../src/features/catalog/graphql/product';
import { ADD_PRODUCTS_TO_CART } from '../../src/features/cart/graphql/cart';
import { GET_CUSTOMER_DOWNLOADS } from '../../src/features/account/graphql/downloads';
import {
  GET_CHECKOUT_CART,
  SET_BILLING_ADDRESS_ON_CART,
  SET_SHIPPING_ADDRESS_ON_CART,
} from '../../src/features/checkout/graphql/checkout';
import type { BackendClient } from '../client';
import { data, equal, graphqlError, matches, ok } from '../check';
import { send } from '../documents';
import { graphqlAddress, type Fixtures } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const LINKS = 'app/code/Magento/DownloadableGraphQl/Model/ConvertLinksToArray.php';
const UID = 'app/code/Magento/DownloadableGraphQl/Resolver/Product/DownloadableLinksValueUid.php';
const TYPE = 'app/code/Magento/Downloadable/Model/Product/Type.php';
const ADD_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/DownloadableProduct/AddDownloadableProductToCartTest.php';
const DOWNLOADS = 'app/code/Magento/DownloadableGraphQl/Model/Resolver/CustomerDownloadableProducts.php';
const DOWNLOADS_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/DownloadableProduct/CustomerDownloadableProductsTest.php';

interface Downloadable {
  sku: string;
  url_key: string;
  links: Array<{ uid: string; title: string; price: number }>;
}

/** A downloadable product whose links are bought separately, found by searching the catalog. */
async function downloadable(client: BackendClient): Promise<Downloadable> {
  const answer = await client.gql<{
    products: {
      items: Array<{
        __typename: string;
        sku: string;
        url_key: string;
        links_purchased_separately?: number | null;
        downloadable_product_links?: Downloadable['links'] | null;
      }>;
    };
  }>(
    `{ products(search: "digital album", pageSize: 20) { items { __typename sku url_key
       ... on DownloadableProduct { links_purchased_separately downloadable_product_links { uid title price } } } } }`,
  );
  const found = data(answer).products.items.find(
    (item) =>
      item.__typename === 'DownloadableProduct' &&
      item.links_purchased_separately === 1 &&
      (item.downloadable_product_links?.length ?? 0) > 0,
  );
  if (!found) throw new Skip('the backend has no downloadable product with links bought separately');
  return { sku: found.sku, url_key: found.url_key, links: found.downloadable_product_links ?? [] };
}

interface CartAnswer {
  addProductsToCart: {
    cart: { id: string; items: Array<{ __typename?: string; links?: Array<{ uid: string }> | null } | null> };
    user_errors: Array<{ code: string; message: string }>;
  };
}

/** A guest cart holding the downloadable with its first link: a virtual cart. */
async function virtualCart(client: BackendClient, fixtures: Fixtures, product: Downloadable) {
  const cartId = await fixtures.guestCart();
  const answer = await send<CartAnswer>(client, ADD_PRODUCTS_TO_CART, {
    cartId,
    cartItems: [{ sku: product.sku, quantity: 1, selected_options: [product.links[0]!.uid] }],
  });
  equal(data(answer).addProductsToCart.user_errors, [], 'user_errors');
  return { cartId, answer };
}

export const downloadableCases: ContractCase[] = [
  {
    id: 'downloadable.product.links',
    title:
      'A downloadable product answers its links (uid base64 of downloadable/<id>, title, price, sample_url)',
    source: [
      LINKS,
      UID,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/DownloadableProduct/DownloadableProductViewTest.php',
    ],
    async run({ client }) {
      const product = await downloadable(client);
      const detail = data<{
        products: {
          items: Array<{
            __typename: string;
            links_title?: string | null;
            downloadable_product_links?: Array<{
              uid: string;
              sample_url: string | null;
              sort_order: number | null;
            }>;
          }>;
        };
      }>(await send(client, GET_PRODUCT_DETAIL, { urlKey: product.url_key })).products.items[0];
      ok(detail, 'the product is found by its url_key');
      equal(detail.__typename, 'DownloadableProduct', '__typename');
      for (const link of detail.downloadable_product_links ?? []) {
        matches(Buffer.from(link.uid, 'base64').toString('utf8'), /^downloadable\/\d+$/, 'link uid');
        matches(link.sample_url, /\/downloadable\/download\/linkSample\/link_id\/\d+\/$/, 'sample_url');
      }
    },
  },
  {
    id: 'downloadable.add.links-missing',
    title: 'addProductsToCart of a downloadable without its links: "Please specify product link(s)."',
    source: [TYPE, ADD_TEST, 'app/code/Magento/Quote/Model/Cart/AddProductsToCartError.php'],
    async run({ client, fixtures }) {
      const product = await downloadable(client);
      const cartId = await fixtures.guestCart();
      const answer = await send<CartAnswer>(client, ADD_PRODUCTS_TO_CART, {
        cartId,
        cartItems: [{ sku: product.sku, quantity: 1 }],
      });
      equal(
        data(answer).addProductsToCart.user_errors,
        [{ code: 'UNDEFINED', message: 'Please specify product link(s).' }],
        'user_errors',
      );
    },
  },
  {
    id: 'downloadable.add.links',
    title:
      'addProductsToCart with a link uid answers a DownloadableCartItem with that link; the cart is virtual',
    source: [ADD_TEST, 'app/code/Magento/DownloadableGraphQl/Resolver/DownloadableCartItem/Links.php'],
    async run({ client, fixtures }) {
      const product = await downloadable(client);
      const { cartId, answer } = await virtualCart(client, fixtures, product);
      const line = data(answer).addProductsToCart.cart.items[0];
      equal(
        line?.links?.map((link) => link.uid),
        [product.links[0]!.uid],
        'line links',
      );
      const cart = data<{ cart: { is_virtual: boolean } }>(
        await send(client, GET_CHECKOUT_CART, { cartId }),
      ).cart;
      equal(cart.is_virtual, true, 'is_virtual');
    },
  },
  {
    id: 'checkout.virtual.shipping-address',
    title:
      'setShippingAddressesOnCart on a virtual cart: "Shipping address is not allowed on cart: cart contains no items for shipment."',
    source: [
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/SetShippingAddressOnCartTest.php',
    ],
    async run({ client, fixtures }) {
      const product = await downloadable(client);
      const { cartId } = await virtualCart(client, fixtures, product);
      const answer = await send(client, SET_SHIPPING_ADDRESS_ON_CART, {
        cartId,
        address: graphqlAddress(await fixtures.address()),
      });
      graphqlError(answer, {
        message: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'checkout.virtual.billing-address',
    title: 'setBillingAddressOnCart sets a virtual cart’s billing address',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/SetBillingAddressOnCart.php'],
    async run({ client, fixtures }) {
      const product = await downloadable(client);
      const { cartId } = await virtualCart(client, fixtures, product);
      const answer = await send<{ setBillingAddressOnCart: { cart: { id: string } } }>(
        client,
        SET_BILLING_ADDRESS_ON_CART,
        { cartId, address: graphqlAddress(await fixtures.address()) },
      );
      equal(data(answer).setBillingAddressOnCart.cart.id, cartId, 'cart id');
    },
  },
  {
    id: 'downloads.guest',
    title: 'customerDownloadableProducts without a customer token: "The current customer isn\'t authorized."',
    source: [DOWNLOADS, DOWNLOADS_TEST],
    async run({ client }) {
      graphqlError(await send(client, GET_CUSTOMER_DOWNLOADS), {
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        // GraphQl's HttpResponseSender: an authorization error's status.
        status: 403,
      });
    },
  },
  {
    id: 'downloads.customer.none',
    title: 'customerDownloadableProducts of a customer with no orders answers no items',
    source: [DOWNLOADS, DOWNLOADS_TEST],
    async run({ client, fixtures }) {
      const { token } = await fixtures.shopper();
      const answer = await send<{ customerDownloadableProducts: { items: unknown[] } }>(
        client,
        GET_CUSTOMER_DOWNLOADS,
        {},
        { token },
      );
      equal(data(answer).customerDownloadableProducts.items, [], 'items');
    },
  },
];
