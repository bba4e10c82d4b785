/**
 * The navigation drawer (spec 2, "Navigation drawer"; spec 4, "Drawer view", "Drawer motion").
 *
 * Views: MENU (the category tree) and the account sub-views SIGN_IN, CREATE_ACCOUNT,
 * FORGOT_PASSWORD and MY_ACCOUNT, which open as a modal panel over the masked tree.
 * Back: a sub-view goes to its parent view (create account and forgot password to sign in, sign
 * in and my account to the menu); in the menu, to the parent category, and at the root it
 * closes the drawer. The button shows "close" on the top-level menu and "back" everywhere else.
 * While open, focus stays inside (it returns to where it was on close), Escape closes, the page
 * behind does not scroll, and each new view or category moves focus to the drawer's title.
 */
import { useBodyScrollLock } from '../../../platform/browser/useBodyScrollLock';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { GetCustomerForLeftNavQuery, GetRootCategoryIdQuery } from '../../../__generated__/operations';
import { appActions, NAV_DRAWER, type DrawerView } from '../../../store/appSlice';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import { GET_CUSTOMER_FOR_LEFT_NAV, GET_ROOT_CATEGORY_ID } from '../graphql/navigationMenu';
import type { MenuNode } from './menuTree';
import { useSignOut } from '../../../store/useSession';
import { useDrawerPresence } from './useDrawerPresence';
import { useFocusTrap } from '../../../platform/browser/useFocusTrap';

const titles = defineMessages({
  MENU: { id: 'shell.navigation.mainMenu', defaultMessage: 'Main Menu' },
  SIGN_IN: { id: 'shell.navigation.signIn', defaultMessage: 'Sign In' },
  CREATE_ACCOUNT: { id: 'shell.navigation.createAccount', defaultMessage: 'Create Account' },
  FORGOT_PASSWORD: { id: 'shell.navigation.forgotPassword', defaultMessage: 'Forgot Password' },
  MY_ACCOUNT: { id: 'shell.navigation.myAccount', defaultMessage: 'My Account' },
  ACCOUNT: { id: 'shell.navigation.account', defaultMessage: 'Account' },
});

/** Where back goes from each sub-view. */
const PARENT_VIEW: Record<Exclude<DrawerView, 'MENU'>, DrawerView> = {
  SIGN_IN: 'MENU',
  CREATE_ACCOUNT: 'SIGN_IN',
  FORGOT_PASSWORD: 'SIGN_IN',
  MY_ACCOUNT: 'MENU',
};

const SHOW_VIEW = {
  MENU: appActions.showMainMenu,
  SIGN_IN: appActions.showSignIn,
  CREATE_ACCOUNT: appActions.showCreateAccount,
  FORGOT_PASSWORD: appActions.showForgotPassword,
  MY_ACCOUNT: appActions.showMyAccount,
} as const;

interface CategoryStep {
  uid: string;
  name: string;
}

export interface NavigationDrawer {
  isRendered: boolean;
  isShown: boolean;
  view: DrawerView;
  isSubViewOpen: boolean;
  title: string;
  /** Close icon on the top-level menu, back elsewhere. */
  backIcon: 'close' | 'back';
  backLabel: string;
  isSignedIn: boolean;
  customerName: string | null;
  /** The category the tree shows (the root until the store config arrives: null). */
  categoryUid: string | null;
  panelRef: RefObject<HTMLDivElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
  handleBack: () => void;
  handleClose: () => void;
  handleOpenCategory: (category: MenuNode) => void;
  handleShowView: (view: DrawerView) => void;
  /** Signs out (spec 4), closes the drawer and goes home. */
  handleSignOut: () => void;
}

export function useNavigationDrawer(): NavigationDrawer {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  const view = useAppSelector((state) => state.app.drawerView);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { isRendered, isShown } = useDrawerPresence(isOpen);
  const [trail, setTrail] = useState<CategoryStep[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const { data: rootData } = useQuery<GetRootCategoryIdQuery>(GET_ROOT_CATEGORY_ID, {
    fetchPolicy: 'cache-first',
  });
  const { data: customerData } = useQuery<GetCustomerForLeftNavQuery>(GET_CUSTOMER_FOR_LEFT_NAV, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-first',
  });

  // Each opening starts at the top of the category tree.
  useEffect(() => {
    if (isOpen) setTrail([]);
  }, [isOpen]);

  const handleClose = useCallback(() => dispatch(appActions.closeDrawer()), [dispatch]);
  useFocusTrap(panelRef, { active: isShown, onEscape: handleClose });
  const { handleSignOut } = useSignOut({ onDone: handleClose });

  useBodyScrollLock(isOpen);

  // A new view or category: focus its title, so the change is announced and Tab starts there.
  const place = `${view}:${trail.map((step) => step.uid).join('/')}`;
  const previousPlace = useRef(place);
  useEffect(() => {
    if (previousPlace.current === place) return;
    previousPlace.current = place;
    if (isShown) titleRef.current?.focus();
  }, [place, isShown]);

  const handleShowView = useCallback((next: DrawerView) => dispatch(SHOW_VIEW[next]()), [dispatch]);

  const handleBack = useCallback(() => {
    if (view !== 'MENU') {
      dispatch(SHOW_VIEW[PARENT_VIEW[view]]());
    } else if (trail.length) {
      setTrail((steps) => steps.slice(0, -1));
    } else {
      handleClose();
    }
  }, [dispatch, view, trail.length, handleClose]);

  const handleOpenCategory = useCallback(
    (category: MenuNode) => setTrail((steps) => [...steps, { uid: category.uid, name: category.name }]),
    [],
  );

  const current = trail[trail.length - 1];
  const isTopLevel = view === 'MENU' && !current;
  let title: string;
  if (view === 'MENU') title = current?.name ?? formatMessage(titles.MENU);
  else if (view === 'SIGN_IN') title = formatMessage(isSignedIn ? titles.ACCOUNT : titles.SIGN_IN);
  else if (view === 'MY_ACCOUNT') title = formatMessage(isSignedIn ? titles.MY_ACCOUNT : titles.ACCOUNT);
  else title = formatMessage(titles[view]);

  return {
    isRendered,
    isShown,
    view,
    isSubViewOpen: view !== 'MENU',
    title,
    backIcon: isTopLevel ? 'close' : 'back',
    backLabel: isTopLevel
      ? formatMessage({ id: 'shell.navigation.close', defaultMessage: 'Close the menu' })
      : formatMessage({ id: 'shell.navigation.back', defaultMessage: 'Back' }),
    isSignedIn,
    customerName: customerData?.customer?.firstname ?? null,
    categoryUid: current?.uid ?? rootData?.storeConfig?.root_category_uid ?? null,
    panelRef,
    titleRef,
    handleBack,
    handleClose,
    handleOpenCategory,
    handleShowView,
    handleSignOut,
  };
}
