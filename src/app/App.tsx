import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyFromPromise } from '../platform/react/lazyWithPreload';
import HeaderFrame from '../features/shell/components/HeaderFrame';
import LoadingBar from '../features/shell/components/LoadingBar';
import OfflineIndicator from '../features/shell/components/OfflineIndicator';
import PageShimmer from '../features/shell/components/PageShimmer';
import ToastContainer from '../features/shell/components/ToastContainer';
import { StoreProvider, type AppStore } from '../store/createAppStore';
import AppIntlProvider, { type LoadedCatalogue } from './AppIntlProvider';
import ErrorBoundary from './ErrorBoundary';
import ServiceWorkerUpdates from './ServiceWorkerUpdates';
import SessionNotice from './SessionNotice';

export interface AppProps {
  store: AppStore<unknown>;
  /** The data layer module, requested at boot (see index.tsx). */
  dataLayer: Promise<{ default: ComponentType }>;
  /** The default locale's message catalogue, when the entry has it before the first render. */
  initialCatalogue?: LoadedCatalogue | null;
  /** The router: the browser's history by default; the server's preview gives its URL's. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * The shell renders at once (state, messages, routing, loading bar, offline indicator, toasts,
 * and the header's frame); the page area and the header's data-driven parts wait for the data
 * layer, which arrives in parallel (when it is already here, they render in the same pass). The
 * placeholder is the same header frame, so nothing moves when the data layer's header replaces it.
 */
export default function App({ store, dataLayer, initialCatalogue = null, Router = BrowserRouter }: AppProps) {
  const [DataLayer] = useState(() => lazyFromPromise(dataLayer));
  return (
    <StoreProvider store={store}>
      <AppIntlProvider initialCatalogue={initialCatalogue}>
        <Router>
          <LoadingBar />
          <OfflineIndicator />
          <ErrorBoundary>
            <Suspense
              fallback={
                <>
                  <HeaderFrame />
                  <PageShimmer />
                </>
              }
            >
              <DataLayer />
            </Suspense>
          </ErrorBoundary>
          {/* Outside the boundary, so the unexpected-error toast shows after a crash too. */}
          <ToastContainer />
          <ServiceWorkerUpdates />
          <SessionNotice />
        </Router>
      </AppIntlProvider>
    </StoreProvider>
  );
}
