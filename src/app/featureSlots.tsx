/**
 * The app composes features that show each other's parts: each feature names the slots it needs
 * (features/<name>/<name>Slots.ts) and the app fills them here, so no feature imports another.
 */
import type { ReactNode } from 'react';
import WishlistHeart from '../features/account/components/WishlistHeart';
import { useAddLineToWishlist } from '../features/account/hooks/useAddLineToWishlist';
import { CartSlotsContext, type CartSlots } from '../features/cart/cartSlots';
import TileAddToCart from '../features/cart/components/TileAddToCart';
import { useAddToCart } from '../features/cart/hooks/useAddToCart';
import { CatalogSlotsContext, type CatalogSlots } from '../features/catalog/catalogSlots';

const catalogSlots: CatalogSlots = { WishlistHeart, TileAddToCart, useAddToCart };
const cartSlots: CartSlots = { useAddLineToWishlist };

export default function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <CatalogSlotsContext.Provider value={catalogSlots}>
      <CartSlotsContext.Provider value={cartSlots}>{children}</CartSlotsContext.Provider>
    </CatalogSlotsContext.Provider>
  );
}
