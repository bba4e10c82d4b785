/**
 * What the catalog shows that other features own, handed in by the app (app/featureSlots.tsx):
 * the wish-list heart (account), a tile's Add to Cart and the product page's adding (cart). The
 * catalog names the shapes it needs; it imports no other feature.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { AddItemRequest } from '../../store/pendingAddsSlice';

interface WishlistHeartSlotProps {
  /** The product's own sku (a configurable product's parent sku). */
  sku: string;
  /** A configurable product's chosen option value uids, once every option is chosen. */
  selectedOptions?: readonly string[];
  /** The product's name, for the control's accessible name. */
  name: string;
  className?: string;
}

/** The product page's add to cart, as the cart feature runs it. */
interface AddToCartSlot {
  isAdding: boolean;
  /** The name of the product just added, for the confirmation. */
  addedName: string | null;
  /** The name of this page's product while its add waits for the connection. */
  pendingName: string | null;
  errorMessage: string | null;
  /** 'added', 'failed', or 'pending' (kept to be sent when the connection returns). */
  /** `replacing`: a cart line the add replaces once it is made (a bundle line being edited). */
  handleAddToCart: (
    item: AddItemRequest,
    name: string,
    replacing?: { uid: string; selectedOptions: readonly string[] } | null,
  ) => Promise<'added' | 'failed' | 'pending'>;
}

export interface CatalogSlots {
  WishlistHeart: ComponentType<WishlistHeartSlotProps>;
  TileAddToCart: ComponentType<{ sku: string; name: string }>;
  /** A hook: called on every render of the product page, with the page's product sku. */
  useAddToCart: (productSku: string | null) => AddToCartSlot;
}

export const CatalogSlotsContext = createContext<CatalogSlots | null>(null);

export function useCatalogSlots(): CatalogSlots {
  const slots = useContext(CatalogSlotsContext);
  if (!slots)
    throw new Error('The catalog renders inside the app, which provides its slots (app/featureSlots.tsx).');
  return slots;
}
