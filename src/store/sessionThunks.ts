/**
 * The sign-in session's client side (spec 4, "Sign-in session" and "Sign out"; spec 6): the stored
 * token, the session timer and signing out. Signing in (asking the backend for a token, the
 * customer's details) is the account feature's work (features/account/hooks/signInThunks.ts).
 *
 * - `setToken` / `clearToken` keep the stored token, the user state and the session timer in
 *   step: the timer signs the shopper out (and reloads) when the stored token's ttl runs out.
 * - `signOut` revokes the token (failure ignored), clears it, resets the user state, clears the
 *   saved checkout data, evicts the cached cart and customer (then persists the cache at once),
 *   removes the cart and forgets the adds kept while offline.
 * - `endRefusedSession` is the sign-out for a token the backend no longer accepts (Magento answers
 *   401 to every request that carries it): the same sign-out, without asking to revoke it, and
 *   `user.sessionRefused` set so the app tells the shopper.
 */
import type { ApolloClient } from '@apollo/client';
import { flushCachePersistence, type PersistableCache } from '../platform/apollo/cachePersistence';
import { revokeToken } from '../platform/apollo/revokeToken';
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
export const startSessionTimer =
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
export const setToken =
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
        await revokeToken(apollo, token);
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
