/**
 * How the cache identifies Magento objects (spec 3, "Cache identities"), plus a few list policies.
 *
 * Identities (type names as in Magento's schema; a policy on an interface applies to every type
 * implementing it, through `possibleTypes`):
 * - shipping methods (AvailableShippingMethod, SelectedShippingMethod): carrier_code + method_code;
 * - addresses (CartAddressInterface: ShippingCartAddress and BillingCartAddress; CustomerAddress): street;
 * - wish-list items (WishlistItemInterface implementations, and the older WishlistItem): id;
 * - products (ProductInterface implementations): uid;
 * - store config (StoreConfig): store_code;
 * - Cart: id; Customer: one per client (the signed-in shopper); categories (CategoryInterface:
 *   CategoryTree): uid; cart items (CartItemInterface implementations): uid.
 *
 * An object whose answer lacks its key fields is not an error: it stays inside its parent, as
 * objects without an id always do (array keyFields would throw "Missing field ... while
 * extracting keyFields" and fail the whole request, e.g. for a mutation that selects only
 * `shipping_addresses { available_shipping_methods { ... } }`).
 */
import type { TypePolicies, TypePolicy } from '@apollo/client';

/** A computed `keyFields` (Apollo does not export the type by name). */
type KeyFieldsFunction = Extract<NonNullable<TypePolicy['keyFields']>, (...args: never[]) => unknown>;

/** Keys an object by `fields` when the answer has them all; otherwise leaves it unnormalised. */
function keyedBy(...fields: string[]): KeyFieldsFunction {
  return (object) => (fields.every((field) => object[field] !== undefined) ? fields : false);
}

/** Replace a list wholesale: the incoming list is the server's current one. */
const replace = { merge: false } as const;

export const typePolicies: TypePolicies = {
  AvailableShippingMethod: { keyFields: keyedBy('carrier_code', 'method_code') },
  SelectedShippingMethod: { keyFields: keyedBy('carrier_code', 'method_code') },
  CartAddressInterface: { keyFields: keyedBy('street') },
  ShippingCartAddress: {
    keyFields: keyedBy('street'),
    fields: { available_shipping_methods: replace },
  },
  BillingCartAddress: { keyFields: keyedBy('street') },
  CustomerAddress: { keyFields: keyedBy('street') },
  WishlistItemInterface: { keyFields: keyedBy('id') },
  WishlistItem: { keyFields: keyedBy('id') },
  ProductInterface: { keyFields: keyedBy('uid') },
  StoreConfig: { keyFields: keyedBy('store_code') },
  CategoryInterface: { keyFields: keyedBy('uid') },
  CategoryTree: { keyFields: keyedBy('uid') },
  CartItemInterface: { keyFields: keyedBy('uid') },
  Cart: {
    keyFields: keyedBy('id'),
    fields: {
      items: replace,
      shipping_addresses: replace,
      available_payment_methods: replace,
      applied_coupons: replace,
      applied_gift_cards: replace,
      prices: { merge: true },
    },
  },
  Customer: {
    keyFields: [],
    fields: { addresses: replace },
  },
};
