import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';
import { useSezzlePaySuccess } from '../hooks/useSezzlePaySuccess';
import * as styles from './SezzlePaySuccess.module.css';

/** /sezzle-pay-success: the order is placed; links to the order history and home. */
export default function SezzlePaySuccess() {
  const { orderHistoryPath, homePath } = useSezzlePaySuccess();
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        <span className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </span>
        <h1 className={styles.heading}>
          <FormattedMessage id="content.sezzleSuccess.heading" defaultMessage="Thank you for your order!" />
        </h1>
        <p className={styles.text}>
          <FormattedMessage
            id="content.sezzleSuccess.text"
            defaultMessage="Your Sezzle payment was approved and your order has been placed. We'll email you an order confirmation with the details, and tracking information once it ships."
          />
        </p>
        <div className={styles.actions}>
          <Link to={orderHistoryPath} className={buttonClassName({ priority: 'high' })}>
            <FormattedMessage id="content.sezzleSuccess.orderHistory" defaultMessage="View order history" />
          </Link>
          <Link to={homePath} className={buttonClassName({ priority: 'normal' })}>
            <FormattedMessage id="content.sezzleSuccess.home" defaultMessage="Continue shopping" />
          </Link>
        </div>
      </div>
    </main>
  );
}
