import { useCallback, useSyncExternalStore } from 'react';

/** Spec 9: mobile images (and the column wrap) at 768px or narrower (48rem). */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * One MediaQueryList per query (its `matches` stays current): a content page has many elements
 * asking the same few queries on every render, and evaluating a new list each time is costly.
 * Started afresh when `window.matchMedia` itself is replaced.
 */
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | null = null;

function mediaQueryList(query: string): MediaQueryList {
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

function matches(query: string): boolean {
  try {
    return mediaQueryList(query).matches;
  } catch {
    return false;
  }
}

/** Whether each media query matches now; re-renders when one changes. */
export function useMediaQueries(queries: readonly string[]): boolean[] {
  const key = queries.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch() || !key) return () => {};
      const watched = key.split('\n').map((query) => mediaQueryList(query));
      for (const list of watched) list.addEventListener?.('change', onChange);
      return () => {
        for (const list of watched) list.removeEventListener?.('change', onChange);
      };
    },
    [key],
  );
  const snapshot = useCallback(
    () =>
      canMatch() && key
        ? key
            .split('\n')
            .map((query) => (matches(query) ? '1' : '0'))
            .join('')
        : '',
    [key],
  );
  const value = useSyncExternalStore(subscribe, snapshot, () => '');
  return queries.map((_, index) => value[index] === '1');
}

export function useMediaQuery(query: string): boolean {
  return useMediaQueries([query])[0] ?? false;
}
