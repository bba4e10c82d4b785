/**
 * What the cart offers that other features own, handed in by the app (app/featureSlots.tsx): the
 * customer's wish list, for "Move to Wish List". The cart names the shape it needs; it imports no
 * other feature.
 */
import { createContext, useContext } from 'react';

/** A cart line as the wish list takes it (a configurable one by child sku, parent sku and options). */
interface WishlistLine {
  sku: string;
  quantity: number;
  configurable?: { parentSku: string; selectedOptions: string[] } | null;
}

export interface CartSlots {
  /**
   * A hook returning the wish list's add: resolves to null once added or to the refusal in words,
   * rejects when the backend could not be reached.
   */
  useAddLineToWishlist: () => (line: WishlistLine) => Promise<string | null>;
}

export const CartSlotsContext = createContext<CartSlots | null>(null);

export function useCartSlots(): CartSlots {
  const slots = useContext(CartSlotsContext);
  if (!slots)
    throw new Error('The cart renders inside the app, which provides its slots (app/featureSlots.tsx).');
  return slots;
}
