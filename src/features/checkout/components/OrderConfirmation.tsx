import { Fragment, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';
import type { OrderConfirmation as Confirmation } from '../hooks/useOrderConfirmation';
import CheckDetails from './CheckDetails';
import { checkoutMessages } from './checkoutMessages';
import * as styles from './Checkout.module.css';

/**
 * The order confirmation: number, the way to the order's status, how to pay by check, the items,
 * the summary with the totals as charged, and (for guests) the create-account offer.
 */
export default function OrderConfirmation({ order }: { order: Confirmation }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.confirmation}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {intl.formatMessage(checkoutMessages.thanks)}
      </h1>
      <p className={styles.orderNumber}>
        {order.orderId
          ? intl.formatMessage(checkoutMessages.orderNumber, { orderId: order.orderId })
          : intl.formatMessage(checkoutMessages.orderNumberUnknown)}
      </p>
      {order.email && <p>{intl.formatMessage(checkoutMessages.confirmationNote, { email: order.email })}</p>}
      {order.statusLink && (
        <p>
          <Link
            to={order.statusLink.to}
            state={order.statusLink.state}
            className={buttonClassName({ priority: 'normal' })}
          >
            {intl.formatMessage(
              order.statusLink.isGuest ? checkoutMessages.orderStatus : checkoutMessages.viewOrder,
            )}
          </Link>
        </p>
      )}
      {order.currencyNote && <p className={styles.currencyNote}>{order.currencyNote}</p>}
      {order.checkPayment && (
        <section className={styles.offer} aria-labelledby="check-payment-heading">
          <h2 id="check-payment-heading" className={styles.sectionTitle}>
            {intl.formatMessage(checkoutMessages.checkHeading)}
          </h2>
          <p>
            {order.checkPayment.amount
              ? intl.formatMessage(checkoutMessages.checkAmount, { amount: order.checkPayment.amount })
              : intl.formatMessage(checkoutMessages.checkmoNote)}
          </p>
          <CheckDetails payableTo={order.checkPayment.payableTo} sendTo={order.checkPayment.sendTo} />
        </section>
      )}
      {order.items.length > 0 && (
        <section className={styles.section} aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className={styles.sectionTitle}>
            {intl.formatMessage(checkoutMessages.itemsHeading)}
          </h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.key} className={styles.item}>
                <span className={styles.itemDetails}>
                  <span className={styles.itemName}>{item.name}</span>
                  {item.options.map((option) => (
                    <span key={option} className={styles.muted}>
                      {option}
                    </span>
                  ))}
                  <span className={styles.muted}>
                    {intl.formatMessage(checkoutMessages.itemQuantity, { quantity: item.quantity })}
                  </span>
                </span>
                {item.rowTotal && <span className={styles.itemTotal}>{item.rowTotal}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading" className={styles.sectionTitle}>
          {intl.formatMessage(checkoutMessages.summary)}
        </h2>
        <dl className={styles.details}>
          <dt>{intl.formatMessage(order.virtual ? checkoutMessages.billTo : checkoutMessages.shipTo)}</dt>
          <dd>
            {order.shipTo.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </dd>
          {order.shippingMethod && (
            <>
              <dt>{intl.formatMessage(checkoutMessages.shipBy)}</dt>
              <dd>{order.shippingMethod}</dd>
            </>
          )}
          {order.payment && (
            <>
              <dt>{intl.formatMessage(checkoutMessages.payBy)}</dt>
              <dd>{order.payment}</dd>
            </>
          )}
          {order.totals.map((line) => (
            <Fragment key={line.label}>
              <dt className={line.isGrandTotal ? styles.grandTotal : undefined}>{line.label}</dt>
              <dd className={line.isGrandTotal ? styles.grandTotal : undefined}>{line.amount}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {order.createAccountHref && (
        <section className={styles.offer} aria-labelledby="create-account-heading">
          <h2 id="create-account-heading" className={styles.sectionTitle}>
            {intl.formatMessage(checkoutMessages.createAccountHeading)}
          </h2>
          <p>{intl.formatMessage(checkoutMessages.createAccountText)}</p>
          <Link to={order.createAccountHref} className={buttonClassName({ priority: 'high' })}>
            {intl.formatMessage(checkoutMessages.createAccount)}
          </Link>
        </section>
      )}
      <Link to="/" className={buttonClassName({ priority: 'low' })}>
        {intl.formatMessage(checkoutMessages.continueShopping)}
      </Link>
    </div>
  );
}
