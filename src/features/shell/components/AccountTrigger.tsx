import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import Shimmer from '../../../components/Shimmer/Shimmer';
import { useAccountTrigger } from '../hooks/useAccountTrigger';
import { useDropdown } from '../hooks/useDropdown';
import Icon from '../../../components/Icon/Icon';
import * as dropdown from './Dropdown.module.css';
import * as styles from './AccountTrigger.module.css';

const AccountMenu = lazyWithPreload(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'));

/** The account trigger (spec 2; shown from 1200px): "Sign In" or "Hi, {first name}". */
export default function AccountTrigger() {
  const { isSignedIn, firstName, isLoadingName, handleSignOut } = useAccountTrigger();
  const { isOpen, panelId, containerRef, triggerRef, toggle, close } = useDropdown();
  return (
    <div ref={containerRef} className={dropdown.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
      >
        <Icon name="account" size={22} />
        <span className={styles.label}>
          {!isSignedIn ? (
            <FormattedMessage id="shell.accountTrigger.signIn" defaultMessage="Sign In" />
          ) : isLoadingName ? (
            <>
              <span className="visually-hidden">
                <FormattedMessage id="shell.accountTrigger.account" defaultMessage="Account" />
              </span>
              <Shimmer width="4.5rem" />
            </>
          ) : firstName ? (
            <FormattedMessage
              id="shell.accountTrigger.greeting"
              defaultMessage="Hi, {name}"
              values={{ name: firstName }}
            />
          ) : (
            <FormattedMessage id="shell.accountTrigger.account" defaultMessage="Account" />
          )}
        </span>
        <Icon name="chevronDown" size={14} className={isOpen ? dropdown.chevronOpen : dropdown.chevron} />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AccountMenu id={panelId} isSignedIn={isSignedIn} onClose={close} onSignOut={handleSignOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
