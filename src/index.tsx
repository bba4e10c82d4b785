import './styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { installGlobalErrorHandlers } from './features/shell/hooks/installGlobalErrorHandlers';
import { installParseWarningFilter } from './platform/apollo/parseWarningFilter';
import { DEFAULT_LOCALE, loadMessages, primeLocaleData } from './platform/intl/loadMessages';
import { browserLocation } from './platform/browser/location';
import { getBrowserPersistence, STORAGE_KEYS } from './platform/persistence/browserPersistence';
import { mirrorCartCookie } from './platform/persistence/cartCookie';
import { watchSavedCartId } from './platform/persistence/storageSync';
import { initialCartState } from './store/cartSlice';
import { createAppStore } from './store/createAppStore';
import type { ThunkExtra } from './store/thunkExtra';
import { initialUserState } from './store/userSlice';
import { startSession } from './features/account/hooks/signInThunks';
import { endRefusedSession, isStoredTokenExpired } from './store/sessionThunks';

installParseWarningFilter();

// Requested now, in parallel with rendering the shell (index.html already preloads it): Apollo,
// the persisted cache and the routes.
const dataLayer = import(/* webpackChunkName: "data-layer" */ './app/dataLayer');
// The page's route lookup, data and code go out as soon as the data layer is here, instead of
// after its first render; the answers the page came with are written into the cache first (in
// short tasks), and the data layer renders after that, so a page whose code is here too renders
// in that same pass (useRouteResolver). A failure to load is reported by App when it renders.
const dataLayerReady = dataLayer.then(async (module) => {
  // The backend no longer accepts the session's token: sign out, and say so (refusalLink.ts).
  module.onSessionRefused(() => void store.dispatch(endRefusedSession()));
  // A guest's cart id goes with the requests for the cart and checkout pages too, so the server
  // can show them with the shopper's own cart before the app has loaded (scripts/lib/server.ts).
  mirrorCartCookie({
    subscribe: store.subscribe,
    getState: store.getState,
    guestCartId: (state) => (state.user.isSignedIn ? null : state.cart.cartId),
    paths: module.cartPreviewPaths,
  });
  await module.warmCurrentRoute().catch(() => undefined);
  return module;
});
// The browser's locale data loads in a task of its own while those download (loadMessages.ts).
setTimeout(() => primeLocaleData(DEFAULT_LOCALE), 0);
// The default catalogue is preloaded too; the first render waits for it (it is small and comes in
// parallel with the entry) so the whole app does not render a second time when it lands.
const catalogue = loadMessages(DEFAULT_LOCALE).then(
  (messages) => ({ locale: DEFAULT_LOCALE, messages }),
  () => null,
);

const persistence = getBrowserPersistence();
// Read before the token is: reading an expired entry deletes it (spec 4, sign-out on start-up).
const tokenExpired = isStoredTokenExpired(persistence);
const token = persistence.getItem<string>(STORAGE_KEYS.signInToken) ?? null;
const store = createAppStore(
  {
    user: { ...initialUserState, token, isSignedIn: Boolean(token) },
    cart: { ...initialCartState, cartId: persistence.getItem<string>(STORAGE_KEYS.cartId) ?? null },
  },
  { persistence, client: dataLayer.then((module) => module.client) } satisfies ThunkExtra,
);
installGlobalErrorHandlers(store);
void store.dispatch(startSession({ tokenExpired }));
// Another tab changed the saved cart: this one reloads to show the same cart (spec 4).
watchSavedCartId({
  getCurrentCartId: () => store.getState().cart.cartId,
  onChange: () => browserLocation.reload(),
  persistence,
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// A page the server sent with a preview of its first view (scripts/lib/preview.ts) shows it until
// the app can render the page itself: the first render then waits for the data layer too, so the
// preview is replaced by the page, not by the shell's placeholder.
const preview = container.querySelector(':scope > [data-preview]');
const firstRender = preview
  ? dataLayerReady.then(
      () => catalogue,
      () => catalogue,
    )
  : catalogue;
void firstRender.then((initialCatalogue) => {
  // A transition: React renders the app in slices and keeps the main thread free between them.
  startTransition(() => {
    root.render(<App store={store} dataLayer={dataLayerReady} initialCatalogue={initialCatalogue} />);
  });
});
