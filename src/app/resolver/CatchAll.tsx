import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CategoryShimmer from '../../features/shell/components/CategoryShimmer';
import SectionError from '../../components/ErrorBoundary/SectionError';
import NotFound from '../../components/NotFound/NotFound';
import { useAppSelector } from '../../store/createAppStore';
import { rootComponents } from '../pages/registry';
import { useRouteResolver } from './useRouteResolver';
import * as styles from './CatchAll.module.css';

/**
 * An error while offline is the connection's: the page was not opened before, so nothing of it is
 * kept on this device. It says so, and looks the page up again as soon as the browser is back
 * online.
 */
function useOfflineRetry(failed: boolean, retry: () => void): boolean {
  const isOnline = useAppSelector((state) => state.app.isOnline);
  const offline = !isOnline || (typeof navigator !== 'undefined' && !navigator.onLine);
  const failedOffline = useRef(false);
  useEffect(() => {
    if (!failed) {
      failedOffline.current = false;
      return;
    }
    if (offline) failedOffline.current = true;
    else if (failedOffline.current) {
      failedOffline.current = false;
      retry();
    }
  }, [failed, offline, retry]);
  return failed && offline;
}

/** Any URL the route table does not know: a CMS page, category or product, by the backend. */
export default function CatchAll() {
  const { state, isResolving, retry } = useRouteResolver();
  const offline = useOfflineRetry(state.status === 'error', retry);
  switch (state.status) {
    case 'loading':
      return (
        <p className="visually-hidden" role="status">
          <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
        </p>
      );
    case 'component': {
      const Root = rootComponents[state.type];
      return (
        <div className={isResolving ? styles.pending : undefined} aria-busy={isResolving}>
          <Suspense fallback={state.type === 'CATEGORY' ? <CategoryShimmer /> : null}>
            <Root key={state.id} id={state.id} relativeUrl={state.relativeUrl} />
          </Suspense>
        </div>
      );
    }
    case 'not-found':
      return (
        <NotFound
          message={
            <FormattedMessage
              id="app.route.notFound"
              defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that."
            />
          }
        />
      );
    case 'error':
      return (
        <main className={styles.error}>
          <SectionError
            onRetry={retry}
            message={
              offline ? (
                <FormattedMessage
                  id="app.route.offline"
                  defaultMessage="You are offline, and this page has not been opened on this device before, so it is not saved here. It will load as soon as you are back online."
                />
              ) : undefined
            }
          />
        </main>
      );
  }
}
