import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHeaderFrame } from '../hooks/useHeaderFrame';
import Icon from '../../../components/Icon/Icon';
import { LazyNavigationDrawer } from './navigationDrawerChunk';
import Logo from './Logo';
import SearchBar, { type RenderSearchSuggestions } from './SearchBar';
import * as styles from './Header.module.css';

export interface HeaderFrameProps {
  /** Left of the utility bar: the store tab list. */
  storeTabs?: ReactNode;
  /** Centre of the utility bar: the info bar. */
  infoBar?: ReactNode;
  /** Right of the utility bar: the store and currency switchers. */
  switchers?: ReactNode;
  /** The mega menu. */
  navigation?: ReactNode;
  account?: ReactNode;
  cart?: ReactNode;
  /** Under the search field: suggestions as the shopper types. */
  searchSuggestions?: RenderSearchSuggestions;
}

/**
 * The header's frame: utility bar, the 5rem bar with the menu button, logo, slots and the
 * search toggle, and the search bar. It renders at once from the entry with empty slots (the
 * placeholder while the data layer loads) and again, filled, inside the data layer: the same
 * boxes, so nothing moves when the data-driven parts arrive.
 */
export default function HeaderFrame({
  storeTabs,
  infoBar,
  switchers,
  navigation,
  account,
  cart,
  searchSuggestions,
}: HeaderFrameProps) {
  const { formatMessage } = useIntl();
  const {
    isSearchOpen,
    isMenuOpen,
    searchToggleRef,
    handleOpenMenu,
    handleToggleSearch,
    handleSkipToContent,
  } = useHeaderFrame();
  return (
    <header className={styles.root}>
      <button type="button" className={styles.skipLink} onClick={handleSkipToContent}>
        <FormattedMessage id="shell.header.skipToContent" defaultMessage="Skip to content" />
      </button>
      <div className={styles.utilityBar}>
        <div className={styles.utilityInner}>
          <div className={styles.utilityStart}>{storeTabs}</div>
          <div className={styles.utilityCenter}>{infoBar}</div>
          <div className={styles.utilityEnd}>{switchers}</div>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <div className={styles.start}>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuButton}`}
              aria-label={formatMessage({
                id: 'shell.header.openMenu',
                defaultMessage: 'Open the main menu',
              })}
              aria-expanded={isMenuOpen}
              aria-haspopup="dialog"
              onClick={handleOpenMenu}
              onPointerEnter={LazyNavigationDrawer.preload}
              onFocus={LazyNavigationDrawer.preload}
            >
              <Icon name="menu" />
            </button>
            <Link
              to="/"
              className={styles.logo}
              data-home-link
              aria-label={formatMessage({ id: 'shell.header.home', defaultMessage: 'Spindle & Stylus home' })}
            >
              <Logo />
            </Link>
          </div>
          <div className={styles.navigation}>{navigation}</div>
          <div className={styles.end}>
            <button
              ref={searchToggleRef}
              type="button"
              className={styles.iconButton}
              aria-label={formatMessage({ id: 'shell.header.toggleSearch', defaultMessage: 'Toggle search' })}
              aria-expanded={isSearchOpen}
              aria-controls={isSearchOpen ? 'shell-search-bar' : undefined}
              onClick={handleToggleSearch}
            >
              <Icon name={isSearchOpen ? 'close' : 'search'} />
            </button>
            <div className={styles.account}>{account}</div>
            <div className={styles.cart}>{cart}</div>
          </div>
        </div>
      </div>
      {isSearchOpen ? <SearchBar id="shell-search-bar" renderSuggestions={searchSuggestions} /> : null}
    </header>
  );
}
