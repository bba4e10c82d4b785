import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../store/createAppStore';

/** off: hidden, fully left; loading: visible, 25% short of the right edge; done: fully across. */
export type LoadingBarState = 'off' | 'loading' | 'done';

/** How long the bar stays fully across after loading ends (spec 9). */
export const LOADING_BAR_LINGER_MS = 750;

/** The page-loading bar follows the app's isPageLoading flag and lingers once it clears. */
export function useLoadingBar(): { state: LoadingBarState } {
  const isPageLoading = useAppSelector((state) => state.app.isPageLoading);
  const [state, setState] = useState<LoadingBarState>(isPageLoading ? 'loading' : 'off');

  useEffect(() => {
    if (isPageLoading) {
      setState('loading');
      return undefined;
    }
    setState((previous) => (previous === 'off' ? 'off' : 'done'));
    const timer = setTimeout(() => setState('off'), LOADING_BAR_LINGER_MS);
    return () => clearTimeout(timer);
  }, [isPageLoading]);

  return { state };
}
