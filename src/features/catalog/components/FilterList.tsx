import type { FiltersView } from '../hooks/useProductListing';
import FilterGroup from './FilterGroup';
import * as styles from './FilterList.module.css';

/** Every filter group of the listing (the sidebar's and the modal's content). */
export default function FilterList({ filters }: { filters: FiltersView }) {
  return (
    <div className={styles.root}>
      {filters.groups.map((group) => (
        <FilterGroup
          key={group.code}
          group={group}
          onToggle={filters.handleToggle}
          onClear={filters.handleClearGroup}
        />
      ))}
    </div>
  );
}
