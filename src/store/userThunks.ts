/**
 * The sign-in session (spec 4, "Sign-in session" and "Sign out"; spec 6).
 *
 * - `signIn` asks for a token (generateCustomerToken), stores it for SIGN_IN_TOKEN_TTL_SECONDS,
 *   sets it in the user state and fetches the customer's details. It never merges carts: the
 *   cart feature merges the guest cart when `user.isSignedIn` turns true.
 * - `setToken` / `clearToken` keep the stored token, the user state and the session timer in
 *   step: the timer signs the shopper out (and reloads) when the stored token's ttl runs out.
 * - `startSession` runs once at start-up: an expired stored token signs out; a live one starts
 *   the timer and fetches the details.
 * - `signOut` revokes the token (failure ignored), clears it, resets the user state, clears the
 *   saved checkout data, evicts the cached cart and customer (then persists the cache at once),
 *   removes the cart and forgets the adds kept while offline.
 * - `endRefusedSession` is the sign-out for a token the backend no longer accepts (Magento answers
 *   401 to every request that carries it): the same sign-out, without asking to revoke it, and
 *   `user.sessionRefused` set so the app tells the shopper.
 */
import type { ApolloClient } from '@apollo/client';
import type {
  CreateAccountMutation,
  CreateAccountMutationVariables,
  GetCustomerDetailsQuery,
  SignInMutation,
  SignInMutationVariables,
} from '../__generated__/operations';
import {
  CREATE_ACCOUNT,
  GET_CUSTOMER_DETAILS,
  REVOKE_TOKEN,
  SIGN_IN,
} from '../features/account/graphql/session';
import { signsIn } from '../features/account/graphql/signInCheck';
import { flushCachePersistence, type PersistableCache } from '../platform/apollo/cachePersistence';
import { sendOnce } from '../platform/apollo/lostAnswer';
import { browserLocation } from '../platform/browser/location';
import {
  isEntryExpired,
  SIGN_IN_TOKEN_TTL_SECONDS,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../platform/persistence/browserPersistence';
import { cartActions } from './cartSlice';
import { PENDING_ADDS_KEY, pendingAddsActions } from './pendingAddsSlice';
import type { StoreThunk } from './thunkExtra';
import { userActions } from './userSlice';

let sessionTimer: ReturnType<typeof setTimeout> | undefined;

function stopSessionTimer(): void {
  clearTimeout(sessionTimer);
  sessionTimer = undefined;
}

/** The checkout data kept in browser storage (spec 3), cleared on sign-out. */
const CHECKOUT_STORAGE_KEYS = [
  STORAGE_KEYS.billingAddress,
  STORAGE_KEYS.paymentMethod,
  STORAGE_KEYS.shippingAddress,
  STORAGE_KEYS.shippingMethod,
  STORAGE_KEYS.availableShippingMethods,
] as const;

/** True when a token is stored with a ttl that has run out (read before anything deletes it). */
export function isStoredTokenExpired(persistence: BrowserPersistence, now: number = Date.now()): boolean {
  const entry = persistence.getRawItem(STORAGE_KEYS.signInToken);
  return Boolean(entry && isEntryExpired(entry, now));
}

/** Signs out when the stored token's ttl runs out, then reloads the page. */
const startSessionTimer =
  (): StoreThunk =>
  (dispatch, _getState, { persistence }) => {
    stopSessionTimer();
    const entry = persistence.getRawItem(STORAGE_KEYS.signInToken);
    if (!entry?.ttl) return;
    const remaining = Math.max(0, entry.timeStored + entry.ttl * 1000 - Date.now());
    sessionTimer = setTimeout(() => {
      sessionTimer = undefined;
      void dispatch(signOut()).then(() => browserLocation.reload());
    }, remaining);
  };

/** Stores the token for the session's lifetime and signs the shopper in. */
const setToken =
  (token: string): StoreThunk =>
  (dispatch, _getState, { persistence }) => {
    persistence.setItem(STORAGE_KEYS.signInToken, token, SIGN_IN_TOKEN_TTL_SECONDS);
    dispatch(userActions.setToken(token));
    dispatch(startSessionTimer());
  };

/** Forgets the token and stops the session timer. */
export const clearToken =
  (): StoreThunk =>
  (dispatch, _getState, { persistence }) => {
    stopSessionTimer();
    persistence.removeItem(STORAGE_KEYS.signInToken);
    dispatch(userActions.clearToken());
  };

const isAuthorizationError = (error: unknown): boolean => {
  const errors = (error as { errors?: Array<{ extensions?: { category?: string } }> } | null)?.errors;
  return (
    Array.isArray(errors) && errors.some((entry) => entry.extensions?.category === 'graphql-authorization')
  );
};

/** Fetches the signed-in customer's details (only when signed in, spec 4). */
export const getUserDetails =
  (): StoreThunk<Promise<void>> =>
  async (dispatch, getState, { client }) => {
    if (!getState().user.isSignedIn) return;
    dispatch(userActions.getDetailsRequest());
    try {
      const apollo = await client;
      const { data } = await apollo.query<GetCustomerDetailsQuery>({
        query: GET_CUSTOMER_DETAILS,
        fetchPolicy: 'network-only',
      });
      const customer = data?.customer;
      if (!customer) throw new Error('The customer could not be loaded.');
      dispatch(
        userActions.getDetailsReceive({
          payload: {
            email: customer.email ?? '',
            firstname: customer.firstname ?? '',
            lastname: customer.lastname ?? '',
          },
        }),
      );
    } catch (error) {
      dispatch(userActions.getDetailsReceive({ error }));
      // A backend that serves a refused token as a guest's (Magento before 2.4.7) answers the
      // customer query with an authorization error: the session is over there too.
      if (isAuthorizationError(error) && getState().user.isSignedIn) await dispatch(endRefusedSession());
    }
  };

export interface SignInCredentials {
  email: string;
  password: string;
}

/** Signs in; rejects with the server's error (also kept in `user.errors.signIn`). */
export const signIn =
  ({ email, password }: SignInCredentials): StoreThunk<Promise<void>> =>
  async (dispatch, _getState, { client }) => {
    dispatch(userActions.signInRequest());
    try {
      const apollo = await client;
      const { data } = await apollo.mutate<SignInMutation, SignInMutationVariables>({
        mutation: SIGN_IN,
        variables: { email: email.trim(), password },
        fetchPolicy: 'no-cache',
        // A repeat after a lost answer only issues another token (refused credentials are a GraphQL
        // error, which is never repeated): the retry link may send it again.
        context: { idempotent: true },
      });
      const token = data?.generateCustomerToken?.token;
      if (!token) throw new Error('The account sign-in was incorrect.');
      dispatch(setToken(token));
      dispatch(userActions.signInReceive());
    } catch (error) {
      dispatch(userActions.signInReceive({ error }));
      throw error;
    }
    await dispatch(getUserDetails());
  };

export interface NewAccount {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  isSubscribed: boolean;
}

/** Creates the account, then signs in with it. */
export const createAccount =
  (account: NewAccount): StoreThunk<Promise<void>> =>
  async (dispatch, _getState, { client }) => {
    dispatch(userActions.createAccountRequest());
    try {
      const apollo = await client;
      // Sent again after a lost answer only when the account does not sign in yet (a repeat of a
      // creation that was made is refused: the email is taken).
      await sendOnce({
        send: () =>
          apollo.mutate<CreateAccountMutation, CreateAccountMutationVariables>({
            mutation: CREATE_ACCOUNT,
            variables: {
              input: {
                email: account.email.trim(),
                firstname: account.firstname.trim(),
                lastname: account.lastname.trim(),
                password: account.password,
                is_subscribed: account.isSubscribed,
              },
            },
            fetchPolicy: 'no-cache',
          }),
        isDone: () => signsIn(apollo, account.email, account.password),
      });
      dispatch(userActions.createAccountReceive());
    } catch (error) {
      dispatch(userActions.createAccountReceive({ error }));
      throw error;
    }
    await dispatch(signIn({ email: account.email, password: account.password }));
  };

/** Evicts the cart and the customer from the cache and saves the cache now (spec 4, "Sign out"). */
function evictAccountData(apollo: ApolloClient, cartId: string | null): void {
  const { cache } = apollo;
  if (cartId) cache.evict({ id: cache.identify({ __typename: 'Cart', id: cartId }) });
  for (const fieldName of ['cart', 'customerCart', 'customer', 'customerPaymentTokens']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.evict({ id: cache.identify({ __typename: 'Customer' }) ?? 'Customer:{}' });
  cache.gc();
  flushCachePersistence(cache as unknown as PersistableCache);
}

/**
 * Signs the shopper out (spec 4, "Sign out"). Never rejects. The token is forgotten before it is
 * revoked (the revocation names it itself), so requests still under way when Magento revokes it
 * are not taken for a session the backend ended, and new ones go out as a guest's.
 */
export const signOut =
  (): StoreThunk<Promise<void>> =>
  async (dispatch, getState, { persistence, client }) => {
    const cartId = getState().cart.cartId;
    const token = persistence.getItem<string>(STORAGE_KEYS.signInToken);
    dispatch(clearToken());
    const apollo = await client.catch(() => null);
    if (apollo && token) {
      try {
        await apollo.mutate({
          mutation: REVOKE_TOKEN,
          fetchPolicy: 'no-cache',
          context: { headers: { Authorization: `Bearer ${token}` } },
        });
      } catch {
        // Spec 8: a failed revocation is ignored; the token is forgotten either way.
      }
    }
    dispatch(userActions.reset());
    CHECKOUT_STORAGE_KEYS.forEach((key) => persistence.removeItem(key));
    if (apollo) evictAccountData(apollo, cartId);
    persistence.removeItem(STORAGE_KEYS.cartId);
    dispatch(cartActions.resetCart());
    // Adds kept while offline were the signed-out shopper's: they must not reach the next cart.
    persistence.removeItem(PENDING_ADDS_KEY);
    dispatch(pendingAddsActions.set([]));
  };

/** The backend refused the session's token: sign out as a guest would be, and say so (see above). */
export const endRefusedSession = (): StoreThunk<Promise<void>> => async (dispatch, getState) => {
  if (!getState().user.isSignedIn) return;
  // At once, so no request made meanwhile counts as the customer's.
  dispatch(clearToken());
  await dispatch(signOut());
  dispatch(userActions.sessionRefused());
};

/**
 * Start-up (spec 4): `tokenExpired` is whether the stored token had run out when the page
 * loaded (see isStoredTokenExpired). An expired session is signed out; a live one gets its timer
 * and the customer's details.
 */
export const startSession =
  ({ tokenExpired }: { tokenExpired: boolean }): StoreThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (tokenExpired) {
      await dispatch(signOut());
      return;
    }
    if (!getState().user.isSignedIn) return;
    dispatch(startSessionTimer());
    await dispatch(getUserDetails());
  };
