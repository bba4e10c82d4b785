import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import CategoryShimmer from '../../features/shell/components/CategoryShimmer';
import NotFound from '../../features/shell/components/NotFound';
import { rootComponents } from './rootComponents';
import { useRouteResolver } from './useRouteResolver';
import * as styles from './CatchAll.module.css';

/** Any URL the route table does not know: a CMS page, category or product, by the backend. */
export default function CatchAll() {
  const { state, isResolving, retry } = useRouteResolver();
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
          <p role="alert">
            <FormattedMessage id="app.route.error" defaultMessage="Something went wrong. Sorry about that." />
          </p>
          <button type="button" className={styles.retry} onClick={retry}>
            <FormattedMessage id="app.route.retry" defaultMessage="Try again" />
          </button>
        </main>
      );
  }
}
