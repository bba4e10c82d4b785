/**
 * The app composes features that show each other's parts: each feature names the slots it needs
 * (features/<name>/<name>Slots.ts) and the app fills them, so no feature imports another.
 * - The frame's slots (shellSlots.ts) are filled here, for the whole app: the mini cart and the
 *   drawer's account forms, each its own chunk, loaded on demand.
 * - The CMS pages' slots (contentSlots.ts) too: the order status page's order lookup.
 * - The pages' slots (the catalog's wish-list heart, tile Add to Cart and adding; the cart's wish
 *   list) are filled in pageSlots.tsx, which loads beside the pages that ask for them
 *   (withPageSlots).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { ContentSlotsContext, type ContentSlots } from '../features/content/contentSlots';
import { ShellSlotsContext, type ShellSlots } from '../features/shell/shellSlots';
import { lazyWithPreload } from '../platform/react/lazyWithPreload';

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

/** Under the order status page's content: the guest order lookup, loaded with that page only. */
const contentSlots: ContentSlots = {
  pageAddons: {
    'order-status': lazy(
      () => import(/* webpackChunkName: "order-status" */ '../features/account/components/OrderStatusLookup'),
    ),
  },
};

export default function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <ShellSlotsContext.Provider value={shellSlots}>
      <ContentSlotsContext.Provider value={contentSlots}>{children}</ContentSlotsContext.Provider>
    </ShellSlotsContext.Provider>
  );
}

/**
 * A page module whose views ask for the pages' slots: its code and the slots' load together (the
 * slots in a chunk of their own, shared by every such page), and the page renders inside them.
 */
export function withPageSlots<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([factory(), import(/* webpackChunkName: "page-slots" */ './pageSlots')]).then(
      ([page, slots]) => ({
        default: slots.withSlots(page.default),
      }),
    );
}
