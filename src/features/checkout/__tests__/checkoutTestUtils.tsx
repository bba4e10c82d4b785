import { act } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import {
  createState,
  resetState,
  type BackendState,
  type CustomerAddressRecord,
} from '../../../../mock-backend/state';
import { renderWithProviders } from '../../../../test/render';
import { createClient } from '../../../platform/apollo/createClient';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { initialCartState } from '../../../store/cartSlice';
import { createAppStore } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { initialUserState } from '../../../store/userSlice';
import CheckoutPage, { type CheckoutSummarySlot } from '../components/CheckoutPage';

export const CART_ID = 'checkoutcart000000000000000000001';
export const TOKEN = 'customer-token-1';

/** The signed-in customer's address in Seattle, their default for shipping and billing. */
export const SEATTLE: CustomerAddressRecord = {
  id: 11,
  firstname: 'Grace',
  lastname: 'Hopper',
  street: ['500 Harbor Way'],
  city: 'Seattle',
  region_code: 'WA',
  region_id: 62,
  region: 'Washington',
  postcode: '98101',
  country_code: 'US',
  telephone: '2065550100',
  default_shipping: true,
  default_billing: true,
};

/**
 * A fresh backend with one cart (two Dig Crate storage boxes, $99.90), a guest's unless
 * `signedIn` (then Grace Hopper's, with `addresses` in her address book), and empty browser storage.
 */
export function seedBackend({
  signedIn = false,
  addresses = [SEATTLE],
}: { signedIn?: boolean; addresses?: CustomerAddressRecord[] } = {}): BackendState {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const state = resetState(createState());
  // An empty order book (without the demo customer's past orders): order numbers start at 101.
  state.orders = [];
  state.carts[CART_ID] = {
    id: CART_ID,
    customer_id: signedIn ? 1 : null,
    is_active: true,
    items: [{ uid: 'line-1', sku: 'SS-AC-9201', parent_sku: null, selected_options: [], quantity: 2 }],
  };
  if (signedIn) {
    state.customers.accounts.push({
      id: 1,
      email: 'grace@example.com',
      firstname: 'Grace',
      lastname: 'Hopper',
      addresses: structuredClone(addresses),
    });
    state.customers.tokens[TOKEN] = {
      customer_id: 1,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    };
  }
  return state;
}

/** A store like the app's: thunks get browser persistence and an Apollo client. */
export function createCheckoutStore({
  signedIn = false,
  cartId = CART_ID as string | null,
  client = createClient({ persistCache: false, retry: false }),
} = {}) {
  const persistence = getBrowserPersistence();
  if (signedIn) persistence.setItem(STORAGE_KEYS.signInToken, TOKEN, 3600);
  if (cartId) persistence.setItem(STORAGE_KEYS.cartId, cartId);
  const extra: ThunkExtra = { persistence, client: Promise.resolve(client) };
  const store = createAppStore(
    {
      cart: { ...initialCartState, cartId },
      user: signedIn ? { ...initialUserState, token: TOKEN, isSignedIn: true } : initialUserState,
    },
    extra,
  );
  services.set(store, { extra, client });
  return store;
}

/** Each store's thunk services and client: the page renders with the same client, as in the app. */
const services = new WeakMap<object, { extra: ThunkExtra; client: ApolloClient }>();

/** The history state of the page's entry, as the last render left it (what a reload keeps). */
export const entryState: { current: unknown } = { current: undefined };

function EntryStateProbe() {
  entryState.current = useLocation().state;
  return null;
}

/**
 * Renders the checkout page (or `page`, such as the app's composed route); the views' client has
 * no retry link unless `retry`. `state` is the history state of the entry (a reload keeps it);
 * `summary` the order summary slot.
 */
export function renderCheckout(
  store = createCheckoutStore(),
  {
    retry = false,
    state,
    summary,
    page = <CheckoutPage summary={summary} />,
  }: { retry?: boolean; state?: unknown; summary?: CheckoutSummarySlot; page?: ReactElement } = {},
) {
  // One client for the views and the thunks, as in the app: what a step writes to the cache, the
  // page reads. `retry` gives both the retry link.
  const shared = services.get(store);
  let apolloClient = shared?.client;
  if (shared && retry) {
    apolloClient = createClient({ persistCache: false, retry: true });
    shared.extra.client = Promise.resolve(apolloClient);
  }
  let result: ReturnType<typeof renderWithProviders> | undefined;
  act(() => {
    result = renderWithProviders(
      <>
        {page}
        <EntryStateProbe />
      </>,
      { route: { pathname: '/checkout', state }, store, apolloClient, client: { retry } },
    );
  });
  return { ...result!, store };
}
