/**
 * Cart id sync (spec 4): when another tab changes the saved cart id so that it differs from the
 * one in memory, the app reloads the page. This module only detects the change; `onChange` acts.
 */
import { getBrowserPersistence, STORAGE_KEYS, type BrowserPersistence } from './browserPersistence';

export interface WatchSavedCartIdOptions {
  /** The cart id the app holds in memory (none for no cart). */
  getCurrentCartId: () => string | null | undefined;
  /** Called with the saved cart id (undefined when none is saved) when it differs from the one in memory. */
  onChange: (savedCartId: string | undefined) => void;
  /** Where the cart id is saved; default the app's shared instance. */
  persistence?: BrowserPersistence;
  /** What receives `storage` events; default `window`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Starts watching; returns the function that stops it. */
export function watchSavedCartId({
  getCurrentCartId,
  onChange,
  persistence = getBrowserPersistence(),
  target = window,
}: WatchSavedCartIdOptions): () => void {
  const cartIdKey = persistence.storageKey(STORAGE_KEYS.cartId);

  const listener = (event: StorageEvent): void => {
    // Another storage area (sessionStorage, or a storage this instance does not use) is not ours.
    if (event.storageArea !== null && !persistence.usesStorage(event.storageArea)) return;
    // key null: the other tab cleared the whole storage.
    if (event.key !== null && event.key !== cartIdKey) return;
    const saved = persistence.getItem<string>(STORAGE_KEYS.cartId) ?? undefined;
    const current = getCurrentCartId() ?? undefined;
    if (saved !== current) onChange(saved);
  };

  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
