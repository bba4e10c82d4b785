import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface TabsState {
  selected: number;
  select: (index: number) => void;
  /** Arrow keys move between tabs (wrapping), Home and End to the first and last (WAI-ARIA tabs). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Attach to each tab, by index, so keyboard selection can move focus. */
  tabRef: (index: number) => (element: HTMLElement | null) => void;
}

/** Which tab is open: the default index when it exists, else the first. */
export function useTabs(count: number, defaultIndex: number): TabsState {
  const [chosen, setChosen] = useState(defaultIndex);
  const selected = chosen >= 0 && chosen < count ? chosen : 0;
  const tabs = useRef<Array<HTMLElement | null>>([]);
  const select = useCallback((index: number) => setChosen(index), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, number> = {
        ArrowRight: (selected + 1) % count,
        ArrowLeft: (selected - 1 + count) % count,
        Home: 0,
        End: count - 1,
      };
      const next = moves[event.key];
      if (next === undefined || count === 0) return;
      event.preventDefault();
      setChosen(next);
      tabs.current[next]?.focus();
    },
    [count, selected],
  );
  const tabRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    [],
  );
  return { selected, select, onKeyDown, tabRef };
}
