import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as dropdown from './Dropdown.module.css';
import * as styles from './MiniCart.module.css';

export interface MiniCartProps {
  id: string;
  itemCount: number;
  onClose: () => void;
}

/**
 * The mini cart (loaded on demand). It tells how many items the cart holds and leads to the cart
 * page; the item list, totals and editing come with the cart feature.
 */
export default function MiniCart({ id, itemCount, onClose }: MiniCartProps) {
  return (
    <div id={id} className={`${dropdown.panel} ${styles.root}`}>
      <p className={styles.heading}>
        <FormattedMessage id="shell.miniCart.heading" defaultMessage="Your cart" />
      </p>
      {itemCount > 0 ? (
        <>
          <p className={styles.text}>
            <FormattedMessage
              id="shell.miniCart.count"
              defaultMessage="{count, plural, one {# item} other {# items}} in your cart"
              values={{ count: itemCount }}
            />
          </p>
          <Link to="/cart" className={styles.primary} onClick={onClose}>
            <FormattedMessage id="shell.miniCart.viewCart" defaultMessage="View cart" />
          </Link>
        </>
      ) : (
        <>
          <p className={styles.text}>
            <FormattedMessage id="shell.miniCart.empty" defaultMessage="There are no items in your cart." />
          </p>
          <button type="button" className={styles.secondary} onClick={onClose}>
            <FormattedMessage id="shell.miniCart.continue" defaultMessage="Continue shopping" />
          </button>
        </>
      )}
    </div>
  );
}
