/**
 * The data cache, persisted in local storage (spec 3, "Persistence entries"), so a returning
 * shopper sees the last catalog, cart and account data at once while fresh data loads.
 *
 * - `restoreCache(cache)` reads the stored copy synchronously and restores it: call it before the
 *   first render (createClient does).
 * - `persistCache(cache)` saves the cache after it changes: writes are coalesced into one save at
 *   most 1 s after the first unsaved change, and saved at once when the page is hidden or left
 *   (`visibilitychange` to hidden, `pagehide`), since a pending timer does not survive a reload.
 * - `flushCachePersistence()` saves now, for flows that must not lose a change (sign-out evicts
 *   the cart and customer and then persists the cache, spec 4).
 *
 * The entry is `{ version, scope, data }` under one namespaced key. A stored copy is discarded,
 * not restored, when
 * - its `version` differs from CACHE_PERSISTENCE_VERSION: bump it whenever the stored shape
 *   changes incompatibly (type policies' key fields, the cache's own format);
 * - its `scope` differs (createClient uses the store view and currency: Magento answers differ
 *   per store view and currency, and switching either reloads the page);
 * - it cannot be parsed.
 * A cache larger than MAX_PERSISTED_CACHE_LENGTH is not saved (the stored copy is removed, as it
 * is stale, with a console warning), and neither is one the storage refuses (quota): browsers give
 * an origin about 5 M characters of local storage, shared with every other entry.
 */
import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { STORAGE_KEY_PREFIX } from '../persistence/browserPersistence';

/** The stored cache's name (after the persistence prefix). */
export const CACHE_PERSISTENCE_NAME = 'apollo_cache';
/** Version of the stored shape; an entry of another version is discarded. */
export const CACHE_PERSISTENCE_VERSION = 1;
/** Coalescing window for saves after writes, in ms. */
export const CACHE_PERSIST_DEBOUNCE_MS = 1000;
/** Largest saved entry, in UTF-16 code units (what storage quotas count): about 4 MB. */
export const MAX_PERSISTED_CACHE_LENGTH = 4 * 1024 * 1024;

/** The parts of InMemoryCache persistence uses. */
export type PersistableCache = Pick<InMemoryCache, 'extract' | 'restore'>;

export interface CachePersistenceOptions {
  /** Where to keep it; default window.localStorage (nothing is persisted without storage). */
  storage?: Storage | null;
  /** Full storage key; default `<persistence prefix>apollo_cache`. */
  key?: string;
  /** What the data is valid for (e.g. store view and currency); an entry of another scope is discarded. */
  scope?: string;
  /** Coalescing window in ms; default 1000. */
  debounceMs?: number;
  /** Largest entry saved, in code units; default about 4 MB. */
  maxLength?: number;
}

interface StoredCache {
  version: number;
  scope: string;
  data: NormalizedCacheObject;
}

const DEFAULT_KEY = `${STORAGE_KEY_PREFIX}${CACHE_PERSISTENCE_NAME}`;

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function resolve(options: CachePersistenceOptions) {
  return {
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    key: options.key ?? DEFAULT_KEY,
    scope: options.scope ?? '',
    debounceMs: options.debounceMs ?? CACHE_PERSIST_DEBOUNCE_MS,
    maxLength: options.maxLength ?? MAX_PERSISTED_CACHE_LENGTH,
  };
}

function removeEntry(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored to remove
  }
}

function isStoredCache(value: unknown): value is StoredCache {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.version === 'number' &&
    typeof entry.scope === 'string' &&
    typeof entry.data === 'object' &&
    entry.data !== null &&
    !Array.isArray(entry.data)
  );
}

/**
 * Restores the stored copy into `cache`, synchronously. Returns true when something was restored;
 * a stored copy of another version or scope, or a corrupt one, is removed.
 */
export function restoreCache(cache: PersistableCache, options: CachePersistenceOptions = {}): boolean {
  const { storage, key, scope } = resolve(options);
  if (!storage) return false;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return false;
  }
  if (text === null) return false;
  try {
    const entry: unknown = JSON.parse(text);
    if (isStoredCache(entry) && entry.version === CACHE_PERSISTENCE_VERSION && entry.scope === scope) {
      cache.restore(entry.data);
      return true;
    }
  } catch (error) {
    console.warn('Cache persistence: the stored cache could not be restored; discarding it.', error);
  }
  removeEntry(storage, key);
  return false;
}

/** Writes the cache to storage now. Returns true when saved. */
function save(cache: PersistableCache, options: ReturnType<typeof resolve>): boolean {
  const { storage, key, scope, maxLength } = options;
  if (!storage) return false;
  const entry: StoredCache = { version: CACHE_PERSISTENCE_VERSION, scope, data: cache.extract() };
  const text = JSON.stringify(entry);
  if (text.length > maxLength) {
    removeEntry(storage, key);
    console.warn(
      `Cache persistence: the cache (${text.length} characters) is larger than ${maxLength}; it is not persisted.`,
    );
    return false;
  }
  try {
    storage.setItem(key, text);
    return true;
  } catch (error) {
    removeEntry(storage, key);
    console.warn('Cache persistence: browser storage refused the cache; it is not persisted.', error);
    return false;
  }
}

/** A running persistence of one cache. */
export interface CachePersistor {
  /** Saves now (cancelling a pending save). Returns true when saved. */
  flush(): boolean;
  /** Removes the stored copy (a pending save is cancelled). */
  purge(): void;
  /** Stops watching the cache and the page; pending changes are not saved. */
  stop(): void;
}

const active = new Map<object, CachePersistor>();

/** The cache methods after which the cache holds different data. */
const WRITE_METHODS = ['write', 'modify', 'evict', 'gc', 'reset'] as const;

/**
 * Saves `cache` to storage after each change (coalesced, see above) and when the page is hidden
 * or left. Persisting a cache that is already persisted returns the running persistor.
 */
export function persistCache<C extends PersistableCache>(
  cache: C,
  options: CachePersistenceOptions = {},
): CachePersistor {
  const running = active.get(cache);
  if (running) return running;
  const resolved = resolve(options);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    cancel();
    return save(cache, resolved);
  };
  const schedule = () => {
    timer ??= setTimeout(flush, resolved.debounceMs);
  };

  const methods = cache as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const name of WRITE_METHODS) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    originals.set(name, Object.prototype.hasOwnProperty.call(cache, name) ? original : undefined);
    methods[name] = function (this: unknown, ...args: unknown[]) {
      const result: unknown = original.apply(this, args);
      schedule();
      return result;
    };
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const onPageHide = () => flush();
  const hasPage = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (hasPage) {
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  const persistor: CachePersistor = {
    flush,
    purge() {
      cancel();
      if (resolved.storage) removeEntry(resolved.storage, resolved.key);
    },
    stop() {
      cancel();
      for (const [name, own] of originals) {
        if (own === undefined) delete methods[name];
        else methods[name] = own;
      }
      if (hasPage) {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      }
      active.delete(cache);
    },
  };
  active.set(cache, persistor);
  return persistor;
}

/**
 * Saves the persisted cache(s) now: `cache`'s, or every persisted cache's when none is named.
 * For the sign-out flow: evict the cart and customer entries, then flush.
 */
export function flushCachePersistence(cache?: PersistableCache): void {
  if (cache) {
    active.get(cache)?.flush();
    return;
  }
  active.forEach((persistor) => persistor.flush());
}
