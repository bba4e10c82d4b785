/**
 * Magento's guest cart web API, enough to fill a cart without the storefront:
 *   POST /V1/guest-carts                  creates a guest cart and answers its masked id
 *   POST /V1/guest-carts/:cartId/items    adds { cartItem: { sku, qty } } and answers the line
 * Journeys and API clients use it to start from a cart with products in it.
 */
import { randomBytes } from 'node:crypto';
import { getCatalogIndex } from '../resolvers/catalog/catalogIndex';
import { persistState } from '../state';
import { restError, restRoute } from './router';

restRoute('POST', '/V1/guest-carts', ({ state }) => {
  const id = randomBytes(16).toString('hex');
  const now = new Date().toISOString();
  state.carts[id] = { id, customer_id: null, is_active: true, items: [], created_at: now, updated_at: now };
  persistState();
  return { status: 200, body: id };
});

restRoute('POST', '/V1/guest-carts/:cartId/items', ({ state, params, body }) => {
  const cart = state.carts[params.cartId ?? ''];
  if (!cart || cart.customer_id !== null || !cart.is_active) {
    return {
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: params.cartId },
      },
    };
  }
  const item = (body as { cartItem?: { sku?: unknown; qty?: unknown } } | undefined)?.cartItem;
  const sku = typeof item?.sku === 'string' ? item.sku.trim() : '';
  const qty = typeof item?.qty === 'number' && item.qty > 0 ? item.qty : 1;
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
  const existing = cart.items.find((line) => line.sku.toLowerCase() === sku.toLowerCase());
  if (existing) existing.quantity += qty;
  else {
    cart.items.push({
      uid: Buffer.from(String(Date.now() + cart.items.length)).toString('base64'),
      sku: product?.sku ?? parent!.variants!.find((v) => v.sku.toLowerCase() === sku.toLowerCase())!.sku,
      parent_sku: parent?.sku ?? null,
      selected_options: [],
      quantity: qty,
    });
  }
  cart.updated_at = new Date().toISOString();
  persistState();
  const line = existing ?? cart.items[cart.items.length - 1]!;
  return {
    status: 200,
    body: { item_id: line.uid, sku: line.sku, qty: line.quantity, quote_id: cart.id },
  };
});
