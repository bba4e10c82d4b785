import { FormattedMessage, useIntl } from 'react-intl';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import type { GroupedView } from '../hooks/useCompositeProduct';
import ProductPrice from './ProductPrice';
import * as styles from './CompositeProduct.module.css';

/**
 * A grouped product's members in a table: picture, name, price, stock and a quantity each; a
 * member out of stock is shown without a quantity (it cannot be ordered).
 */
export default function GroupedItems({ grouped }: { grouped: GroupedView }) {
  const intl = useIntl();
  return (
    <div className={styles.grouped}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          <FormattedMessage id="catalog.grouped.caption" defaultMessage="Products in this set" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="catalog.grouped.product" defaultMessage="Product" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalog.grouped.price" defaultMessage="Price" />
            </th>
            <th scope="col">
              <FormattedMessage id="catalog.grouped.quantity" defaultMessage="Qty" />
            </th>
          </tr>
        </thead>
        <tbody>
          {grouped.members.map((member) => (
            <tr key={member.uid}>
              <th scope="row" className={styles.member}>
                {member.image ? (
                  <span className={styles.memberImage}>
                    <CatalogImage src={member.image.url} alt="" sizes="64px" width={64} />
                  </span>
                ) : null}
                <span className={styles.memberText}>
                  <span className={styles.memberName}>{member.name}</span>
                  <span className={member.inStock ? styles.inStock : styles.outOfStock}>
                    {member.inStock ? (
                      <FormattedMessage id="catalog.productPage.inStock" defaultMessage="In stock" />
                    ) : (
                      <FormattedMessage id="catalog.productPage.outOfStock" defaultMessage="Out of stock" />
                    )}
                  </span>
                </span>
              </th>
              <td>{member.price ? <ProductPrice price={member.price} /> : null}</td>
              <td>
                {member.inStock ? (
                  <input
                    className={styles.qty}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={member.max}
                    step={1}
                    value={member.quantity}
                    aria-label={intl.formatMessage(
                      { id: 'catalog.grouped.quantityOf', defaultMessage: 'Quantity of {name}' },
                      { name: member.name },
                    )}
                    onChange={(event) => grouped.onQuantity(member.sku, Number(event.target.value))}
                  />
                ) : (
                  <span className={styles.unavailable}>
                    <FormattedMessage id="catalog.grouped.unavailable" defaultMessage="Unavailable" />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {grouped.nothingChosen ? (
        <p className={styles.error} role="alert">
          <FormattedMessage
            id="catalog.grouped.nothingChosen"
            defaultMessage="Enter a quantity for at least one product."
          />
        </p>
      ) : null}
    </div>
  );
}
