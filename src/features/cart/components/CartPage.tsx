import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';
import { useCartPage } from '../hooks/useCartPage';
import CartItem from './CartItem';
import CartTotals from './CartTotals';
import CheckoutLink from './CheckoutLink';
import CouponCode from './CouponCode';
import WaitingAdds from './WaitingAdds';
import * as styles from './CartPage.module.css';

/**
 * The cart page (/cart): lines, coupon code, totals and the way to checkout; an empty state; and
 * the adds kept while offline, waiting to be sent.
 */
export default function CartPage() {
  const view = useCartPage();
  const { wishlist } = view;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The moved or removed line's buttons are gone: focus goes to the message saying where it went.
  const notice = view.notice ?? wishlist.moveNotice;
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>
        <FormattedMessage id="cart.cartPage.heading" defaultMessage="Shopping Cart" />
      </h1>
      <div className={styles.message} role="alert">
        {view.errorMessage}
      </div>
      <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
        {notice}
      </p>
      <WaitingAdds headingLevel={2} className={styles.waiting} />
      {view.isLoading ? (
        <p role="status" className={styles.text}>
          <FormattedMessage id="cart.cartPage.loading" defaultMessage="Fetching Data..." />
        </p>
      ) : view.isEmpty ? (
        <div className={styles.empty}>
          <p className={styles.text}>
            <FormattedMessage id="cart.cartPage.empty" defaultMessage="There are no items in your cart." />
          </p>
          <Link to="/" className={buttonClassName({ priority: 'high' })}>
            <FormattedMessage id="cart.cartPage.continue" defaultMessage="Continue Shopping" />
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className={styles.visuallyHidden}>
              <FormattedMessage
                id="cart.cartPage.items"
                defaultMessage="{count, plural, one {# item} other {# items}} in your cart"
                values={{ count: view.itemCount }}
              />
            </h2>
            <ul className={styles.items}>
              {view.items.map((item) => (
                <CartItem
                  key={item.uid}
                  item={item}
                  onQuantityChange={view.handleQuantityChange}
                  onRemove={view.handleRemove}
                  {...(wishlist.canMoveToWishlist
                    ? {
                        onMoveToWishlist: wishlist.handleMoveToWishlist,
                        isMoving: wishlist.movingUids.has(item.uid),
                        moveError: wishlist.moveErrors[item.uid] ?? null,
                      }
                    : {})}
                />
              ))}
            </ul>
          </section>
          <aside className={styles.summary} aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading" className={styles.summaryTitle}>
              <FormattedMessage id="cart.cartPage.summary" defaultMessage="Order Summary" />
            </h2>
            <CouponCode coupon={view.coupon} />
            <CartTotals totals={view.totals} />
            <CheckoutLink
              needsAttention={view.needsAttention}
              className={styles.checkout}
              attentionClassName={styles.attention}
            >
              <FormattedMessage id="cart.cartPage.checkout" defaultMessage="Proceed to Checkout" />
            </CheckoutLink>
          </aside>
        </div>
      )}
    </main>
  );
}
