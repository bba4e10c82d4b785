import { useCallback, useSyncExternalStore } from 'react';

/** The shopper asked the system for less motion. */
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

function matches(query: string, fallback: boolean): boolean {
  try {
    return mediaQueryList(query).matches;
  } catch {
    return fallback;
  }
}

/**
 * Whether each media query matches now; re-renders when one changes. Where matchMedia is missing
 * (no window, or a test DOM without it) each is `fallback`.
 */
export function useMediaQueries(queries: readonly string[], fallback = false): boolean[] {
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
            .map((query) => (matches(query, fallback) ? '1' : '0'))
            .join('')
        : '',
    [key, fallback],
  );
  const value = useSyncExternalStore(subscribe, snapshot, () => '');
  return queries.map((_, index) => (value === '' ? fallback : value[index] === '1'));
}

/** Whether a media query matches, kept current (`fallback` where matchMedia is missing). */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useMediaQueries([query], fallback)[0] ?? fallback;
}

/** Whether the shopper asked for less motion, now (for one-off decisions outside render). */
export function prefersReducedMotion(): boolean {
  return canMatch() && Boolean(window.matchMedia(REDUCED_MOTION_QUERY).matches);
}
