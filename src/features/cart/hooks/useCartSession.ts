/**
 * The cart across sign-in (mounted once, in the header): when the shopper signs in, the
 * customer's cart becomes the cart and a guest cart saved before is merged into it; at start-up
 * with a token and no saved cart, the customer's cart is fetched.
 */
import { useEffect, useRef } from 'react';
import { takeCustomerCart } from './cartThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';

export function useCartSession(): void {
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const hasCart = useAppSelector((state) => state.cart.cartId !== null);
  const wasSignedIn = useRef<boolean | null>(null);
  useEffect(() => {
    const before = wasSignedIn.current;
    wasSignedIn.current = isSignedIn;
    if (!isSignedIn || before === true) return;
    // Just signed in (merge a guest cart, if any), or started signed in without a cart.
    if (before === false || !hasCart) void dispatch(takeCustomerCart());
  }, [dispatch, hasCart, isSignedIn]);
}
