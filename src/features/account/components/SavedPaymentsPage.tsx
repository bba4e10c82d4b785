import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useSavedPayments } from '../hooks/useSavedPayments';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountLists.module.css';

const BRANDS: Record<string, string> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DI: 'Discover',
  JCB: 'JCB',
};

/** /saved-payments: the stored cards, each with Delete. */
export default function SavedPaymentsPage() {
  const intl = useIntl();
  const page = useSavedPayments();
  return (
    <AccountPageLayout
      title={intl.formatMessage({ id: 'account.savedPayments.title', defaultMessage: 'Saved Payments' })}
    >
      <FormError message={page.error} />
      {page.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : page.cards.length === 0 ? (
        <p className={styles.empty}>
          {intl.formatMessage({
            id: 'account.savedPayments.empty',
            defaultMessage: 'You have no saved payments.',
          })}
        </p>
      ) : (
        <ul className={styles.cards}>
          {page.cards.map((card) => {
            const name = intl.formatMessage(
              { id: 'account.savedPayments.card', defaultMessage: '{brand} ending in {last4}' },
              { brand: BRANDS[card.type] ?? card.type, last4: card.last4 },
            );
            return (
              <li key={card.publicHash} className={styles.card}>
                <p className={styles.cardTitle}>{name}</p>
                <p className={styles.muted}>
                  {intl.formatMessage(
                    { id: 'account.savedPayments.expires', defaultMessage: 'Expires {date}' },
                    { date: card.expires },
                  )}
                </p>
                <div className={styles.cardActions}>
                  <Button
                    priority="low"
                    negative
                    disabled={page.deletingHash === card.publicHash}
                    aria-label={intl.formatMessage(
                      { id: 'account.savedPayments.deleteLabel', defaultMessage: 'Delete {name}' },
                      { name },
                    )}
                    onClick={() => page.handleDelete(card.publicHash)}
                  >
                    {intl.formatMessage({ id: 'account.savedPayments.delete', defaultMessage: 'Delete' })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPageLayout>
  );
}
