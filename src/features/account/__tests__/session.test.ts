import { gql } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { createState, resetState, type BackendState } from '../../../../mock-backend/state';
import { server } from '../../../../test/server';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_ID,
  DEMO_CUSTOMER_PASSWORD,
} from '../../../../mock-backend/data/demoCustomer';
import { issueToken, revokeTokensOf } from '../../../../mock-backend/resolvers/account/tokens';
import { createClient, type StorefrontClient } from '../../../platform/apollo/createClient';
import { browserLocation } from '../../../platform/browser/location';
import {
  BrowserPersistence,
  SIGN_IN_TOKEN_TTL_SECONDS,
  STORAGE_KEYS,
} from '../../../platform/persistence/browserPersistence';
import { initialCartState } from '../../../store/cartSlice';
import { createAppStore, type PreloadedRootState } from '../../../store/createAppStore';
import type { StorefrontStore } from '../../../store/thunkExtra';
import { initialUserState } from '../../../store/userSlice';
import { clearToken, endRefusedSession, isStoredTokenExpired, signOut } from '../../../store/sessionThunks';
import type { GetCustomerDetailsQuery } from '../../../__generated__/operations';
import { GET_CUSTOMER_DETAILS } from '../graphql/session';
import { createAccount, getUserDetails, signIn, startSession } from '../hooks/signInThunks';

let backend: BackendState;
let persistence: BrowserPersistence;
let client: StorefrontClient;

/** The customer as the client's cache holds it after the details query (null when not there). */
function cachedCustomer() {
  return client.cache.readQuery<GetCustomerDetailsQuery>({ query: GET_CUSTOMER_DETAILS })?.customer ?? null;
}

function makeStore(preloaded?: PreloadedRootState, { retry = false } = {}): StorefrontStore {
  // Wired as the app wires it (index.tsx): a token the backend refuses ends the session.
  client = createClient({
    persistence,
    persistCache: { debounceMs: 60_000 },
    retry,
    onSessionRefused: () => void store.dispatch(endRefusedSession()),
  });
  const store = createAppStore(preloaded, {
    persistence,
    client: Promise.resolve(client),
  }) as StorefrontStore;
  return store;
}

const signedIn = (token: string): PreloadedRootState => ({
  user: { ...initialUserState, token, isSignedIn: true },
});

beforeEach(() => {
  window.localStorage.clear();
  backend = resetState(createState());
  persistence = new BrowserPersistence(window.localStorage);
});

afterEach(() => {
  client?.cachePersistor?.stop();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('signIn', () => {
  it('stores the token for 3600 s, signs in and fetches the customer’s details', async () => {
    const store = makeStore();
    await store.dispatch(signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }));
    const entry = persistence.getRawItem(STORAGE_KEYS.signInToken);
    expect(entry?.ttl).toBe(SIGN_IN_TOKEN_TTL_SECONDS);
    const { user } = store.getState();
    expect(user.isSignedIn).toBe(true);
    expect(user.token).toBe(JSON.parse(entry!.value));
    expect(cachedCustomer()).toMatchObject({
      email: DEMO_CUSTOMER_EMAIL,
      firstname: 'Morgan',
      lastname: 'Reyes',
    });
    expect(user.errors.signIn).toBeNull();
    store.dispatch(clearToken());
  });

  it('signs in when the first answer is lost (the retry link repeats the request)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.mutation('SignIn', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const store = makeStore(undefined, { retry: true });
    await store.dispatch(signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, errors: { signIn: null } });
    store.dispatch(clearToken());
  });

  it('keeps Magento’s message and stays signed out on bad credentials', async () => {
    const store = makeStore();
    await expect(
      store.dispatch(signIn({ email: DEMO_CUSTOMER_EMAIL, password: 'not-it' })),
    ).rejects.toBeTruthy();
    expect(store.getState().user).toMatchObject({
      isSignedIn: false,
      errors: {
        signIn: {
          message:
            'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        },
      },
    });
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
  });
});

describe('createAccount', () => {
  it('creates the account then signs in with it', async () => {
    const store = makeStore();
    await store.dispatch(
      createAccount({
        email: 'neo@example.com',
        firstname: 'Neo',
        lastname: 'Anders',
        password: 'Wh1te-rabbit',
        isSubscribed: true,
      }),
    );
    expect(cachedCustomer()).toMatchObject({
      email: 'neo@example.com',
      firstname: 'Neo',
      lastname: 'Anders',
    });
    expect(backend.newsletter.subscribers['neo@example.com']).toEqual({ status: 'SUBSCRIBED' });
    store.dispatch(clearToken());
  });

  it('keeps the duplicate-email message', async () => {
    const store = makeStore();
    await expect(
      store.dispatch(
        createAccount({
          email: DEMO_CUSTOMER_EMAIL,
          firstname: 'M',
          lastname: 'R',
          password: 'Wh1te-rabbit',
          isSubscribed: false,
        }),
      ),
    ).rejects.toBeTruthy();
    expect(store.getState().user.errors.createAccount?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
  });
});

describe('signOut', () => {
  it('revokes the token, clears session, checkout storage, cart and cached account data, and persists the cache', async () => {
    const token = issueToken(backend, DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    persistence.setItem(STORAGE_KEYS.cartId, 'cart-1');
    persistence.setItem(STORAGE_KEYS.shippingAddress, { city: 'Portland' });
    persistence.setItem(STORAGE_KEYS.paymentMethod, { code: 'checkmo' });
    const store = makeStore({ ...signedIn(token), cart: { ...initialCartState, cartId: 'cart-1' } });
    await store.dispatch(getUserDetails());
    client.cache.writeQuery({
      query: gql`
        query CartForTest {
          cart(cart_id: "cart-1") {
            id
            total_quantity
          }
        }
      `,
      data: { cart: { __typename: 'Cart', id: 'cart-1', total_quantity: 2 } },
    });
    expect(client.cache.extract()).toHaveProperty(['Customer:{}']);
    expect(client.cache.extract()).toHaveProperty(['Cart:{"id":"cart-1"}']);

    await store.dispatch(signOut());

    expect(backend.customers.tokens[token]?.revoked).toBe(true);
    expect(store.getState().user).toEqual(initialUserState);
    expect(store.getState().cart.cartId).toBeNull();
    for (const key of [
      STORAGE_KEYS.signInToken,
      STORAGE_KEYS.cartId,
      STORAGE_KEYS.shippingAddress,
      STORAGE_KEYS.paymentMethod,
    ]) {
      expect(persistence.getItem(key)).toBeUndefined();
    }
    const cached = client.cache.extract() as Record<string, unknown>;
    expect(cached).not.toHaveProperty(['Customer:{}']);
    expect(cached).not.toHaveProperty(['Cart:{"id":"cart-1"}']);
    // Saved at once, not after the coalescing window.
    const saved = JSON.parse(window.localStorage.getItem(persistence.storageKey('apollo_cache'))!);
    expect(saved.data).not.toHaveProperty(['Customer:{}']);
    expect(saved.data).not.toHaveProperty(['Cart:{"id":"cart-1"}']);
  });

  it('signs out even when the revocation fails', async () => {
    persistence.setItem(STORAGE_KEYS.signInToken, 'already-gone', 3600);
    const store = makeStore(signedIn('already-gone'));
    await store.dispatch(signOut());
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
  });
});

describe('the session timer', () => {
  it('signs out and reloads when the stored token’s ttl runs out, not before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const store = makeStore();
    await store.dispatch(signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }));
    await jest.advanceTimersByTimeAsync((SIGN_IN_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2000);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is cleared when the token is cleared', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const store = makeStore();
    await store.dispatch(signIn({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }));
    store.dispatch(clearToken());
    await jest.advanceTimersByTimeAsync((SIGN_IN_TOKEN_TTL_SECONDS + 5) * 1000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out at start-up when the stored token has expired', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    persistence.setItem(STORAGE_KEYS.signInToken, 'old-token', 3600);
    persistence.setItem(STORAGE_KEYS.cartId, 'cart-1');
    jest.setSystemTime(Date.now() + 3601 * 1000);
    expect(isStoredTokenExpired(persistence)).toBe(true);
    const store = makeStore({ cart: { ...initialCartState, cartId: 'cart-1' } });
    await store.dispatch(startSession({ tokenExpired: true }));
    expect(persistence.getRawItem(STORAGE_KEYS.signInToken)).toBeUndefined();
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('fetches details only when signed in', async () => {
    const store = makeStore();
    await store.dispatch(startSession({ tokenExpired: false }));
    expect(store.getState().user.isGettingDetails).toBe(false);
    expect(cachedCustomer()).toBeNull();
    const token = issueToken(backend, DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    const signedInStore = makeStore(signedIn(token));
    await signedInStore.dispatch(startSession({ tokenExpired: false }));
    expect(cachedCustomer()?.firstname).toBe('Morgan');
    signedInStore.dispatch(clearToken());
  });

  it('signs out when the backend refuses the stored token', async () => {
    const token = issueToken(backend, DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    backend.customers.tokens[token]!.revoked = true;
    const store = makeStore(signedIn(token));
    await store.dispatch(getUserDetails());
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
  });

  it('ends the session, once and saying so, when any request meets the refusal, and carries on as a guest', async () => {
    const token = issueToken(backend, DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    const store = makeStore(signedIn(token));
    backend.customers.tokens[token]!.revoked = true;
    const { data } = await client.query({
      query: gql`
        {
          storeConfig {
            store_code
          }
        }
      `,
    });
    expect(data).toMatchObject({ storeConfig: { store_code: 'radio_store_view' } });
    await waitFor(() => expect(store.getState().user.sessionRefused).toBe(true));
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
  });

  it('does not take requests answered during a deliberate sign-out for a session the backend ended', async () => {
    const token = issueToken(backend, DEMO_CUSTOMER_ID);
    persistence.setItem(STORAGE_KEYS.signInToken, token, 3600);
    const store = makeStore(signedIn(token));
    // A query under way with the token is answered (401) once Magento has revoked it, before the
    // revocation's own answer arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query('HeldQuery', async () => {
        await held;
        return undefined;
      }),
      graphql.mutation('RevokeCustomerToken', async () => {
        revokeTokensOf(backend, DEMO_CUSTOMER_ID);
        release();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
      }),
    );
    let told = false;
    store.subscribe(() => {
      told ||= store.getState().user.sessionRefused;
    });
    const underWay = client.query({
      query: gql`
        query HeldQuery {
          storeConfig {
            store_code
          }
        }
      `,
    });
    await store.dispatch(signOut());
    await expect(underWay).resolves.toMatchObject({
      data: { storeConfig: { store_code: 'radio_store_view' } },
    });
    expect(told).toBe(false);
    expect(store.getState().user.isSignedIn).toBe(false);
  });
});
