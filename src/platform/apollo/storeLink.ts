/**
 * Tells Magento which store view and currency a request is for (spec 7, "Transport"):
 * `Store` is the stored store_view_code, else the default store view (spec 9);
 * `Content-Currency` is sent only when a currency is stored, so Magento otherwise answers in the
 * store view's default display currency. Both are read when each request is sent.
 */
import type { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import {
  getBrowserPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../persistence/browserPersistence';

/** Default store view code (spec 9). */
export const DEFAULT_STORE_VIEW_CODE = 'radio_store_view';

/** The stored store view code, else the default. */
export function storeViewCodeFrom(persistence: BrowserPersistence): string {
  return persistence.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_VIEW_CODE;
}

/** The stored currency code, if any. */
export function storeViewCurrencyFrom(persistence: BrowserPersistence): string | undefined {
  return persistence.getItem<string>(STORAGE_KEYS.storeViewCurrency) || undefined;
}

/**
 * A request may name its store itself (`context: { headers: { Store } }`): the route lookup on a
 * store switch asks in the new store before it is stored (spec 4).
 */
export function createStoreLink(persistence: BrowserPersistence = getBrowserPersistence()): ApolloLink {
  return new SetContextLink((previous) => {
    const currency = storeViewCurrencyFrom(persistence);
    const requested = (previous.headers as Record<string, string> | undefined)?.Store;
    return {
      headers: {
        ...previous.headers,
        Store: requested || storeViewCodeFrom(persistence),
        ...(currency ? { 'Content-Currency': currency } : {}),
      },
    };
  });
}
