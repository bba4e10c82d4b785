/**
 * The cart trigger (spec 2; spec 7, "getItemCount" and the cart trigger fragment): the badge
 * counts the saved cart's items (a configurable product's child once, where the backend says so;
 * else the total quantity), capped at "99+"; no cart, no badge. Hidden on /checkout. The mini
 * cart it opens loads on demand.
 */
import { useLocation } from 'react-router';
import type { GetItemCountQuery } from '../../../__generated__/operations';
import { useAppSelector } from '../../../store/createAppStore';
import { GET_ITEM_COUNT } from '../graphql/cartTrigger';
import { useExtensionQuery } from '../../../platform/apollo/extensionQuery';

/** The badge cap (spec 9). */
const CART_BADGE_CAP = 99;

/** The badge text: nothing for an empty cart, the count, or "99+" past the cap. */
export function formatBadgeCount(count: number): string | null {
  if (!(count > 0)) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.round(count));
}

export interface CartTrigger {
  isHidden: boolean;
  itemCount: number;
  badge: string | null;
  isLoading: boolean;
}

export function useCartTrigger(): CartTrigger {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { pathname } = useLocation();
  const { data, loading } = useExtensionQuery<GetItemCountQuery>(GET_ITEM_COUNT, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const cart: { total_quantity: number; total_summary_quantity_including_config?: number | null } | null =
    (cartId ? data?.cart : null) ?? null;
  const itemCount = cart?.total_summary_quantity_including_config ?? cart?.total_quantity ?? 0;
  return {
    isHidden: pathname === '/checkout' || pathname.startsWith('/checkout/'),
    itemCount,
    badge: formatBadgeCount(itemCount),
    isLoading: Boolean(cartId) && loading && !cart,
  };
}
