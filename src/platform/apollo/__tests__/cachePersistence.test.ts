import { gql, InMemoryCache } from '@apollo/client';
import { BrowserPersistence, STORAGE_KEYS, STORAGE_KEY_PREFIX } from '../../persistence/browserPersistence';
import {
  CACHE_PERSIST_DEBOUNCE_MS,
  CACHE_PERSISTENCE_VERSION,
  flushCachePersistence,
  MAX_PERSISTED_CACHE_LENGTH,
  persistCache,
  restoreCache,
  type CachePersistor,
} from '../cachePersistence';
import { possibleTypes } from '../possibleTypes';
import { typePolicies } from '../typePolicies';
import { STORE_CONFIG_QUERY, testClient } from './helpers';

const KEY = `${STORAGE_KEY_PREFIX}apollo_cache`;
const newCache = () => new InMemoryCache({ typePolicies, possibleTypes });
const storeConfig = (name: string) => ({
  storeConfig: { __typename: 'StoreConfig', store_code: 'radio_store_view', store_name: name },
});
const write = (cache: InMemoryCache, name = 'Spindle & Stylus') =>
  cache.writeQuery({ query: STORE_CONFIG_QUERY, data: storeConfig(name) });
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;

let persistors: CachePersistor[] = [];
const persist = (...args: Parameters<typeof persistCache>) => {
  const persistor = persistCache(...args);
  persistors.push(persistor);
  return persistor;
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  persistors.forEach((persistor) => persistor.stop());
  persistors = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('cache persistence', () => {
  it('round-trips: a persisted cache is restored into a new one, synchronously', () => {
    const first = newCache();
    persist(first).flush();
    write(first);
    expect(persistors[0]!.flush()).toBe(true);

    const second = newCache();
    expect(restoreCache(second)).toBe(true);
    expect(second.readQuery({ query: STORE_CONFIG_QUERY })).toEqual(storeConfig('Spindle & Stylus'));
    expect(stored()).toMatchObject({ version: CACHE_PERSISTENCE_VERSION, scope: '' });
  });

  it('saves once, starting 1 s after the first of several writes, in the next idle period', () => {
    jest.useFakeTimers();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const cache = newCache();
    persist(cache);

    write(cache, 'one');
    jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS / 2);
    write(cache, 'two');
    cache.modify({ id: cache.identify(storeConfig('x').storeConfig), fields: { store_name: () => 'three' } });
    expect(setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS / 2);
    expect(setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);

    expect(CACHE_PERSIST_DEBOUNCE_MS).toBe(1000);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(stored())).toContain('three');
  });

  describe('in idle periods', () => {
    type Deadline = { timeRemaining(): number; didTimeout: boolean };
    let idleCallbacks: Array<(deadline: Deadline) => void>;
    const page = window as unknown as Record<string, unknown>;
    const runIdle = (timeRemaining = 0) => {
      const callbacks = idleCallbacks;
      idleCallbacks = [];
      callbacks.forEach((callback) =>
        callback({ timeRemaining: () => timeRemaining, didTimeout: timeRemaining === 0 }),
      );
      return callbacks.length;
    };
    beforeEach(() => {
      idleCallbacks = [];
      page.requestIdleCallback = (callback: (deadline: Deadline) => void) => idleCallbacks.push(callback);
      page.cancelIdleCallback = (handle: number) => {
        idleCallbacks[handle - 1] = () => undefined;
      };
    });
    afterEach(() => {
      delete page.requestIdleCallback;
      delete page.cancelIdleCallback;
    });
    const products = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        __typename: 'SimpleProduct',
        uid: `p${i}`,
        sku: `sku-${i}`,
        name: `Record ${i}`,
      }));
    const PRODUCTS = gql`
      query Products {
        products {
          items {
            uid
            sku
            name
          }
        }
      }
    `;
    const writeProducts = (cache: InMemoryCache, items: ReturnType<typeof products>) =>
      cache.writeQuery({ query: PRODUCTS, data: { products: { __typename: 'Products', items } } });

    it('serializes a few entries per idle period and stores the whole cache at the end', () => {
      jest.useFakeTimers();
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      const cache = newCache();
      persist(cache);
      writeProducts(cache, products(5));
      jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);

      // No time left in each period (its wait timed out): one entry per period, 5 products + ROOT_QUERY.
      let periods = 0;
      while (runIdle(0)) periods += 1;
      expect(periods).toBe(6);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(stored()?.data).toEqual(cache.extract());
    });

    it('a flush while a save is under way saves at once, and the idle save is dropped', () => {
      jest.useFakeTimers();
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      const cache = newCache();
      const persistor = persist(cache);
      writeProducts(cache, products(3));
      jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);
      runIdle(0);

      expect(persistor.flush()).toBe(true);
      expect(setItem).toHaveBeenCalledTimes(1);
      while (runIdle(0));
      expect(setItem).toHaveBeenCalledTimes(1);
    });

    it('a write during a save is saved by the next one', () => {
      jest.useFakeTimers();
      const cache = newCache();
      persist(cache);
      writeProducts(cache, products(2));
      jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);
      runIdle(0);
      write(cache, 'Written meanwhile');
      while (runIdle(0));
      expect(JSON.stringify(stored())).not.toContain('Written meanwhile');

      jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);
      while (runIdle(50));
      expect(stored()?.data).toEqual(cache.extract());
      expect(JSON.stringify(stored())).toContain('Written meanwhile');
    });
  });

  it('stores exactly what JSON.stringify gives, save after save, reusing unchanged entries', () => {
    const cache = newCache();
    const persistor = persist(cache);
    const expected = () =>
      JSON.stringify({ version: CACHE_PERSISTENCE_VERSION, scope: '', data: cache.extract() });
    write(cache, 'first');
    cache.writeQuery({
      query: gql`
        query Currencies {
          currency {
            available_currency_codes
            exchange_rates {
              currency_to
              rate
            }
          }
        }
      `,
      data: {
        currency: {
          __typename: 'Currency',
          available_currency_codes: ['USD', null, 'EUR'],
          exchange_rates: [{ __typename: 'ExchangeRate', currency_to: 'EUR', rate: 0.9 }],
        },
      },
    });
    persistor.flush();
    expect(window.localStorage.getItem(KEY)).toBe(expected());

    const stringify = jest.spyOn(JSON, 'stringify');
    persistor.flush();
    const objects = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null);
    expect(objects).toEqual([]);
    stringify.mockRestore();

    cache.modify({
      id: cache.identify(storeConfig('x').storeConfig),
      fields: { store_name: () => 'second' },
    });
    cache.evict({ fieldName: 'currency' });
    persistor.flush();
    expect(window.localStorage.getItem(KEY)).toBe(expected());
    expect(JSON.stringify(stored())).toContain('second');
  });

  it('saves at once when the page is hidden or left', () => {
    jest.useFakeTimers();
    const cache = newCache();
    persist(cache);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');

    write(cache, 'before hide');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()).toBeNull();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.stringify(stored())).toContain('before hide');

    write(cache, 'before pagehide');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify(stored())).toContain('before pagehide');
  });

  it('flushCachePersistence saves now, e.g. after sign-out evicts the cart and customer', () => {
    jest.useFakeTimers();
    const cache = newCache();
    persist(cache);
    write(cache);
    flushCachePersistence();
    expect(stored()).not.toBeNull();

    cache.evict({ id: cache.identify(storeConfig('x').storeConfig) });
    flushCachePersistence(cache);
    expect(Object.keys(stored()!.data as object)).toEqual(['ROOT_QUERY']);
    flushCachePersistence(newCache()); // a cache that is not persisted: nothing happens
  });

  it('persists a reset (empty) cache, and purge removes the stored copy', async () => {
    const cache = newCache();
    const persistor = persist(cache);
    write(cache);
    persistor.flush();
    await cache.reset();
    persistor.flush();
    expect(JSON.stringify(stored())).not.toContain('StoreConfig:');
    persistor.purge();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('skips persisting a cache whose kept fields (here the store config) are over the size limit: removes the stored copy and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(KEY, 'stale');
    const cache = newCache();
    const persistor = persist(cache, { maxLength: 200 });
    write(cache, 'x'.repeat(300));

    expect(persistor.flush()).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('larger than 200'));
    expect(MAX_PERSISTED_CACHE_LENGTH).toBe(2 * 1024 * 1024);
  });

  it('does not persist when the storage refuses it (quota), and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const cache = newCache();
    write(cache);
    expect(persist(cache).flush()).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'), expect.any(DOMException));
  });

  it.each([
    [
      'another version',
      JSON.stringify({ version: CACHE_PERSISTENCE_VERSION + 1, scope: '', data: { ROOT_QUERY: {} } }),
    ],
    [
      'another scope',
      JSON.stringify({ version: CACHE_PERSISTENCE_VERSION, scope: 'other', data: { ROOT_QUERY: {} } }),
    ],
    ['another shape', JSON.stringify({ version: CACHE_PERSISTENCE_VERSION, scope: '', data: [] })],
    ['no object', JSON.stringify('text')],
    ['corrupt JSON', '{"version":'],
  ])('discards a stored copy of %s', (_label, text) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(KEY, text);
    const cache = newCache();
    expect(restoreCache(cache)).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(cache.extract()).toEqual({});
  });

  it('does nothing without storage, and returns the running persistor for a persisted cache', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = newCache();
    expect(restoreCache(cache, { storage: null })).toBe(false);
    const persistor = persist(cache, { storage: null });
    expect(persistCache(cache)).toBe(persistor);
    write(cache);
    expect(persistor.flush()).toBe(false);
    persistor.purge();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(restoreCache(cache, { storage: throwing })).toBe(false);
    expect(() => persistCache(newCache(), { storage: throwing, maxLength: 1 }).flush()).not.toThrow();
  });

  it('stop() gives the cache its own methods back and stops saving', () => {
    jest.useFakeTimers();
    const cache = newCache();
    const ownWrite = cache.write;
    const persistor = persistCache(cache);
    expect(cache.write).not.toBe(ownWrite);
    write(cache);
    persistor.stop();
    jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);
    expect(cache.write).toBe(ownWrite);
    expect(stored()).toBeNull();
  });
});

describe('createClient cache persistence', () => {
  it('restores the persisted cache before returning the client, scoped to the store view and currency', async () => {
    const persistence = new BrowserPersistence(window.localStorage);
    const first = testClient({ persistence, persistCache: {} });
    await first.query({ query: STORE_CONFIG_QUERY });
    first.cachePersistor!.flush();
    first.cachePersistor!.stop();
    expect(stored()).toMatchObject({ scope: 'radio_store_view|' });

    const second = testClient({ persistence, persistCache: {} });
    expect(second.readQuery({ query: STORE_CONFIG_QUERY })).toMatchObject({
      storeConfig: { store_code: 'radio_store_view' },
    });
    second.cachePersistor!.stop();

    persistence.setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    const otherCurrency = testClient({ persistence, persistCache: {} });
    expect(otherCurrency.readQuery({ query: STORE_CONFIG_QUERY })).toBeNull();
    otherCurrency.cachePersistor!.stop();
  });

  it('neither restores nor persists with persistCache: false', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        version: CACHE_PERSISTENCE_VERSION,
        scope: 'radio_store_view|',
        data: { ROOT_QUERY: { a: 1 } },
      }),
    );
    const client = testClient({ persistCache: false });
    expect(client.cachePersistor).toBeUndefined();
    expect(client.cache.extract()).toEqual({});
  });

  it('reads a query from the restored cache without a request', async () => {
    const seed = newCache();
    write(seed, 'Restored');
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        version: CACHE_PERSISTENCE_VERSION,
        scope: 'radio_store_view|',
        data: seed.extract(),
      }),
    );
    const client = testClient({ persistCache: {} });
    const { data } = await client.query({
      query: gql(STORE_CONFIG_QUERY.loc!.source.body),
      fetchPolicy: 'cache-only',
    });
    expect(data).toEqual(storeConfig('Restored'));
    client.cachePersistor!.stop();
  });
});
