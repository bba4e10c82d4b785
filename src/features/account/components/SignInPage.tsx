import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { useIsSignedIn } from '../../../store/useSession';
import SignInForm from './SignInForm';
import * as styles from './AccountForms.module.css';

/** /sign-in (spec 2). */
export default function SignInPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.signInPage.title', defaultMessage: 'Sign In' });
  useDocumentMeta(title);
  const isSignedIn = useIsSignedIn();
  return (
    <main className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>{title}</h1>
        {isSignedIn ? (
          <p className={styles.success} role="status">
            {intl.formatMessage({ id: 'account.signInPage.signedIn', defaultMessage: 'You are signed in.' })}{' '}
            <Link to="/account-information" className={styles.link}>
              {intl.formatMessage({ id: 'account.signInPage.myAccount', defaultMessage: 'Go to My Account' })}
            </Link>
          </p>
        ) : (
          <div className={styles.form}>
            <SignInForm />
          </div>
        )}
      </div>
    </main>
  );
}
