import { useIntl } from 'react-intl';
import { useWishlistHeart } from '../hooks/useWishlist';
import * as styles from './WishlistHeart.module.css';

export interface WishlistHeartProps {
  /** The product's own sku (a configurable product's parent sku). */
  sku: string;
  /** A configurable product's chosen option value uids, once every option is chosen. */
  selectedOptions?: readonly string[];
  /** The product's name, for the button's accessible name. */
  name: string;
  className?: string;
}

/**
 * The heart on the product page and tiles: adds the product (with the options chosen on the product
 * page) to the wish list or removes it.
 */
export default function WishlistHeart({ sku, selectedOptions, name, className }: WishlistHeartProps) {
  const intl = useIntl();
  const heart = useWishlistHeart(sku, selectedOptions);
  const label = heart.isInWishlist
    ? intl.formatMessage(
        { id: 'account.wishlistHeart.remove', defaultMessage: 'Remove {name} from the wish list' },
        { name },
      )
    : intl.formatMessage(
        { id: 'account.wishlistHeart.add', defaultMessage: 'Add {name} to the wish list' },
        { name },
      );
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={heart.isInWishlist ? `${styles.heart} ${styles.on}` : styles.heart}
        aria-pressed={heart.isInWishlist}
        aria-label={label}
        title={label}
        disabled={heart.isBusy}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          heart.handleToggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={heart.isInWishlist ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {heart.error ? (
        <span role="alert" className={styles.error}>
          {heart.error}
        </span>
      ) : null}
    </span>
  );
}
