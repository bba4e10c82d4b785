import { useCallback, useState } from 'react';
import type { FilterGroupView, FilterOptionView } from './filterModel';

/** Options shown before "Show more". */
const VISIBLE_OPTIONS = 5;

export interface FilterGroupState {
  isExpanded: boolean;
  visibleOptions: FilterOptionView[];
  /** How many more options "Show more" reveals (0 when all are shown). */
  hiddenCount: number;
  isShowingAll: boolean;
  handleToggleExpanded: () => void;
  handleToggleShowAll: () => void;
}

/**
 * A filter group's disclosure: open at first; long lists show their first options (chosen ones
 * always) until the shopper asks for the rest.
 */
export function useFilterGroup(group: FilterGroupView): FilterGroupState {
  const [isExpanded, setExpanded] = useState(true);
  const [isShowingAll, setShowingAll] = useState(false);
  const limited = !isShowingAll && group.options.length > VISIBLE_OPTIONS + 1;
  const visibleOptions = limited
    ? group.options.filter((option, index) => index < VISIBLE_OPTIONS || option.selected)
    : group.options;
  return {
    isExpanded,
    visibleOptions,
    hiddenCount: group.options.length - visibleOptions.length,
    isShowingAll,
    handleToggleExpanded: useCallback(() => setExpanded((value) => !value), []),
    handleToggleShowAll: useCallback(() => setShowingAll((value) => !value), []),
  };
}
