import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import { useCartTrigger } from '../hooks/useCartTrigger';
import { useDropdown } from '../hooks/useDropdown';
import Icon from '../../../components/Icon/Icon';
import * as styles from './CartTrigger.module.css';

const MiniCart = lazyWithPreload(
  () => import(/* webpackChunkName: "mini-cart" */ '../../cart/components/MiniCart'),
);

/**
 * The cart trigger (spec 2): below 960px a link to the cart page, from 960px a button opening the
 * mini cart (loaded on demand). Both carry the count; the badge shows it, capped at "99+".
 */
export default function CartTrigger() {
  const { formatMessage } = useIntl();
  const { isHidden, itemCount, badge } = useCartTrigger();
  const { isOpen, panelId, containerRef, triggerRef, toggle, close } = useDropdown();
  if (isHidden) return null;
  const label = formatMessage(
    {
      id: 'shell.cartTrigger.label',
      defaultMessage: 'Shopping cart, {count, plural, =0 {no items} one {# item} other {# items}}',
    },
    { count: itemCount },
  );
  const icon = (
    <>
      <Icon name="cart" />
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
  return (
    <div ref={containerRef} className={styles.root}>
      <Link to="/cart" className={`${styles.trigger} ${styles.link}`} aria-label={label}>
        {icon}
      </Link>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.trigger} ${styles.button}`}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={MiniCart.preload}
        onFocus={MiniCart.preload}
      >
        {icon}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MiniCart id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
