import { defineMessages, useIntl } from 'react-intl';
import { messageMap } from '../../../platform/intl/messageMap';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useDownloads } from '../hooks/useDownloads';
import AccountPageLayout from './AccountPageLayout';
import * as styles from './AccountLists.module.css';

const messages = messageMap(
  defineMessages({
    title: { id: 'account.downloads.title', defaultMessage: 'My Downloads' },
    empty: {
      id: 'account.downloads.empty',
      defaultMessage: 'You have no downloads yet. Digital albums and manuals you buy are kept here.',
    },
    product: { id: 'account.downloads.product', defaultMessage: 'Title' },
    order: { id: 'account.downloads.order', defaultMessage: 'Order #' },
    date: { id: 'account.downloads.date', defaultMessage: 'Date' },
    status: { id: 'account.downloads.status', defaultMessage: 'Status' },
    remaining: { id: 'account.downloads.remaining', defaultMessage: 'Downloads Left' },
    download: { id: 'account.downloads.download', defaultMessage: 'Download' },
    downloadLabel: { id: 'account.downloads.downloadLabel', defaultMessage: 'Download {title}' },
    downloading: { id: 'account.downloads.downloading', defaultMessage: 'Downloading...' },
    pending: { id: 'account.downloads.pending', defaultMessage: 'Available once your order is invoiced' },
    available: { id: 'account.downloads.available', defaultMessage: 'Available' },
    expired: { id: 'account.downloads.expired', defaultMessage: 'Expired' },
    unlimited: { id: 'account.downloads.unlimited', defaultMessage: 'Unlimited' },
    failed: { id: 'account.downloads.failed', defaultMessage: 'The download did not start: {message}' },
  }),
);

/** /downloads: the customer's purchased links, with a Download button for each one available. */
export default function DownloadsPage() {
  const intl = useIntl();
  const page = useDownloads();
  const statusLabel = (status: string) =>
    status === 'pending'
      ? intl.formatMessage(messages.pending)
      : status === 'available'
        ? intl.formatMessage(messages.available)
        : status === 'expired'
          ? intl.formatMessage(messages.expired)
          : status;
  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      <FormError message={page.error} />
      <p role="status" className={styles.muted}>
        {page.downloading ? intl.formatMessage(messages.downloading) : ''}
      </p>
      {page.downloadError ? (
        <p role="alert" className={styles.muted}>
          {intl.formatMessage(messages.failed, { message: page.downloadError })}
        </p>
      ) : null}
      {page.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : page.downloads.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{intl.formatMessage(messages.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.product)}</th>
              <th scope="col">{intl.formatMessage(messages.order)}</th>
              <th scope="col">{intl.formatMessage(messages.date)}</th>
              <th scope="col">{intl.formatMessage(messages.status)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(messages.remaining)}
              </th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage(messages.download)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.downloads.map((download) => (
              <tr key={download.key}>
                <td>{download.title}</td>
                <td>
                  <Link
                    className={styles.link}
                    to={`/order-history?number=${encodeURIComponent(download.orderNumber)}`}
                  >
                    {download.orderNumber}
                  </Link>
                </td>
                <td>{download.date.slice(0, 10)}</td>
                <td>{statusLabel(download.status)}</td>
                <td className={styles.numeric}>
                  {download.remaining === 'Unlimited'
                    ? intl.formatMessage(messages.unlimited)
                    : download.remaining}
                </td>
                <td>
                  {download.url ? (
                    <Button
                      priority="low"
                      disabled={page.downloading === download.key}
                      aria-label={intl.formatMessage(messages.downloadLabel, {
                        title: download.title || download.orderNumber,
                      })}
                      onClick={() => page.handleDownload(download)}
                    >
                      {intl.formatMessage(messages.download)}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountPageLayout>
  );
}
