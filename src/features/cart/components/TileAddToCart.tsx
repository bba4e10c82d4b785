import { FormattedMessage, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import { useTileAddToCart } from '../hooks/useTileAddToCart';
import * as styles from './TileAddToCart.module.css';

/**
 * A listing tile's add-to-cart button (simple products in stock), one of it at a time. Its name
 * starts with the words it shows, then names the product (WCAG 2.5.3, Label in Name); while the
 * product is being added it stays focusable (aria-disabled), so a keyboard keeps its place.
 */
export default function TileAddToCart({ sku, name }: { sku: string; name: string }) {
  const intl = useIntl();
  const { isAdding, handleAddToCart } = useTileAddToCart(sku, name);
  return (
    <Button
      className={styles.button}
      priority="low"
      aria-label={
        isAdding
          ? intl.formatMessage(
              { id: 'cart.tileAddToCart.addingLabel', defaultMessage: 'Adding {name} to the cart...' },
              { name },
            )
          : intl.formatMessage(
              { id: 'cart.tileAddToCart.label', defaultMessage: 'Add to Cart: {name}' },
              { name },
            )
      }
      aria-disabled={isAdding || undefined}
      onClick={isAdding ? undefined : handleAddToCart}
    >
      {isAdding ? (
        <FormattedMessage id="cart.tileAddToCart.adding" defaultMessage="Adding..." />
      ) : (
        <FormattedMessage id="cart.tileAddToCart.add" defaultMessage="Add to Cart" />
      )}
    </Button>
  );
}
