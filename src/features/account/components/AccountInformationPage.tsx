import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useAccountInformation } from '../hooks/useAccountInformation';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

const messages = defineMessages({
  title: { id: 'account.accountInformation.title', defaultMessage: 'Account Information' },
  nameTitle: { id: 'account.accountInformation.nameTitle', defaultMessage: 'Name' },
  firstName: { id: 'account.accountInformation.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.accountInformation.lastName', defaultMessage: 'Last Name' },
  nameSaved: { id: 'account.accountInformation.nameSaved', defaultMessage: 'Your name has been saved.' },
  saveName: { id: 'account.accountInformation.saveName', defaultMessage: 'Save Name' },
  emailTitle: { id: 'account.accountInformation.emailTitle', defaultMessage: 'Email Address' },
  newEmail: { id: 'account.accountInformation.newEmail', defaultMessage: 'New Email Address' },
  emailPassword: { id: 'account.accountInformation.emailPassword', defaultMessage: 'Current Password' },
  emailSaved: {
    id: 'account.accountInformation.emailSaved',
    defaultMessage: 'Your email address has been changed.',
  },
  saveEmail: { id: 'account.accountInformation.saveEmail', defaultMessage: 'Change Email' },
  passwordTitle: { id: 'account.accountInformation.passwordTitle', defaultMessage: 'Password' },
  currentPassword: { id: 'account.accountInformation.currentPassword', defaultMessage: 'Current Password' },
  newPasswordLabel: { id: 'account.accountInformation.newPasswordLabel', defaultMessage: 'New Password' },
  passwordSaved: {
    id: 'account.accountInformation.passwordSaved',
    defaultMessage: 'Your password has been changed.',
  },
  savePassword: { id: 'account.accountInformation.savePassword', defaultMessage: 'Change Password' },
});

/** /account-information: edit the name, change the email, change the password. */
export default function AccountInformationPage() {
  const intl = useIntl();
  const id = useId();
  const page = useAccountInformation();
  const savedNote = (which: 'name' | 'email' | 'password', text: string) => (
    <div role="status">{page.saved === which ? <p className={styles.success}>{text}</p> : null}</div>
  );
  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      {page.isLoading || !page.customer ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : (
        <>
          <section aria-labelledby={`${id}-name-title`}>
            <h2 id={`${id}-name-title`} className={styles.subheading}>
              {intl.formatMessage(messages.nameTitle)}
            </h2>
            <form onSubmit={page.nameForm.handleSubmit} noValidate className={styles.form}>
              <div className={styles.row}>
                <TextField
                  {...page.nameForm.textField('firstname')}
                  autoComplete="given-name"
                  label={intl.formatMessage(messages.firstName)}
                />
                <TextField
                  {...page.nameForm.textField('lastname')}
                  autoComplete="family-name"
                  label={intl.formatMessage(messages.lastName)}
                />
              </div>
              <FormError message={page.nameForm.formError} focusOnShow />
              {savedNote('name', intl.formatMessage(messages.nameSaved))}
              <div className={styles.actions}>
                <Button type="submit" priority="high" disabled={page.nameForm.isSubmitting}>
                  {intl.formatMessage(messages.saveName)}
                </Button>
              </div>
            </form>
          </section>
          <section aria-labelledby={`${id}-email-title`}>
            <h2 id={`${id}-email-title`} className={styles.subheading}>
              {intl.formatMessage(messages.emailTitle)}
            </h2>
            <p className={styles.intro}>
              {intl.formatMessage(
                { id: 'account.accountInformation.currentEmail', defaultMessage: 'Current email: {email}' },
                { email: page.customer.email },
              )}
            </p>
            <form onSubmit={page.emailForm.handleSubmit} noValidate className={styles.form}>
              <TextField
                {...page.emailForm.textField('email')}
                type="email"
                autoComplete="email"
                label={intl.formatMessage(messages.newEmail)}
              />
              <TextField
                {...page.emailForm.textField('password')}
                type="password"
                autoComplete="current-password"
                label={intl.formatMessage(messages.emailPassword)}
              />
              <FormError message={page.emailForm.formError} focusOnShow />
              {savedNote('email', intl.formatMessage(messages.emailSaved))}
              <div className={styles.actions}>
                <Button type="submit" priority="high" disabled={page.emailForm.isSubmitting}>
                  {intl.formatMessage(messages.saveEmail)}
                </Button>
              </div>
            </form>
          </section>
          <section aria-labelledby={`${id}-password-title`}>
            <h2 id={`${id}-password-title`} className={styles.subheading}>
              {intl.formatMessage(messages.passwordTitle)}
            </h2>
            <form onSubmit={page.passwordForm.handleSubmit} noValidate className={styles.form}>
              <TextField
                {...page.passwordForm.textField('currentPassword')}
                type="password"
                autoComplete="current-password"
                label={intl.formatMessage(messages.currentPassword)}
              />
              <TextField
                {...page.passwordForm.textField('newPassword')}
                type="password"
                autoComplete="new-password"
                label={intl.formatMessage(messages.newPasswordLabel)}
              />
              <FormError message={page.passwordForm.formError} focusOnShow />
              {savedNote('password', intl.formatMessage(messages.passwordSaved))}
              <div className={styles.actions}>
                <Button type="submit" priority="high" disabled={page.passwordForm.isSubmitting}>
                  {intl.formatMessage(messages.savePassword)}
                </Button>
              </div>
            </form>
          </section>
        </>
      )}
    </AccountPageLayout>
  );
}
