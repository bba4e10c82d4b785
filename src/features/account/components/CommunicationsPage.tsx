import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useCommunications } from '../hooks/useCommunications';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountForms.module.css';

/** /communications: the newsletter subscription. */
export default function CommunicationsPage() {
  const intl = useIntl();
  const page = useCommunications();
  return (
    <AccountPageLayout
      title={intl.formatMessage({ id: 'account.communications.title', defaultMessage: 'Communications' })}
    >
      {page.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : (
        <form onSubmit={page.handleSubmit} className={styles.form}>
          <p className={styles.muted}>
            {intl.formatMessage({
              id: 'account.communications.intro',
              defaultMessage: 'Get new releases, restocks and offers from Spindle & Stylus in your inbox.',
            })}
          </p>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={page.isSubscribed}
              onChange={page.handleToggle}
              disabled={page.isSaving}
            />
            {intl.formatMessage({
              id: 'account.communications.subscribe',
              defaultMessage: 'Subscribe to the newsletter',
            })}
          </label>
          <FormError message={page.error} />
          <div role="status">
            {page.isSaved ? (
              <p className={styles.success}>
                {intl.formatMessage({
                  id: 'account.communications.saved',
                  defaultMessage: 'Your communication preferences have been saved.',
                })}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button type="submit" priority="high" disabled={page.isSaving}>
              {intl.formatMessage({ id: 'account.communications.save', defaultMessage: 'Save Changes' })}
            </Button>
          </div>
        </form>
      )}
    </AccountPageLayout>
  );
}
