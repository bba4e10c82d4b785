import { FormattedMessage, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import { useTileAddToCart } from '../hooks/useTileAddToCart';
import * as styles from './TileAddToCart.module.css';

/** A listing tile's add-to-cart button (simple products in stock), one of it at a time. */
export default function TileAddToCart({ sku, name }: { sku: string; name: string }) {
  const intl = useIntl();
  const { isAdding, handleAddToCart } = useTileAddToCart(sku, name);
  return (
    <Button
      className={styles.button}
      priority="low"
      aria-label={intl.formatMessage(
        { id: 'cart.tileAddToCart.label', defaultMessage: 'Add {name} to cart' },
        { name },
      )}
      disabled={isAdding}
      onClick={handleAddToCart}
    >
      {isAdding ? (
        <FormattedMessage id="cart.tileAddToCart.adding" defaultMessage="Adding..." />
      ) : (
        <FormattedMessage id="cart.tileAddToCart.add" defaultMessage="Add to Cart" />
      )}
    </Button>
  );
}
