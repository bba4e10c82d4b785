import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { browserLocation } from '../../platform/browser/location';
import { getBrowserPersistence } from '../../platform/persistence/browserPersistence';
import { appActions } from '../../store/appSlice';
import { useAppDispatch } from '../../store/createAppStore';
import { askPageData, prefetchPageData, type PageResolution } from './pageData';
import { cachedPage, resolveUrl, toLookupUrl, type Resolution } from './resolveUrl';
import { preloadPageContent, rootComponents } from './rootComponents';
import { handleStoreSegment, mayStartWithStoreCode } from './storeSegment';

/** How long a resolved page waits for its first data before it shows its own loading state. */
const PAGE_DATA_WAIT_MS = 2500;

/** Settles when `promise` does, or after `ms`, whichever comes first; never rejects. */
export const settledWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Starts what the resolver will ask for the page's URL (the route, the page's data and code)
 * before the app has rendered: the data layer calls it as it loads, so the route lookup does not
 * wait for the first render. The resolver's own calls then find the answers in the cache or in
 * flight. A path that may start with a store code is left to the resolver (it may switch stores).
 * Settles once the page's data and the code that data calls for (preloadPageContent) are here, or
 * there is nothing to wait for; never rejects.
 */
export function warmRoute(client: ApolloClient, pathname: string, search: string): Promise<void> {
  let page: PageResolution | null = null;
  return askPageData(client, pathname, search, (resolved) => {
    page = resolved;
    rootComponents[resolved.type].preload().catch(() => undefined);
  }).then(() => (page ? preloadPageContent(client, page) : undefined));
}

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
      // Resolved and loaded before the first render (warmRoute): the page shows in that render.
      const page = mayStartWithStoreCode(lookupUrl) ? null : cachedPage(client, lookupUrl);
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
      const resolution = await resolveUrl(client, url);
      if (!active) return;
      if (resolution.status === 'redirect') {
        if (resolution.external) browserLocation.assign(resolution.to);
        else navigate(resolution.to, { replace: true });
        return;
      }
      if (resolution.status === 'component') {
        dispatch(appActions.setNextRootComponent(resolution.type));
        // The page's data comes in parallel with its code (and then the code its data calls
        // for); the page shows it from the cache.
        const data = prefetchPageData(client, resolution, location.search)
          .catch(() => undefined)
          .then(() => preloadPageContent(client, resolution));
        try {
          await rootComponents[resolution.type].preload();
        } catch (error) {
          if (active) setShown({ url: lookupUrl, attempt, state: { status: 'error', error } });
          return;
        }
        // The page renders once, with its data, rather than as its loading state and again
        // when the data lands; a slow answer is not waited for beyond PAGE_DATA_WAIT_MS.
        await settledWithin(data, PAGE_DATA_WAIT_MS);
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
