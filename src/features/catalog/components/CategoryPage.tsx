import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { RootComponentProps } from '../../../app/resolver/rootComponents';
import Price from '../../../components/Price/Price';
import CategoryShimmer from '../../shell/components/CategoryShimmer';
import { useCategoryPage } from '../hooks/useCategoryPage';
import * as styles from './CatalogPages.module.css';

/** Root component for categories found by route resolution. */
export default function CategoryPage({ id }: RootComponentProps) {
  const { isLoading, hasError, name, totalCount, tiles } = useCategoryPage(id);
  if (isLoading) return <CategoryShimmer />;
  if (hasError) {
    return (
      <main className={styles.root}>
        <p role="alert">
          <FormattedMessage id="app.route.error" defaultMessage="Something went wrong. Sorry about that." />
        </p>
      </main>
    );
  }
  return (
    <main className={styles.root}>
      <h1 className={styles.heading}>{name}</h1>
      <p className={styles.count}>
        <FormattedMessage
          id="catalog.categoryPage.count"
          defaultMessage="{count, plural, one {# item} other {# items}}"
          values={{ count: totalCount }}
        />
      </p>
      <ul className={styles.grid}>
        {tiles.map((tile, index) => (
          <li key={tile.uid}>
            <Link className={styles.tile} to={tile.href}>
              {tile.imageUrl && (
                <img
                  className={styles.image}
                  src={`${tile.imageUrl}?width=640&auto=webp&format=pjpg&fit=cover`}
                  alt={tile.imageLabel}
                  width={640}
                  height={800}
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
              )}
              <span className={styles.name}>{tile.name}</span>
              {tile.price && <Price value={tile.price.value} currencyCode={tile.price.currency} />}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
