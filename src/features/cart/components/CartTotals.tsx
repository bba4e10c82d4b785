import { FormattedMessage } from 'react-intl';
import Price from '../../../components/Price/Price';
import type { CartTotalsView } from '../hooks/cartModel';
import * as styles from './CartTotals.module.css';

/**
 * Subtotal, discounts, shipping, taxes and grand total, in the cart's currency, as Magento answers
 * them. `pendingShipping`: say that shipping is calculated at the next step while no method is
 * chosen (checkout), rather than leaving it out (the cart page). `grandTotalLabel`: the grand
 * total's name (an estimate on the cart page, the order total in checkout). `zeroTax`: once the
 * cart has the address its tax follows and Magento applied none, say "Tax" $0.00 (checkout)
 * rather than leaving the row out.
 */
export default function CartTotals({
  totals,
  pendingShipping = false,
  grandTotalLabel,
  zeroTax = false,
}: {
  totals: CartTotalsView;
  pendingShipping?: boolean;
  grandTotalLabel?: string;
  zeroTax?: boolean;
}) {
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
      {totals.shipping ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage
              id="cart.cartTotals.shipping"
              defaultMessage="Shipping ({method})"
              values={{ method: totals.shipping.title }}
            />
          </dt>
          <dd>
            <Price value={totals.shipping.amount.value} currencyCode={totals.shipping.amount.currency} />
          </dd>
        </div>
      ) : pendingShipping && !totals.isVirtual ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="cart.cartTotals.shippingPending" defaultMessage="Shipping" />
          </dt>
          <dd className={styles.pending}>
            <FormattedMessage
              id="cart.cartTotals.shippingLater"
              defaultMessage="Calculated at the next step"
            />
          </dd>
        </div>
      ) : null}
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
      {zeroTax && totals.hasTaxAddress && totals.taxes.length === 0 ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="cart.cartTotals.tax" defaultMessage="Tax" />
          </dt>
          <dd>
            <Price value={0} currencyCode={totals.currency} />
          </dd>
        </div>
      ) : null}
      {totals.grandTotal ? (
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            {grandTotalLabel ?? (
              <FormattedMessage id="cart.cartTotals.grandTotal" defaultMessage="Estimated Total" />
            )}
          </dt>
          <dd>
            <Price value={totals.grandTotal.value} currencyCode={totals.grandTotal.currency} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
