/**
 * Magento's cache id (spec 7, "Transport"): Magento answers queries with an `X-Magento-Cache-Id`
 * header naming the cache variation of this shopper (store, currency, customer group...). The
 * storefront stores the latest one it receives and sends it back with every request, so GET
 * responses cached by Magento (or Varnish, or the service worker) are never shared between
 * variations. Answers without the header (mutations) leave the stored id as it is.
 */
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import {
  getBrowserPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../persistence/browserPersistence';

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

export function createCacheIdLink(persistence: BrowserPersistence = getBrowserPersistence()): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sent = persistence.getItem<string>(STORAGE_KEYS.cacheId);
    if (sent) {
      operation.setContext(({ headers }) => ({ headers: { ...headers, [CACHE_ID_HEADER]: sent } }));
    }
    return forward(operation).pipe(
      tap(() => {
        // HttpLink puts the fetch Response in the operation context before it emits a result.
        const response: Response | undefined = operation.getContext().response;
        const received = response?.headers?.get(CACHE_ID_HEADER);
        if (received && received !== persistence.getItem<string>(STORAGE_KEYS.cacheId)) {
          persistence.setItem(STORAGE_KEYS.cacheId, received);
        }
      }),
    );
  });
}
