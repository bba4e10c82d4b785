import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import Dropdown from '../../../components/Dropdown/Dropdown';
import Shimmer from '../../../components/Shimmer/Shimmer';
import { useAccountTrigger } from '../hooks/useAccountTrigger';
import Icon from '../../../components/Icon/Icon';
import * as styles from './AccountTrigger.module.css';

const AccountMenu = lazyWithPreload(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'));

/** The account trigger (spec 2; shown from 1200px): "Sign In" or "Hi, {first name}". */
export default function AccountTrigger() {
  const { isSignedIn, firstName, isLoadingName, handleSignOut } = useAccountTrigger();
  return (
    <Dropdown
      triggerClassName={styles.trigger}
      preload={AccountMenu.preload}
      label={
        <>
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
        </>
      }
      renderPanel={({ id, close }) => (
        <AccountMenu id={id} isSignedIn={isSignedIn} onClose={close} onSignOut={handleSignOut} />
      )}
    />
  );
}
