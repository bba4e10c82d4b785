import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import Price from '../../../components/Price/Price';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import type { CartItemView } from '../hooks/cartModel';
import CartQuantity from './CartQuantity';
import * as styles from './CartItem.module.css';

export interface CartItemProps {
  item: CartItemView;
  /** The mini cart's smaller line. */
  compact?: boolean;
  onQuantityChange: (item: CartItemView, quantity: number) => void;
  onRemove: (item: CartItemView) => void;
  /** Following the product link (the mini cart closes). */
  onNavigate?: () => void;
  /** Moving the line to the wish list (cart page, signed in); without it there is no control. */
  onMoveToWishlist?: (item: CartItemView) => void;
  /** True while the line is being moved to the wish list. */
  isMoving?: boolean;
  /** Why the line could not be moved to the wish list. */
  moveError?: string | null;
}

/**
 * One cart line: picture, name, chosen options, unit price, quantity, line total, remove and, when
 * offered, move to the wish list.
 */
export default function CartItem({
  item,
  compact = false,
  onQuantityChange,
  onRemove,
  onNavigate,
  onMoveToWishlist,
  isMoving = false,
  moveError = null,
}: CartItemProps) {
  const intl = useIntl();
  const moveErrorId = `cart-item-move-error-${item.uid}`;
  return (
    <li
      className={`${styles.root} ${compact ? styles.compact : ''}`}
      aria-busy={item.isPending || isMoving || undefined}
    >
      <Link to={item.href} className={styles.media} tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
        {item.image ? (
          <CatalogImage
            src={item.image.url}
            alt=""
            sizes={compact ? '64px' : '120px'}
            width={compact ? 80 : 160}
          />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <div className={styles.details}>
        <Link to={item.href} className={styles.name} onClick={onNavigate}>
          {item.name}
        </Link>
        {item.options.length > 0 ? (
          <dl className={styles.options}>
            {item.options.map((option) => (
              <div key={option.label} className={styles.option}>
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {item.price ? (
          <p className={styles.unitPrice}>
            <FormattedMessage
              id="cart.cartItem.unitPrice"
              defaultMessage="{price} each"
              values={{ price: <Price value={item.price.value} currencyCode={item.price.currency} /> }}
            />
          </p>
        ) : null}
        {item.problem ? (
          <p className={styles.problem} role="alert">
            {item.problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <CartQuantity
            name={item.name}
            value={item.quantity}
            onChange={(quantity) => onQuantityChange(item, quantity)}
          />
          {item.editHref ? (
            <Link
              to={item.editHref}
              className={styles.remove}
              onClick={onNavigate}
              aria-label={intl.formatMessage(
                { id: 'cart.cartItem.editLabel', defaultMessage: 'Edit the options of {name}' },
                { name: item.name },
              )}
            >
              <FormattedMessage id="cart.cartItem.edit" defaultMessage="Edit" />
            </Link>
          ) : null}
          <button
            type="button"
            className={styles.remove}
            aria-label={intl.formatMessage(
              { id: 'cart.cartItem.removeLabel', defaultMessage: 'Remove {name} from the cart' },
              { name: item.name },
            )}
            onClick={() => onRemove(item)}
          >
            <FormattedMessage id="cart.cartItem.remove" defaultMessage="Remove" />
          </button>
          {onMoveToWishlist ? (
            <button
              type="button"
              className={styles.remove}
              aria-label={
                isMoving
                  ? intl.formatMessage(
                      {
                        id: 'cart.cartItem.movingLabel',
                        defaultMessage: 'Moving {name} to the wish list...',
                      },
                      { name: item.name },
                    )
                  : intl.formatMessage(
                      {
                        id: 'cart.cartItem.moveToWishlistLabel',
                        defaultMessage: 'Move to Wish List: {name}',
                      },
                      { name: item.name },
                    )
              }
              aria-describedby={moveError ? moveErrorId : undefined}
              aria-disabled={isMoving || undefined}
              onClick={() => {
                if (!isMoving) onMoveToWishlist(item);
              }}
            >
              {isMoving ? (
                <FormattedMessage id="cart.cartItem.moving" defaultMessage="Moving..." />
              ) : (
                <FormattedMessage id="cart.cartItem.moveToWishlist" defaultMessage="Move to Wish List" />
              )}
            </button>
          ) : null}
        </div>
        {moveError ? (
          <p id={moveErrorId} className={styles.problem} role="alert">
            {moveError}
          </p>
        ) : null}
      </div>
      {item.rowTotal && !item.isPending ? (
        <Price
          className={styles.rowTotal}
          value={item.rowTotal.value}
          currencyCode={item.rowTotal.currency}
        />
      ) : (
        <span className={styles.rowTotal} />
      )}
    </li>
  );
}
