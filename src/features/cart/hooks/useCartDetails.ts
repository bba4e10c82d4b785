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
import { cartFetchFailed, isCartRecoveryError } from '../../../store/cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { GET_CART_DETAILS } from '../graphql/cart';

export interface CartDetails {
  cartId: string | null;
  cart: CartPage_CartFragment | null;
  /** True until the first answer for a saved cart. */
  isLoading: boolean;
}

export function useCartDetails(): CartDetails {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const dispatch = useAppDispatch<ThunkExtra>();
  const { data, loading, error } = useQuery<GetCartDetailsQuery, GetCartDetailsQueryVariables>(
    GET_CART_DETAILS,
    {
      variables: { cartId: cartId ?? '' },
      skip: !cartId,
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    },
  );
  const unusable = Boolean(error) && isCartRecoveryError(error);
  useEffect(() => {
    if (unusable) dispatch(cartFetchFailed(error));
  }, [dispatch, error, unusable]);
  const cart = cartId && data?.cart?.id === cartId ? data.cart : null;
  return { cartId, cart, isLoading: Boolean(cartId) && loading && !cart };
}
