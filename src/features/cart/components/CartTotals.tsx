import { FormattedMessage } from 'react-intl';
import Price from '../../../components/Price/Price';
import type { CartTotalsView } from '../hooks/cartModel';
import * as styles from './CartTotals.module.css';

/** Subtotal, discounts, taxes and grand total, in the cart's currency. */
export default function CartTotals({ totals }: { totals: CartTotalsView }) {
  return (
    <dl className={styles.root}>
      {totals.subtotal ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="cart.cartTotals.subtotal" defaultMessage="Subtotal" />
          </dt>
          <dd>
            <Price value={totals.subtotal.value} currencyCode={totals.subtotal.currency} />
          </dd>
        </div>
      ) : null}
      {totals.discounts.map((discount) => (
        <div key={discount.label} className={styles.row}>
          <dt>
            <FormattedMessage
              id="cart.cartTotals.discount"
              defaultMessage="Discount ({label})"
              values={{ label: discount.label }}
            />
          </dt>
          <dd className={styles.discount}>
            {'−'}
            <Price value={discount.amount.value} currencyCode={discount.amount.currency} />
          </dd>
        </div>
      ))}
      {totals.taxes.map((tax) => (
        <div key={tax.label} className={styles.row}>
          <dt>
            <FormattedMessage id="cart.cartTotals.tax" defaultMessage="Tax" />
          </dt>
          <dd>
            <Price value={tax.amount.value} currencyCode={tax.amount.currency} />
          </dd>
        </div>
      ))}
      {totals.grandTotal ? (
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            <FormattedMessage id="cart.cartTotals.grandTotal" defaultMessage="Estimated Total" />
          </dt>
          <dd>
            <Price value={totals.grandTotal.value} currencyCode={totals.grandTotal.currency} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
