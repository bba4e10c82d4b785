import { FormattedMessage } from 'react-intl';
import Price from '../../../components/Price/Price';
import type { PriceView } from '../hooks/productTile';
import * as styles from './ProductPrice.module.css';

/**
 * A product's price in the shopper's currency: the final price; with a special price, the
 * regular one struck through beside it; "As low as" when children cost more; "From… To…" for
 * bundles and grouped products.
 */
export default function ProductPrice({
  price,
  className,
  size = 'normal',
}: {
  price: PriceView;
  className?: string;
  size?: 'normal' | 'large';
}) {
  return (
    <span
      className={[styles.root, size === 'large' ? styles.large : '', className].filter(Boolean).join(' ')}
    >
      {price.composite ? (
        <span className={styles.from}>
          <FormattedMessage id="catalog.price.from" defaultMessage="From" />
        </span>
      ) : null}
      {price.isRange ? (
        <span className={styles.from}>
          <FormattedMessage id="catalog.price.asLowAs" defaultMessage="As low as" />
        </span>
      ) : null}
      {price.regular ? (
        <>
          <span className={styles.special}>
            <span className="visually-hidden">
              <FormattedMessage id="catalog.price.special" defaultMessage="Special price" />
            </span>
            <Price value={price.final.value} currencyCode={price.final.currency} />
          </span>
          <s className={styles.regular}>
            <span className="visually-hidden">
              <FormattedMessage id="catalog.price.regular" defaultMessage="Regular price" />
            </span>
            <Price value={price.regular.value} currencyCode={price.regular.currency} />
          </s>
        </>
      ) : (
        <Price className={styles.final} value={price.final.value} currencyCode={price.final.currency} />
      )}
      {price.composite?.to ? (
        <>
          <span className={styles.from}>
            <FormattedMessage id="catalog.price.to" defaultMessage="To" />
          </span>
          <Price
            className={styles.final}
            value={price.composite.to.value}
            currencyCode={price.composite.to.currency}
          />
        </>
      ) : null}
    </span>
  );
}
