import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import { useForgotPassword } from '../hooks/useForgotPassword';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

/** Asks for the email address and confirms once the reset link is on its way. */
export default function ForgotPasswordForm() {
  const intl = useIntl();
  const { form, sentTo } = useForgotPassword();
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);
  if (sentTo) {
    return (
      <p ref={done} className={styles.success} role="status" tabIndex={-1}>
        {intl.formatMessage(
          {
            id: 'account.forgotPassword.sent',
            defaultMessage:
              'If there is an account associated with {email} you will receive an email with a link to change your password.',
          },
          { email: sentTo },
        )}
      </p>
    );
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.plain}>
      <p className={styles.muted}>
        {intl.formatMessage({
          id: 'account.forgotPassword.intro',
          defaultMessage: 'Enter your email address and we will send you a link to reset your password.',
        })}
      </p>
      <TextField
        {...form.textField('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'account.forgotPassword.email', defaultMessage: 'Email Address' })}
      />
      <FormError message={form.formError} focusOnShow />
      <div className={styles.actions}>
        <Button type="submit" priority="high" disabled={form.isSubmitting}>
          {intl.formatMessage({ id: 'account.forgotPassword.submit', defaultMessage: 'Send Reset Link' })}
        </Button>
      </div>
    </form>
  );
}
