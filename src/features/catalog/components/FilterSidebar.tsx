import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FiltersView } from '../hooks/useProductListing';
import FilterList from './FilterList';
import * as styles from './FilterSidebar.module.css';

/** The filters beside the products on large screens (1024px and wider; spec 9: 325px wide). */
export default function FilterSidebar({ filters }: { filters: FiltersView }) {
  const id = useId();
  if (filters.groups.length === 0) return <div className={styles.root} />;
  return (
    <aside className={styles.root} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <FormattedMessage id="catalog.filters.heading" defaultMessage="Filters" />
      </h2>
      <FilterList filters={filters} />
    </aside>
  );
}
