import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import ForgotPasswordForm from './ForgotPasswordForm';
import * as styles from './AccountForms.module.css';

/** /forgot-password (spec 2). */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'account.forgotPasswordPage.title',
    defaultMessage: 'Forgot Password',
  });
  useDocumentMeta(title);
  return (
    <main className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>{title}</h1>
        <div className={styles.form}>
          <ForgotPasswordForm />
        </div>
        <p className={styles.intro}>
          <Link to="/sign-in" className={styles.link}>
            {intl.formatMessage({ id: 'account.forgotPasswordPage.back', defaultMessage: 'Back to Sign In' })}
          </Link>
        </p>
      </div>
    </main>
  );
}
