import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { STORAGE_KEYS } from '../platform/persistence/browserPersistence';
import { lazyWithPreload, type PreloadableComponent } from '../platform/react/lazyWithPreload';
import { withPageSlots } from './featureSlots';

export interface StaticRoute {
  path: string;
  component: PreloadableComponent<object>;
  /** Guests are sent to /sign-in and brought back after signing in (spec 2). */
  signedInOnly?: boolean;
  /**
   * Its first view shows the shopper's cart: the server renders it with a guest's cart (the cart
   * cookie), and otherwise sends it without a first view. `chunks`: the chunk groups of its code
   * (their style sheets style the view); `unlessStored`: storage entries whose presence changes the
   * page's first view (the app's own then starts at once, start.js).
   */
  previewWithCart?: { chunks: readonly string[]; unlessStored?: readonly string[] };
}

/** A page module loaded on demand, in its own chunk. */
const page = (factory: () => Promise<{ default: ComponentType<object> }>) => lazyWithPreload<object>(factory);

/**
 * The route table: paths the storefront knows without asking the backend. Everything else goes
 * to route resolution (CatchAll). Each page registers here with its own chunk.
 */
export const staticRoutes: StaticRoute[] = [
  // Content (spec 2): the contact page shows its form only when the store enables it.
  {
    path: '/contact-us',
    component: page(
      () => import(/* webpackChunkName: "page-contact" */ '../features/content/components/ContactPage'),
    ),
  },
  {
    path: '/sezzle-pay-success',
    component: page(
      () =>
        import(
          /* webpackChunkName: "page-sezzle-pay-success" */ '../features/content/components/SezzlePaySuccess'
        ),
    ),
  },
  // Checkout (spec 2 and 4): the steps, then the order confirmation.
  {
    path: '/checkout',
    component: page(() => import(/* webpackChunkName: "page-checkout" */ './CheckoutRoute')),
    // Checkout begins with the steps the shopper finished before (checkoutThunks.ts, beginCheckout).
    previewWithCart: {
      chunks: ['page-checkout'],
      unlessStored: [
        STORAGE_KEYS.shippingAddress,
        STORAGE_KEYS.shippingMethod,
        STORAGE_KEYS.availableShippingMethods,
        STORAGE_KEYS.billingAddress,
        STORAGE_KEYS.paymentMethod,
      ],
    },
  },
  // Catalog (spec 2): search results, /search.html?query=<text> with filters, sort and page.
  {
    path: '/search.html',
    component: page(
      withPageSlots(
        () => import(/* webpackChunkName: "page-search" */ '../features/catalog/components/SearchPage'),
      ),
    ),
  },
  // Account (spec 2): the entry pages, the reset-password link, and the signed-in pages.
  ...(
    [
      [
        '/sign-in',
        () => import(/* webpackChunkName: "page-sign-in" */ '../features/account/components/SignInPage'),
      ],
      [
        '/create-account',
        () =>
          import(
            /* webpackChunkName: "page-create-account" */ '../features/account/components/CreateAccountPage'
          ),
      ],
      [
        '/forgot-password',
        () =>
          import(
            /* webpackChunkName: "page-forgot-password" */ '../features/account/components/ForgotPasswordPage'
          ),
      ],
      [
        '/customer/account/createPassword',
        () =>
          import(
            /* webpackChunkName: "page-reset-password" */ '../features/account/components/ResetPasswordPage'
          ),
      ],
    ] as const
  ).map(([path, factory]) => ({ path, component: page(factory) })),
  ...(
    [
      [
        '/wishlist',
        () => import(/* webpackChunkName: "page-wishlist" */ '../features/account/components/WishlistPage'),
      ],
      [
        '/saved-payments',
        () =>
          import(
            /* webpackChunkName: "page-saved-payments" */ '../features/account/components/SavedPaymentsPage'
          ),
      ],
      [
        '/order-history',
        () =>
          import(
            /* webpackChunkName: "page-order-history" */ '../features/account/components/OrderHistoryPage'
          ),
      ],
      [
        '/downloads',
        () => import(/* webpackChunkName: "page-downloads" */ '../features/account/components/DownloadsPage'),
      ],
      [
        '/communications',
        () =>
          import(
            /* webpackChunkName: "page-communications" */ '../features/account/components/CommunicationsPage'
          ),
      ],
      [
        '/address-book',
        () =>
          import(
            /* webpackChunkName: "page-address-book" */ '../features/account/components/AddressBookPage'
          ),
      ],
      [
        '/account-information',
        () =>
          import(
            /* webpackChunkName: "page-account-information" */ '../features/account/components/AccountInformationPage'
          ),
      ],
    ] as const
  ).map(([path, factory]) => ({ path, component: page(factory), signedInOnly: true })),
  // Cart (spec 2): the cart page.
  {
    path: '/cart',
    component: page(
      withPageSlots(() => import(/* webpackChunkName: "page-cart" */ '../features/cart/components/CartPage')),
    ),
    previewWithCart: { chunks: ['page-cart', 'page-slots'] },
  },
];

/** Whether a path is one of the app's own routes, matched as the router does (never looked up). */
export function isAppRoute(pathname: string): boolean {
  return staticRoutes.some(
    ({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null,
  );
}

/** How a path's first view shows the shopper's cart (previewWithCart), if it does. */
export function cartPreviewOf(pathname: string): StaticRoute['previewWithCart'] {
  return staticRoutes.find(
    ({ path, previewWithCart }) =>
      previewWithCart && matchPath({ path, caseSensitive: false, end: true }, pathname) !== null,
  )?.previewWithCart;
}

/** The paths whose first view shows the shopper's cart (the cart cookie is sent to them). */
export const cartPreviewPaths: readonly string[] = staticRoutes.flatMap(({ path, previewWithCart }) =>
  previewWithCart ? [path] : [],
);

/** Keeps `page` in use until the first feature page registers (avoids an unused helper). */
export const definePage = page;
