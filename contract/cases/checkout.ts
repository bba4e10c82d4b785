/** Checkout: the cart's email, addresses and methods over GraphQL, then Magento's REST checkout. */
import {
  CREATE_BRAINTREE_CLIENT_TOKEN,
  GET_CHECKOUT_STORE_CONFIG,
  GET_PAYMENT_METHODS,
  SET_GUEST_EMAIL_ON_CART,
  SET_SHIPPING_ADDRESS_ON_CART,
  SET_SHIPPING_METHOD_ON_CART,
} from '../../src/features/checkout/graphql/checkout';
import { GET_US_REGIONS } from '../../src/platform/directory/usRegions';
import { data, equal, graphqlError, matches, ok, restError, shape, status } from '../check';
import { send } from '../documents';
import { graphqlAddress, restAddress } from '../fixtures';
import { Skip, type ContractCase } from '../suite';

const GUEST_SHIPPING = 'app/code/Magento/Checkout/Model/GuestShippingInformationManagement.php';
const SHIPPING = 'app/code/Magento/Checkout/Model/ShippingInformationManagement.php';
const GUEST_PAYMENT = 'app/code/Magento/Checkout/Model/GuestPaymentInformationManagement.php';
const WEBAPI_ERRORS = 'lib/internal/Magento/Framework/Webapi/ErrorProcessor.php';
const CART_ITEMS = 'app/code/Magento/Quote/Model/Quote/Item/CartItemPersister.php';
const NO_SUCH_CART = 'No such entity with %fieldName = %fieldValue';
const CART_TOTALS = 'app/code/Magento/Quote/Model/Cart/CartTotalRepository.php';
const GUEST_CART_TOTALS = 'app/code/Magento/Quote/Model/GuestCart/GuestCartTotalRepository.php';
const TOTALS_ITEMS = 'app/code/Magento/Quote/Model/Cart/Totals/ItemConverter.php';

/** The part of Magento's TotalsInterface the storefront reads (Quote/Api/Data/TotalsInterface.php). */
const TOTALS_SHAPE = {
  grand_total: 'number',
  base_grand_total: 'number',
  base_subtotal: 'number',
  base_shipping_amount: 'number',
  base_tax_amount: 'number',
  base_currency_code: 'string',
  quote_currency_code: 'string',
  items: 'array',
};

/** Each line of the totals: its name, quantity, base row total and options (a JSON string). */
function checkTotalsItems(items: unknown, what: string): void {
  ok(Array.isArray(items) && items.length > 0, `${what}: the cart's lines`);
  for (const item of items as unknown[]) {
    shape(item, { name: 'string', qty: 'number', base_row_total: 'number', options: 'string' }, `${what}[]`);
    const options: unknown = JSON.parse((item as { options: string }).options);
    ok(Array.isArray(options), `${what}[].options is a JSON list`);
  }
}

interface ShippingMethodsData {
  setShippingAddressesOnCart: {
    cart: { shipping_addresses: Array<{ available_shipping_methods: Array<Record<string, unknown>> }> };
  };
}

export const checkoutCases: ContractCase[] = [
  {
    id: 'checkout.regions',
    title: 'country(id: "US") lists its regions with id, code and name',
    source: ['app/code/Magento/DirectoryGraphQl/Model/Resolver/Country.php'],
    async run({ client }) {
      const regions = data<{ country: { available_regions: Array<Record<string, unknown>> } }>(
        await send(client, GET_US_REGIONS),
      ).country.available_regions;
      ok(regions.length >= 50, `50 states or more (${regions.length})`);
      shape(regions[0], { id: 'number', code: 'string', name: 'string' }, 'available_regions[]');
    },
  },
  {
    id: 'checkout.guest-email',
    title: 'setGuestEmailOnCart sets the email of a guest cart',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/SetGuestEmailOnCart.php'],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith();
      data(await send(client, SET_GUEST_EMAIL_ON_CART, { cartId, email: 'guest.contract@example.com' }));
      const email = data<{ cart: { email: string } }>(
        await client.gql('query ($cartId: String!) { cart(cart_id: $cartId) { email } }', {
          variables: { cartId },
        }),
      ).cart.email;
      equal(email, 'guest.contract@example.com', 'cart.email');
    },
  },
  {
    id: 'checkout.guest-email.invalid',
    title: 'setGuestEmailOnCart with an invalid email: "Invalid email format"',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Resolver/SetGuestEmailOnCart.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/SetGuestEmailOnCartTest.php',
    ],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith();
      const answer = await send(client, SET_GUEST_EMAIL_ON_CART, { cartId, email: 'some' });
      graphqlError(answer, { message: 'Invalid email format', category: 'graphql-input' });
    },
  },
  {
    id: 'checkout.guest-email.customer',
    title:
      'setGuestEmailOnCart on a customer\'s own cart: "The request is not allowed for logged in customers"',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/SetGuestEmailOnCart.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const cartId = await fixtures.shopperCart(shopper.token);
      const answer = await send(
        client,
        SET_GUEST_EMAIL_ON_CART,
        { cartId, email: shopper.email },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'The request is not allowed for logged in customers',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'checkout.shipping-address',
    title:
      'setShippingAddressesOnCart answers the methods on offer, each with carrier, method, amount and availability',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Cart/SetShippingAddressesOnCart.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/SetShippingAddressOnCartTest.php',
    ],
    async run({ client, fixtures }) {
      const [{ cartId }, address] = await Promise.all([fixtures.guestCartWith(), fixtures.address()]);
      const methods = data<ShippingMethodsData>(
        await send(client, SET_SHIPPING_ADDRESS_ON_CART, { cartId, address: graphqlAddress(address) }),
      ).setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods;
      ok(methods?.length, 'shipping methods are offered');
      for (const method of methods) {
        shape(
          method,
          { carrier_code: 'string', carrier_title: 'string', amount: 'object' },
          'available_shipping_methods[]',
        );
      }
    },
  },
  {
    id: 'checkout.shipping-address.empty-field',
    title:
      'setShippingAddressesOnCart with an empty telephone: "\\"telephone\\" is required. Enter and try again."',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Cart/QuoteAddress/Validator.php',
      'app/code/Magento/Customer/Model/Address/Validator/General.php',
    ],
    async run({ client, fixtures }) {
      const [{ cartId }, address] = await Promise.all([fixtures.guestCartWith(), fixtures.address()]);
      const answer = await send(client, SET_SHIPPING_ADDRESS_ON_CART, {
        cartId,
        address: { ...graphqlAddress(address), telephone: '' },
      });
      graphqlError(answer, {
        message: '"telephone" is required. Enter and try again.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'checkout.shipping-method',
    title:
      "setShippingMethodsOnCart sets an offered method: the cart's selected method and its price count in the total",
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Cart/SetShippingMethodsOnCart.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/SetShippingMethodsOnCartTest.php',
    ],
    async run({ client, fixtures }) {
      const [{ cartId }, address] = await Promise.all([fixtures.guestCartWith(), fixtures.address()]);
      const methods = data<ShippingMethodsData>(
        await send(client, SET_SHIPPING_ADDRESS_ON_CART, { cartId, address: graphqlAddress(address) }),
      ).setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods as Array<{
        carrier_code: string;
        method_code: string;
        available: boolean;
      }>;
      const method = methods.find((entry) => entry.method_code);
      if (!method) throw new Skip('no shipping method is available for a US address');
      data(
        await send(client, SET_SHIPPING_METHOD_ON_CART, {
          cartId,
          carrierCode: method.carrier_code,
          methodCode: method.method_code,
        }),
      );
      const cart = data<{
        cart: {
          shipping_addresses: Array<{
            selected_shipping_method: { carrier_code: string; amount: { value: number } } | null;
          }>;
        };
      }>(
        await client.gql(
          `query ($cartId: String!) { cart(cart_id: $cartId) { shipping_addresses {
             selected_shipping_method { carrier_code amount { value } } } } }`,
          { variables: { cartId } },
        ),
      ).cart;
      equal(
        cart.shipping_addresses[0]?.selected_shipping_method?.carrier_code,
        method.carrier_code,
        'carrier_code',
      );
    },
  },
  {
    id: 'checkout.shipping-method.unknown',
    title:
      'setShippingMethodsOnCart with a method the store lacks: "Carrier with such method not found: X, Y"',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Cart/AssignShippingMethodToCart.php',
      'app/code/Magento/Checkout/Model/ShippingInformationManagement.php',
    ],
    async run({ client, fixtures }) {
      const [{ cartId }, address] = await Promise.all([fixtures.guestCartWith(), fixtures.address()]);
      data(await send(client, SET_SHIPPING_ADDRESS_ON_CART, { cartId, address: graphqlAddress(address) }));
      const answer = await send(client, SET_SHIPPING_METHOD_ON_CART, {
        cartId,
        carrierCode: 'nocarrier',
        methodCode: 'nomethod',
      });
      graphqlError(answer, {
        message: 'Carrier with such method not found: nocarrier, nomethod',
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'checkout.shipping-method.no-address',
    title:
      'setShippingMethodsOnCart before an address: "The shipping address is missing. Set the address and try again."',
    source: ['app/code/Magento/QuoteGraphQl/Model/Cart/SetShippingMethodsOnCart.php'],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith();
      const answer = await send(client, SET_SHIPPING_METHOD_ON_CART, {
        cartId,
        carrierCode: 'flatrate',
        methodCode: 'flatrate',
      });
      graphqlError(answer, {
        message: 'The shipping address is missing. Set the address and try again.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'checkout.payment-methods',
    title: 'available_payment_methods lists code and title; an offline method is among them',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/AvailablePaymentMethods.php'],
    async run({ client, fixtures }) {
      const code = await fixtures.offlinePaymentMethod();
      const { cartId } = await fixtures.readyGuestCart();
      const methods = data<{ cart: { available_payment_methods: Array<{ code: string; title: string }> } }>(
        await send(client, GET_PAYMENT_METHODS, { cartId }),
      ).cart.available_payment_methods;
      ok(
        methods.some((method) => method.code === code && method.title),
        `${code} is offered with a title`,
      );
    },
  },
  {
    id: 'checkout.store-config',
    title:
      'storeConfig answers the base currency and whom a check is payable to and where it is sent (strings, or null when unset)',
    source: [
      'app/code/Magento/PaymentGraphQl/etc/graphql/di.xml',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/PaymentGraphQl/StoreConfigTest.php',
    ],
    async run({ client }) {
      const config = data<{ storeConfig: Record<string, unknown> }>(
        await send(client, GET_CHECKOUT_STORE_CONFIG),
      ).storeConfig;
      shape(
        config,
        {
          base_currency_code: 'string',
          check_money_order_make_check_payable_to: 'string|null',
          check_money_order_send_check_to: 'string|null',
        },
        'storeConfig',
      );
    },
  },
  {
    id: 'checkout.braintree-token',
    title: 'createBraintreeClientToken answers a client token when Braintree is active',
    source: ['app/code/Magento/BraintreeGraphQl/Model/Resolver/CreateBraintreeClientToken.php'],
    async run({ client }) {
      const answer = await send(client, CREATE_BRAINTREE_CLIENT_TOKEN);
      if (answer.body.errors?.[0]?.message === 'The Braintree payment method is not active.') {
        throw new Skip('Braintree is not active on this store');
      }
      const token = data<{ createBraintreeClientToken: string }>(answer).createBraintreeClientToken;
      ok(typeof token === 'string' && token.length > 0, 'a client token');
    },
  },
  {
    id: 'rest.guest-carts.create',
    title: 'POST /V1/guest-carts answers the new masked cart id as a JSON string',
    source: ['app/code/Magento/Quote/Model/GuestCart/GuestCartManagement.php'],
    async run({ client }) {
      const answer = await client.rest<string>('POST', '/V1/guest-carts');
      status(answer, 200);
      matches(answer.body, /^[A-Za-z0-9]{32}$/, 'masked id');
    },
  },
  {
    id: 'rest.guest-carts.items',
    title: 'POST /V1/guest-carts/:id/items adds a line and answers it with item_id, sku and qty',
    source: [
      CART_ITEMS,
      'dev/tests/api-functional/testsuite/Magento/Quote/Api/GuestCartItemRepositoryTest.php',
    ],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.simpleProduct()]);
      const answer = await client.rest<Record<string, unknown>>('POST', `/V1/guest-carts/${cartId}/items`, {
        body: { cartItem: { sku: product.sku, qty: 2, quote_id: cartId } },
      });
      status(answer, 200);
      shape(answer.body, { item_id: 'number', sku: 'string', qty: 'number' }, 'cart item');
      equal({ sku: answer.body.sku, qty: answer.body.qty }, { sku: product.sku, qty: 2 }, 'cart item');
    },
  },
  {
    id: 'rest.guest-carts.items.zero',
    title:
      'a line of quantity 0 over REST: 400 "Invalid value of \\"%value\\" provided for the %fieldName field."',
    source: [CART_ITEMS, WEBAPI_ERRORS],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.simpleProduct()]);
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/items`, {
        body: { cartItem: { sku: product.sku, qty: 0, quote_id: cartId } },
      });
      restError(answer, {
        status: 400,
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'qty', value: 0 },
      });
    },
  },
  {
    id: 'rest.guest-carts.items.unknown-sku',
    title:
      'an unknown SKU over REST: 404 "The product that was requested doesn\'t exist. Verify the product and try again."',
    source: [CART_ITEMS, 'app/code/Magento/Catalog/Model/ProductRepository.php'],
    async run({ client, fixtures }) {
      const cartId = await fixtures.guestCart();
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/items`, {
        body: { cartItem: { sku: 'non-existent-sku', qty: 1, quote_id: cartId } },
      });
      restError(answer, {
        status: 404,
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      });
    },
  },
  {
    id: 'rest.guest-carts.items.over-stock',
    title: 'more than is salable over REST: 400 "Not enough items for sale"',
    source: [CART_ITEMS, 'app/code/Magento/Quote/Model/Quote.php'],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.limitedStockProduct()]);
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/items`, {
        body: { cartItem: { sku: product.sku, qty: product.quantity + 1, quote_id: cartId } },
      });
      restError(answer, { status: 400, message: 'Not enough items for sale' });
    },
  },
  {
    id: 'rest.shipping-information',
    title: 'shipping-information answers the payment methods and the totals',
    source: [GUEST_SHIPPING, SHIPPING],
    async run({ client, fixtures }) {
      const { cartId, carrier, method, email } = await fixtures.readyGuestCart();
      const address = await fixtures.address();
      const answer = await client.rest<{ payment_methods: unknown[]; totals: Record<string, unknown> }>(
        'POST',
        `/V1/guest-carts/${cartId}/shipping-information`,
        {
          body: {
            addressInformation: {
              shipping_address: restAddress(address, email),
              billing_address: restAddress(address, email),
              shipping_carrier_code: carrier,
              shipping_method_code: method,
            },
          },
        },
      );
      status(answer, 200);
      ok(answer.body.payment_methods.length > 0, 'payment methods are offered');
      shape(answer.body.totals, { ...TOTALS_SHAPE, subtotal: 'number', shipping_amount: 'number' }, 'totals');
      checkTotalsItems(answer.body.totals.items, 'totals.items');
    },
  },
  {
    id: 'rest.cart-totals',
    title:
      'GET /V1/guest-carts/:id/totals answers the amounts and their base twins (grand_total less tax, base_grand_total whole) and the lines',
    source: [GUEST_CART_TOTALS, CART_TOTALS, TOTALS_ITEMS],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.readyGuestCart();
      const answer = await client.rest<Record<string, unknown>>('GET', `/V1/guest-carts/${cartId}/totals`);
      status(answer, 200);
      shape(answer.body, { ...TOTALS_SHAPE, tax_amount: 'number' }, 'totals');
      checkTotalsItems(answer.body.items, 'items');
      const totals = answer.body as Record<string, number | string>;
      if (totals.base_currency_code !== totals.quote_currency_code) {
        throw new Skip('the store shows another currency than its base one by default');
      }
      // CartTotalRepository::get sets grand_total to the grand total less tax; base_grand_total keeps it.
      const lessTax = Math.round(((totals.base_grand_total as number) - (totals.tax_amount as number)) * 100);
      equal(Math.round((totals.grand_total as number) * 100), Math.max(0, lessTax), 'grand_total (cents)');
    },
  },
  {
    id: 'rest.cart-totals.mine',
    title: "GET /V1/carts/mine/totals answers the signed-in customer's cart totals",
    source: [CART_TOTALS, 'app/code/Magento/Quote/Model/Webapi/ParamOverriderCartId.php'],
    async run({ client, fixtures }) {
      const [shopper, product] = await Promise.all([fixtures.shopper(), fixtures.simpleProduct()]);
      const cartId = await fixtures.shopperCart(shopper.token);
      await fixtures.addToCart(cartId, product.sku, 1, shopper.token);
      const answer = await client.rest<Record<string, unknown>>('GET', '/V1/carts/mine/totals', {
        token: shopper.token,
      });
      status(answer, 200);
      shape(answer.body, TOTALS_SHAPE, 'totals');
      checkTotalsItems(answer.body.items, 'items');
    },
  },
  {
    id: 'rest.cart-totals.unknown-cart',
    title:
      'GET /V1/guest-carts/:id/totals for an unknown cart: 404 "No such entity with %fieldName = %fieldValue", fieldName cartId',
    source: [GUEST_CART_TOTALS, 'app/code/Magento/Quote/Model/QuoteRepository.php', WEBAPI_ERRORS],
    async run({ client }) {
      const answer = await client.rest<{ parameters?: { fieldName?: unknown } }>(
        'GET',
        '/V1/guest-carts/nonexistentmaskedid0000000000000/totals',
      );
      restError(answer, { status: 404, message: NO_SUCH_CART });
      equal(answer.body.parameters?.fieldName, 'cartId', 'parameters.fieldName');
    },
  },
  {
    id: 'rest.shipping-information.empty-cart',
    title:
      'shipping-information for an empty cart: 400 "The shipping method can\'t be set for an empty cart. ..."',
    source: [SHIPPING],
    async run({ client, fixtures }) {
      const [cartId, address] = await Promise.all([fixtures.guestCart(), fixtures.address()]);
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/shipping-information`, {
        body: {
          addressInformation: {
            shipping_address: restAddress(address, 'empty.cart@example.com'),
            billing_address: restAddress(address, 'empty.cart@example.com'),
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
      });
      restError(answer, {
        status: 400,
        message: "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      });
    },
  },
  {
    id: 'rest.shipping-information.unknown-method',
    title:
      'shipping-information with a method the store lacks: 404 "Carrier with such method not found: %1, %2"',
    source: [SHIPPING, WEBAPI_ERRORS],
    async run({ client, fixtures }) {
      const [{ cartId }, address] = await Promise.all([fixtures.guestCartWith(), fixtures.address()]);
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/shipping-information`, {
        body: {
          addressInformation: {
            shipping_address: restAddress(address, 'method@example.com'),
            billing_address: restAddress(address, 'method@example.com'),
            shipping_carrier_code: 'nocarrier',
            shipping_method_code: 'nomethod',
          },
        },
      });
      restError(answer, {
        status: 404,
        message: 'Carrier with such method not found: %1, %2',
        parameters: ['nocarrier', 'nomethod'],
      });
    },
  },
  {
    id: 'rest.shipping-information.unknown-cart',
    title:
      'shipping-information for an unknown cart: 404 "No such entity with %fieldName = %fieldValue", fieldName cartId',
    source: [GUEST_SHIPPING, WEBAPI_ERRORS],
    async run({ client, fixtures }) {
      const address = await fixtures.address();
      const answer = await client.rest<{ parameters?: { fieldName?: unknown } }>(
        'POST',
        '/V1/guest-carts/nonexistentmaskedid0000000000000/shipping-information',
        {
          body: {
            addressInformation: {
              shipping_address: restAddress(address, 'x@example.com'),
              billing_address: restAddress(address, 'x@example.com'),
              shipping_carrier_code: 'flatrate',
              shipping_method_code: 'flatrate',
            },
          },
        },
      );
      restError(answer, { status: 404, message: NO_SUCH_CART });
      equal(answer.body.parameters?.fieldName, 'cartId', 'parameters.fieldName');
    },
  },
  {
    id: 'rest.payment-information',
    title: 'payment-information places the order and answers its entity id',
    source: [GUEST_PAYMENT, 'app/code/Magento/Checkout/Model/PaymentInformationManagement.php'],
    async run({ fixtures }) {
      const { orderId } = await fixtures.guestOrder();
      ok(
        (typeof orderId === 'string' && /^\d+$/.test(orderId)) ||
          (typeof orderId === 'number' && orderId > 0),
        `an order id, got ${JSON.stringify(orderId)}`,
      );
    },
  },
  {
    id: 'rest.payment-information.ordered-cart',
    title:
      'payment-information again for a cart already ordered: 404 "No such entity with %fieldName = %fieldValue", parameters {fieldName: "cartId"}',
    source: [GUEST_PAYMENT, WEBAPI_ERRORS],
    async run({ client, fixtures }) {
      const { cartId, email } = await fixtures.guestOrder();
      const [method, address] = await Promise.all([fixtures.offlinePaymentMethod(), fixtures.address()]);
      const answer = await client.rest<{ parameters?: { fieldName?: unknown } }>(
        'POST',
        `/V1/guest-carts/${cartId}/payment-information`,
        { body: { cartId, email, billingAddress: restAddress(address, email), paymentMethod: { method } } },
      );
      restError(answer, { status: 404, message: NO_SUCH_CART });
      ok(
        answer.body.parameters &&
          typeof answer.body.parameters === 'object' &&
          !Array.isArray(answer.body.parameters),
        'named parameters are an object',
      );
      equal(answer.body.parameters?.fieldName, 'cartId', 'parameters.fieldName');
    },
  },
  {
    id: 'rest.mine.no-token',
    title:
      'carts/mine without a token: 401 "The consumer isn\'t authorized to access %resources." with {resources: "self"}',
    source: ['app/code/Magento/Webapi/Controller/Rest/RequestValidator.php', WEBAPI_ERRORS],
    async run({ client, fixtures }) {
      const address = await fixtures.address();
      const answer = await client.rest('POST', '/V1/carts/mine/shipping-information', {
        body: {
          addressInformation: {
            shipping_address: restAddress(address),
            billing_address: restAddress(address),
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        },
      });
      restError(answer, {
        status: 401,
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      });
    },
  },
  {
    id: 'rest.unknown-route',
    title: 'a REST path Magento has no route for: 404 "Request does not match any route."',
    source: ['app/code/Magento/Webapi/Controller/Rest/Router.php'],
    async run({ client }) {
      restError(await client.rest('GET', '/V1/no-such-thing'), {
        status: 404,
        message: 'Request does not match any route.',
      });
    },
  },
  {
    id: 'rest.malformed-json',
    title: 'a REST body that is not JSON: 400 "Decoding error."',
    source: ['lib/internal/Magento/Framework/Webapi/Rest/Request/Deserializer/Json.php'],
    async run({ client, fixtures }) {
      const cartId = await fixtures.guestCart();
      const answer = await client.rest('POST', `/V1/guest-carts/${cartId}/items`, {
        rawBody: '{"cartItem": ',
      });
      restError(answer, { status: 400, message: /^Decoding error/ });
    },
  },
];
