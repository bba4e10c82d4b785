/**
 * A shopper's own orders: guestOrder (a guest's order by number, e-mail and last name) and
 * reorderItems (a signed-in customer's past order back into their cart), answering as Magento
 * 2.4.8's SalesGraphQl does (Model/Resolver/GuestOrder.php, Model/Resolver/Reorder.php and
 * Sales/Model/Reorder/Reorder.php): the same messages, codes and error categories.
 */
import type { BackendContext, Resolvers } from '../context';
import { authorizationError, inputError, magentoError, noSuchEntity } from '../errors';
import {
  CLIENT_HEADER,
  LookupLimiter,
  TOO_MANY_REQUESTS,
  TOO_MANY_REQUESTS_CATEGORY,
} from '../guestOrderLimit';
import type { BackendState, OrderItemRecord } from '../state';
import { persistState } from '../state';
import { customerOrder } from './account/orders';
import { customerActiveCart, forgetTotals, nextItemUid, NOT_AUTHORIZED, sameLine, stockOf } from './cart';
import { variantOptionUids } from './cartMutations';
import { getCatalogIndex } from './catalog/catalogIndex';
import { currentCustomer } from './customer';

const CANNOT_LOCATE_ORDER = "We couldn't locate an order with the information provided.";
const LOGIN_TO_VIEW_ORDER = 'Please login to view the order.';

/** One limiter per backend state (a fresh state, as each test makes, starts uncounted). */
const limiters = new WeakMap<BackendState, LookupLimiter>();
const limiterOf = (state: BackendState) => {
  let limiter = limiters.get(state);
  if (!limiter) limiters.set(state, (limiter = new LookupLimiter()));
  return limiter;
};

interface GuestOrderArgs {
  input: { number?: string | null; email?: string | null; lastname?: string | null };
}

type ReorderCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

const reorderError = (code: ReorderCode, message: string) => ({ code, message, path: ['orderNumber'] });

/**
 * Adds one order line back to the cart as Magento's quote does (Quote::addProduct): a product
 * gone is PRODUCT_NOT_FOUND, one out of stock NOT_SALABLE and not added; more than is in stock
 * is added and reported (INSUFFICIENT_STOCK), the cart then shows the line's stock error.
 */
function reorderLine(
  ctx: BackendContext,
  cart: ReturnType<typeof customerActiveCart>,
  item: OrderItemRecord,
) {
  const index = getCatalogIndex(ctx.state);
  const parent = item.parent_sku ? index.productBySku.get(item.parent_sku.toLowerCase()) : undefined;
  const product = parent ?? index.productBySku.get(item.sku.toLowerCase());
  const variant = parent
    ? parent.variants?.find((candidate) => candidate.sku.toLowerCase() === item.sku.toLowerCase())
    : undefined;
  if (!product || (parent && !variant)) {
    // The order keeps the product's id; a product gone from the catalog is named by it.
    return reorderError(
      'PRODUCT_NOT_FOUND',
      `Could not find a product with ID "${item.product_id ?? item.sku}"`,
    );
  }
  const stock = stockOf({ product, variant: variant ?? null });
  if (!stock.inStock) {
    return reorderError('NOT_SALABLE', 'Product that you are trying to add is not available.');
  }
  const record = {
    sku: variant?.sku ?? product.sku,
    parent_sku: variant ? product.sku : null,
    selected_options: variant ? variantOptionUids(ctx, product, variant) : [],
  };
  const existing = sameLine(cart, record);
  const quantity = (existing?.quantity ?? 0) + item.quantity;
  if (existing) existing.quantity = quantity;
  else cart.items.push({ uid: nextItemUid(ctx), quantity: item.quantity, ...record });
  return quantity > stock.quantity
    ? reorderError('INSUFFICIENT_STOCK', 'The requested qty is not available')
    : null;
}

export const orderSelfServiceResolvers: Resolvers = {
  Query: {
    guestOrder: (_root, args: GuestOrderArgs, ctx: BackendContext) => {
      const client = ctx.request.headers.get(CLIENT_HEADER) ?? 'local';
      if (!limiterOf(ctx.state).take(client)) {
        throw magentoError(TOO_MANY_REQUESTS, TOO_MANY_REQUESTS_CATEGORY);
      }
      const { number, email, lastname } = args.input;
      if (number == null || email == null || lastname == null) throw noSuchEntity(CANNOT_LOCATE_ORDER);
      const order = ctx.state.orders.find((candidate) => candidate.number === number);
      if (!order) throw noSuchEntity(CANNOT_LOCATE_ORDER);
      // Compared as given, as Magento compares the billing address's values.
      if (order.billing_address.lastname !== lastname || order.email !== email) {
        throw noSuchEntity(CANNOT_LOCATE_ORDER);
      }
      if (order.customer_id !== null) throw authorizationError(LOGIN_TO_VIEW_ORDER);
      return customerOrder(order, ctx);
    },
  },
  Mutation: {
    reorderItems: (_root, args: { orderNumber: string }, ctx: BackendContext) => {
      const customer = currentCustomer(ctx);
      if (!customer) throw authorizationError(NOT_AUTHORIZED);
      const order = ctx.state.orders.find((candidate) => candidate.number === args.orderNumber);
      if (!order || order.customer_id !== customer.id) {
        throw inputError(`Order number "${args.orderNumber}" doesn't belong to the current customer`);
      }
      const cart = customerActiveCart(ctx);
      const userInputErrors = order.items.flatMap((item) => reorderLine(ctx, cart, item) ?? []);
      forgetTotals(ctx, cart);
      cart.updated_at = new Date().toISOString();
      persistState();
      return { cart, userInputErrors };
    },
  },
};
