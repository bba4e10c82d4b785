import type { ApolloClient } from '@apollo/client';
import type { BrowserPersistence } from '../platform/persistence/browserPersistence';
import type { AppStore, AppThunk } from './createAppStore';

/**
 * What the app's store hands every thunk (src/index.tsx): browser persistence, and the Apollo
 * client, which arrives with the data-layer chunk (hence a promise). Tests pass a resolved one.
 */
export interface ThunkExtra {
  persistence: BrowserPersistence;
  client: Promise<ApolloClient>;
}

export type StoreThunk<R = void> = AppThunk<R, ThunkExtra>;
export type StorefrontStore = AppStore<ThunkExtra>;
