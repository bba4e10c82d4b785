/**
 * Cart domain, read side: `cart(cart_id)` with Magento's answers for a missing, inactive or
 * someone else's cart, and the item counts the shell's cart trigger shows. The cart domain adds
 * creation, items, prices and addresses.
 */
import type { BackendContext, Resolvers } from '../context';
import { authorizationError, noSuchEntity } from '../errors';
import type { CartRecord } from '../state';
import { currentCustomer } from './customer';

/** The cart by masked id, if the request may use it; otherwise Magento's error. */
export function findUsableCart(ctx: BackendContext, maskedId: string): CartRecord {
  const cart = ctx.state.carts[maskedId];
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${maskedId}"`);
  const customer = currentCustomer(ctx);
  if (cart.customer_id !== null && cart.customer_id !== customer?.id) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  return cart;
}

const totalQuantity = (cart: CartRecord) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_root, args: { cart_id: string }, ctx: BackendContext) => {
      if (!args.cart_id.trim()) throw noSuchEntity('Required parameter "cart_id" is missing');
      return findUsableCart(ctx, args.cart_id);
    },
  },
  Cart: {
    total_quantity: totalQuantity,
    // A configurable product's line counts once with its quantity, as its child: the same sum
    // while every line is one product.
    total_summary_quantity_including_config: totalQuantity,
  },
};
