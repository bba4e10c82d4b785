/**
 * The saved cart's details from the Apollo cache, refreshed from the network when first read on a
 * page. A cart the backend no longer lets us use is forgotten (spec 4: a failed fetch resets it).
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type {
  CartPage_CartFragment,
  GetCartDetailsQuery,
  GetCartDetailsQueryVariables,
} from '../../../__generated__/operations';
import { cartFetchFailed, isCartRecoveryError } from './cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { GET_CART_DETAILS } from '../graphql/cart';

export interface CartDetails {
  cartId: string | null;
  cart: CartPage_CartFragment | null;
  /** True until the first answer for a saved cart. */
  isLoading: boolean;
}

/**
 * `refreshOnReturn`: ask again whenever the shopper comes back to the tab or window (checkout's
 * summary: the cart may have changed in another tab meanwhile).
 */
export function useCartDetails({ refreshOnReturn = false }: { refreshOnReturn?: boolean } = {}): CartDetails {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const dispatch = useAppDispatch<ThunkExtra>();
  const { data, loading, error, refetch } = useQuery<GetCartDetailsQuery, GetCartDetailsQueryVariables>(
    GET_CART_DETAILS,
    {
      variables: { cartId: cartId ?? '' },
      skip: !cartId,
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    },
  );
  useEffect(() => {
    if (!refreshOnReturn || !cartId) return undefined;
    const refresh = () => {
      // Identical requests in flight are shared, so the two events of one return ask once.
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [refreshOnReturn, cartId, refetch]);
  const unusable = Boolean(error) && isCartRecoveryError(error);
  useEffect(() => {
    if (unusable) dispatch(cartFetchFailed(error));
  }, [dispatch, error, unusable]);
  const cart = cartId && data?.cart?.id === cartId ? data.cart : null;
  return { cartId, cart, isLoading: Boolean(cartId) && loading && !cart };
}
