/**
 * The app composes features that show each other's parts: each feature names the slots it needs
 * (features/<name>/<name>Slots.ts) and the app fills them here, so no feature imports another.
 * Parts that load on demand stay their own chunks (the mini cart, the drawer's account forms).
 */
import { lazy, type ReactNode } from 'react';
import WishlistHeart from '../features/account/components/WishlistHeart';
import { useAddLineToWishlist } from '../features/account/hooks/useAddLineToWishlist';
import { CartSlotsContext, type CartSlots } from '../features/cart/cartSlots';
import TileAddToCart from '../features/cart/components/TileAddToCart';
import { useAddToCart } from '../features/cart/hooks/useAddToCart';
import { CatalogSlotsContext, type CatalogSlots } from '../features/catalog/catalogSlots';
import { ShellSlotsContext, type ShellSlots } from '../features/shell/shellSlots';
import { lazyWithPreload } from '../platform/react/lazyWithPreload';

const catalogSlots: CatalogSlots = { WishlistHeart, TileAddToCart, useAddToCart };
const cartSlots: CartSlots = { useAddLineToWishlist };
const shellSlots: ShellSlots = {
  MiniCart: lazyWithPreload(
    () => import(/* webpackChunkName: "mini-cart" */ '../features/cart/components/MiniCart'),
  ),
  SignInForm: lazy(
    () => import(/* webpackChunkName: "account-forms" */ '../features/account/components/SignInForm'),
  ),
  CreateAccountForm: lazy(
    () => import(/* webpackChunkName: "account-forms" */ '../features/account/components/CreateAccountForm'),
  ),
  ForgotPasswordForm: lazy(
    () => import(/* webpackChunkName: "account-forms" */ '../features/account/components/ForgotPasswordForm'),
  ),
};

export default function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <ShellSlotsContext.Provider value={shellSlots}>
      <CatalogSlotsContext.Provider value={catalogSlots}>
        <CartSlotsContext.Provider value={cartSlots}>{children}</CartSlotsContext.Provider>
      </CatalogSlotsContext.Provider>
    </ShellSlotsContext.Provider>
  );
}
