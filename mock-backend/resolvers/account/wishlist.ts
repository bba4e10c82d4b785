/**
 * The wish list: one per customer (its id is the customer's), read through Customer.wishlists,
 * changed with addProductsToWishlist / removeProductsFromWishlist, and moved into the customer's
 * active cart with addWishlistItemsToCart (the lines leave the wish list, as on Magento). A
 * wish list id of another customer is refused.
 *
 * A configurable product's line is the parent product with the options chosen for it, as Magento
 * 2.4.8 keeps it (Wishlist/Model/Wishlist/AddProductsToWishlist.php adds the product named by
 * `parent_sku`, else `sku`; BuyRequest/SuperAttributeDataProvider.php turns `selected_options`
 * uids "configurable/<attribute id>/<value index>" into the buy request's super attributes, and
 * ConfigurableProduct's _prepareProduct picks the child they name). Options that name no child
 * leave the line without a configuration; so does a child sku without `selected_options` (2.4.8
 * has no provider that reads the child from `sku`). Such a line answers `configurable_options: []`
 * and `configured_variant: null`, and moving it to the cart fails with "You need to choose
 * options for your item."
 */
import type { BackendContext, Resolvers } from '../../context';
import type { SeedProduct, SeedVariant } from '../../data/types';
import { authorizationError, inputError } from '../../errors';
import { persistState, type CustomerRecord, type WishlistItemRecord } from '../../state';
import { fromUid, optionValueUid, toUid } from '../../uid';
import { customerActiveCart, forgetTotals, nextItemUid, sameLine } from '../cart';
import { quantityProblem, variantOptionUids } from '../cartMutations';
import { getCatalogIndex } from '../catalog/catalogIndex';
import { productNode, variantNode } from '../catalog/nodes';
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

/** A configurable product's choice: the option value uids kept on the line and the child they name. */
interface Configuration {
  options: string[];
  variant: SeedVariant | null;
}

const UNCONFIGURED: Configuration = { options: [], variant: null };

/**
 * What `selected_options` choose on `product`: the super attributes their uids name
 * ("configurable/<attribute id>/<value index>"; other uids are not configurable options and are
 * passed over, as SuperAttributeDataProvider does) and the first child with all of them. None, or
 * an attribute the product is not configured by, or no such child: no configuration.
 */
function configure(
  ctx: BackendContext,
  product: SeedProduct,
  selected: readonly (string | null)[],
): Configuration {
  if (product.type !== 'configurable') return UNCONFIGURED;
  const index = getCatalogIndex(ctx.state);
  const options = [...(product.configurable_options ?? [])].sort((a, b) => a.position - b.position);
  const byAttributeId = new Map(
    options.flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      return attribute ? [[String(attribute.id), attribute] as const] : [];
    }),
  );
  const chosen = new Map<string, string>();
  for (const uid of selected) {
    const parts = (uid ? fromUid(uid) : null)?.split('/') ?? [];
    if (parts.length !== 3 || parts[0] !== 'configurable') continue;
    const attribute = byAttributeId.get(parts[1]!);
    if (!attribute) return UNCONFIGURED;
    chosen.set(attribute.code, parts[2]!);
  }
  if (chosen.size === 0) return UNCONFIGURED;
  const variant = product.variants?.find((child) =>
    [...chosen].every(([code, value]) => child.options[code] === value),
  );
  if (!variant) return UNCONFIGURED;
  return {
    variant,
    options: options.flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      const value = chosen.get(option.attribute_code);
      return attribute && value !== undefined ? [optionValueUid(attribute.id, value)] : [];
    }),
  };
}

/** A line's product and configuration (a line kept by an older state file names its child by sku). */
function lineOf(ctx: BackendContext, line: WishlistItemRecord) {
  const index = getCatalogIndex(ctx.state);
  if (line.parent_sku) {
    const product = index.productBySku.get(line.parent_sku.toLowerCase());
    const variant = product?.variants?.find((child) => child.sku.toLowerCase() === line.sku.toLowerCase());
    return {
      product,
      configuration:
        product && variant ? { variant, options: variantOptionUids(ctx, product, variant) } : UNCONFIGURED,
    };
  }
  const product = index.productBySku.get(line.sku.toLowerCase());
  return {
    product,
    configuration: product ? configure(ctx, product, line.selected_options ?? []) : UNCONFIGURED,
  };
}

/** The chosen options as Magento lists them (ConfigurableProductGraphQl/Model/Wishlist/ConfigurableOptions.php). */
function selectedOptionsOf(ctx: BackendContext, product: SeedProduct, configuration: Configuration) {
  const index = getCatalogIndex(ctx.state);
  const { variant } = configuration;
  if (!variant) return [];
  return [...(product.configurable_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) => {
      const attribute = index.attributes.get(option.attribute_code);
      const valueId = variant.options[option.attribute_code];
      if (!attribute || valueId === undefined) return [];
      const uid = optionValueUid(attribute.id, valueId);
      if (!configuration.options.includes(uid)) return [];
      return [
        {
          configurable_product_option_uid: toUid(`configurable/${product.id}/${attribute.id}`),
          configurable_product_option_value_uid: uid,
          option_label: option.label || attribute.label,
          value_label: index.options.get(attribute.code)?.get(valueId)?.label ?? valueId,
        },
      ];
    });
}

interface WishlistItemValue {
  __typename: 'SimpleWishlistItem' | 'VirtualWishlistItem' | 'ConfigurableWishlistItem';
  __product: SeedProduct | undefined;
  __configuration: Configuration;
  id: string;
  quantity: number;
  added_at: string;
  description: null;
  product: ReturnType<typeof productNode> | null;
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
      const start = (currentPage - 1) * pageSize;
      return {
        items: lines.slice(start, start + pageSize).map((line): WishlistItemValue => {
          const { product, configuration } = lineOf(ctx, line);
          const typename =
            product?.type === 'configurable'
              ? 'ConfigurableWishlistItem'
              : product?.type === 'virtual'
                ? 'VirtualWishlistItem'
                : 'SimpleWishlistItem';
          return {
            __typename: typename,
            __product: product,
            __configuration: configuration,
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
  ConfigurableWishlistItem: {
    configurable_options: (item: WishlistItemValue, _args, ctx: BackendContext) =>
      item.__product ? selectedOptionsOf(ctx, item.__product, item.__configuration) : [],
    // ConfigurableProductGraphQl/Model/Wishlist/ConfiguredVariant.php: null while no child is chosen.
    configured_variant: (item: WishlistItemValue, _args, ctx: BackendContext) => {
      const { variant } = item.__configuration;
      const child = variant ? getCatalogIndex(ctx.state).variantProducts.get(variant.id) : undefined;
      return item.__product && child ? variantNode(item.__product, child) : null;
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
        const product = index.productBySku.get(sku.toLowerCase());
        if (!product) {
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a product with SKU "${sku}"`,
          });
          continue;
        }
        // Magento refuses 0 with this message; a negative quantity is refused the same way here.
        if (!(input.quantity > 0)) {
          userErrors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' });
          continue;
        }
        const configuration = configure(ctx, product, input.selected_options ?? []);
        // Wishlist::_addCatalogProduct: a line that holds the product as configured takes the quantity.
        const same = lines.find((line) => {
          const held = lineOf(ctx, line);
          return (
            held.product === product &&
            held.configuration.options.join(',') === configuration.options.join(',')
          );
        });
        if (same) {
          same.quantity += input.quantity;
          continue;
        }
        lines.push({
          id: String(nextLineId(ctx)),
          sku: product.sku,
          parent_sku: null,
          selected_options: configuration.options,
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
    /**
     * WishlistGraphQl/Model/Resolver/Wishlist/AddToCart.php: each line goes to the customer's cart
     * through the cart's own checks (Quote/Model/Cart/AddProductsToCart.php: a configurable line
     * without a child, stock and quantity limits); a line the cart took leaves the wish list.
     */
    addWishlistItemsToCart: (
      _root,
      args: { wishlistId: string; wishlistItemIds?: string[] | null },
      ctx: BackendContext,
    ) => {
      const { customer, lines } = ownLines(ctx, args.wishlistId);
      const wanted = args.wishlistItemIds?.map(String) ?? lines.map((line) => line.id);
      const unknown = wanted.filter((id) => !lines.some((line) => line.id === id));
      if (unknown.length) throw inputError(`The wishlist item ids "${unknown.join(',')}" were not found.`);
      const errors: Array<Record<string, string>> = [];
      const cart = customerActiveCart(ctx);
      for (const id of wanted) {
        const line = lines.find((candidate) => candidate.id === id)!;
        const fail = (code: string, message: string) =>
          errors.push({ code, message, wishlistId: args.wishlistId, wishlistItemId: id });
        const { product, configuration } = lineOf(ctx, line);
        if (!product) {
          fail('PRODUCT_NOT_FOUND', 'Could not find the product.');
          continue;
        }
        const { variant } = configuration;
        if (product.type === 'configurable' && !variant) {
          fail('UNDEFINED', 'You need to choose options for your item.');
          continue;
        }
        const record = {
          sku: variant?.sku ?? product.sku,
          parent_sku: variant ? product.sku : null,
          selected_options: variant ? variantOptionUids(ctx, product, variant) : [],
        };
        const existing = sameLine(cart, record);
        const problem = quantityProblem(product, variant, (existing?.quantity ?? 0) + line.quantity);
        if (problem) {
          fail(problem.code, problem.message);
          continue;
        }
        if (existing) existing.quantity += line.quantity;
        else cart.items.push({ uid: nextItemUid(ctx), quantity: line.quantity, ...record });
        removeLines(ctx, lines, lines.indexOf(line));
      }
      forgetTotals(ctx, cart);
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
