/**
 * A store view code as the first path segment switches the store (spec 4, "Store switch"):
 * unknown codes are ignored; a code other than the stored one is stored with its currency and
 * media base URL, and the page reloads; the stored one is taken off the path before lookup.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetAvailableStoreCodesQuery } from '../../__generated__/operations';
import { STORAGE_KEYS, type BrowserPersistence } from '../../platform/persistence/browserPersistence';
import { storeViewCodeFrom } from '../../platform/apollo/storeLink';
import { GET_AVAILABLE_STORE_CODES } from '../../platform/routing/graphql/resolveUrl';

export type StoreSegment = { action: 'none' } | { action: 'strip'; path: string } | { action: 'switched' };

const SEGMENT = /^\/([a-z0-9_]+)(\/.*)?$/;

/** Whether the path's first segment could be a store view code (only the backend can tell). */
export const mayStartWithStoreCode = (pathname: string): boolean => SEGMENT.test(pathname);

/**
 * Whether the path's first segment is a store view code, from the store views already in the
 * cache: null when they are not there (or the path cannot start with one: false).
 */
export function cachedStartsWithStoreCode(client: ApolloClient, pathname: string): boolean | null {
  const match = SEGMENT.exec(pathname);
  if (!match) return false;
  const stores = client.readQuery<GetAvailableStoreCodesQuery>({
    query: GET_AVAILABLE_STORE_CODES,
  })?.availableStores;
  return stores ? stores.some((store) => store?.store_code === match[1]) : null;
}

/** The same, asking the backend when the cache does not have the store views (null if it fails). */
export async function startsWithStoreCode(client: ApolloClient, pathname: string): Promise<boolean | null> {
  if (!SEGMENT.test(pathname)) return false;
  try {
    await client.query<GetAvailableStoreCodesQuery>({
      query: GET_AVAILABLE_STORE_CODES,
      fetchPolicy: 'cache-first',
    });
  } catch {
    return null;
  }
  return cachedStartsWithStoreCode(client, pathname);
}

export async function handleStoreSegment(
  client: ApolloClient,
  persistence: BrowserPersistence,
  pathname: string,
): Promise<StoreSegment> {
  const match = SEGMENT.exec(pathname);
  if (!match) return { action: 'none' };
  const code = match[1]!;
  let stores: GetAvailableStoreCodesQuery['availableStores'] | undefined;
  try {
    const { data } = await client.query<GetAvailableStoreCodesQuery>({
      query: GET_AVAILABLE_STORE_CODES,
      fetchPolicy: 'cache-first',
    });
    stores = data?.availableStores;
  } catch {
    return { action: 'none' };
  }
  const store = stores?.find((candidate) => candidate?.store_code === code);
  if (!store) return { action: 'none' };
  if (code === storeViewCodeFrom(persistence)) return { action: 'strip', path: match[2] || '/' };
  persistence.setItem(STORAGE_KEYS.storeViewCode, code);
  if (store.default_display_currency_code) {
    persistence.setItem(STORAGE_KEYS.storeViewCurrency, store.default_display_currency_code);
  }
  if (store.secure_base_media_url) {
    persistence.setItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl, store.secure_base_media_url);
  }
  return { action: 'switched' };
}
