import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { appActions, NAV_DRAWER } from '../../../store/appSlice';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';

export interface HeaderFrame {
  isSearchOpen: boolean;
  isMenuOpen: boolean;
  /** The search toggle: focus comes back to it when the search bar closes. */
  searchToggleRef: RefObject<HTMLButtonElement | null>;
  /** The menu button: opens the navigation drawer on its main menu. */
  handleOpenMenu: () => void;
  handleToggleSearch: () => void;
  /** The skip link: moves focus to the page's main content. */
  handleSkipToContent: () => void;
}

/**
 * The header's frame works from the store alone, so it is live before the data layer arrives: a
 * press of the menu button then opens the drawer as soon as the drawer's code is in.
 */
export function useHeaderFrame(): HeaderFrame {
  const dispatch = useAppDispatch();
  const isSearchOpen = useAppSelector((state) => state.app.searchOpen);
  const isMenuOpen = useAppSelector((state) => state.app.drawer === NAV_DRAWER);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const wasSearchOpen = useRef(isSearchOpen);
  useEffect(() => {
    const closed = wasSearchOpen.current && !isSearchOpen;
    wasSearchOpen.current = isSearchOpen;
    const active = document.activeElement;
    if (closed && (!active || active === document.body)) searchToggleRef.current?.focus();
  }, [isSearchOpen]);
  const handleOpenMenu = useCallback(() => {
    dispatch(appActions.showMainMenu());
    dispatch(appActions.toggleDrawer(NAV_DRAWER));
  }, [dispatch]);
  const handleToggleSearch = useCallback(() => dispatch(appActions.toggleSearch()), [dispatch]);
  const handleSkipToContent = useCallback(() => {
    const main = document.querySelector('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  }, []);
  return {
    isSearchOpen,
    isMenuOpen,
    searchToggleRef,
    handleOpenMenu,
    handleToggleSearch,
    handleSkipToContent,
  };
}
