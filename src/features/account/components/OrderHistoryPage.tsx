import { Fragment, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import { useOrderHistory } from '../hooks/useOrderHistory';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import OrderDetails from './OrderDetails';
import { formatOrderDate } from './OrderView';
import * as styles from './AccountLists.module.css';

const messages = defineMessages({
  title: { id: 'account.orderHistory.title', defaultMessage: 'Order History' },
  search: { id: 'account.orderHistory.search', defaultMessage: 'Order Number' },
  find: { id: 'account.orderHistory.find', defaultMessage: 'Find Order' },
  clear: { id: 'account.orderHistory.clear', defaultMessage: 'Show All Orders' },
  empty: { id: 'account.orderHistory.empty', defaultMessage: 'You have no orders yet.' },
  order: { id: 'account.orderHistory.order', defaultMessage: 'Order #' },
  date: { id: 'account.orderHistory.date', defaultMessage: 'Date' },
  status: { id: 'account.orderHistory.status', defaultMessage: 'Status' },
  total: { id: 'account.orderHistory.total', defaultMessage: 'Total' },
  details: { id: 'account.orderHistory.details', defaultMessage: 'Details' },
  previous: { id: 'account.orderHistory.previous', defaultMessage: 'Previous Page' },
  next: { id: 'account.orderHistory.next', defaultMessage: 'Next Page' },
});

/**
 * /order-history: the paged list, find by number, and each order's details; `?number=` (the
 * receipt's link) finds that order and opens it.
 */
export default function OrderHistoryPage() {
  const intl = useIntl();
  const id = useId();
  const page = useOrderHistory();
  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      <form onSubmit={page.handleSearch} className={styles.toolbar} role="search">
        <TextField
          id={`${id}-search`}
          name="orderNumber"
          label={intl.formatMessage(messages.search)}
          value={page.search}
          onChange={page.handleSearchChange}
        />
        <Button type="submit" priority="normal">
          {intl.formatMessage(messages.find)}
        </Button>
        {page.searchedFor ? (
          <Button priority="low" onClick={page.handleClearSearch}>
            {intl.formatMessage(messages.clear)}
          </Button>
        ) : null}
      </form>
      <FormError message={page.error} />
      <p role="status" className={styles.muted}>
        {page.isLoading
          ? null
          : page.searchedFor
            ? intl.formatMessage(
                {
                  id: 'account.orderHistory.found',
                  defaultMessage:
                    '{count, plural, =0 {No orders match {number}.} one {# order matches {number}.} other {# orders match {number}.}}',
                },
                { count: page.totalCount, number: page.searchedFor },
              )
            : intl.formatMessage(
                {
                  id: 'account.orderHistory.count',
                  defaultMessage: '{count, plural, one {# order} other {# orders}}',
                },
                { count: page.totalCount },
              )}
      </p>
      {page.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : page.orders.length === 0 && !page.searchedFor ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{intl.formatMessage(messages.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.order)}</th>
              <th scope="col">{intl.formatMessage(messages.date)}</th>
              <th scope="col">{intl.formatMessage(messages.status)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(messages.total)}
              </th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage(messages.details)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.orders.map((order) => {
              const isOpen = page.openNumber === order.number;
              const detailsId = `${id}-order-${order.number}`;
              return (
                <Fragment key={order.number}>
                  <tr>
                    <th scope="row">{order.number}</th>
                    <td>{formatOrderDate(intl, order.order_date)}</td>
                    <td>{order.status}</td>
                    <td className={styles.numeric}>
                      {order.total ? (
                        <Price
                          value={order.total.grand_total.value ?? 0}
                          currencyCode={order.total.grand_total.currency ?? 'USD'}
                        />
                      ) : null}
                    </td>
                    <td>
                      <Button
                        priority="low"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? detailsId : undefined}
                        aria-label={intl.formatMessage(
                          {
                            id: 'account.orderHistory.detailsLabel',
                            defaultMessage: 'Details of order {number}',
                          },
                          { number: order.number },
                        )}
                        onClick={() => page.handleToggleOrder(order.number)}
                      >
                        {intl.formatMessage(messages.details)}
                      </Button>
                    </td>
                  </tr>
                  {isOpen ? (
                    <tr>
                      <td colSpan={5}>
                        <OrderDetails number={order.number} id={detailsId} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
      {page.totalPages > 1 ? (
        <nav
          className={styles.pager}
          aria-label={intl.formatMessage({ id: 'account.orderHistory.pages', defaultMessage: 'Order pages' })}
        >
          <Button priority="low" onClick={page.handlePreviousPage} disabled={page.page <= 1}>
            {intl.formatMessage(messages.previous)}
          </Button>
          <span>
            {intl.formatMessage(
              { id: 'account.orderHistory.pageOf', defaultMessage: 'Page {page} of {total}' },
              { page: page.page, total: page.totalPages },
            )}
          </span>
          <Button priority="low" onClick={page.handleNextPage} disabled={page.page >= page.totalPages}>
            {intl.formatMessage(messages.next)}
          </Button>
        </nav>
      ) : null}
    </AccountPageLayout>
  );
}
