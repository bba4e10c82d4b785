import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Dropdown from '../../../components/Dropdown/Dropdown';
import { useCartTrigger } from '../hooks/useCartTrigger';
import { useShellSlots } from '../shellSlots';
import Icon from '../../../components/Icon/Icon';
import * as styles from './CartTrigger.module.css';

/**
 * The cart trigger (spec 2): below 960px a link to the cart page, from 960px a button opening the
 * mini cart (the cart feature's, loaded on demand: shellSlots.ts). Both carry the count; the badge shows it, capped at "99+".
 */
export default function CartTrigger() {
  const { formatMessage } = useIntl();
  const { isHidden, itemCount, badge } = useCartTrigger();
  const { MiniCart } = useShellSlots();
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
    <Dropdown
      label={icon}
      aria-label={label}
      triggerClassName={`${styles.trigger} ${styles.button}`}
      chevron={false}
      preload={MiniCart.preload}
      renderPanel={({ id, close }) => <MiniCart id={id} onClose={close} />}
    >
      <Link to="/cart" className={`${styles.trigger} ${styles.link}`} aria-label={label}>
        {icon}
      </Link>
    </Dropdown>
  );
}
