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

declare module '@apollo/client' {
  interface DefaultContext {
    /** The Store header the store link chose itself (not one the request named). */
    storeFromLink?: string;
  }
}

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
 * store switch asks in the new store before it is stored (spec 4). `storeHeader.sendDefaultStore`
 * turns false when the backend has refused the default code (refusalLink.ts): requests without a
 * saved store view then name none, and Magento answers in its default store view. A request sent
 * again after a refusal goes without what was forgotten meanwhile.
 */
export function createStoreLink(
  persistence: BrowserPersistence = getBrowserPersistence(),
  storeHeader: { sendDefaultStore: boolean } = { sendDefaultStore: true },
): ApolloLink {
  return new SetContextLink((previous) => {
    const currency = storeViewCurrencyFrom(persistence);
    const {
      Store: named,
      'Content-Currency': _currency,
      ...others
    } = (previous.headers as Record<string, string> | undefined) ?? {};
    // A Store this link set on an earlier attempt of the same request is not the request's own.
    const requested = named && named !== previous.storeFromLink ? named : undefined;
    const saved = persistence.getItem<string>(STORAGE_KEYS.storeViewCode);
    const store = requested || saved || (storeHeader.sendDefaultStore ? DEFAULT_STORE_VIEW_CODE : null);
    return {
      headers: {
        ...others,
        ...(store ? { Store: store } : {}),
        ...(currency ? { 'Content-Currency': currency } : {}),
      },
      storeFromLink: requested ? undefined : (store ?? undefined),
    };
  });
}
