/**
 * Magento's guest cart web API, enough to fill a cart without the storefront:
 *   POST /V1/guest-carts                  creates a guest cart and answers its masked id
 *   POST /V1/guest-carts/:cartId/items    adds { cartItem: { sku, qty } } and answers the line
 * Journeys and API clients use it to start from a cart with products in it. The quantity is
 * checked as Magento checks it (Quote/Model/Quote/Item/CartItemPersister.php and the same stock
 * and limit rules as GraphQL's addProductsToCart), with its REST statuses and messages.
 */
import { newMaskedId, nextItemUid, sameLine } from '../resolvers/cart';
import { quantityProblem } from '../resolvers/cartMutations';
import { getCatalogIndex } from '../resolvers/catalog/catalogIndex';
import { fromUid } from '../uid';
import { persistState } from '../state';
import { restError, restRoute, type RestAnswer } from './router';

restRoute('POST', '/V1/guest-carts', ({ state }) => {
  const id = newMaskedId({ state });
  const now = new Date().toISOString();
  state.carts[id] = { id, customer_id: null, is_active: true, items: [], created_at: now, updated_at: now };
  persistState();
  return { status: 200, body: id };
});

const invalidValue = (fieldName: string, value: unknown): RestAnswer => ({
  status: 400,
  body: {
    message: 'Invalid value of "%value" provided for the %fieldName field.',
    parameters: { fieldName, value },
  },
});

/**
 * The quantity as Magento's input processor reads it: a number, or a string holding one (its
 * float type conversion); anything else is refused before the cart is touched.
 */
function readQuantity(qty: unknown): number | RestAnswer {
  const value = typeof qty === 'string' && qty.trim() !== '' ? Number(qty) : qty;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return restError(
      400,
      `Error occurred during "qty" processing. The "${String(qty)}" value's type is invalid. The "float" type was expected. Verify and try again.`,
    );
  }
  if (value <= 0) return invalidValue('qty', value);
  return value;
}

restRoute('POST', '/V1/guest-carts/:cartId/items', ({ state, params, body }) => {
  const cart = state.carts[params.cartId ?? ''];
  if (!cart || cart.customer_id !== null || !cart.is_active) {
    return {
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: null },
      },
    };
  }
  const item = (body as { cartItem?: { sku?: unknown; qty?: unknown } } | undefined)?.cartItem;
  const quantity = readQuantity(item?.qty);
  if (typeof quantity !== 'number') return quantity;
  const sku = typeof item?.sku === 'string' ? item.sku.trim() : '';
  const index = getCatalogIndex(state);
  const product = index.productBySku.get(sku.toLowerCase());
  const parent = product
    ? null
    : state.catalog.products.find((candidate) =>
        candidate.variants?.some((variant) => variant.sku.toLowerCase() === sku.toLowerCase()),
      );
  if ((!product && !parent) || product?.type === 'configurable') {
    return restError(404, "The product that was requested doesn't exist. Verify the product and try again.");
  }
  // Bundle/Model/Product/Type.php and GroupedProduct/Model/Product/Type/Grouped.php: without a
  // product_option, a bundle has no selections and a grouped product no quantities.
  if (product?.type === 'bundle') return restError(400, 'Please specify product option(s).');
  if (product?.type === 'grouped') return restError(400, 'Please specify the quantity of product(s).');
  // Downloadable/Model/Product/Type.php: links bought separately must be named (this endpoint
  // takes no product options here).
  if (product?.downloadable?.links_purchased_separately) {
    return restError(400, 'Please specify product link(s).');
  }
  const variant =
    parent?.variants?.find((candidate) => candidate.sku.toLowerCase() === sku.toLowerCase()) ?? null;
  if (!Number.isInteger(quantity)) return restError(400, 'You cannot use decimal quantity for this product.');
  const record = { sku: variant?.sku ?? product!.sku, parent_sku: parent?.sku ?? null, selected_options: [] };
  const existing = sameLine(cart, record);
  const problem = quantityProblem(parent ?? product!, variant, (existing?.quantity ?? 0) + quantity);
  if (problem) return restError(400, problem.message);
  if (existing) existing.quantity += quantity;
  else cart.items.push({ uid: nextItemUid({ state }), quantity, ...record });
  cart.updated_at = new Date().toISOString();
  persistState();
  const line = existing ?? cart.items[cart.items.length - 1]!;
  return {
    status: 200,
    body: { item_id: Number(fromUid(line.uid)), sku: line.sku, qty: line.quantity, quote_id: cart.id },
  };
});
