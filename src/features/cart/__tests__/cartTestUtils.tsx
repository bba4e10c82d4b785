/** Helpers of the cart tests (not a test file): a store with its services, the real providers. */
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import messages from '../../../../i18n/en_US.json';
import { gql } from '../../../../test/backend';
import FeatureSlots from '../../../app/featureSlots';
import { PageSlots } from '../../../app/pageSlots';
import CartUpkeep from '../components/CartUpkeep';
import { createState, resetState, type BackendState } from '../../../../mock-backend/state';
import { createClient, type StorefrontClient } from '../../../platform/apollo/createClient';
import {
  getBrowserPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../../../platform/persistence/browserPersistence';
import { initialCartState } from '../../../store/cartSlice';
import { pendingAddsActions } from '../../../store/pendingAddsSlice';
import { createAppStore, StoreProvider, type PreloadedRootState } from '../../../store/createAppStore';
import type { StorefrontStore } from '../../../store/thunkExtra';
import { initialUserState } from '../../../store/userSlice';

export interface CartHarness {
  backend: BackendState;
  store: StorefrontStore;
  client: StorefrontClient;
  persistence: BrowserPersistence;
}

/** A fresh backend, storage, Apollo client and store whose thunks use that client. */
export function cartHarness(preloaded: PreloadedRootState = {}): CartHarness {
  window.localStorage.clear();
  const backend = resetState(createState());
  const persistence = getBrowserPersistence();
  const cartId = preloaded.cart?.cartId;
  if (cartId) persistence.setItem(STORAGE_KEYS.cartId, cartId);
  const token = preloaded.user?.token;
  if (token) persistence.setItem(STORAGE_KEYS.signInToken, token);
  const client = createClient({ persistCache: false, retry: false, persistence });
  const store = createAppStore(preloaded, { persistence, client: Promise.resolve(client) });
  return { backend, store, client, persistence };
}

/** Store state of a shopper holding the cart `cartId` (signed in with `token` if given). */
export function shopper(cartId: string | null, token?: string): PreloadedRootState {
  return {
    cart: { ...initialCartState, cartId },
    user: token ? { ...initialUserState, token, isSignedIn: true } : initialUserState,
  };
}

/** A customer account with a token. */
export function addCustomer(backend: BackendState, id: number, token: string): void {
  backend.customers.accounts.push({
    id,
    email: `shopper${id}@example.com`,
    firstname: 'Ada',
    lastname: 'Lovelace',
  });
  backend.customers.tokens[token] = {
    customer_id: id,
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
  };
}

/** A backend cart with lines (sku, quantity[, parent sku and option uids]); returns its id. */
export function seedCart(
  backend: BackendState,
  lines: Array<{ sku: string; quantity: number; parent_sku?: string; selected_options?: string[] }>,
  { id = 'cart-1', customerId = null }: { id?: string; customerId?: number | null } = {},
): string {
  backend.carts[id] = {
    id,
    customer_id: customerId,
    is_active: true,
    items: lines.map((line, index) => ({
      uid: btoa(String(index + 1)),
      sku: line.sku,
      parent_sku: line.parent_sku ?? null,
      selected_options: line.selected_options ?? [],
      quantity: line.quantity,
    })),
  };
  return id;
}

/** The option value uid of a configurable product's option, as the backend answers it. */
export async function optionUid(urlKey: string, label: string): Promise<string> {
  const { body } = await gql<{
    products: {
      items: Array<{ configurable_options: Array<{ values: Array<{ uid: string; store_label: string }> }> }>;
    };
  }>(`{ products(filter: { url_key: { eq: "${urlKey}" } }) { items { ... on ConfigurableProduct {
    configurable_options { values { uid store_label } } } } } }`);
  const value = body
    .data!.products.items[0]!.configurable_options.flatMap((option) => option.values)
    .find((candidate) => candidate.store_label === label);
  if (!value) throw new Error(`${urlKey} has no option ${label}`);
  return value.uid;
}

function LocationDisplay() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

/** Renders `ui` with the app's providers (and its cart upkeep) around the harness's store and client. */
export function renderCart(ui: ReactElement, harness: CartHarness, route = '/') {
  return render(
    <StoreProvider store={harness.store}>
      <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
        <ApolloProvider client={harness.client}>
          <MemoryRouter initialEntries={[route]}>
            <FeatureSlots>
              <CartUpkeep />
              <PageSlots>{ui}</PageSlots>
            </FeatureSlots>
            <LocationDisplay />
          </MemoryRouter>
        </ApolloProvider>
      </IntlProvider>
    </StoreProvider>,
  );
}

/** Keeps an add of a simple product as if made offline (`kept-<sku>`), in the store only. */
export function keepAddOffline(store: StorefrontStore, sku: string, name: string, quantity: number): void {
  act(() => {
    store.dispatch(
      pendingAddsActions.keep({
        id: `kept-${sku}`,
        item: { sku, parentSku: null, quantity, selectedOptions: [] },
        name,
        unconfirmed: null,
      }),
    );
  });
}
