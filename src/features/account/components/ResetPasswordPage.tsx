import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { useResetPassword } from '../hooks/useResetPassword';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

/** /customer/account/createPassword (spec 2): a new password from the emailed link. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const { form, hasToken, isDone } = useResetPassword();
  const title = intl.formatMessage({ id: 'account.resetPassword.title', defaultMessage: 'Reset Password' });
  useDocumentMeta(title);
  const signIn = (
    <Link to="/sign-in" className={styles.link}>
      {intl.formatMessage({ id: 'account.resetPassword.signIn', defaultMessage: 'Sign In' })}
    </Link>
  );
  let body;
  if (!hasToken) {
    body = (
      <p className={styles.error} role="alert">
        {intl.formatMessage({
          id: 'account.resetPassword.noToken',
          defaultMessage: 'This reset link is incomplete. Request a new one from the Forgot Password page.',
        })}{' '}
        <Link to="/forgot-password" className={styles.link}>
          {intl.formatMessage({
            id: 'account.resetPassword.requestAgain',
            defaultMessage: 'Forgot Password',
          })}
        </Link>
      </p>
    );
  } else if (isDone) {
    body = (
      <p className={styles.success} role="status">
        {intl.formatMessage({
          id: 'account.resetPassword.done',
          defaultMessage: 'Your new password has been saved.',
        })}{' '}
        {signIn}
      </p>
    );
  } else {
    body = (
      <form onSubmit={form.handleSubmit} noValidate className={styles.form}>
        <TextField
          {...form.textField('email')}
          type="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'account.resetPassword.email', defaultMessage: 'Email Address' })}
        />
        <TextField
          {...form.textField('newPassword')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage({
            id: 'account.resetPassword.newPassword',
            defaultMessage: 'New Password',
          })}
        />
        <FormError message={form.formError} focusOnShow />
        <div className={styles.actions}>
          <Button type="submit" priority="high" disabled={form.isSubmitting}>
            {intl.formatMessage({ id: 'account.resetPassword.submit', defaultMessage: 'Save Password' })}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>{title}</h1>
        {body}
      </div>
    </main>
  );
}
