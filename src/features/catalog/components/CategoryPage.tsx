import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../../platform/routing/pageKind';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import RichContent from '../../../components/RichContent/RichContent';
import NotFound from '../../../components/NotFound/NotFound';
import { useCategoryPage } from '../hooks/useCategoryPage';
import Breadcrumbs from './Breadcrumbs';
import ListingShimmer from './ListingShimmer';
import PrefetchLink from './PrefetchLink';
import ProductListing from './ProductListing';
import * as styles from './CatalogPage.module.css';

/**
 * Root component for categories found by route resolution (spec 2, category page layout):
 * breadcrumbs, title and description, sub-categories, then the listing with its header buttons,
 * filters, gallery and pagination.
 */
export default function CategoryPage({ id, relativeUrl }: PageProps) {
  const { formatMessage } = useIntl();
  const view = useCategoryPage(id, relativeUrl);
  if (view.status === 'missing') return <NotFound />;
  if (view.status === 'loading') {
    return (
      <main className={styles.root}>
        <ListingShimmer withHeading />
      </main>
    );
  }
  if (view.status === 'error') {
    return (
      <main className={styles.root}>
        <SectionError onRetry={view.handleRetry} />
      </main>
    );
  }
  return (
    <main className={styles.root}>
      <Breadcrumbs crumbs={view.breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{view.name}</h1>
        {view.descriptionHtml ? (
          <RichContent className={styles.description} html={view.descriptionHtml} />
        ) : null}
      </header>
      {view.subcategories.length > 0 ? (
        <nav
          className={styles.subcategories}
          aria-label={formatMessage(
            { id: 'catalog.categoryPage.subcategories', defaultMessage: 'Categories in {category}' },
            { category: view.name },
          )}
        >
          <ul className={styles.subcategoryList}>
            {view.subcategories.map((child) => (
              <li key={child.uid}>
                <PrefetchLink className={styles.subcategory} to={child.href}>
                  {child.label}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        listing={view.listing}
        categoryUid={id}
        empty={
          <p>
            <FormattedMessage
              id="catalog.categoryPage.empty"
              defaultMessage="There are no products in this category yet."
            />
          </p>
        }
      />
    </main>
  );
}
