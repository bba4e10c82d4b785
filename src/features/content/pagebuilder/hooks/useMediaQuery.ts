import { useCallback, useSyncExternalStore } from 'react';

/** Spec 9: mobile images (and the column wrap) at 768px or narrower (48rem). */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function matches(query: string): boolean {
  try {
    return window.matchMedia(query).matches;
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
      const lists = key.split('\n').map((query) => window.matchMedia(query));
      for (const list of lists) list.addEventListener?.('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener?.('change', onChange);
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
