import { startTransition, useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { browserLocation } from '../../platform/browser/location';
import { RESOLVED_PAGE_DATA_WAIT_MS } from '../../platform/loadingPolicy';
import { getBrowserPersistence } from '../../platform/persistence/browserPersistence';
import { cachedPage, toLookupUrl, type Resolution } from '../../platform/routing/resolveUrl';
import { appActions } from '../../store/appSlice';
import { useAppDispatch } from '../../store/createAppStore';
import { loadPage, settledWithin } from '../pages/loadPage';
import { rootComponents } from '../pages/registry';
import { cachedStartsWithStoreCode, handleStoreSegment, mayStartWithStoreCode } from './storeSegment';

const samePage = (shown: RouteResolverState, next: Resolution): boolean =>
  shown.status === 'component' &&
  next.status === 'component' &&
  shown.type === next.type &&
  shown.id === next.id &&
  shown.relativeUrl === next.relativeUrl;

type RouteResolverState = { status: 'loading' } | Exclude<Resolution, { status: 'redirect' }>;

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
    () => {
      // Resolved and loaded before the first render (warmRoute): the page shows in that render
      // (a path that may start with a store code, once the cached store views say it does not).
      const storeCode =
        mayStartWithStoreCode(lookupUrl) && cachedStartsWithStoreCode(client, lookupUrl) !== false;
      const page = storeCode ? null : cachedPage(client, lookupUrl);
      return page && rootComponents[page.type].isLoaded()
        ? { url: lookupUrl, attempt: 0, state: page }
        : null;
    },
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
      // The page's code and its data come in parallel (then the code its data calls for); the
      // page shows its data from the cache.
      const { resolution, load } = await loadPage(client, url, location.search, { wanted: () => active });
      if (!active) return;
      if (resolution.status === 'redirect') {
        if (resolution.external) browserLocation.assign(resolution.to);
        else navigate(resolution.to, { replace: true });
        return;
      }
      if (load) {
        dispatch(appActions.setNextRootComponent(load.page.type));
        try {
          await load.code;
        } catch (error) {
          if (active) setShown({ url: lookupUrl, attempt, state: { status: 'error', error } });
          return;
        }
        // The page renders once, with its data, rather than as its loading state and again
        // when the data lands; a slow answer is not waited for beyond RESOLVED_PAGE_DATA_WAIT_MS.
        await settledWithin(load.ready, RESOLVED_PAGE_DATA_WAIT_MS);
        if (!active) return;
      }
      // The new page renders as a transition: in slices, with the main thread free between them.
      if (active) {
        startTransition(() =>
          setShown((previous) =>
            previous?.url === lookupUrl &&
            previous.attempt === attempt &&
            samePage(previous.state, resolution)
              ? previous // already shown from the first render: nothing to do
              : { url: lookupUrl, attempt, state: resolution },
          ),
        );
      }
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
