import { defineMessages, useIntl } from 'react-intl';
import { messageMap } from '../../../platform/intl/messageMap';
import { Link } from 'react-router';
import Button, { buttonClassName } from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useOrderDetails } from '../hooks/useOrderHistory';
import { useReorder } from '../hooks/useReorder';
import OrderView from './OrderView';
import * as styles from './AccountLists.module.css';

const messages = messageMap(
  defineMessages({
    reorder: { id: 'account.orderDetails.reorder', defaultMessage: 'Reorder' },
    reorderLabel: { id: 'account.orderDetails.reorderLabel', defaultMessage: 'Reorder order {number}' },
    reordering: { id: 'account.orderDetails.reordering', defaultMessage: 'Adding to Cart...' },
    added: {
      id: 'account.orderDetails.reordered',
      defaultMessage: 'The items of this order are in your cart.',
    },
    partlyAdded: {
      id: 'account.orderDetails.reorderedPartly',
      defaultMessage: 'Some items of this order are in your cart. These could not be added:',
    },
    noneAdded: {
      id: 'account.orderDetails.reorderedNone',
      defaultMessage: 'No item of this order could be added to your cart:',
    },
    goToCart: { id: 'account.orderDetails.goToCart', defaultMessage: 'Go to Cart' },
  }),
);

function ReorderPanel({ number, lineCount }: { number: string; lineCount: number }) {
  const intl = useIntl();
  const { isReordering, result, error, handleReorder } = useReorder(number, lineCount);
  const summary = result
    ? !result.added
      ? messages.noneAdded
      : result.problems.length > 0
        ? messages.partlyAdded
        : messages.added
    : null;
  return (
    <div className={styles.reorder}>
      <Button
        priority="high"
        disabled={isReordering}
        aria-label={intl.formatMessage(messages.reorderLabel, { number })}
        onClick={() => void handleReorder()}
      >
        {intl.formatMessage(isReordering ? messages.reordering : messages.reorder)}
      </Button>
      <div role="status">
        {summary ? (
          <>
            <p>{intl.formatMessage(summary)}</p>
            {result && result.problems.length > 0 ? (
              <ul className={styles.problems}>
                {result.problems.map((problem, index) => (
                  <li key={`${index}-${problem}`}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {result?.added ? (
        <Link to="/cart" className={buttonClassName({ priority: 'normal' })}>
          {intl.formatMessage(messages.goToCart)}
        </Link>
      ) : null}
      <FormError message={error} />
    </div>
  );
}

/** One order's details, loaded when opened, with Reorder. */
export default function OrderDetails({ number, id }: { number: string; id: string }) {
  const intl = useIntl();
  const { isLoading, error, order } = useOrderDetails(number);
  if (isLoading) {
    return (
      <LoadingIndicator>
        {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
      </LoadingIndicator>
    );
  }
  if (!order) return <FormError message={error} />;
  return (
    <OrderView
      order={order}
      id={id}
      actions={<ReorderPanel number={order.number} lineCount={(order.items ?? []).length} />}
    />
  );
}
