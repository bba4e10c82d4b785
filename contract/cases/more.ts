/** The wish list, order history, newsletter and contact form. */
import { GET_ORDER_DETAILS, GET_ORDER_HISTORY } from '../../src/features/account/graphql/orders';
import {
  ADD_TO_WISHLIST,
  ADD_WISHLIST_ITEM_TO_CART,
  GET_WISHLIST,
  REMOVE_FROM_WISHLIST,
} from '../../src/features/account/graphql/wishlist';
import { GET_LATEST_ORDER } from '../../src/features/checkout/graphql/checkout';
import { SUBMIT_CONTACT_FORM } from '../../src/features/content/graphql/contact';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from '../../src/platform/newsletter/subscribe';
import { data, equal, graphqlError, matches, ok } from '../check';
import { send } from '../documents';
import { placeShopperOrder } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const ADD_TO_WISHLIST_MODEL = 'app/code/Magento/Wishlist/Model/Wishlist/AddProductsToWishlist.php';
const WISHLIST_RESOLVER = 'app/code/Magento/WishlistGraphQl/Model/Resolver/AddProductsToWishlist.php';
const ORDERS = 'app/code/Magento/SalesGraphQl/Model/Resolver/CustomerOrders.php';
const NEWSLETTER = 'app/code/Magento/NewsletterGraphQl/Model/Resolver/SubscribeEmailToNewsletter.php';
const NEWSLETTER_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Newsletter/Guest/SubscribeEmailToNewsletterTest.php';
const CONTACT = 'app/code/Magento/ContactGraphQl/Model/ContactUsValidator.php';
const CONTACT_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/ContactUs/ContactUsTest.php';

interface WishlistData {
  id: string;
  items_count: number;
  items_v2: {
    items: Array<{
      id: string;
      product: { sku: string };
      configurable_options?: Array<{ configurable_product_option_value_uid: string }> | null;
      configured_variant?: { sku: string } | null;
    }>;
  };
}

const CONFIGURABLE_WISHLIST_SOURCES = [
  ADD_TO_WISHLIST_MODEL,
  'app/code/Magento/Wishlist/Model/Wishlist/BuyRequest/SuperAttributeDataProvider.php',
  'app/code/Magento/ConfigurableProductGraphQl/Model/Wishlist/ConfigurableOptions.php',
  'app/code/Magento/ConfigurableProductGraphQl/Model/Wishlist/ConfiguredVariant.php',
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Wishlist/AddConfigurableProductToWishlistTest.php',
];

const email = (label: string) =>
  `contract.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

async function wishlistOf(
  client: Parameters<ContractCase['run']>[0]['client'],
  token: string,
): Promise<WishlistData> {
  const wishlists = data<{ customer: { wishlists: WishlistData[] } }>(
    await send(client, GET_WISHLIST, {}, { token }),
  ).customer.wishlists;
  const [wishlist] = wishlists;
  ok(wishlist, 'the customer has a wish list');
  return wishlist;
}

export const moreCases: ContractCase[] = [
  {
    id: 'wishlist.add',
    title: 'addProductsToWishlist of a simple product: the wish list holds it, no user errors',
    source: [ADD_TO_WISHLIST_MODEL, WISHLIST_RESOLVER],
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.simpleProduct()]);
      const { id } = await wishlistOf(client, other.token);
      const payload = data<{ addProductsToWishlist: { wishlist: WishlistData; user_errors: unknown[] } }>(
        await send(client, ADD_TO_WISHLIST, { wishlistId: id, sku: product.sku }, { token: other.token }),
      ).addProductsToWishlist;
      equal(payload.user_errors, [], 'user_errors');
      equal(
        payload.wishlist.items_v2.items.map((item) => item.product.sku),
        [product.sku],
        'skus',
      );
    },
  },
  {
    id: 'wishlist.add.unknown-sku',
    title: 'addProductsToWishlist of an unknown SKU: user error PRODUCT_NOT_FOUND, the wish list unchanged',
    source: [ADD_TO_WISHLIST_MODEL, 'app/code/Magento/Wishlist/Model/Wishlist/Data/Error.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const { id } = await wishlistOf(client, shopper.token);
      const payload = data<{ addProductsToWishlist: { wishlist: WishlistData; user_errors: unknown[] } }>(
        await send(
          client,
          ADD_TO_WISHLIST,
          { wishlistId: id, sku: 'NOPE-NOT-A-SKU' },
          { token: shopper.token },
        ),
      ).addProductsToWishlist;
      equal(
        payload.user_errors,
        [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-NOT-A-SKU"' }],
        'user_errors',
      );
      ok(payload.wishlist, 'the wish list is answered');
    },
  },
  {
    id: 'wishlist.remove.unknown',
    title:
      'removeProductsFromWishlist of an item id nobody has: user error "Could not find a wishlist item with ID \\"N\\""',
    source: ['app/code/Magento/Wishlist/Model/Wishlist/RemoveProductsFromWishlist.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const { id } = await wishlistOf(client, shopper.token);
      const payload = data<{ removeProductsFromWishlist: { user_errors: unknown[] } }>(
        await send(
          client,
          REMOVE_FROM_WISHLIST,
          { wishlistId: id, itemIds: ['987654321'] },
          { token: shopper.token },
        ),
      ).removeProductsFromWishlist;
      equal(
        payload.user_errors,
        [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "987654321"' }],
        'user_errors',
      );
    },
  },
  {
    id: 'wishlist.other-customer',
    title: 'a wish list id of another customer: "The wishlist was not found." (graphql-input, 200)',
    source: [WISHLIST_RESOLVER],
    async run({ client, fixtures }) {
      const [shopper, other, product] = await Promise.all([
        fixtures.shopper(),
        fixtures.otherShopper(),
        fixtures.simpleProduct(),
      ]);
      const theirs = (await wishlistOf(client, other.token)).id;
      const answer = await send(
        client,
        ADD_TO_WISHLIST,
        { wishlistId: theirs, sku: product.sku },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'The wishlist was not found.',
        category: 'graphql-input',
        status: 200,
      });
    },
  },
  {
    id: 'wishlist.guest',
    title:
      'addProductsToWishlist without a token: "The current user cannot perform operations on wishlist" (403)',
    source: [WISHLIST_RESOLVER],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const answer = await send(client, ADD_TO_WISHLIST, { wishlistId: '1', sku: product.sku });
      graphqlError(answer, {
        message: 'The current user cannot perform operations on wishlist',
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
  {
    id: 'wishlist.to-cart',
    title:
      'addWishlistItemsToCart moves the item to the cart: status true, no user errors, gone from the wish list',
    source: ['app/code/Magento/WishlistGraphQl/Model/Resolver/Wishlist/AddToCart.php'],
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.otherSimpleProduct()]);
      const { id } = await wishlistOf(client, other.token);
      const added = data<{ addProductsToWishlist: { wishlist: WishlistData } }>(
        await send(client, ADD_TO_WISHLIST, { wishlistId: id, sku: product.sku }, { token: other.token }),
      ).addProductsToWishlist.wishlist.items_v2.items.find((item) => item.product.sku === product.sku);
      ok(added, 'the item is in the wish list');
      const payload = data<{
        addWishlistItemsToCart: {
          status: boolean;
          add_wishlist_items_to_cart_user_errors: unknown[];
          wishlist: WishlistData;
        };
      }>(
        await send(
          client,
          ADD_WISHLIST_ITEM_TO_CART,
          { wishlistId: id, itemId: added.id },
          { token: other.token },
        ),
      ).addWishlistItemsToCart;
      equal(
        { status: payload.status, errors: payload.add_wishlist_items_to_cart_user_errors },
        { status: true, errors: [] },
        'answer',
      );
      ok(
        !payload.wishlist.items_v2.items.some((item) => item.id === added.id),
        'the item left the wish list',
      );
    },
  },
  {
    id: 'wishlist.add.configurable',
    title:
      'addProductsToWishlist of a configurable product by its sku with selected_options: one line of the parent, configurable_options and configured_variant name the child',
    source: CONFIGURABLE_WISHLIST_SOURCES,
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.configurableProduct()]);
      const { id } = await wishlistOf(client, other.token);
      const payload = data<{ addProductsToWishlist: { wishlist: WishlistData; user_errors: unknown[] } }>(
        await send(
          client,
          ADD_TO_WISHLIST,
          { wishlistId: id, sku: product.sku, selectedOptions: product.selectedOptions },
          { token: other.token },
        ),
      ).addProductsToWishlist;
      equal(payload.user_errors, [], 'user_errors');
      const lines = payload.wishlist.items_v2.items;
      equal(lines.length, 1, 'lines');
      equal(lines[0]!.product.sku, product.sku, 'the line is the parent product');
      equal(
        (lines[0]!.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid),
        product.selectedOptions,
        'configurable_options value uids',
      );
      equal(lines[0]!.configured_variant?.sku, product.variantSku, 'configured_variant sku');
    },
  },
  {
    id: 'wishlist.configurable-without-options',
    title:
      'a configurable product saved without options: configurable_options [], configured_variant null; addWishlistItemsToCart refuses it ("You need to choose options for your item.") and keeps it',
    source: [
      ...CONFIGURABLE_WISHLIST_SOURCES,
      'app/code/Magento/WishlistGraphQl/Model/Resolver/Wishlist/AddToCart.php',
      'app/code/Magento/ConfigurableProduct/Model/Product/Type/Configurable.php',
    ],
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.configurableProduct()]);
      const { id } = await wishlistOf(client, other.token);
      const line = data<{ addProductsToWishlist: { wishlist: WishlistData; user_errors: unknown[] } }>(
        await send(client, ADD_TO_WISHLIST, { wishlistId: id, sku: product.sku }, { token: other.token }),
      ).addProductsToWishlist.wishlist.items_v2.items[0];
      ok(line, 'the product is in the wish list');
      equal(
        { options: line.configurable_options, variant: line.configured_variant },
        { options: [], variant: null },
        'the line without options',
      );
      const payload = data<{
        addWishlistItemsToCart: {
          status: boolean;
          add_wishlist_items_to_cart_user_errors: Array<{ message: string }>;
          wishlist: WishlistData;
        };
      }>(
        await send(
          client,
          ADD_WISHLIST_ITEM_TO_CART,
          { wishlistId: id, itemId: line.id },
          { token: other.token },
        ),
      ).addWishlistItemsToCart;
      equal(
        { status: payload.status, errors: payload.add_wishlist_items_to_cart_user_errors },
        { status: false, errors: [{ message: 'You need to choose options for your item.' }] },
        'answer',
      );
      ok(
        payload.wishlist.items_v2.items.some((item) => item.id === line.id),
        'the line stays in the wish list',
      );
    },
  },
  {
    id: 'wishlist.to-cart.configurable',
    title:
      'addWishlistItemsToCart of a configurable line saved with options: the child goes to the cart, the line leaves the wish list',
    source: [
      'app/code/Magento/WishlistGraphQl/Model/Resolver/Wishlist/AddToCart.php',
      'app/code/Magento/Wishlist/Model/Wishlist/BuyRequest/SuperAttributeDataProvider.php',
    ],
    async run({ client, fixtures }) {
      const [other, product] = await Promise.all([fixtures.otherShopper(), fixtures.configurableProduct()]);
      const { id } = await wishlistOf(client, other.token);
      const line = data<{ addProductsToWishlist: { wishlist: WishlistData } }>(
        await send(
          client,
          ADD_TO_WISHLIST,
          { wishlistId: id, sku: product.sku, selectedOptions: product.selectedOptions },
          { token: other.token },
        ),
      ).addProductsToWishlist.wishlist.items_v2.items[0];
      ok(line, 'the product is in the wish list');
      const payload = data<{
        addWishlistItemsToCart: {
          status: boolean;
          add_wishlist_items_to_cart_user_errors: unknown[];
          wishlist: WishlistData;
        };
      }>(
        await send(
          client,
          ADD_WISHLIST_ITEM_TO_CART,
          { wishlistId: id, itemId: line.id },
          { token: other.token },
        ),
      ).addWishlistItemsToCart;
      equal(
        { status: payload.status, errors: payload.add_wishlist_items_to_cart_user_errors },
        { status: true, errors: [] },
        'answer',
      );
      equal(payload.wishlist.items_v2.items.length, 0, 'lines left in the wish list');
      const cart = data<{
        customerCart: { items: Array<{ product: { sku: string }; configured_variant?: { sku: string } }> };
      }>(
        await client.gql(
          `{ customerCart { items { product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`,
          { token: other.token },
        ),
      ).customerCart;
      equal(
        cart.items.map((item) => [item.product.sku, item.configured_variant?.sku]),
        [[product.sku, product.variantSku]],
        'the cart line (product, child)',
      );
    },
  },
  {
    id: 'orders.history',
    title:
      'customer.orders: the order placed, its number, a "YYYY-MM-DD HH:MM:SS" order_date, status label and total',
    source: [
      ORDERS,
      'app/code/Magento/SalesGraphQl/Model/Formatter/Order.php',
      'app/code/Magento/SalesGraphQl/Model/Resolver/OrderTotal.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const number = await placeShopperOrder(fixtures, client, shopper.token);
      const orders = data<{
        customer: {
          orders: {
            total_count: number;
            items: Array<{
              number: string;
              order_date: string;
              status: string;
              total: { grand_total: { value: number } };
            }>;
          };
        };
      }>(
        await send(
          client,
          GET_ORDER_HISTORY,
          { currentPage: 1, pageSize: 10, number: null },
          { token: shopper.token },
        ),
      ).customer.orders;
      const order = orders.items.find((item) => item.number === number);
      ok(order, `order ${number} is listed`);
      matches(order.order_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'order_date');
      equal(order.status, 'Pending', 'status (the label)');
      ok(order.total.grand_total.value > 0, 'grand_total');
    },
  },
  {
    id: 'orders.details',
    title: 'an order by number answers its lines, addresses and payment method',
    source: [ORDERS, 'app/code/Magento/SalesGraphQl/Model/Resolver/OrderItem/DataProvider.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const latest = data<{ customer: { orders: { items: Array<{ number: string }> } } }>(
        await send(client, GET_LATEST_ORDER, {}, { token: shopper.token }),
      ).customer.orders.items[0];
      if (!latest) throw new Skip('no order was placed (orders.history failed)');
      const items = data<{
        customer: {
          orders: {
            items: Array<{ number: string; items: Array<{ product_sku: string; quantity_ordered: number }> }>;
          };
        };
      }>(await send(client, GET_ORDER_DETAILS, { number: latest.number }, { token: shopper.token })).customer
        .orders.items;
      equal(
        items.map((item) => item.number),
        [latest.number],
        'the order asked for',
      );
      ok(items[0]?.items.length, 'its lines');
    },
  },
  {
    id: 'orders.other-customer',
    title: "another customer's order number is simply not found: no items, no error",
    source: [ORDERS, 'app/code/Magento/SalesGraphQl/Model/Resolver/CustomerOrders/Query/OrderFilter.php'],
    async run({ client, fixtures }) {
      const [shopper, other] = await Promise.all([fixtures.shopper(), fixtures.otherShopper()]);
      const latest = data<{ customer: { orders: { items: Array<{ number: string }> } } }>(
        await send(client, GET_LATEST_ORDER, {}, { token: shopper.token }),
      ).customer.orders.items[0];
      if (!latest) throw new Skip('no order was placed (orders.history failed)');
      const items = data<{ customer: { orders: { items: unknown[] } } }>(
        await send(client, GET_ORDER_DETAILS, { number: latest.number }, { token: other.token }),
      ).customer.orders.items;
      equal(items, [], 'items');
    },
  },
  {
    id: 'orders.guest',
    title: 'order history without a token: "The current customer isn\'t authorized." (403)',
    source: [ORDERS],
    async run({ client }) {
      const answer = await send(client, GET_ORDER_HISTORY, { currentPage: 1, pageSize: 10, number: null });
      graphqlError(answer, {
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
  {
    id: 'newsletter.subscribe',
    title:
      'subscribeEmailToNewsletter of a new email: status SUBSCRIBED (or NOT_ACTIVE when confirmation is on)',
    source: [NEWSLETTER, NEWSLETTER_TEST],
    async run({ client }) {
      const status = data<{ subscribeEmailToNewsletter: { status: string } }>(
        await send(client, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email: email('news') }),
      ).subscribeEmailToNewsletter.status;
      ok(['SUBSCRIBED', 'NOT_ACTIVE'].includes(status), `status ${status}`);
    },
  },
  {
    id: 'newsletter.already',
    title: 'subscribing the same email again: "This email address is already subscribed." (already-exists)',
    source: [NEWSLETTER, NEWSLETTER_TEST],
    async run({ client }) {
      const address = email('twice');
      const first = data<{ subscribeEmailToNewsletter: { status: string } }>(
        await send(client, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email: address }),
      ).subscribeEmailToNewsletter.status;
      if (first !== 'SUBSCRIBED') throw new Skip('subscriptions wait for confirmation on this store');
      const answer = await send(client, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email: address });
      graphqlError(answer, {
        message: 'This email address is already subscribed.',
        category: 'graphql-already-exists',
      });
    },
  },
  {
    id: 'newsletter.invalid',
    title: 'subscribing an invalid email: "Enter a valid email address."',
    source: [
      'app/code/Magento/NewsletterGraphQl/Model/SubscribeEmailToNewsletter/Validation.php',
      NEWSLETTER_TEST,
    ],
    async run({ client }) {
      const answer = await send(client, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email: 'not-an-email' });
      graphqlError(answer, { message: 'Enter a valid email address.', category: 'graphql-input' });
    },
  },
  {
    id: 'newsletter.empty',
    title: 'subscribing an empty email: "You must specify an email address to subscribe to a newsletter."',
    source: ['app/code/Magento/NewsletterGraphQl/Model/SubscribeEmailToNewsletter/Validation.php'],
    async run({ client }) {
      const answer = await send(client, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email: ' ' });
      graphqlError(answer, {
        message: 'You must specify an email address to subscribe to a newsletter.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'contact.send',
    title: 'contactUs with name, email and comment: status true',
    source: ['app/code/Magento/ContactGraphQl/Model/Resolver/ContactUs.php', CONTACT_TEST],
    async run({ client, fixtures }) {
      if (!(await fixtures.store()).contact_enabled) throw new Skip('the contact form is off on this store');
      const answer = await send(client, SUBMIT_CONTACT_FORM, {
        input: {
          name: 'Casey Contract',
          email: email('contact'),
          comment: 'A question about the Cruiser.',
          telephone: '',
        },
      });
      equal(data(answer), { contactUs: { status: true } }, 'data');
    },
  },
  {
    id: 'contact.invalid-email',
    title:
      'contactUs with an invalid email: "The email address is invalid. Verify the email address and try again."',
    source: [CONTACT, CONTACT_TEST],
    async run({ client, fixtures }) {
      if (!(await fixtures.store()).contact_enabled) throw new Skip('the contact form is off on this store');
      const answer = await send(client, SUBMIT_CONTACT_FORM, {
        input: { name: 'Casey', email: 'nope', comment: 'Hello' },
      });
      graphqlError(answer, {
        message: 'The email address is invalid. Verify the email address and try again.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'contact.blank-name',
    title: 'contactUs with a blank name: "Name field is required."',
    source: [CONTACT, CONTACT_TEST],
    async run({ client, fixtures }) {
      if (!(await fixtures.store()).contact_enabled) throw new Skip('the contact form is off on this store');
      const answer = await send(client, SUBMIT_CONTACT_FORM, {
        input: { name: ' ', email: email('contact'), comment: 'Hello' },
      });
      graphqlError(answer, { message: 'Name field is required.', category: 'graphql-input' });
    },
  },
  {
    id: 'contact.blank-comment',
    title: 'contactUs with a blank comment: "Comment field is required."',
    source: [CONTACT, CONTACT_TEST],
    async run({ client, fixtures }) {
      if (!(await fixtures.store()).contact_enabled) throw new Skip('the contact form is off on this store');
      const answer = await send(client, SUBMIT_CONTACT_FORM, {
        input: { name: 'Casey', email: email('contact'), comment: ' ' },
      });
      graphqlError(answer, { message: 'Comment field is required.', category: 'graphql-input' });
    },
  },
];
