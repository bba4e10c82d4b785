import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import { useCreateAccount } from '../hooks/useCreateAccount';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

export interface CreateAccountFormProps {
  /** Called after creating the account instead of going back to the sending page (drawer). */
  onCreated?: () => void;
  /** Offer signing in and a new password as buttons (the drawer's views) rather than links. */
  onSignIn?: () => void;
  onForgotPassword?: () => void;
}

/**
 * The registration form. An email that already has an account gets a way on (Sign In, Forgot
 * Password) rather than Magento's message.
 */
export default function CreateAccountForm({ onCreated, onSignIn, onForgotPassword }: CreateAccountFormProps) {
  const intl = useIntl();
  const { form, existingAccount } = useCreateAccount({ onCreated });
  const exists = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!existingAccount) return;
    exists.current?.focus({ preventScroll: true });
    exists.current?.scrollIntoView?.({ block: 'nearest' });
  }, [existingAccount]);
  const signIn = intl.formatMessage({ id: 'account.createAccount.exists.signIn', defaultMessage: 'Sign In' });
  const forgot = intl.formatMessage({
    id: 'account.createAccount.exists.forgotPassword',
    defaultMessage: 'Forgot Password?',
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.plain}>
      <TextField
        {...form.textField('firstname')}
        autoComplete="given-name"
        label={intl.formatMessage({ id: 'account.createAccount.firstName', defaultMessage: 'First Name' })}
      />
      <TextField
        {...form.textField('lastname')}
        autoComplete="family-name"
        label={intl.formatMessage({ id: 'account.createAccount.lastName', defaultMessage: 'Last Name' })}
      />
      <TextField
        {...form.textField('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'account.createAccount.email', defaultMessage: 'Email Address' })}
      />
      <TextField
        {...form.textField('password')}
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.createAccount.password', defaultMessage: 'Password' })}
        hint={intl.formatMessage({
          id: 'account.createAccount.passwordHint',
          defaultMessage:
            'At least 8 characters, with 3 of: lowercase, uppercase, digits, special characters.',
        })}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="isSubscribed"
          checked={form.values.isSubscribed}
          onChange={form.handleChange}
          disabled={form.isSubmitting}
        />
        {intl.formatMessage({
          id: 'account.createAccount.subscribe',
          defaultMessage: 'Subscribe to news and updates',
        })}
      </label>
      <FormError message={form.formError} focusOnShow />
      {existingAccount ? (
        <div ref={exists} className={styles.notice} role="alert" tabIndex={-1}>
          <p>
            {intl.formatMessage(
              {
                id: 'account.createAccount.exists',
                defaultMessage:
                  'There is already an account with {email}. Sign in to it, or set a new password if you have forgotten yours.',
              },
              { email: existingAccount },
            )}
          </p>
          <div className={styles.actions}>
            {onSignIn ? (
              <Button priority="high" onClick={onSignIn}>
                {signIn}
              </Button>
            ) : (
              <Link to="/sign-in" state={{ email: existingAccount }} className={styles.link}>
                {signIn}
              </Link>
            )}
            {onForgotPassword ? (
              <button type="button" className={styles.textButton} onClick={onForgotPassword}>
                {forgot}
              </button>
            ) : (
              <Link to="/forgot-password" state={{ email: existingAccount }} className={styles.link}>
                {forgot}
              </Link>
            )}
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={form.isSubmitting}>
          {form.isSubmitting
            ? intl.formatMessage({
                id: 'account.createAccount.submitting',
                defaultMessage: 'Creating Account...',
              })
            : intl.formatMessage({ id: 'account.createAccount.submit', defaultMessage: 'Create an Account' })}
        </Button>
      </div>
    </form>
  );
}
