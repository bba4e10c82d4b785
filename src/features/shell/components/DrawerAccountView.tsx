import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import type { DrawerView } from '../../../store/appSlice';
import { ACCOUNT_LINKS } from '../../../platform/routing/accountLinks';
import { useShellSlots } from '../shellSlots';
import * as styles from './DrawerAccountView.module.css';

export interface DrawerAccountViewProps {
  view: DrawerView;
  customerName: string | null;
  onShowView: (view: DrawerView) => void;
  onNavigate: () => void;
  onSignOut: () => void;
}

/**
 * The drawer's account sub-views (spec 2): the sign-in, create-account and forgot-password
 * forms, and My Account (the account pages and Sign Out). Signing in or creating an account
 * closes the drawer on the page the shopper was on.
 */
export default function DrawerAccountView({
  view,
  customerName,
  onShowView,
  onNavigate,
  onSignOut,
}: DrawerAccountViewProps) {
  const intl = useIntl();
  // The account feature's forms, each loaded when a view first needs them (shellSlots.ts).
  const { SignInForm, CreateAccountForm, ForgotPasswordForm } = useShellSlots();
  const loading = (
    <LoadingIndicator>
      {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
    </LoadingIndicator>
  );
  switch (view) {
    case 'SIGN_IN':
      return (
        <div className={styles.root}>
          <Suspense fallback={loading}>
            <SignInForm
              onSignedIn={onNavigate}
              onForgotPassword={() => onShowView('FORGOT_PASSWORD')}
              onCreateAccount={() => onShowView('CREATE_ACCOUNT')}
            />
          </Suspense>
        </div>
      );
    case 'CREATE_ACCOUNT':
      return (
        <div className={styles.root}>
          <Suspense fallback={loading}>
            <CreateAccountForm
              onCreated={onNavigate}
              onSignIn={() => onShowView('SIGN_IN')}
              onForgotPassword={() => onShowView('FORGOT_PASSWORD')}
            />
          </Suspense>
        </div>
      );
    case 'FORGOT_PASSWORD':
      return (
        <div className={styles.root}>
          <Suspense fallback={loading}>
            <ForgotPasswordForm />
          </Suspense>
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
          <button type="button" className={styles.secondary} onClick={onSignOut}>
            <FormattedMessage id="shell.drawerAccount.signOut" defaultMessage="Sign Out" />
          </button>
        </div>
      );
    default:
      return null;
  }
}
