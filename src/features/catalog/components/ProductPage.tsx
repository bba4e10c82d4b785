import { FormattedMessage } from 'react-intl';
import type { RootComponentProps } from '../../../app/resolver/rootComponents';
import Price from '../../../components/Price/Price';
import RichContent from '../../../components/RichContent/RichContent';
import NotFound from '../../shell/components/NotFound';
import { useProductPage } from '../hooks/useProductPage';
import * as styles from './CatalogPages.module.css';

/** Root component for products found by route resolution. */
export default function ProductPage({ relativeUrl }: RootComponentProps) {
  const view = useProductPage(relativeUrl);
  if (view.isLoading) {
    return (
      <p className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </p>
    );
  }
  if (view.isMissing) return <NotFound />;
  if (view.hasError) {
    return (
      <main className={styles.root}>
        <p role="alert">
          <FormattedMessage id="app.route.error" defaultMessage="Something went wrong. Sorry about that." />
        </p>
      </main>
    );
  }
  return (
    <main className={`${styles.root} ${styles.product}`}>
      {view.imageUrl && (
        <img
          className={styles.image}
          src={`${view.imageUrl}?width=960&auto=webp&format=pjpg&fit=cover`}
          alt={view.imageLabel}
          width={960}
          height={1200}
          fetchPriority="high"
        />
      )}
      <div>
        <h1 className={styles.heading}>{view.name}</h1>
        {view.price && (
          <Price className={styles.price} value={view.price.value} currencyCode={view.price.currency} />
        )}
        <p className={styles.stock}>
          {view.inStock ? (
            <FormattedMessage id="catalog.productPage.inStock" defaultMessage="In stock" />
          ) : (
            <FormattedMessage id="catalog.productPage.outOfStock" defaultMessage="Out of stock" />
          )}
        </p>
        <p>
          <FormattedMessage
            id="catalog.productPage.sku"
            defaultMessage="SKU: {sku}"
            values={{ sku: view.sku }}
          />
        </p>
        <RichContent html={view.descriptionHtml} />
      </div>
    </main>
  );
}
