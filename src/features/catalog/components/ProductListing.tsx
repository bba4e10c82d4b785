import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '../../../components/Button/Button';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import type { ProductListingView } from '../hooks/useProductListing';
import Icon from '../../../components/Icon/Icon';
import CurrentFilters from './CurrentFilters';
import FilterModal from './FilterModal';
import FilterSidebar from './FilterSidebar';
import Gallery from './Gallery';
import ListingShimmer from './ListingShimmer';
import Pagination from './Pagination';
import SortControl from './SortControl';
import * as styles from './ProductListing.module.css';

export interface ProductListingProps {
  listing: ProductListingView;
  /** Shown when there are no products and no filters are chosen. */
  empty: ReactNode;
  categoryUid?: string;
}

/**
 * A listing's body (category page, search results): the header row with the product count and
 * the header buttons (filters below 1024px, sort), the filter sidebar (1024px and wider) or modal,
 * the chosen filters, the gallery and the pagination.
 */
export default function ProductListing({ listing, empty, categoryUid }: ProductListingProps) {
  const { filters, status } = listing;
  if (status === 'loading') return <ListingShimmer />;
  if (status === 'error') {
    return (
      <SectionError onRetry={listing.handleRetry}>
        {listing.hasFilters ? (
          <Button priority="low" onClick={filters.handleClearAll}>
            <FormattedMessage id="catalog.listing.clearFilters" defaultMessage="Clear all filters" />
          </Button>
        ) : null}
      </SectionError>
    );
  }
  const noResults = listing.totalCount === 0;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          <FormattedMessage
            id="catalog.listing.count"
            defaultMessage="{count, plural, one {# item} other {# items}}"
            values={{ count: listing.totalCount }}
          />
        </p>
        <div className={styles.buttons}>
          {filters.groups.length > 0 || filters.active.length > 0 ? (
            <button
              type="button"
              className={styles.filterButton}
              aria-haspopup="dialog"
              aria-expanded={filters.isModalOpen}
              onClick={filters.handleOpenModal}
            >
              <Icon name="filter" size={18} />
              <FormattedMessage id="catalog.listing.filterButton" defaultMessage="Filter" />
              {filters.active.length > 0 ? (
                <span className={styles.badge}>{filters.active.length}</span>
              ) : null}
            </button>
          ) : null}
          {noResults ? null : <SortControl sort={listing.sort} />}
        </div>
      </div>
      <div className={styles.body}>
        {filters.isSidebarShown ? <FilterSidebar filters={filters} /> : null}
        <div className={styles.results} ref={listing.resultsRef}>
          <CurrentFilters filters={filters} />
          {noResults ? (
            <div className={styles.empty}>
              {listing.hasFilters ? (
                <>
                  <p>
                    <FormattedMessage
                      id="catalog.listing.noMatches"
                      defaultMessage="No products match the filters you chose."
                    />
                  </p>
                  <Button onClick={filters.handleClearAll}>
                    <FormattedMessage id="catalog.listing.clearFilters" defaultMessage="Clear all filters" />
                  </Button>
                </>
              ) : (
                empty
              )}
            </div>
          ) : (
            <>
              <Gallery tiles={listing.tiles} categoryUid={categoryUid} isUpdating={listing.isUpdating} />
              <Pagination pagination={listing.pagination} />
            </>
          )}
        </div>
      </div>
      <FilterModal filters={filters} totalCount={listing.totalCount} />
    </>
  );
}
