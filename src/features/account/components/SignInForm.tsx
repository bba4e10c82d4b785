import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import { useSignIn } from '../hooks/useSignIn';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

export interface SignInFormProps {
  /** Called after signing in instead of going back to the page that sent the shopper. */
  onSignedIn?: () => void;
  /** Shows the forgot-password and create-account choices as buttons (the drawer's views). */
  onForgotPassword?: () => void;
  onCreateAccount?: () => void;
}

/** Email and password, the error block, and the ways on: forgot password, create an account. */
export default function SignInForm({ onSignedIn, onForgotPassword, onCreateAccount }: SignInFormProps) {
  const intl = useIntl();
  const { form } = useSignIn({ onSignedIn });
  const forgot = intl.formatMessage({
    id: 'account.signIn.forgotPassword',
    defaultMessage: 'Forgot Password?',
  });
  const create = intl.formatMessage({
    id: 'account.signIn.createAccount',
    defaultMessage: 'Create an Account',
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.plain}>
      <TextField
        {...form.textField('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'account.signIn.email', defaultMessage: 'Email Address' })}
      />
      <TextField
        {...form.textField('password')}
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'account.signIn.password', defaultMessage: 'Password' })}
      />
      <FormError message={form.formError} focusOnShow />
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={form.isSubmitting}>
          {form.isSubmitting
            ? intl.formatMessage({ id: 'account.signIn.submitting', defaultMessage: 'Signing In...' })
            : intl.formatMessage({ id: 'account.signIn.submit', defaultMessage: 'Sign In' })}
        </Button>
        {onForgotPassword ? (
          <button type="button" className={styles.textButton} onClick={onForgotPassword}>
            {forgot}
          </button>
        ) : (
          <Link to="/forgot-password" className={styles.link}>
            {forgot}
          </Link>
        )}
      </div>
      <div className={styles.aside}>
        <p className={styles.muted}>
          {intl.formatMessage({
            id: 'account.signIn.newCustomer',
            defaultMessage: 'New to Spindle & Stylus?',
          })}
        </p>
        {onCreateAccount ? (
          <Button priority="normal" onClick={onCreateAccount}>
            {create}
          </Button>
        ) : (
          <Link to="/create-account" className={styles.link}>
            {create}
          </Link>
        )}
      </div>
    </form>
  );
}
