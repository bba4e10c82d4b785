/**
 * The slots the catalog's and the cart's pages ask for (catalogSlots.ts, cartSlots.ts), filled
 * with the account's and the cart's parts. Loaded with those pages, in a chunk of its own beside
 * each page's (featureSlots.tsx, withPageSlots), so the start-up code carries none of it.
 */
import { type ComponentType, type ReactNode } from 'react';
import WishlistHeart from '../features/account/components/WishlistHeart';
import { useAddLineToWishlist } from '../features/account/hooks/useAddLineToWishlist';
import { CartSlotsContext, type CartSlots } from '../features/cart/cartSlots';
import TileAddToCart from '../features/cart/components/TileAddToCart';
import { useAddToCart } from '../features/cart/hooks/useAddToCart';
import { CatalogSlotsContext, type CatalogSlots } from '../features/catalog/catalogSlots';

const catalogSlots: CatalogSlots = { WishlistHeart, TileAddToCart, useAddToCart };
const cartSlots: CartSlots = { useAddLineToWishlist };

export function PageSlots({ children }: { children: ReactNode }) {
  return (
    <CatalogSlotsContext.Provider value={catalogSlots}>
      <CartSlotsContext.Provider value={cartSlots}>{children}</CartSlotsContext.Provider>
    </CatalogSlotsContext.Provider>
  );
}

const slotted = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Page` inside the page slots (one wrapper per page component, so its identity holds). */
export function withSlots<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const known = slotted.get(Page as ComponentType<never>) as ComponentType<P> | undefined;
  if (known) return known;
  const Slotted = (props: P) => (
    <PageSlots>
      <Page {...props} />
    </PageSlots>
  );
  Slotted.displayName = `WithSlots(${Page.displayName ?? Page.name ?? 'Page'})`;
  slotted.set(Page as ComponentType<never>, Slotted as ComponentType<never>);
  return Slotted;
}
