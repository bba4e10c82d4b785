import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';
import Price from '../../../components/Price/Price';
import { useMiniCart } from '../hooks/useMiniCart';
import CartItem from './CartItem';
import CheckoutLink from './CheckoutLink';
import WaitingAdds from './WaitingAdds';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import * as styles from './MiniCart.module.css';

export interface MiniCartProps {
  id: string;
  onClose: () => void;
}

/**
 * The mini cart (loaded on demand from the header): the lines with picture, options, price,
 * quantity and removal, the subtotal, and the way to checkout or the cart page; an empty state;
 * and the adds kept while offline, waiting to be sent.
 */
export default function MiniCart({ id, onClose }: MiniCartProps) {
  const view = useMiniCart(onClose);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The removed line's buttons are gone: focus stays in the panel, on what happened (so Escape
  // still closes it).
  useEffect(() => {
    if (view.notice) noticeRef.current?.focus();
  }, [view.notice]);
  return (
    <section id={id} className={`${dropdown.panel} ${styles.root}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <FormattedMessage id="cart.miniCart.heading" defaultMessage="Your cart" />
        {view.itemCount > 0 ? (
          <span className={styles.count}>
            <FormattedMessage
              id="cart.miniCart.count"
              defaultMessage="{count, plural, one {# item} other {# items}}"
              values={{ count: view.itemCount }}
            />
          </span>
        ) : null}
      </h2>
      <div className={styles.message} role="alert">
        {view.errorMessage}
      </div>
      <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
        {view.notice}
      </p>
      <WaitingAdds headingLevel={3} />
      {view.isLoading ? (
        <p className={styles.text} role="status">
          <FormattedMessage id="cart.miniCart.loading" defaultMessage="Fetching Data..." />
        </p>
      ) : view.isEmpty ? (
        <>
          <p className={styles.text}>
            <FormattedMessage id="cart.miniCart.empty" defaultMessage="There are no items in your cart." />
          </p>
          <button
            type="button"
            className={buttonClassName({ className: styles.wide })}
            onClick={view.handleClose}
          >
            <FormattedMessage id="cart.miniCart.continue" defaultMessage="Continue shopping" />
          </button>
        </>
      ) : (
        <>
          <ul className={styles.items}>
            {view.items.map((item) => (
              <CartItem
                key={item.uid}
                item={item}
                compact
                onQuantityChange={view.handleQuantityChange}
                onRemove={view.handleRemove}
                onNavigate={view.handleClose}
              />
            ))}
          </ul>
          {view.totals.subtotal ? (
            <p className={styles.subtotal}>
              <FormattedMessage id="cart.miniCart.subtotal" defaultMessage="Subtotal" />
              <Price value={view.totals.subtotal.value} currencyCode={view.totals.subtotal.currency} />
            </p>
          ) : null}
          <div className={styles.buttons}>
            <CheckoutLink
              needsAttention={view.needsAttention}
              className={styles.wide}
              attentionClassName={styles.attention}
              onClick={view.handleClose}
            >
              <FormattedMessage id="cart.miniCart.checkout" defaultMessage="Checkout" />
            </CheckoutLink>
            <Link
              to="/cart"
              className={buttonClassName({ className: styles.wide })}
              onClick={view.handleClose}
            >
              <FormattedMessage id="cart.miniCart.viewCart" defaultMessage="View Cart" />
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
