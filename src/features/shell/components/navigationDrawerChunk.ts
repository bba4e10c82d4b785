import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';

/**
 * The navigation drawer's code, loaded on demand: when the drawer is first opened, or earlier
 * when the pointer or focus reaches the menu button.
 */
export const LazyNavigationDrawer = lazyWithPreload(
  () => import(/* webpackChunkName: "navigation-drawer" */ './NavigationDrawer'),
);
