/**
 * Cart mutations, answering as Magento 2.4.8 does: createGuestCart / createEmptyCart,
 * addProductsToCart (simple, virtual, configurable and bundle products (bundleCart.ts); problems per item in
 * `user_errors` with Magento's codes and messages), updateCartItems (quantity 0 removes; stock
 * and quantity-limit problems in `errors`), removeItemFromCart, applyCouponToCart /
 * removeCouponFromCart and mergeCarts (a guest cart into the customer's; the guest cart is then
 * inactive). A cart that cannot be used fails the whole request with Magento's error.
 */
import type { BackendContext, Resolver } from '../context';
import { authorizationError, inputError, magentoError, noSuchEntity } from '../errors';
import { persistState, type CartItemRecord, type CartRecord } from '../state';
import { fromUid, optionValueUid, toUid } from '../uid';
import type { SeedProduct, SeedVariant } from '../data/types';
import { getCatalogIndex } from './catalog/catalogIndex';
import { todayOf } from './catalog/pricing';
import {
  createCart,
  customerActiveCart,
  findUsableCart,
  forgetTotals,
  nextItemUid,
  removeLine,
  NOT_AUTHORIZED,
  sameLine,
  stockOf,
  totalsOf,
} from './cart';
import { findCoupon, lineProduct } from './cartPricing';
import type { ChosenSelection } from './catalog/bundlePricing';
import {
  bundleLineSelections,
  bundleStock,
  chooseBundle,
  GROUPED_NEEDS_QUANTITIES,
  OPTIONS_NOT_AVAILABLE,
} from './bundleCart';
import { currentCustomer } from './customer';
import { chosenLinks, linkUid } from './downloadableLinks';

const isUid = (uid: string | null): uid is string => Boolean(uid);

/** Inventory's (MSI) answer to more than is salable (2.4.8; before, "The requested qty is not available"). */
const NOT_ENOUGH_FOR_SALE = 'Not enough items for sale';

type UserErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED';

interface UserError {
  __typename: 'CartUserInputError';
  code: UserErrorCode;
  message: string;
}

/** Quote/Model/Cart/AddProductsToCartError.php: the code its message maps to. */
const codeOf = (message: string): UserErrorCode =>
  message === OPTIONS_NOT_AVAILABLE ? 'NOT_SALABLE' : 'UNDEFINED';

const userError = (code: UserErrorCode, message: string): UserError => ({
  __typename: 'CartUserInputError',
  code,
  message,
});

interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: Array<string | null> | null;
}

/** What a cart line input refers to, or the user error Magento gives. */
type Resolved =
  | {
      product: SeedProduct;
      variant: SeedVariant | null;
      record: Omit<CartItemRecord, 'uid' | 'quantity'>;
      /** A bundle's chosen selections. */
      bundle?: ChosenSelection[];
    }
  | { error: UserError };

function resolveInput(ctx: BackendContext, input: CartItemInput): Resolved {
  const index = getCatalogIndex(ctx.state);
  const sku = input.sku.trim();
  const parent = input.parent_sku ? index.productBySku.get(input.parent_sku.trim().toLowerCase()) : undefined;
  const product = index.productBySku.get(sku.toLowerCase());
  // A configurable child named by its own sku, with its parent.
  const child =
    !product && parent ? parent.variants?.find((v) => v.sku.toLowerCase() === sku.toLowerCase()) : undefined;
  if (child && parent) {
    return {
      product: parent,
      variant: child,
      record: {
        sku: child.sku,
        parent_sku: parent.sku,
        selected_options: variantOptionUids(ctx, parent, child),
      },
    };
  }
  if (!product)
    return { error: userError('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`) };
  if (product.type === 'bundle') {
    const choice = chooseBundle(ctx.state, product, input.selected_options);
    if ('message' in choice) return { error: userError(codeOf(choice.message), choice.message) };
    return {
      product,
      variant: null,
      bundle: choice.chosen,
      record: { sku: product.sku, parent_sku: null, selected_options: choice.uids },
    };
  }
  if (product.type === 'grouped') {
    return { error: userError('UNDEFINED', GROUPED_NEEDS_QUANTITIES) };
  }
  if (product.type === 'downloadable') {
    // Downloadable/Model/Product/Type.php: links bought separately must be chosen (uids of links
    // the product does not have are ignored); otherwise every link comes with the product.
    const separately = Boolean(product.downloadable?.links_purchased_separately);
    const chosen = separately ? chosenLinks(product, (input.selected_options ?? []).filter(isUid)) : [];
    if (separately && chosen.length === 0) {
      return { error: userError('UNDEFINED', 'Please specify product link(s).') };
    }
    return {
      product,
      variant: null,
      record: { sku: product.sku, parent_sku: null, selected_options: chosen.map(linkUid) },
    };
  }
  if (product.type !== 'configurable') {
    return { product, variant: null, record: { sku: product.sku, parent_sku: null, selected_options: [] } };
  }
  const selected = new Set((input.selected_options ?? []).filter((uid): uid is string => Boolean(uid)));
  const variant = product.variants?.find((candidate) =>
    variantOptionUids(ctx, product, candidate).every((uid) => selected.has(uid)),
  );
  if (!variant || selected.size === 0) {
    return { error: userError('UNDEFINED', 'You need to choose options for your item.') };
  }
  return {
    product,
    variant,
    record: {
      sku: variant.sku,
      parent_sku: product.sku,
      selected_options: variantOptionUids(ctx, product, variant),
    },
  };
}

/** The option value uids that pick a configurable child, in the parent's option order. */
export function variantOptionUids(ctx: BackendContext, parent: SeedProduct, variant: SeedVariant): string[] {
  const index = getCatalogIndex(ctx.state);
  return [...(parent.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      const value = variant.options[option.attribute_code];
      return attribute && value !== undefined ? [optionValueUid(attribute.id, value)] : [];
    });
}

/**
 * Whether `quantity` of a product (and configurable child) may be in the cart: Magento's checks
 * and messages, in Magento's order, as a default 2.4.8 installation (with Inventory, MSI) words
 * them (Quote/Model/Cart/AddProductsToCartError.php maps the message to its code). Null when it may.
 */
export function quantityProblem(
  product: SeedProduct,
  variant: SeedVariant | null,
  quantity: number,
  partsStock?: { inStock: boolean; quantity: number },
): { code: UserErrorCode; message: string } | null {
  if (!(quantity > 0)) {
    return { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' };
  }
  const stock = stockOf({ product, variant, partsStock });
  if (!stock.inStock) {
    return { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' };
  }
  if (product.min_sale_qty && quantity < product.min_sale_qty) {
    return { code: 'INSUFFICIENT_STOCK', message: `The fewest you may purchase is ${product.min_sale_qty}` };
  }
  if (product.max_sale_qty && quantity > product.max_sale_qty) {
    return {
      code: 'UNDEFINED',
      message: 'The requested qty exceeds the maximum qty allowed in shopping cart',
    };
  }
  if (quantity > stock.quantity) {
    return { code: 'INSUFFICIENT_STOCK', message: NOT_ENOUGH_FOR_SALE };
  }
  return null;
}

/** QuoteGraphQl/Model/Cart/ValidateMaskedQuoteId.php: a cart id given by the client is 32 characters. */
function validateMaskedId(id: string | undefined): void {
  if (id && [...id].length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
}

function touch(ctx: BackendContext, cart: CartRecord): CartRecord {
  forgetTotals(ctx, cart);
  cart.updated_at = new Date().toISOString();
  persistState();
  return cart;
}

function requireCartId(cartId: string | null | undefined): string {
  if (!cartId?.trim()) throw inputError('Required parameter "cart_id" is missing');
  return cartId;
}

/** The line a `cart_item_uid` (or legacy numeric `cart_item_id`) names, if the cart has it. */
function findLine(cart: CartRecord, args: { cart_item_uid?: string | null; cart_item_id?: number | null }) {
  const uid = args.cart_item_uid ?? (args.cart_item_id != null ? toUid(args.cart_item_id) : null);
  return { uid, line: uid ? cart.items.find((item) => item.uid === uid) : undefined };
}

const legacyId = (uid: string | null) => (uid ? (fromUid(uid) ?? uid) : '');

export const cartMutationResolvers: Record<string, Resolver> = {
  createGuestCart: (_root, args: { input?: { cart_uid?: string | null } | null }, ctx: BackendContext) => {
    if (currentCustomer(ctx)) {
      throw magentoError('Use `Query.customerCart` for logged in customer.', 'graphql-already-exists');
    }
    const wanted = args.input?.cart_uid?.trim();
    validateMaskedId(wanted);
    if (wanted && ctx.state.carts[wanted]) {
      throw magentoError(`Cart with ID "${wanted}" already exists.`, 'graphql-already-exists');
    }
    const cart = createCart(ctx, null, wanted || undefined);
    persistState();
    return { cart };
  },

  createEmptyCart: (_root, args: { input?: { cart_id?: string | null } | null }, ctx: BackendContext) => {
    if (currentCustomer(ctx)) {
      const cart = customerActiveCart(ctx);
      persistState();
      return cart.id;
    }
    const wanted = args.input?.cart_id?.trim();
    validateMaskedId(wanted);
    if (wanted && ctx.state.carts[wanted]) {
      throw magentoError(`Cart with ID "${wanted}" already exists.`, 'graphql-already-exists');
    }
    const cart = createCart(ctx, null, wanted || undefined);
    persistState();
    return cart.id;
  },

  addProductsToCart: (_root, args: { cartId: string; cartItems: CartItemInput[] }, ctx: BackendContext) => {
    const cart = findUsableCart(ctx, requireCartId(args.cartId));
    const user_errors: UserError[] = [];
    for (const input of args.cartItems) {
      const resolved = resolveInput(ctx, input);
      if ('error' in resolved) {
        user_errors.push(resolved.error);
        continue;
      }
      const existing = sameLine(cart, resolved.record);
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      const asked = input.quantity > 0 ? quantity : input.quantity;
      const problem = resolved.bundle
        ? quantityProblem(resolved.product, null, asked, bundleStock(ctx.state, resolved.bundle))
        : quantityProblem(resolved.product, resolved.variant, asked);
      if (problem) {
        user_errors.push(userError(problem.code, problem.message));
        continue;
      }
      if (existing) existing.quantity = quantity;
      else cart.items.push({ uid: nextItemUid(ctx), quantity, ...resolved.record });
    }
    touch(ctx, cart);
    return { cart, user_errors };
  },

  updateCartItems: (
    _root,
    args: {
      input: {
        cart_id: string;
        cart_items: Array<{
          cart_item_uid?: string | null;
          cart_item_id?: number | null;
          quantity?: number | null;
        }>;
      };
    },
    ctx: BackendContext,
  ) => {
    const cart = findUsableCart(ctx, requireCartId(args.input.cart_id));
    if (!args.input.cart_items.length) throw inputError('Required parameter "cart_items" is missing.');
    const errors: UserError[] = [];
    for (const change of args.input.cart_items) {
      const { uid, line } = findLine(cart, change);
      if (!uid) throw inputError('Required parameter "cart_item_id" for "cart_items" is missing.');
      // QuoteGraphQl/Model/CartItem/DataProvider/UpdateCartItems.php: a line's problem goes into
      // the payload's `errors`, and the other lines are still changed.
      if (!line) {
        errors.push(
          userError('COULD_NOT_FIND_CART_ITEM', `Could not find cart item with id: ${legacyId(uid)}.`),
        );
        continue;
      }
      if (change.quantity == null) {
        errors.push(
          userError(
            'REQUIRED_PARAMETER_MISSING',
            'Required parameter "quantity" for "cart_items" is missing.',
          ),
        );
        continue;
      }
      if (change.quantity <= 0) {
        removeLine(ctx, cart, line);
        continue;
      }
      const found = lineProduct(ctx.state, line);
      if (!found) {
        errors.push(userError('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${line.sku}"`));
        continue;
      }
      const partsStock =
        found.product.type === 'bundle'
          ? bundleStock(ctx.state, bundleLineSelections(found.product, line.selected_options))
          : undefined;
      const problem = quantityProblem(found.product, found.variant, change.quantity, partsStock);
      if (problem) {
        errors.push(
          userError(problem.code, `Could not update the product with SKU ${line.sku}: ${problem.message}`),
        );
        continue;
      }
      line.quantity = change.quantity;
    }
    touch(ctx, cart);
    return { cart, errors };
  },

  removeItemFromCart: (
    _root,
    args: { input: { cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null } },
    ctx: BackendContext,
  ) => {
    const cart = findUsableCart(ctx, requireCartId(args.input.cart_id));
    const { uid, line } = findLine(cart, args.input);
    if (!uid) throw inputError('Required parameter "cart_item_uid" is missing.');
    if (!line) throw noSuchEntity("The cart doesn't contain the item");
    removeLine(ctx, cart, line);
    touch(ctx, cart);
    return { cart };
  },

  applyCouponToCart: (
    _root,
    args: { input: { cart_id: string; coupon_code: string } },
    ctx: BackendContext,
  ) => {
    const cart = findUsableCart(ctx, requireCartId(args.input.cart_id));
    const code = args.input.coupon_code.trim();
    if (!code) throw inputError('Required parameter "coupon_code" is missing');
    if (cart.items.length === 0) throw noSuchEntity('Cart does not contain products.');
    if (cart.coupon_code) {
      throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
    }
    const rule = findCoupon(code, todayOf(ctx));
    const subtotal = totalsOf(ctx, cart).subtotal;
    if (!rule || (rule.min_subtotal !== undefined && subtotal < rule.min_subtotal)) {
      // Quote/Model/CouponManagement.php: an unknown, expired or not applicable code alike.
      throw noSuchEntity("The coupon code isn't valid. Verify the code and try again.");
    }
    cart.coupon_code = rule.code;
    touch(ctx, cart);
    return { cart };
  },

  removeCouponFromCart: (_root, args: { input: { cart_id: string } }, ctx: BackendContext) => {
    const cart = findUsableCart(ctx, requireCartId(args.input.cart_id));
    if (cart.items.length === 0) throw noSuchEntity('Cart does not contain products');
    cart.coupon_code = null;
    touch(ctx, cart);
    return { cart };
  },

  mergeCarts: (
    _root,
    args: { source_cart_id: string; destination_cart_id?: string | null },
    ctx: BackendContext,
  ) => {
    const customer = currentCustomer(ctx);
    if (!customer) throw authorizationError(NOT_AUTHORIZED);
    if (!args.source_cart_id.trim()) throw inputError('Required parameter "source_cart_id" is missing');
    const destination = args.destination_cart_id?.trim()
      ? findUsableCart(ctx, args.destination_cart_id)
      : customerActiveCart(ctx);
    const source = ctx.state.carts[args.source_cart_id];
    if (!source) throw noSuchEntity(`Could not find a cart with ID "${args.source_cart_id}"`);
    if (source.customer_id !== null) {
      throw authorizationError(`The current user cannot perform operations on cart "${args.source_cart_id}"`);
    }
    if (!source.is_active) throw noSuchEntity("The cart isn't active.");
    for (const item of source.items) {
      const existing = sameLine(destination, item);
      if (existing) existing.quantity += item.quantity;
      else
        destination.items.push({
          ...item,
          selected_options: [...item.selected_options],
          uid: nextItemUid(ctx),
        });
    }
    if (!destination.coupon_code && source.coupon_code) destination.coupon_code = source.coupon_code;
    source.is_active = false;
    touch(ctx, destination);
    return destination;
  },
};
