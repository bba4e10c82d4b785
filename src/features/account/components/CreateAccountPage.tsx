import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import CreateAccountForm from './CreateAccountForm';
import * as styles from './AccountForms.module.css';

/** /create-account (spec 2), pre-filled from `email`, `firstName` and `lastName`. */
export default function CreateAccountPage() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'account.createAccountPage.title',
    defaultMessage: 'Create an Account',
  });
  useDocumentMeta(title);
  return (
    <main className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>{title}</h1>
        <div className={styles.form}>
          <CreateAccountForm />
        </div>
        <p className={styles.intro}>
          {intl.formatMessage({
            id: 'account.createAccountPage.haveAccount',
            defaultMessage: 'Already have an account?',
          })}{' '}
          <Link to="/sign-in" className={styles.link}>
            {intl.formatMessage({ id: 'account.createAccountPage.signIn', defaultMessage: 'Sign In' })}
          </Link>
        </p>
      </div>
    </main>
  );
}
