/**
 * The wish list: one per customer (its id is the customer's), read through Customer.wishlists,
 * changed with addProductsToWishlist / removeProductsFromWishlist, and moved into the customer's
 * active cart with addWishlistItemsToCart (the lines leave the wish list, as on Magento). A
 * wish list id of another customer is refused.
 */
import type { BackendContext, Resolvers } from '../../context';
import { authorizationError, inputError } from '../../errors';
import {
  persistState,
  type CartItemRecord,
  type CartRecord,
  type CustomerRecord,
  type WishlistItemRecord,
} from '../../state';
import { toUid } from '../../uid';
import { getCatalogIndex } from '../catalog/catalogIndex';
import { productNode } from '../catalog/nodes';
import { nextItemUid } from '../cart';
import { lineProduct } from '../cartPricing';
import { beforeRemoving, nextInSequence } from '../sequences';
import { currentCustomer } from '../customer';

interface WishlistItemInput {
  sku: string;
  parent_sku?: string | null;
  quantity: number;
  selected_options?: Array<string | null> | null;
}

const wishlistIdOf = (customer: CustomerRecord) => String(customer.id);

function linesOf(ctx: BackendContext, customer: CustomerRecord): WishlistItemRecord[] {
  return (ctx.state.wishlists[wishlistIdOf(customer)] ??= []);
}

/**
 * The signed-in customer's wish list lines, if `wishlistId` is theirs: the checks Magento's wish
 * list mutations make (WishlistGraphQl/Model/Resolver/AddProductsToWishlist.php and its siblings).
 * Another customer's wish list is "not found", not forbidden.
 */
function ownLines(ctx: BackendContext, wishlistId: string) {
  const customer = currentCustomer(ctx);
  if (!customer) throw authorizationError('The current user cannot perform operations on wishlist');
  if (String(wishlistId) !== wishlistIdOf(customer)) throw inputError('The wishlist was not found.');
  return { customer, lines: linesOf(ctx, customer) };
}

function wishlistAnswer(ctx: BackendContext, customer: CustomerRecord) {
  const lines = linesOf(ctx, customer);
  return {
    __customer: customer,
    id: wishlistIdOf(customer),
    name: 'Wish List',
    items_count: lines.length,
    updated_at: lines.reduce((latest, line) => (line.added_at > latest ? line.added_at : latest), '') || null,
  };
}

const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

function highestLineId(ctx: BackendContext): number {
  let max = 5000;
  for (const lines of Object.values(ctx.state.wishlists)) {
    for (const line of lines) max = Math.max(max, Number(line.id) || 0);
  }
  return max;
}

function nextLineId(ctx: BackendContext): number {
  return nextInSequence(ctx.state, 'wish list line', () => highestLineId(ctx));
}

/** Takes lines out of a wish list; their ids are not handed out again. */
function removeLines<T>(ctx: BackendContext, lines: T[], at: number): void {
  beforeRemoving(ctx.state, 'wish list line', () => highestLineId(ctx));
  lines.splice(at, 1);
}

function activeCartOf(ctx: BackendContext, customer: CustomerRecord): CartRecord {
  const existing = Object.values(ctx.state.carts).find(
    (cart) => cart.customer_id === customer.id && cart.is_active,
  );
  if (existing) return existing;
  const id = toUid(`customer-cart/${customer.id}/${Date.now()}`).replace(/[^A-Za-z0-9]/g, '');
  const cart: CartRecord = { id, customer_id: customer.id, is_active: true, items: [] };
  ctx.state.carts[id] = cart;
  return cart;
}

export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlists: (customer: CustomerRecord, _args, ctx: BackendContext) => [wishlistAnswer(ctx, customer)],
  },
  Wishlist: {
    items_v2: (
      wishlist: { __customer: CustomerRecord },
      args: { currentPage?: number; pageSize?: number },
      ctx: BackendContext,
    ) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      const lines = linesOf(ctx, wishlist.__customer);
      const index = getCatalogIndex(ctx.state);
      const start = (currentPage - 1) * pageSize;
      return {
        items: lines.slice(start, start + pageSize).map((line) => {
          const product = index.productBySku.get((line.parent_sku ?? line.sku).toLowerCase());
          const typename =
            product?.type === 'configurable'
              ? 'ConfigurableWishlistItem'
              : product?.type === 'virtual'
                ? 'VirtualWishlistItem'
                : 'SimpleWishlistItem';
          return {
            __typename: typename,
            id: line.id,
            quantity: line.quantity,
            added_at: line.added_at,
            description: null,
            product: product ? productNode(product) : null,
          };
        }),
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(lines.length / pageSize),
        },
      };
    },
  },
  Mutation: {
    addProductsToWishlist: (
      _root,
      args: { wishlistId: string; wishlistItems: WishlistItemInput[] },
      ctx: BackendContext,
    ) => {
      const { customer, lines } = ownLines(ctx, args.wishlistId);
      const index = getCatalogIndex(ctx.state);
      const userErrors: Array<{ code: string; message: string }> = [];
      for (const input of args.wishlistItems) {
        const sku = input.parent_sku ?? input.sku;
        if (!index.productBySku.get(sku.toLowerCase())) {
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a product with SKU "${sku}"`,
          });
          continue;
        }
        if (!(input.quantity > 0)) {
          userErrors.push({
            code: 'UNDEFINED',
            message: 'The quantity of a wish list item must be greater than 0.',
          });
          continue;
        }
        const options = (input.selected_options ?? []).filter((option): option is string => Boolean(option));
        const same = lines.find(
          (line) =>
            line.sku.toLowerCase() === input.sku.toLowerCase() &&
            (line.parent_sku ?? null) === (input.parent_sku ?? null),
        );
        if (same) {
          same.quantity += input.quantity;
          continue;
        }
        lines.push({
          id: String(nextLineId(ctx)),
          sku: input.sku,
          parent_sku: input.parent_sku ?? null,
          selected_options: options,
          quantity: input.quantity,
          added_at: stamp(),
        });
      }
      persistState();
      return { wishlist: wishlistAnswer(ctx, customer), user_errors: userErrors };
    },
    removeProductsFromWishlist: (
      _root,
      args: { wishlistId: string; wishlistItemsIds: string[] },
      ctx: BackendContext,
    ) => {
      const { customer, lines } = ownLines(ctx, args.wishlistId);
      const userErrors: Array<{ code: string; message: string }> = [];
      for (const id of args.wishlistItemsIds) {
        const at = lines.findIndex((line) => line.id === String(id));
        if (at === -1) {
          // Wishlist/Model/Wishlist/RemoveProductsFromWishlist.php
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a wishlist item with ID "${id}"`,
          });
        } else {
          removeLines(ctx, lines, at);
        }
      }
      persistState();
      return { wishlist: wishlistAnswer(ctx, customer), user_errors: userErrors };
    },
    addWishlistItemsToCart: (
      _root,
      args: { wishlistId: string; wishlistItemIds?: string[] | null },
      ctx: BackendContext,
    ) => {
      const { customer, lines } = ownLines(ctx, args.wishlistId);
      const wanted = args.wishlistItemIds?.map(String) ?? lines.map((line) => line.id);
      const errors: Array<Record<string, string>> = [];
      const cart = activeCartOf(ctx, customer);
      for (const id of wanted) {
        const line = lines.find((candidate) => candidate.id === id);
        if (!line) {
          throw inputError(`The wishlist item ids "${id}" were not found.`);
        }
        const found = lineProduct(ctx.state, { sku: line.sku, parent_sku: line.parent_sku ?? null });
        const fail = (code: string, message: string) =>
          errors.push({ code, message, wishlistId: args.wishlistId, wishlistItemId: id });
        if (!found) {
          fail('PRODUCT_NOT_FOUND', 'Could not find the product.');
          continue;
        }
        if (found.product.type === 'configurable' && !found.variant) {
          fail('UNDEFINED', 'You need to choose options for your item.');
          continue;
        }
        if ((found.variant ?? found.product).stock_status !== 'IN_STOCK') {
          fail('NOT_SALABLE', 'Product that you are trying to add is not available.');
          continue;
        }
        const existing = cart.items.find(
          (item) => item.sku === line.sku && item.parent_sku === (line.parent_sku ?? null),
        );
        if (existing) existing.quantity += line.quantity;
        else {
          const item: CartItemRecord = {
            uid: nextItemUid(ctx),
            sku: line.sku,
            parent_sku: line.parent_sku ?? null,
            selected_options: line.selected_options ?? [],
            quantity: line.quantity,
          };
          cart.items.push(item);
        }
        removeLines(ctx, lines, lines.indexOf(line));
      }
      cart.updated_at = new Date().toISOString();
      persistState();
      return {
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
        wishlist: wishlistAnswer(ctx, customer),
      };
    },
  },
};
