import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import type { FiltersView } from '../hooks/useProductListing';
import { useFilterModal } from '../hooks/useFilterModal';
import Icon from '../../../components/Icon/Icon';
import CurrentFilters from './CurrentFilters';
import FilterList from './FilterList';
import * as styles from './FilterModal.module.css';

/**
 * The filters as a modal dialog below 1024px: chosen filters apply at once (the results update
 * behind it); "Show results" or Close returns to them.
 */
export default function FilterModal({ filters, totalCount }: { filters: FiltersView; totalCount: number }) {
  const id = useId();
  const { formatMessage } = useIntl();
  const { dialogRef } = useFilterModal(filters.isModalOpen, filters.handleCloseModal);
  if (!filters.isModalOpen) return null;
  return (
    <div className={styles.root}>
      <div className={styles.mask} aria-hidden="true" onClick={filters.handleCloseModal} />
      <div ref={dialogRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={id}>
        <header className={styles.header}>
          <h2 id={id} className={styles.title}>
            <FormattedMessage id="catalog.filters.heading" defaultMessage="Filters" />
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={formatMessage({ id: 'catalog.filterModal.close', defaultMessage: 'Close' })}
            onClick={filters.handleCloseModal}
          >
            <Icon name="close" size={24} />
          </button>
        </header>
        <div className={styles.body}>
          <CurrentFilters filters={filters} />
          <FilterList filters={filters} />
        </div>
        <footer className={styles.footer}>
          <Button priority="high" className={styles.apply} onClick={filters.handleCloseModal}>
            <FormattedMessage
              id="catalog.filterModal.showResults"
              defaultMessage="Show {count, plural, one {# result} other {# results}}"
              values={{ count: totalCount }}
            />
          </Button>
        </footer>
      </div>
    </div>
  );
}
