/**
 * The data layer: Apollo Client (links, cache restored from local storage) and everything that
 * reads through it: locale detection and the routes. It is its own chunk, requested at boot in
 * parallel with the entry (index.html preloads it), so the shell renders without waiting for
 * it and the first data render finds the persisted cache already restored.
 */
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { createClient, type StorefrontClient } from '../platform/apollo/createClient';
import { warmShellQueries } from '../features/shell/hooks/warmShell';
import { storeViewCodeFrom, storeViewCurrencyFrom } from '../platform/apollo/storeLink';
import { getBrowserPersistence, STORAGE_KEYS } from '../platform/persistence/browserPersistence';
import { isAppRoute } from './routes';

export { cartPreviewPaths } from './routes';
import { BOOTSTRAP_PAGE_CONTENT_WAIT_MS } from '../platform/loadingPolicy';
import { settledWithin, warmRoute } from './pages/loadPage';
import Storefront from './Storefront';
import { readPageBootstrap } from './resolver/pageBootstrap';

const persistence = getBrowserPersistence();
// The answers the server sent with the page, when they fit this page load (pageBootstrap.ts).
const bootstrapAnswers =
  readPageBootstrap(document, {
    pathname: window.location.pathname,
    search: window.location.search,
    store: storeViewCodeFrom(persistence),
    currency: storeViewCurrencyFrom(persistence) ?? null,
    signedIn: Boolean(persistence.getItem<string>(STORAGE_KEYS.signInToken)),
  }) ?? undefined;
let sessionRefused: () => void = () => {};
const storefrontClient: StorefrontClient = createClient({
  persistence,
  bootstrapAnswers,
  onSessionRefused: () => sessionRefused(),
});

/** What to do when the backend refuses the stored sign-in token (the entry signs the shopper out). */
export function onSessionRefused(handler: () => void): void {
  sessionRefused = handler;
}
export const client: ApolloClient = storefrontClient;

/**
 * Asks for the current page's route, data and code, and the header's data, now: the entry calls
 * it as this module loads, so none of it waits for the first render. Settles once the answers the
 * page came with are in the cache (each written in a task of its own), never waiting on the
 * network: the entry renders the data layer then, so a page whose data and code are here shows
 * in that first pass. A page that came with its data came with hints for the code that data
 * calls for (a CMS page's content types) too: that is waited for as well, briefly, so the page's
 * first render is whole rather than a shimmer per lazy element.
 */
export function warmCurrentRoute(): Promise<void> {
  const { pathname, search } = window.location;
  // A route of the app's own is never looked up: its page asks for its own data when it renders.
  const page = isAppRoute(pathname) ? Promise.resolve() : warmRoute(client, pathname, search);
  void warmShellQueries(client);
  const written = storefrontClient.pageAnswersWritten();
  if (!bootstrapAnswers?.size) return written;
  return Promise.all([written, settledWithin(page, BOOTSTRAP_PAGE_CONTENT_WAIT_MS)]).then(() => undefined);
}

function DataLayerProvider({
  children,
  apolloClient = client,
}: {
  children?: ReactNode;
  apolloClient?: ApolloClient;
}) {
  return <Storefront client={apolloClient}>{children}</Storefront>;
}

export default DataLayerProvider;
