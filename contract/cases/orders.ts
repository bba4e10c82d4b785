/**
 * A shopper's own orders beyond the history: the guest order lookup (guestOrder) and reordering
 * (reorderItems), asked with the storefront's own documents.
 */
import { GET_GUEST_ORDER, REORDER_ITEMS } from '../../src/features/account/graphql/orders';
import { data, equal, graphqlError, ok } from '../check';
import { send } from '../documents';
import { placeShopperOrder, type Fixtures } from '../fixtures';
import { Skip, type CaseContext, type ContractCase } from '../suite';

const GUEST_ORDER = 'app/code/Magento/SalesGraphQl/Model/Resolver/GuestOrder.php';
const GUEST_ORDER_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Sales/GuestOrderTest.php';
const REORDER = 'app/code/Magento/SalesGraphQl/Model/Resolver/Reorder.php';
const REORDER_MODEL = 'app/code/Magento/Sales/Model/Reorder/Reorder.php';
const REORDER_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Sales/ReorderTest.php';

const CANNOT_LOCATE = "We couldn't locate an order with the information provided.";

/** The shopper's one order, placed once per run for the cases that need it. */
const shopperOrders = new WeakMap<Fixtures, Promise<string>>();
async function orderOfShopper({ client, fixtures }: CaseContext): Promise<string> {
  const shopper = await fixtures.shopper();
  let order = shopperOrders.get(fixtures);
  if (!order) shopperOrders.set(fixtures, (order = placeShopperOrder(fixtures, client, shopper.token)));
  return order;
}

export const orderCases: ContractCase[] = [
  {
    id: 'orders.guestOrder.match',
    title: "guestOrder with a guest order's number, email and billing last name answers the order",
    source: [GUEST_ORDER, GUEST_ORDER_TEST],
    async run({ client, fixtures }) {
      const [{ orderId, email }, address] = await Promise.all([fixtures.guestOrder(), fixtures.address()]);
      // payment-information answers the order's id; a default store numbers it zero-padded.
      const number = String(orderId).padStart(9, '0');
      const answer = await send<{ guestOrder: { number: string; status: string; items: unknown[] } }>(
        client,
        GET_GUEST_ORDER,
        { number, email, lastname: address.lastname },
      );
      if (answer.body.errors?.some((error) => error.message === CANNOT_LOCATE)) {
        throw new Skip(`order ${String(orderId)} is not numbered ${number} on this backend`);
      }
      const order = data(answer).guestOrder;
      equal(order.number, number, 'number');
      equal(order.status, 'Pending', 'status (the label)');
      ok(order.items.length > 0, 'its lines');
    },
  },
  {
    id: 'orders.guestOrder.mismatch',
    title: `guestOrder with a wrong last name or an unknown number: "${CANNOT_LOCATE}" (no such entity)`,
    source: [GUEST_ORDER, GUEST_ORDER_TEST],
    async run(context) {
      const { client, fixtures } = context;
      const [number, shopper] = await Promise.all([orderOfShopper(context), fixtures.shopper()]);
      for (const variables of [
        { number, email: shopper.email, lastname: `${shopper.lastname}x` },
        { number, email: `x${shopper.email}`, lastname: shopper.lastname },
        { number: 'no-such-order', email: shopper.email, lastname: shopper.lastname },
      ]) {
        graphqlError(await send(client, GET_GUEST_ORDER, variables), {
          message: CANNOT_LOCATE,
          category: 'graphql-no-such-entity',
        });
      }
    },
  },
  {
    id: 'orders.guestOrder.customer-order',
    title: 'guestOrder matching a customer\'s order: "Please login to view the order." (403)',
    source: [GUEST_ORDER, GUEST_ORDER_TEST],
    async run(context) {
      const { client, fixtures } = context;
      const [number, shopper, address] = await Promise.all([
        orderOfShopper(context),
        fixtures.shopper(),
        fixtures.address(),
      ]);
      graphqlError(
        await send(client, GET_GUEST_ORDER, { number, email: shopper.email, lastname: address.lastname }),
        { message: 'Please login to view the order.', category: 'graphql-authorization', status: 403 },
      );
    },
  },
  {
    id: 'orders.reorderItems',
    title: "reorderItems puts the order's items into the customer's cart, with no errors",
    source: [REORDER, REORDER_MODEL, REORDER_TEST],
    async run(context) {
      const { client, fixtures } = context;
      const [number, shopper] = await Promise.all([orderOfShopper(context), fixtures.shopper()]);
      const payload = data<{
        reorderItems: {
          cart: { id: string; total_quantity: number };
          userInputErrors: Array<{ code: string; message: string; path: string[] }>;
        };
      }>(await send(client, REORDER_ITEMS, { orderNumber: number }, { token: shopper.token })).reorderItems;
      equal(payload.userInputErrors, [], 'userInputErrors');
      ok(
        payload.cart.total_quantity >= 1,
        `the cart holds the order's item (${payload.cart.total_quantity})`,
      );
      const cartId = await fixtures.shopperCart(shopper.token);
      equal(payload.cart.id, cartId, "the customer's active cart");
    },
  },
  {
    id: 'orders.reorderItems.not-owner',
    title:
      'reorderItems of an order not the customer\'s: "Order number "%1" doesn\'t belong to the current customer"',
    source: [REORDER],
    async run({ client, fixtures }) {
      const shopper = await fixtures.otherShopper();
      const number = await orderOfShopper({ client, fixtures });
      graphqlError(await send(client, REORDER_ITEMS, { orderNumber: number }, { token: shopper.token }), {
        message: `Order number "${number}" doesn't belong to the current customer`,
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'orders.reorderItems.guest',
    title: 'reorderItems without a token: "The current customer isn\'t authorized." (403)',
    source: [REORDER, REORDER_TEST],
    async run({ client }) {
      graphqlError(await send(client, REORDER_ITEMS, { orderNumber: '000000001' }), {
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
];
