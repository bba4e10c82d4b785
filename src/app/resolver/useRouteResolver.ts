import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { browserLocation } from '../../platform/browser/location';
import { getBrowserPersistence } from '../../platform/persistence/browserPersistence';
import { appActions } from '../../store/appSlice';
import { useAppDispatch } from '../../store/createAppStore';
import { prefetchPageData } from './pageData';
import { resolveUrl, toLookupUrl, type Resolution } from './resolveUrl';
import { rootComponents } from './rootComponents';
import { handleStoreSegment } from './storeSegment';

export type RouteResolverState = { status: 'loading' } | Exclude<Resolution, { status: 'redirect' }>;

export interface RouteResolver {
  state: RouteResolverState;
  /** True while a new URL is being resolved and the previous page is still shown. */
  isResolving: boolean;
  /** Asks again after an error. */
  retry: () => void;
}

/**
 * Resolves the current URL through the backend. The page shown so far stays on screen (and the
 * page-loading bar runs) until the next one is resolved and its code is loaded, so navigation
 * never flashes an empty page; redirects replace the history entry or leave the app.
 */
export function useRouteResolver(): RouteResolver {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const lookupUrl = toLookupUrl(location.pathname, location.search);
  const [shown, setShown] = useState<{ url: string; attempt: number; state: RouteResolverState } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    dispatch(appActions.setPageLoading(true));
    const run = async () => {
      const segment = await handleStoreSegment(client, getBrowserPersistence(), lookupUrl);
      if (!active) return;
      if (segment.action === 'switched') {
        browserLocation.reload();
        return;
      }
      const url = segment.action === 'strip' ? segment.path : lookupUrl;
      const resolution = await resolveUrl(client, url);
      if (!active) return;
      if (resolution.status === 'redirect') {
        if (resolution.external) browserLocation.assign(resolution.to);
        else navigate(resolution.to, { replace: true });
        return;
      }
      if (resolution.status === 'component') {
        dispatch(appActions.setNextRootComponent(resolution.type));
        // The page's data comes in parallel with its code; the page shows it from the cache.
        prefetchPageData(client, resolution, location.search).catch(() => undefined);
        try {
          await rootComponents[resolution.type].preload();
        } catch (error) {
          if (active) setShown({ url: lookupUrl, attempt, state: { status: 'error', error } });
          return;
        }
      }
      if (active) setShown({ url: lookupUrl, attempt, state: resolution });
    };
    void run().finally(() => {
      if (active) dispatch(appActions.setPageLoading(false));
    });
    return () => {
      active = false;
      dispatch(appActions.setPageLoading(false));
    };
  }, [client, dispatch, navigate, lookupUrl, location.search, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const current = shown?.url === lookupUrl && shown.attempt === attempt;
  return {
    state: shown?.state ?? { status: 'loading' },
    isResolving: !current,
    retry,
  };
}
