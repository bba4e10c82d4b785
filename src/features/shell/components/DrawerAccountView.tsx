import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { DrawerView } from '../../../store/appSlice';
import { ACCOUNT_LINKS, ENTRY_PATHS } from './accountLinks';
import * as styles from './DrawerAccountView.module.css';

export interface DrawerAccountViewProps {
  view: DrawerView;
  customerName: string | null;
  onShowView: (view: DrawerView) => void;
  onNavigate: () => void;
}

/**
 * The drawer's account sub-views. Until the account feature brings its forms here, each leads to
 * its page: /sign-in, /create-account, /forgot-password, and the account pages.
 */
export default function DrawerAccountView({
  view,
  customerName,
  onShowView,
  onNavigate,
}: DrawerAccountViewProps) {
  switch (view) {
    case 'SIGN_IN':
      return (
        <div className={styles.root}>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.drawerAccount.signInText"
              defaultMessage="Sign in to track orders, save favorites and check out faster."
            />
          </p>
          <Link to={ENTRY_PATHS.signIn} className={styles.primary} onClick={onNavigate}>
            <FormattedMessage id="shell.drawerAccount.signInLink" defaultMessage="Continue to Sign In" />
          </Link>
          <button type="button" className={styles.textButton} onClick={() => onShowView('FORGOT_PASSWORD')}>
            <FormattedMessage id="shell.drawerAccount.forgotPassword" defaultMessage="Forgot Password?" />
          </button>
          <p className={styles.divider}>
            <FormattedMessage id="shell.drawerAccount.newHere" defaultMessage="New to Spindle & Stylus?" />
          </p>
          <button type="button" className={styles.secondary} onClick={() => onShowView('CREATE_ACCOUNT')}>
            <FormattedMessage id="shell.drawerAccount.createAccount" defaultMessage="Create an Account" />
          </button>
        </div>
      );
    case 'CREATE_ACCOUNT':
      return (
        <div className={styles.root}>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.drawerAccount.createAccountText"
              defaultMessage="An account keeps your addresses for a faster checkout, your order history and your wish list."
            />
          </p>
          <Link to={ENTRY_PATHS.createAccount} className={styles.primary} onClick={onNavigate}>
            <FormattedMessage
              id="shell.drawerAccount.createAccountLink"
              defaultMessage="Continue to Create Account"
            />
          </Link>
        </div>
      );
    case 'FORGOT_PASSWORD':
      return (
        <div className={styles.root}>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.drawerAccount.forgotPasswordText"
              defaultMessage="Enter your email address on the next page and we will send you a link to reset your password."
            />
          </p>
          <Link to={ENTRY_PATHS.forgotPassword} className={styles.primary} onClick={onNavigate}>
            <FormattedMessage
              id="shell.drawerAccount.forgotPasswordLink"
              defaultMessage="Continue to Reset Password"
            />
          </Link>
        </div>
      );
    case 'MY_ACCOUNT':
      return (
        <div className={styles.root}>
          {customerName ? (
            <p className={styles.greeting}>
              <FormattedMessage
                id="shell.drawerAccount.greeting"
                defaultMessage="Hi, {name}"
                values={{ name: customerName }}
              />
            </p>
          ) : null}
          <ul className={styles.links}>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={styles.link} onClick={onNavigate}>
                  <FormattedMessage {...link.message} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      );
    default:
      return null;
  }
}
