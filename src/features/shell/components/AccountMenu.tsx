import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_LINKS, ENTRY_PATHS } from '../../../platform/routing/accountLinks';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import * as styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  id: string;
  isSignedIn: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The account menu (loaded on demand): the entry pages for a guest (the sign-in link brings the
 * shopper back here after signing in), the account pages and Sign Out for a signed-in shopper.
 */
export default function AccountMenu({ id, isSignedIn, onClose, onSignOut }: AccountMenuProps) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <div id={id} className={`${dropdown.panel} ${styles.root}`}>
      {isSignedIn ? (
        <ul className={dropdown.list}>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={dropdown.option} onClick={onClose}>
                <FormattedMessage {...link.message} />
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${dropdown.option} ${styles.signOut}`}
              onClick={() => {
                onClose();
                onSignOut();
              }}
            >
              <FormattedMessage id="shell.accountMenu.signOut" defaultMessage="Sign Out" />
            </button>
          </li>
        </ul>
      ) : (
        <div className={styles.guest}>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.accountMenu.guestText"
              defaultMessage="Sign in to track orders, save favorites and check out faster."
            />
          </p>
          <Link to={ENTRY_PATHS.signIn} state={{ from }} className={styles.primary} onClick={onClose}>
            <FormattedMessage id="shell.accountMenu.signIn" defaultMessage="Sign In" />
          </Link>
          <Link to={ENTRY_PATHS.createAccount} className={styles.secondary} onClick={onClose}>
            <FormattedMessage id="shell.accountMenu.createAccount" defaultMessage="Create an Account" />
          </Link>
        </div>
      )}
    </div>
  );
}
