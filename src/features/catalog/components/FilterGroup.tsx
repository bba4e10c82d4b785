import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FilterGroupView } from '../hooks/filterModel';
import { useFilterGroup } from '../hooks/useFilterGroup';
import Icon from '../../../components/Icon/Icon';
import PriceRange from './PriceRange';
import * as styles from './FilterGroup.module.css';

export interface FilterGroupProps {
  group: FilterGroupView;
  onToggle: (code: string, value: string) => void;
  onClear: (code: string) => void;
}

/** One attribute's filter: a disclosure with a checkbox per option and its product count. */
export default function FilterGroup({ group, onToggle, onClear }: FilterGroupProps) {
  const id = useId();
  const { isExpanded, visibleOptions, hiddenCount, isShowingAll, handleToggleExpanded, handleToggleShowAll } =
    useFilterGroup(group);
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-title`}
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={`${id}-options`}
          onClick={handleToggleExpanded}
        >
          <span>{group.label}</span>
          {group.selectedCount > 0 ? <span className={styles.chosen}>{group.selectedCount}</span> : null}
          <Icon size={20} name="chevronDown" className={isExpanded ? styles.chevronOpen : styles.chevron} />
        </button>
      </h3>
      <div id={`${id}-options`} hidden={!isExpanded}>
        <ul className={styles.options}>
          {visibleOptions.map((option) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={option.selected}
                  onChange={() => onToggle(group.code, option.value)}
                />
                <span className={styles.label}>
                  {option.price ? <PriceRange range={option.price} /> : option.label}
                </span>
                <span className={styles.count} aria-hidden="true">
                  {option.count}
                </span>
                <span className="visually-hidden">
                  <FormattedMessage
                    id="catalog.filters.count"
                    defaultMessage="({count, plural, one {# product} other {# products}})"
                    values={{ count: option.count }}
                  />
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {hiddenCount > 0 || isShowingAll ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={handleToggleShowAll}
              aria-expanded={isShowingAll}
            >
              {isShowingAll ? (
                <FormattedMessage id="catalog.filters.showLess" defaultMessage="Show less" />
              ) : (
                <FormattedMessage
                  id="catalog.filters.showMore"
                  defaultMessage="Show {count} more"
                  values={{ count: hiddenCount }}
                />
              )}
            </button>
          ) : null}
          {group.selectedCount > 0 ? (
            <button type="button" className={styles.textButton} onClick={() => onClear(group.code)}>
              <FormattedMessage
                id="catalog.filters.clearGroup"
                defaultMessage="Clear {group}"
                values={{ group: group.label }}
              />
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
