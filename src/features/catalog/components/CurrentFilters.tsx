import { FormattedMessage, useIntl } from 'react-intl';
import type { FiltersView } from '../hooks/useProductListing';
import Icon from '../../../components/Icon/Icon';
import PriceRange from './PriceRange';
import * as styles from './CurrentFilters.module.css';

/** The chosen filters as removable chips, and "Clear all". */
export default function CurrentFilters({ filters }: { filters: FiltersView }) {
  const { formatMessage } = useIntl();
  if (filters.active.length === 0) return null;
  return (
    <section
      className={styles.root}
      aria-label={formatMessage({ id: 'catalog.currentFilters.label', defaultMessage: 'Chosen filters' })}
    >
      <ul className={styles.list}>
        {filters.active.map((filter) => (
          <li key={`${filter.code}:${filter.value}`}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => filters.handleRemove(filter.code, filter.value)}
            >
              <span className="visually-hidden">
                <FormattedMessage id="catalog.currentFilters.remove" defaultMessage="Remove filter" />{' '}
              </span>
              <span className={styles.group}>{filter.groupLabel}:</span>{' '}
              <span>{filter.price ? <PriceRange range={filter.price} /> : filter.label}</span>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={filters.handleClearAll}>
        <FormattedMessage id="catalog.currentFilters.clearAll" defaultMessage="Clear all" />
      </button>
    </section>
  );
}
