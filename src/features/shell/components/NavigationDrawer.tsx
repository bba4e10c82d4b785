import { FormattedMessage } from 'react-intl';
import { useNavigationDrawer } from '../hooks/useNavigationDrawer';
import CategoryTree from './CategoryTree';
import CurrencySwitcher from './CurrencySwitcher';
import DrawerAccountView from './DrawerAccountView';
import Icon from '../../../components/Icon/Icon';
import StoreSwitcher from './StoreSwitcher';
import * as styles from './NavigationDrawer.module.css';

/**
 * The navigation drawer (spec 2): a header with the back/close button and the view's title, the
 * category tree, the account sub-views as a modal panel over the masked tree, and a footer with
 * the switchers (below 641px) and the Sign In / My Account action.
 */
export default function NavigationDrawer() {
  const drawer = useNavigationDrawer();
  const titleId = 'shell-navigation-title';
  return (
    <div className={styles.root} hidden={!drawer.isRendered}>
      {/* The mask closes the drawer on a press; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={drawer.isShown ? `${styles.mask} ${styles.maskShown}` : styles.mask}
        onClick={drawer.handleClose}
      />
      <div
        ref={drawer.panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={drawer.isShown ? `${styles.panel} ${styles.panelShown}` : styles.panel}
      >
        <div className={styles.header}>
          <button
            type="button"
            className={styles.backButton}
            aria-label={drawer.backLabel}
            onClick={drawer.handleBack}
          >
            <Icon name={drawer.backIcon} />
          </button>
          <h2 id={titleId} ref={drawer.titleRef} tabIndex={-1} className={styles.title}>
            {drawer.title}
          </h2>
        </div>
        <div className={styles.body}>
          <div
            className={drawer.isSubViewOpen ? `${styles.tree} ${styles.treeMasked}` : styles.tree}
            inert={drawer.isSubViewOpen}
          >
            <CategoryTree
              categoryUid={drawer.categoryUid}
              isRoot={drawer.backIcon === 'close'}
              onOpenCategory={drawer.handleOpenCategory}
              onNavigate={drawer.handleClose}
            />
          </div>
          <div
            className={drawer.isSubViewOpen ? `${styles.modal} ${styles.modalOpen}` : styles.modal}
            hidden={!drawer.isSubViewOpen}
          >
            {drawer.isSubViewOpen ? (
              <DrawerAccountView
                view={drawer.view}
                customerName={drawer.customerName}
                onShowView={drawer.handleShowView}
                onNavigate={drawer.handleClose}
                onSignOut={drawer.handleSignOut}
              />
            ) : null}
          </div>
        </div>
        <div
          className={drawer.isSubViewOpen ? `${styles.footer} ${styles.footerMasked}` : styles.footer}
          inert={drawer.isSubViewOpen}
        >
          <div className={styles.switchers}>
            <StoreSwitcher placement="drawer" />
            <CurrencySwitcher placement="drawer" />
          </div>
          <button
            type="button"
            className={styles.accountButton}
            onClick={() => drawer.handleShowView(drawer.isSignedIn ? 'MY_ACCOUNT' : 'SIGN_IN')}
          >
            <Icon name="account" size={20} />
            {drawer.isSignedIn ? (
              <FormattedMessage id="shell.navigation.myAccountAction" defaultMessage="My Account" />
            ) : (
              <FormattedMessage id="shell.navigation.signInAction" defaultMessage="Sign In" />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
