import { FormattedMessage, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import TextField from '../../../components/Field/TextField';
import type { CouponCode as CouponCodeView } from '../hooks/useCouponCode';
import * as styles from './CouponCode.module.css';

/** Applies a coupon code, or shows the applied one with its remove button; refusals in words. */
export default function CouponCode({ coupon }: { coupon: CouponCodeView }) {
  const intl = useIntl();
  return (
    <section className={styles.root} aria-labelledby="cart-coupon-heading">
      <h2 id="cart-coupon-heading" className={styles.heading}>
        <FormattedMessage id="cart.couponCode.heading" defaultMessage="Coupon Code" />
      </h2>
      {coupon.appliedCode ? (
        <div className={styles.applied}>
          <p>
            <FormattedMessage
              id="cart.couponCode.applied"
              defaultMessage="Applied: {code}"
              values={{ code: <strong>{coupon.appliedCode}</strong> }}
            />
          </p>
          <Button priority="low" onClick={coupon.handleRemove} disabled={coupon.isRemoving}>
            <FormattedMessage id="cart.couponCode.remove" defaultMessage="Remove coupon" />
          </Button>
          {coupon.error ? (
            <p className={styles.error} role="alert">
              {coupon.error}
            </p>
          ) : null}
        </div>
      ) : (
        <form className={styles.form} onSubmit={coupon.handleSubmit} noValidate>
          <TextField
            id="cart-coupon-code"
            name="couponCode"
            label={intl.formatMessage({ id: 'cart.couponCode.label', defaultMessage: 'Enter code' })}
            value={coupon.code}
            onChange={coupon.handleCodeChange}
            error={coupon.error ?? undefined}
            autoComplete="off"
          />
          <Button type="submit" disabled={coupon.isApplying}>
            <FormattedMessage id="cart.couponCode.apply" defaultMessage="Apply" />
          </Button>
        </form>
      )}
    </section>
  );
}
