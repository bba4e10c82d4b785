import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import { useCreateAccount } from '../hooks/useCreateAccount';
import FormError from './FormError';
import * as styles from './AccountForms.module.css';

/** The registration form; `onCreated` replaces the return to the sending page (drawer). */
export default function CreateAccountForm({ onCreated }: { onCreated?: () => void }) {
  const intl = useIntl();
  const id = useId();
  const { form } = useCreateAccount({ onCreated });
  const field = (name: 'firstname' | 'lastname' | 'email' | 'password') => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    inputRef: form.fieldRef(name),
    disabled: form.isSubmitting,
    required: true,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.plain}>
      <TextField
        {...field('firstname')}
        autoComplete="given-name"
        label={intl.formatMessage({ id: 'account.createAccount.firstName', defaultMessage: 'First Name' })}
      />
      <TextField
        {...field('lastname')}
        autoComplete="family-name"
        label={intl.formatMessage({ id: 'account.createAccount.lastName', defaultMessage: 'Last Name' })}
      />
      <TextField
        {...field('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'account.createAccount.email', defaultMessage: 'Email Address' })}
      />
      <TextField
        {...field('password')}
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
      <FormError message={form.formError} />
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
