/**
 * The data cache, persisted in local storage (spec 3, "Persistence entries"), so a returning
 * shopper sees the last catalog, cart and account data at once while fresh data loads.
 *
 * - `restoreCache(cache)` reads the stored copy synchronously and restores it: call it before the
 *   first render (createClient does).
 * - `persistCache(cache)` saves the cache after it changes: writes are coalesced into one save
 *   that starts 1 s after the first unsaved change and runs in idle time, a few entries per idle
 *   period, so saving never holds the main thread for long; and it saves at once when the page is
 *   hidden or left (`visibilitychange` to hidden, `pagehide`), since pending work does not survive
 *   a reload.
 * - Saving is incremental: the cache's entries, and each entry's fields, are immutable (Apollo
 *   replaces what a write changes), so their JSON is remembered by identity and only what changed
 *   since the last save is serialized again.
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
import { whenIdle } from '../browser/idle';
import { CACHE_SAVE_IDLE_WAIT_MS } from '../loadingPolicy';
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

/** JSON of the cache's objects (entries, and their fields' objects and arrays), by identity. */
const jsonOf = new WeakMap<object, string>();

function valueJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = jsonOf.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonOf.set(value, text);
  }
  return text;
}

function fieldsJson(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name of Object.keys(fields)) {
    const text = valueJson(fields[name]);
    if (text !== undefined) parts.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** One cache entry's JSON: built from its fields' (remembered) JSON, and remembered itself. */
function entryJson(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return valueJson(entry);
  let text = jsonOf.get(entry);
  if (text === undefined) {
    text = fieldsJson(entry as Record<string, unknown>);
    jsonOf.set(entry, text);
  }
  return text;
}

/** The stored text of `data`: what JSON.stringify of the StoredCache gives, from remembered parts. */
function storedText(scope: string, data: NormalizedCacheObject): string {
  const parts: string[] = [];
  for (const id of Object.keys(data)) {
    const text = entryJson(data[id]);
    if (text !== undefined) parts.push(`${JSON.stringify(id)}:${text}`);
  }
  return `{"version":${CACHE_PERSISTENCE_VERSION},"scope":${JSON.stringify(scope)},"data":{${parts.join(',')}}}`;
}

/** Writes the cache's `data` to storage now. Returns true when saved. */
function save(data: NormalizedCacheObject, options: ReturnType<typeof resolve>): boolean {
  const { storage, key, scope, maxLength } = options;
  if (!storage) return false;
  const text = storedText(scope, data);
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
  let idleJob: (() => void) | undefined;
  // A write while an idle save is under way: that save's snapshot misses it, so another follows.
  let changedDuringSave = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    idleJob?.();
    idleJob = undefined;
    changedDuringSave = false;
  };
  const flush = () => {
    cancel();
    return save(cache.extract(), resolved);
  };
  // The coalesced save: serializes the entries a write changed in idle periods, then stores them.
  // The snapshot stays consistent while it runs (entries are replaced, never changed in place);
  // a write meanwhile schedules the next save.
  const saveWhenIdle = () => {
    timer = undefined;
    if (!resolved.storage) return;
    const data = cache.extract();
    const ids = Object.keys(data);
    if (ids.length === 0) {
      save(data, resolved);
      return;
    }
    let next = 0;
    const step = (timeLeft: () => number) => {
      // At least one entry per period, so a save whose wait timed out (no time left) still ends.
      do entryJson(data[ids[next++]!]);
      while (next < ids.length && timeLeft() > 1);
      if (next < ids.length) {
        idleJob = whenIdle(step, { timeout: CACHE_SAVE_IDLE_WAIT_MS });
        return;
      }
      idleJob = undefined;
      save(data, resolved);
      if (changedDuringSave) {
        changedDuringSave = false;
        schedule();
      }
    };
    idleJob = whenIdle(step, { timeout: CACHE_SAVE_IDLE_WAIT_MS });
  };
  function schedule() {
    if (idleJob !== undefined) changedDuringSave = true;
    else timer ??= setTimeout(saveWhenIdle, resolved.debounceMs);
  }

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
