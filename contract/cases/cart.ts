/** The cart: lookup, creation, adding, changing and removing lines, coupons, merging. */
import {
  ADD_PRODUCTS_TO_CART,
  APPLY_COUPON,
  CREATE_GUEST_CART,
  GET_CART_DETAILS,
  GET_CUSTOMER_CART,
  MERGE_CARTS,
  REMOVE_CART_ITEM,
  REMOVE_COUPON,
  UPDATE_CART_ITEM,
} from '../../src/features/cart/graphql/cart';
import { stockDocument } from '../../src/platform/apollo/stockDocument';
import { GET_ITEM_COUNT } from '../../src/features/shell/graphql/cartTrigger';
import type { Answer, GraphQLBody } from '../client';
import { data, equal, graphqlError, matches, ok, status } from '../check';
import { send } from '../documents';
import { CART_INACTIVE, cartNotFound, cartNotUsable } from '../magentoMessages';
import { Skip, type ContractCase } from '../suite';

const GET_CART = 'app/code/Magento/QuoteGraphQl/Model/Cart/GetCartForUser.php';
const GET_CART_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/GetCartTest.php';
const ADD = 'app/code/Magento/Quote/Model/Cart/AddProductsToCart.php';
const ADD_ERROR = 'app/code/Magento/Quote/Model/Cart/AddProductsToCartError.php';
const ADD_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/AddSimpleProductToCartSingleMutationTest.php';
const UPDATE = 'app/code/Magento/QuoteGraphQl/Model/Resolver/UpdateCartItems.php';
const UPDATE_GUEST_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/UpdateCartItemsTest.php';
const COUPON = 'app/code/Magento/QuoteGraphQl/Model/Resolver/ApplyCouponToCart.php';

interface CartLine {
  uid: string;
  quantity: number;
  product: { sku: string };
  errors: Array<{ code: string; message: string }> | null;
}
interface CartData {
  id: string;
  total_quantity: number;
  items: Array<CartLine | null>;
  applied_coupons: Array<{ code: string }> | null;
  prices: { discounts: Array<{ label: string }> | null; grand_total: { value: number } };
}
interface AddData {
  addProductsToCart: { cart: CartData; user_errors: Array<{ code: string; message: string }> } | null;
}

const addItems = (cartId: string, cartItems: Array<Record<string, unknown>>, token?: string | null) => ({
  variables: { cartId, cartItems },
  headers: { token: token ?? null },
});

/** The user errors of an addProductsToCart answer, which must be a success at the GraphQL level. */
function userErrors(answer: Answer<GraphQLBody<AddData>>) {
  const payload = data(answer).addProductsToCart;
  ok(payload, 'addProductsToCart is answered');
  return payload;
}

export const cartCases: ContractCase[] = [
  {
    id: 'cart.create-guest',
    title: 'createGuestCart answers a new cart with a 32-character masked id',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/CreateGuestCart.php'],
    async run({ client }) {
      const id = data<{ createGuestCart: { cart: { id: string } } }>(await send(client, CREATE_GUEST_CART))
        .createGuestCart.cart.id;
      matches(id, /^[A-Za-z0-9]{32}$/, 'cart id');
    },
  },
  {
    id: 'cart.create-guest.uid-length',
    title:
      'createGuestCart with a cart_uid not 32 characters long: "Cart ID length should to be 32 symbols."',
    source: ['app/code/Magento/QuoteGraphQl/Model/Cart/ValidateMaskedQuoteId.php'],
    async run({ client }) {
      const answer = await client.gql(
        'mutation { createGuestCart(input: { cart_uid: "short" }) { cart { id } } }',
      );
      graphqlError(answer, { message: 'Cart ID length should to be 32 symbols.', category: 'graphql-input' });
    },
  },
  {
    id: 'cart.create-guest.uid-taken',
    title:
      'createGuestCart with the uid of an existing cart: "Cart with ID \\"x\\" already exists." (already-exists)',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Cart/ValidateMaskedQuoteId.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/CreateGuestCartTest.php',
    ],
    async run({ client, fixtures }) {
      const id = await fixtures.guestCart();
      const answer = await client.gql(
        'mutation ($uid: ID!) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }',
        { variables: { uid: id } },
      );
      graphqlError(answer, {
        message: `Cart with ID "${id}" already exists.`,
        category: 'graphql-already-exists',
      });
    },
  },
  {
    id: 'cart.create-guest.customer',
    title: 'createGuestCart with a customer token: "Use `Query.customerCart` for logged in customer."',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/CreateGuestCart.php'],
    async run({ client, fixtures }) {
      const { token } = await fixtures.shopper();
      const answer = await send(client, CREATE_GUEST_CART, {}, { token });
      graphqlError(answer, {
        message: 'Use `Query.customerCart` for logged in customer.',
        category: 'graphql-already-exists',
      });
    },
  },
  {
    id: 'cart.get.unknown',
    title: 'cart() of an unknown id: "Could not find a cart with ID \\"x\\"" (no-such-entity)',
    source: [GET_CART, GET_CART_TEST],
    async run({ client }) {
      const answer = await send(client, GET_CART_DETAILS, { cartId: 'non_existent_masked_id' });
      graphqlError(answer, {
        message: cartNotFound('non_existent_masked_id'),
        category: 'graphql-no-such-entity',
        status: 200,
        hasPath: true,
      });
      equal(answer.body.data, { cart: null }, 'data');
    },
  },
  {
    id: 'cart.get.empty-id',
    title: 'cart() of an empty id: "Required parameter \\"cart_id\\" is missing"',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/Cart.php', GET_CART_TEST],
    async run({ client }) {
      const answer = await send(client, GET_CART_DETAILS, { cartId: '' });
      graphqlError(answer, { message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
    },
  },
  {
    id: 'cart.get.guest-with-token',
    title:
      'a guest cart asked for with a customer token: "The current user cannot perform operations on cart" (403)',
    source: [GET_CART, GET_CART_TEST, 'app/code/Magento/GraphQl/Controller/GraphQl.php'],
    async run({ client, fixtures }) {
      const [{ token }, cartId] = await Promise.all([fixtures.shopper(), fixtures.guestCart()]);
      const answer = await send(client, GET_CART_DETAILS, { cartId }, { token });
      graphqlError(answer, {
        message: cartNotUsable(cartId),
        category: 'graphql-authorization',
        status: 403,
        hasPath: true,
      });
    },
  },
  {
    id: 'cart.get.customer-as-guest',
    title: "a customer's cart asked for without a token: the same authorization error, HTTP 403",
    source: [GET_CART, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Customer/GetCartTest.php'],
    async run({ client, fixtures }) {
      const { token } = await fixtures.shopper();
      const cartId = await fixtures.shopperCart(token);
      const answer = await send(client, GET_CART_DETAILS, { cartId });
      graphqlError(answer, {
        message: cartNotUsable(cartId),
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
  {
    id: 'cart.get.inactive',
    title: 'a cart an order was placed from: "The cart isn\'t active." (no-such-entity)',
    source: [GET_CART, GET_CART_TEST],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestOrder();
      const answer = await send(client, GET_CART_DETAILS, { cartId });
      graphqlError(answer, {
        message: CART_INACTIVE,
        category: 'graphql-no-such-entity',
        status: 200,
      });
    },
  },
  {
    id: 'cart.customer-cart.guest',
    title: 'customerCart without a token: "The request is allowed for logged in customer" (403)',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/CustomerCart.php'],
    async run({ client }) {
      const answer = await send(client, GET_CUSTOMER_CART);
      graphqlError(answer, {
        message: 'The request is allowed for logged in customer',
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
  {
    id: 'cart.customer-cart',
    title: "customerCart with a token answers the customer's active cart, the same one each time",
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/CustomerCart.php'],
    async run({ client, fixtures }) {
      const { token } = await fixtures.shopper();
      const first = data<{ customerCart: { id: string } }>(
        await send(client, GET_CUSTOMER_CART, {}, { token }),
      );
      const again = data<{ customerCart: { id: string } }>(
        await send(client, GET_CUSTOMER_CART, {}, { token }),
      );
      matches(first.customerCart.id, /^[A-Za-z0-9]{32}$/, 'cart id');
      equal(again.customerCart.id, first.customerCart.id, 'the same cart');
    },
  },
  {
    id: 'cart.add.simple',
    title: 'addProductsToCart of a simple product: a line with its quantity, no user errors',
    source: [ADD, ADD_TEST],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.simpleProduct()]);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: 2 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(payload.user_errors, [], 'user_errors');
      equal(
        payload.cart.items.map((line) => ({ sku: line?.product.sku, quantity: line?.quantity })),
        [{ sku: product.sku, quantity: 2 }],
        'lines',
      );
      equal(payload.cart.total_quantity, 2, 'total_quantity');
    },
  },
  {
    id: 'cart.add.same-again',
    title: 'adding the same product again adds to its line',
    source: [ADD, 'app/code/Magento/Quote/Model/Quote.php'],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const { cartId } = await fixtures.guestCartWith(product.sku, 1);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.cart.items.map((line) => line?.quantity),
        [2],
        'quantities',
      );
    },
  },
  {
    id: 'cart.add.unknown-sku',
    title: 'adding an unknown SKU: user error PRODUCT_NOT_FOUND "Could not find a product with SKU \\"x\\""',
    source: [ADD, ADD_ERROR, ADD_TEST],
    async run({ client, fixtures }) {
      const cartId = await fixtures.guestCart();
      const { variables } = addItems(cartId, [{ sku: 'non-existent-sku', quantity: 1 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors,
        [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "non-existent-sku"' }],
        'user_errors',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.zero',
    title: 'adding quantity 0: user error "The product quantity should be greater than 0"',
    source: [ADD, ADD_ERROR],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.simpleProduct()]);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: 0 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors.map((error) => error.message),
        ['The product quantity should be greater than 0'],
        'messages',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.negative',
    title: 'adding a negative quantity: the same user error',
    source: [ADD, ADD_ERROR],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.simpleProduct()]);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: -3 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors.map((error) => error.message),
        ['The product quantity should be greater than 0'],
        'messages',
      );
    },
  },
  {
    id: 'cart.add.over-stock',
    title: 'adding more than is salable: user error INSUFFICIENT_STOCK "Not enough items for sale"',
    source: [
      ADD,
      ADD_ERROR,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/AddProductsToCartTest.php',
    ],
    async run({ client, fixtures }) {
      const product = await fixtures.limitedStockProduct();
      const quantity = product.quantity + 1;
      const cartId = await fixtures.guestCart();
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors,
        [{ code: 'INSUFFICIENT_STOCK', message: 'Not enough items for sale' }],
        'user_errors',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.over-max',
    title:
      'adding more than the most a cart may hold: "The requested qty exceeds the maximum qty allowed in shopping cart"',
    source: [
      ADD_ERROR,
      'app/code/Magento/CatalogInventory/Model/StockStateProvider.php',
      'dev/tests/integration/testsuite/Magento/Quote/Model/QuoteTest.php',
    ],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      if (product.max_sale_qty === null) throw new Skip('the backend does not report max_sale_qty');
      const cartId = await fixtures.guestCart();
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: product.max_sale_qty + 1 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors.map((error) => error.message),
        ['The requested qty exceeds the maximum qty allowed in shopping cart'],
        'messages',
      );
    },
  },
  {
    id: 'cart.add.out-of-stock',
    title:
      'adding an out-of-stock product: NOT_SALABLE "Product that you are trying to add is not available."',
    source: [ADD_ERROR, 'dev/tests/integration/testsuite/Magento/Quote/Model/QuoteTest.php'],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.outOfStockProduct()]);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors,
        [{ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }],
        'user_errors',
      );
    },
  },
  {
    id: 'cart.add.configurable',
    title: 'adding a configurable product by parent SKU and option value uids: a configurable line',
    source: [
      ADD,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/ConfigurableProduct/AddConfigurableProductToCartSingleMutationTest.php',
    ],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.configurableProduct()]);
      const { variables } = addItems(cartId, [
        { sku: product.sku, quantity: 1, selected_options: product.selectedOptions },
      ]);
      const answer = await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables);
      const payload = userErrors(answer);
      equal(payload.user_errors, [], 'user_errors');
      const line = payload.cart.items[0] as (CartLine & { configured_variant?: { sku: string } }) | undefined;
      equal(line?.configured_variant?.sku, product.variantSku, 'configured_variant.sku');
    },
  },
  {
    id: 'cart.add.configurable.no-options',
    title: 'adding a configurable product without options: "You need to choose options for your item."',
    source: [ADD, ADD_ERROR],
    async run({ client, fixtures }) {
      const [cartId, product] = await Promise.all([fixtures.guestCart(), fixtures.configurableProduct()]);
      const { variables } = addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
      const payload = userErrors(await send<AddData>(client, ADD_PRODUCTS_TO_CART, variables));
      equal(
        payload.user_errors.map((error) => error.message),
        ['You need to choose options for your item.'],
        'messages',
      );
      equal(payload.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.add.unknown-cart',
    title: 'adding to an unknown cart fails the whole request: "Could not find a cart with ID \\"x\\""',
    source: [GET_CART, 'app/code/Magento/QuoteGraphQl/Model/Resolver/AddProductsToCart.php'],
    async run({ client, fixtures }) {
      const product = await fixtures.simpleProduct();
      const { variables } = addItems('non_existent_masked_id', [{ sku: product.sku, quantity: 1 }]);
      const answer = await send(client, ADD_PRODUCTS_TO_CART, variables);
      graphqlError(answer, {
        message: cartNotFound('non_existent_masked_id'),
        category: 'graphql-no-such-entity',
      });
      equal(answer.body.data, { addProductsToCart: null }, 'data');
    },
  },
  {
    id: 'cart.item-count',
    title: "the header's item count reads total_quantity of the cart",
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/CartTotalQuantity.php'],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith(undefined, 3);
      const cart = data<{ cart: { id: string; total_quantity: number } }>(
        await send(client, stockDocument(GET_ITEM_COUNT), { cartId }),
      ).cart;
      equal(cart, { ...cart, id: cartId, total_quantity: 3 }, 'cart');
    },
  },
  {
    id: 'cart.update.quantity',
    title: 'updateCartItems sets the quantity of a line',
    source: [UPDATE, UPDATE_GUEST_TEST],
    async run({ client, fixtures }) {
      const { cartId, itemUid } = await fixtures.guestCartWith(undefined, 1);
      const answer = await send<{ updateCartItems: { cart: CartData; errors: unknown[] | null } }>(
        client,
        UPDATE_CART_ITEM,
        { cartId, itemUid, quantity: 3 },
      );
      const payload = data(answer).updateCartItems;
      equal(
        payload.cart.items.map((line) => line?.quantity),
        [3],
        'quantities',
      );
      ok(!payload.errors?.length, 'no errors');
    },
  },
  {
    id: 'cart.update.zero-removes',
    title: 'updateCartItems to quantity 0 removes the line',
    source: [UPDATE, UPDATE_GUEST_TEST],
    async run({ client, fixtures }) {
      const { cartId, itemUid } = await fixtures.guestCartWith(undefined, 2);
      const answer = await send<{ updateCartItems: { cart: CartData } }>(client, UPDATE_CART_ITEM, {
        cartId,
        itemUid,
        quantity: 0,
      });
      equal(data(answer).updateCartItems.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.update.missing-item',
    title:
      'updateCartItems of a line the cart lacks: the cart, plus COULD_NOT_FIND_CART_ITEM "Could not find cart item with id: N."',
    source: [UPDATE, UPDATE_GUEST_TEST],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith(undefined, 1);
      const missing = Buffer.from('999999999').toString('base64');
      const answer = await send<{
        updateCartItems: { cart: CartData; errors: Array<{ code: string; message: string }> };
      }>(client, UPDATE_CART_ITEM, { cartId, itemUid: missing, quantity: 2 });
      const payload = data(answer).updateCartItems;
      equal(
        payload.errors,
        [{ code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999999.' }],
        'errors',
      );
      equal(
        payload.cart.items.map((line) => line?.quantity),
        [1],
        'the cart as it was',
      );
    },
  },
  {
    id: 'cart.update.over-stock',
    title:
      'updateCartItems above the stock: "Could not update the product with SKU X: Not enough items for sale"',
    source: [
      UPDATE,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Customer/UpdateCartItemsTest.php',
    ],
    async run({ client, fixtures }) {
      const product = await fixtures.limitedStockProduct();
      const { cartId, itemUid } = await fixtures.guestCartWith(product.sku, 1);
      const answer = await send<{
        updateCartItems: { cart: CartData; errors: Array<{ code: string; message: string }> };
      }>(client, UPDATE_CART_ITEM, { cartId, itemUid, quantity: product.quantity + 1 });
      const payload = data(answer).updateCartItems;
      equal(
        payload.errors?.map((error) => error.message),
        [`Could not update the product with SKU ${product.sku}: Not enough items for sale`],
        'errors',
      );
    },
  },
  {
    id: 'cart.remove',
    title: 'removeItemFromCart removes the line',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/RemoveItemFromCart.php'],
    async run({ client, fixtures }) {
      const { cartId, itemUid } = await fixtures.guestCartWith(undefined, 1);
      const answer = await send<{ removeItemFromCart: { cart: CartData } }>(client, REMOVE_CART_ITEM, {
        cartId,
        itemUid,
      });
      equal(data(answer).removeItemFromCart.cart.items, [], 'lines');
    },
  },
  {
    id: 'cart.remove.missing-item',
    title: 'removeItemFromCart of a line the cart lacks: "The cart doesn\'t contain the item"',
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Resolver/RemoveItemFromCart.php',
      'app/code/Magento/Quote/Model/QuoteRepository.php',
    ],
    async run({ client, fixtures }) {
      const cartId = await fixtures.guestCart();
      const answer = await send(client, REMOVE_CART_ITEM, {
        cartId,
        itemUid: Buffer.from('999999999').toString('base64'),
      });
      graphqlError(answer, {
        message: /^The cart doesn't contain the item/,
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'cart.coupon.invalid',
    title:
      'applyCouponToCart with a code nobody has: "The coupon code isn\'t valid. Verify the code and try again."',
    source: [COUPON, 'app/code/Magento/Quote/Model/CouponManagement.php'],
    async run({ client, fixtures }) {
      const { cartId } = await fixtures.guestCartWith(undefined, 1);
      const answer = await send(client, APPLY_COUPON, { cartId, couponCode: `NOPE${Date.now()}` });
      graphqlError(answer, {
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'cart.coupon.empty-cart',
    title: 'applyCouponToCart on an empty cart: "Cart does not contain products."',
    source: [COUPON],
    async run({ client, fixtures }) {
      const cartId = await fixtures.guestCart();
      const answer = await send(client, APPLY_COUPON, { cartId, couponCode: fixtures.couponCode() });
      graphqlError(answer, {
        message: 'Cart does not contain products.',
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'cart.coupon.apply',
    title: 'applyCouponToCart with a live code: applied_coupons names it and a discount is listed',
    source: [
      COUPON,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/ApplyCouponToCartTest.php',
    ],
    async run({ client, fixtures }) {
      const couponCode = fixtures.couponCode();
      const { cartId } = await fixtures.guestCartWith(undefined, 2);
      const cart = data<{ applyCouponToCart: { cart: CartData } }>(
        await send(client, APPLY_COUPON, { cartId, couponCode }),
      ).applyCouponToCart.cart;
      equal(cart.applied_coupons, [{ code: couponCode }], 'applied_coupons');
      ok(cart.prices.discounts?.length, 'a discount is listed');
    },
  },
  {
    id: 'cart.coupon.already-applied',
    title:
      'applyCouponToCart when one is applied: "A coupon is already applied to the cart. Please remove it to apply another"',
    source: [COUPON],
    async run({ client, fixtures }) {
      const couponCode = fixtures.couponCode();
      const { cartId } = await fixtures.guestCartWith(undefined, 2);
      data(await send(client, APPLY_COUPON, { cartId, couponCode }));
      const answer = await send(client, APPLY_COUPON, { cartId, couponCode });
      graphqlError(answer, {
        message: 'A coupon is already applied to the cart. Please remove it to apply another',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'cart.coupon.remove',
    title: 'removeCouponFromCart takes the coupon off: applied_coupons null, no discount',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/RemoveCouponFromCart.php'],
    async run({ client, fixtures }) {
      const couponCode = fixtures.couponCode();
      const { cartId } = await fixtures.guestCartWith(undefined, 2);
      data(await send(client, APPLY_COUPON, { cartId, couponCode }));
      const cart = data<{ removeCouponFromCart: { cart: CartData } }>(
        await send(client, REMOVE_COUPON, { cartId }),
      ).removeCouponFromCart.cart;
      equal(cart.applied_coupons, null, 'applied_coupons');
      ok(!cart.prices.discounts?.length, 'no discount');
    },
  },
  {
    id: 'cart.merge',
    title: "mergeCarts moves a guest cart's lines into the customer's cart; the guest cart is then inactive",
    source: [
      'app/code/Magento/QuoteGraphQl/Model/Resolver/MergeCarts.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Customer/MergeCartsTest.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.otherShopper();
      const destination = await fixtures.shopperCart(shopper.token);
      const product = await fixtures.simpleProduct();
      const { cartId: source } = await fixtures.guestCartWith(product.sku, 2);
      const merged = data<{ mergeCarts: CartData }>(
        await send(
          client,
          MERGE_CARTS,
          { sourceCartId: source, destinationCartId: destination },
          { token: shopper.token },
        ),
      ).mergeCarts;
      equal(merged.id, destination, 'the destination cart');
      equal(
        merged.items.map((line) => ({ sku: line?.product.sku, quantity: line?.quantity })),
        [{ sku: product.sku, quantity: 2 }],
        'lines',
      );
      const after = await send(client, GET_CART_DETAILS, { cartId: source });
      status(after, 200);
      ok(after.body.errors?.length, 'the guest cart is no longer usable');
    },
  },
  {
    id: 'cart.merge.guest',
    title: 'mergeCarts without a token: "The current customer isn\'t authorized." (403)',
    source: ['app/code/Magento/QuoteGraphQl/Model/Resolver/MergeCarts.php'],
    async run({ client, fixtures }) {
      const [source, destination] = await Promise.all([fixtures.guestCart(), fixtures.guestCart()]);
      const answer = await send(client, MERGE_CARTS, {
        sourceCartId: source,
        destinationCartId: destination,
      });
      graphqlError(answer, {
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
];
