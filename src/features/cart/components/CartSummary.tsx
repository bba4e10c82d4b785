import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import Icon from '../../../components/Icon/Icon';
import Price from '../../../components/Price/Price';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import { useCartSummary } from '../hooks/useCartSummary';
import CartTotals from './CartTotals';
import CouponCode from './CouponCode';
import * as styles from './CartSummary.module.css';

export interface CartSummaryProps {
  /**
   * 'sidebar': the order summary beside the steps (at the top on phones, collapsible), with the
   * coupon. 'review': the review step's read-only lines and totals, always open.
   */
  variant?: 'sidebar' | 'review';
  /** Shown below the totals: e.g. checkout's word that the order is charged in another currency. */
  note?: ReactNode;
}

/**
 * Checkout's order summary (useCartSummary): a labelled region with the lines (picture, name,
 * options, quantity, line price), the coupon, and the totals Magento answers, the grand total as
 * the order total. Beside the steps on wide screens; at the top on phones, collapsed, its toggle
 * saying whether it is open and showing the total. Changes of the total are announced politely.
 */
export default function CartSummary({ variant = 'sidebar', note }: CartSummaryProps) {
  const intl = useIntl();
  const summary = useCartSummary();
  const headingId = useId();
  const bodyId = useId();
  const { totals } = summary;
  if (variant === 'review') return <ReviewLines summary={summary} note={note} />;
  const heading = intl.formatMessage({ id: 'cart.summary.heading', defaultMessage: 'Order Summary' });
  return (
    <section
      className={`${styles.root} ${summary.expanded ? styles.expanded : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={summary.expanded}
          aria-controls={bodyId}
          onClick={summary.toggle}
        >
          <span>{heading}</span>
          {totals.grandTotal ? (
            <Price
              className={styles.toggleTotal}
              value={totals.grandTotal.value}
              currencyCode={totals.grandTotal.currency}
            />
          ) : null}
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
        <span className={styles.title}>{heading}</span>
      </h2>
      <div id={bodyId} className={styles.body}>
        {summary.isLoading ? (
          <p role="status" className={styles.muted}>
            <FormattedMessage id="cart.summary.loading" defaultMessage="Fetching Data..." />
          </p>
        ) : (
          <>
            <p className={styles.count}>
              <FormattedMessage
                id="cart.summary.count"
                defaultMessage="{count, plural, one {# item} other {# items}}"
                values={{ count: summary.itemCount }}
              />
              <Link to="/cart" className={styles.edit}>
                <FormattedMessage id="cart.summary.editCart" defaultMessage="Edit Cart" />
              </Link>
            </p>
            <SummaryLines items={summary.items} />
            <CouponCode coupon={summary.coupon} />
            <SummaryTotals totals={totals} />
            {note}
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {summary.announcement}
      </p>
    </section>
  );
}

/** The lines, read only: picture, name, options, quantity, line price, and a line's problem. */
function SummaryLines({ items }: { items: ReturnType<typeof useCartSummary>['items'] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.uid} className={styles.item}>
          <span className={styles.media}>
            {item.image ? (
              <CatalogImage src={item.image.url} alt="" sizes="64px" width={80} />
            ) : (
              <span className={styles.noImage} />
            )}
          </span>
          <span className={styles.details}>
            <span className={styles.name}>{item.name}</span>
            {item.options.map((option) => (
              <span key={option.label} className={styles.muted}>
                {option.label}: {option.value}
              </span>
            ))}
            <span className={styles.muted}>
              <FormattedMessage
                id="cart.summary.quantity"
                defaultMessage="Qty: {quantity}"
                values={{ quantity: item.quantity }}
              />
            </span>
            {item.problem ? <span className={styles.problem}>{item.problem}</span> : null}
          </span>
          {item.rowTotal ? (
            <Price
              className={styles.rowTotal}
              value={item.rowTotal.value}
              currencyCode={item.rowTotal.currency}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SummaryTotals({ totals }: { totals: ReturnType<typeof useCartSummary>['totals'] }) {
  const intl = useIntl();
  return (
    <CartTotals
      totals={totals}
      pendingShipping
      zeroTax
      grandTotalLabel={intl.formatMessage({ id: 'cart.summary.orderTotal', defaultMessage: 'Order Total' })}
    />
  );
}

/** The review step's items and totals. */
function ReviewLines({ summary, note }: { summary: ReturnType<typeof useCartSummary>; note?: ReactNode }) {
  return (
    <div className={styles.review}>
      <SummaryLines items={summary.items} />
      <SummaryTotals totals={summary.totals} />
      {note}
    </div>
  );
}
