/**
 * BrowserPersistence: namespaced, JSON-valued, optionally expiring entries in Web Storage
 * (spec 3, "Persistence entries"; spec 4, "Sign-in session").
 *
 * Each entry is stored under `<prefix><name>` as
 * `{"value": "<JSON of the value>", "timeStored": <ms>, "ttl": <seconds>}`; the value is encoded
 * twice, so a value JSON cannot represent fails when it is saved, not when it is read back.
 * Storage that throws (quota exceeded, storage disabled, Safari private mode) never breaks a
 * caller: the entry is kept in memory for the life of the page instead, with one console warning.
 */

/** The one key prefix of this storefront's entries. */
export const STORAGE_KEY_PREFIX = 'radio_storefront__';

/** Sign-in token lifetime (spec 9). */
export const SIGN_IN_TOKEN_TTL_SECONDS = 3600;

/** The saved keys (spec 3). */
export const STORAGE_KEYS = {
  signInToken: 'signin_token',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
  cartId: 'cartId',
  imagesBySku: 'imagesBySku',
  billingAddress: 'billing_address',
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  availableShippingMethods: 'availableShippingMethods',
  cacheId: 'cache_id',
} as const;

/** One stored entry, as kept in storage. */
export interface PersistenceEntry {
  /** The value, JSON-encoded. */
  value: string;
  /** When it was stored, in ms since the epoch. */
  timeStored: number;
  /** Lifetime in seconds; none means it never expires. */
  ttl?: number;
}

function isPersistenceEntry(candidate: unknown): candidate is PersistenceEntry {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const entry = candidate as Record<string, unknown>;
  return (
    typeof entry.value === 'string' &&
    typeof entry.timeStored === 'number' &&
    (entry.ttl === undefined || typeof entry.ttl === 'number')
  );
}

/** True when the entry has a ttl and more than that has passed since it was stored. */
export function isEntryExpired(entry: PersistenceEntry, now: number): boolean {
  return entry.ttl !== undefined && now - entry.timeStored > entry.ttl * 1000;
}

/** `window.localStorage`, or null where there is no window or touching storage throws. */
function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export class BrowserPersistence {
  private readonly storage: Storage | null;
  /** Entries that could not be written to storage, and everything when there is no storage. */
  private readonly memory = new Map<string, string>();
  private warned = false;

  /**
   * @param storage the Web Storage to use (default `window.localStorage`; pass sessionStorage or a
   *   test double); null keeps everything in memory
   * @param prefix the namespace of this instance's keys
   * @param now the clock, in ms since the epoch
   */
  constructor(
    storage?: Storage | null,
    readonly prefix: string = STORAGE_KEY_PREFIX,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (storage === undefined) {
      this.storage = defaultStorage();
      if (!this.storage) this.fallBack(new Error('window.localStorage is not available'));
    } else {
      this.storage = storage;
    }
  }

  /** The full storage key of an entry, as seen in `storage` events. */
  storageKey(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** True when this instance reads and writes `storageArea`. */
  usesStorage(storageArea: Storage | null): boolean {
    return storageArea !== null && storageArea === this.storage;
  }

  /** The value saved under `name`; undefined when missing, expired (then deleted) or corrupt (then deleted). */
  getItem<T>(name: string): T | undefined {
    const entry = this.getRawItem(name);
    if (!entry) return undefined;
    if (isEntryExpired(entry, this.now())) {
      this.removeItem(name);
      return undefined;
    }
    try {
      return JSON.parse(entry.value) as T;
    } catch {
      this.removeItem(name);
      return undefined;
    }
  }

  /**
   * Saves `value` under `name`, expiring `ttlSeconds` after now when given.
   * Throws a TypeError when JSON cannot represent the value, and a RangeError for a ttl that is
   * not a positive number of seconds: both are mistakes of the caller, not of the storage.
   */
  setItem(name: string, value: unknown, ttlSeconds?: number): void {
    if (ttlSeconds !== undefined && !(Number.isFinite(ttlSeconds) && ttlSeconds > 0)) {
      throw new RangeError(
        `BrowserPersistence.setItem("${name}"): ttl must be a positive number of seconds.`,
      );
    }
    let encoded: string | undefined;
    try {
      encoded = JSON.stringify(value);
    } catch (error) {
      throw new TypeError(`BrowserPersistence.setItem("${name}"): the value cannot be saved as JSON.`, {
        cause: error,
      });
    }
    if (encoded === undefined) {
      throw new TypeError(`BrowserPersistence.setItem("${name}"): the value cannot be saved as JSON.`);
    }
    const entry: PersistenceEntry = { value: encoded, timeStored: this.now() };
    if (ttlSeconds !== undefined) entry.ttl = ttlSeconds;
    this.write(this.storageKey(name), JSON.stringify(entry));
  }

  removeItem(name: string): void {
    this.remove(this.storageKey(name));
  }

  /** The stored entry without the ttl check (the sign-in timer reads timeStored and ttl); corrupt entries are deleted. */
  getRawItem(name: string): PersistenceEntry | undefined {
    const key = this.storageKey(name);
    const text = this.read(key);
    if (text === null) return undefined;
    try {
      const entry: unknown = JSON.parse(text);
      if (isPersistenceEntry(entry)) return entry;
    } catch {
      // corrupt: removed below
    }
    this.remove(key);
    return undefined;
  }

  /** Removes every entry of this namespace, and nothing else. */
  clear(): void {
    const keys = new Set([...this.memory.keys()].filter((key) => key.startsWith(this.prefix)));
    if (this.storage) {
      try {
        for (let index = 0; index < this.storage.length; index += 1) {
          const key = this.storage.key(index);
          if (key !== null && key.startsWith(this.prefix)) keys.add(key);
        }
      } catch (error) {
        this.fallBack(error);
      }
    }
    keys.forEach((key) => this.remove(key));
  }

  private read(key: string): string | null {
    const kept = this.memory.get(key);
    if (kept !== undefined || !this.storage) return kept ?? null;
    try {
      return this.storage.getItem(key);
    } catch (error) {
      this.fallBack(error);
      return null;
    }
  }

  private write(key: string, text: string): void {
    if (this.storage) {
      try {
        this.storage.setItem(key, text);
        this.memory.delete(key);
        return;
      } catch (error) {
        this.fallBack(error);
        // The stored copy is now stale; drop it so it cannot come back after a reload.
        try {
          this.storage.removeItem(key);
        } catch {
          // already warned
        }
      }
    }
    this.memory.set(key, text);
  }

  private remove(key: string): void {
    this.memory.delete(key);
    if (!this.storage) return;
    try {
      this.storage.removeItem(key);
    } catch (error) {
      this.fallBack(error);
    }
  }

  private fallBack(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    console.warn(
      'BrowserPersistence: browser storage is unavailable; keeping data in memory instead.',
      error,
    );
  }
}

let shared: BrowserPersistence | undefined;

/**
 * The app's instance over `window.localStorage`, created on first use. Where there is no window
 * (the server's preview, src/preview.tsx) it keeps a guest's nothing in memory, without a warning.
 */
export function getBrowserPersistence(): BrowserPersistence {
  shared ??= typeof window === 'undefined' ? new BrowserPersistence(null) : new BrowserPersistence();
  return shared;
}

/** `window.sessionStorage`, or null where there is no window or touching storage throws. */
function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let sharedSession: BrowserPersistence | undefined;

/**
 * The app's instance over `window.sessionStorage` (same prefix), created on first use: for what
 * belongs to one tab and should not outlive it, such as a receipt kept for a reload.
 */
export function getSessionPersistence(): BrowserPersistence {
  sharedSession ??= new BrowserPersistence(sessionStorageOrNull());
  return sharedSession;
}
