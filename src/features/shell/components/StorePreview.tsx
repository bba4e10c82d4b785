import { FormattedMessage } from 'react-intl';
import { useStorePreview } from '../hooks/useStorePreview';
import * as styles from './StorePreview.module.css';

/** A first look at the store: its name and category tree, straight from the backend. */
export default function StorePreview() {
  const { isLoading, hasError, storeName, currency, categories } = useStorePreview();
  if (hasError) {
    return (
      <main className={styles.root}>
        <p role="alert">
          <FormattedMessage
            id="shell.storePreview.error"
            defaultMessage="Something went wrong. Sorry about that."
          />
        </p>
      </main>
    );
  }
  if (isLoading) {
    return (
      <main className={styles.root} aria-busy="true">
        <p>
          <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
        </p>
      </main>
    );
  }
  return (
    <main className={styles.root}>
      <h1 className={styles.heading}>{storeName}</h1>
      <p className={styles.meta}>
        <FormattedMessage
          id="shell.storePreview.currency"
          defaultMessage="Prices in {currency}"
          values={{ currency }}
        />
      </p>
      <nav aria-labelledby="store-preview-categories">
        <h2 id="store-preview-categories">
          <FormattedMessage id="shell.storePreview.categories" defaultMessage="Shop by category" />
        </h2>
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.uid}>
              {category.href ? (
                <a className={styles.link} href={category.href}>
                  {category.name}
                </a>
              ) : (
                <span className={styles.link}>{category.name}</span>
              )}
              {category.children.length > 0 && (
                <ul className={styles.sublist}>
                  {category.children.map((child) => (
                    <li key={child.uid}>{child.href ? <a href={child.href}>{child.name}</a> : child.name}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
