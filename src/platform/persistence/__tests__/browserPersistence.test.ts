import {
  BrowserPersistence,
  getBrowserPersistence,
  isEntryExpired,
  SIGN_IN_TOKEN_TTL_SECONDS,
  STORAGE_KEY_PREFIX,
  STORAGE_KEYS,
} from '../browserPersistence';

/** A Web Storage double whose operations can be made to throw, as quota and Safari private mode do. */
class FlakyStorage implements Storage {
  readonly data = new Map<string, string>();
  failWrites = false;
  failAll = false;

  private check(): void {
    if (this.failAll) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  get length(): number {
    this.check();
    return this.data.size;
  }
  key(index: number): string | null {
    this.check();
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    this.check();
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.check();
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.check();
    this.data.delete(key);
  }
  clear(): void {
    this.check();
    this.data.clear();
  }
}

describe('BrowserPersistence', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('exports the spec constants', () => {
    expect(SIGN_IN_TOKEN_TTL_SECONDS).toBe(3600);
    expect(STORAGE_KEY_PREFIX).toBe('radio_storefront__');
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'signin_token',
      'store_view_code',
      'store_view_currency',
      'store_view_secure_base_media_url',
      'cartId',
      'imagesBySku',
      'billing_address',
      'paymentMethod',
      'shipping_address',
      'shippingMethod',
      'availableShippingMethods',
      'cache_id',
    ]);
  });

  it('stores entries under the namespaced key, with the value JSON-encoded inside the JSON entry', () => {
    const storage = new FlakyStorage();
    const persistence = new BrowserPersistence(storage, STORAGE_KEY_PREFIX, () => 1_700_000_000_000);
    persistence.setItem(STORAGE_KEYS.signInToken, 'tok', SIGN_IN_TOKEN_TTL_SECONDS);
    persistence.setItem(STORAGE_KEYS.cartId, 'cart-1');

    expect(storage.data.get('radio_storefront__signin_token')).toBe(
      '{"value":"\\"tok\\"","timeStored":1700000000000,"ttl":3600}',
    );
    expect(JSON.parse(storage.data.get('radio_storefront__cartId')!)).toEqual({
      value: '"cart-1"',
      timeStored: 1_700_000_000_000,
    });
    expect(persistence.storageKey('cartId')).toBe('radio_storefront__cartId');
  });

  it('reads back what it stored, whatever JSON can represent', () => {
    const persistence = new BrowserPersistence(new FlakyStorage());
    const address = { firstname: 'Ada', street: ['1 Main St'], region_id: 12, sameAsShippingAddress: true };
    persistence.setItem(STORAGE_KEYS.billingAddress, address);
    persistence.setItem('zero', 0);
    persistence.setItem('nothing', null);
    persistence.setItem('list', [1, 'two']);

    expect(persistence.getItem<typeof address>(STORAGE_KEYS.billingAddress)).toEqual(address);
    expect(persistence.getItem('zero')).toBe(0);
    expect(persistence.getItem('nothing')).toBeNull();
    expect(persistence.getItem('list')).toEqual([1, 'two']);
    expect(persistence.getItem('missing')).toBeUndefined();
  });

  it('uses window.localStorage by default', () => {
    new BrowserPersistence().setItem(STORAGE_KEYS.storeViewCode, 'radio_store_view');
    expect(window.localStorage.getItem('radio_storefront__store_view_code')).toContain('radio_store_view');
  });

  it('shares one lazily created instance over localStorage', () => {
    const persistence = getBrowserPersistence();
    expect(getBrowserPersistence()).toBe(persistence);
    persistence.setItem(STORAGE_KEYS.cartId, 'abc');
    expect(new BrowserPersistence(window.localStorage).getItem(STORAGE_KEYS.cartId)).toBe('abc');
  });

  it('rejects values JSON cannot represent, and ttls that are not a positive number of seconds', () => {
    const persistence = new BrowserPersistence(new FlakyStorage());
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => persistence.setItem('a', undefined)).toThrow(TypeError);
    expect(() => persistence.setItem('a', () => 1)).toThrow(
      'BrowserPersistence.setItem("a"): the value cannot be saved as JSON.',
    );
    expect(() => persistence.setItem('a', circular)).toThrow(TypeError);
    expect(() => persistence.setItem('a', 10n)).toThrow(TypeError);
    expect(() => persistence.setItem('a', 'x', 0)).toThrow(RangeError);
    expect(() => persistence.setItem('a', 'x', -5)).toThrow(RangeError);
    expect(() => persistence.setItem('a', 'x', Number.NaN)).toThrow(RangeError);
    expect(persistence.getItem('a')).toBeUndefined();
  });

  describe('ttl', () => {
    it('reads an entry until its ttl has passed, then deletes it (injected clock)', () => {
      let now = 1_000_000;
      const storage = new FlakyStorage();
      const persistence = new BrowserPersistence(storage, STORAGE_KEY_PREFIX, () => now);
      persistence.setItem(STORAGE_KEYS.signInToken, 'tok', 3600);

      now += 3600 * 1000;
      expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBe('tok');
      now += 1;
      expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
      expect(storage.data.has('radio_storefront__signin_token')).toBe(false);
    });

    it('expires entries with the real clock too (jest fake timers)', () => {
      jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
      const persistence = new BrowserPersistence();
      persistence.setItem(STORAGE_KEYS.signInToken, 'tok', SIGN_IN_TOKEN_TTL_SECONDS);
      persistence.setItem(STORAGE_KEYS.cartId, 'forever');

      jest.advanceTimersByTime(SIGN_IN_TOKEN_TTL_SECONDS * 1000 - 1);
      expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBe('tok');
      jest.advanceTimersByTime(2);
      expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
      expect(window.localStorage.getItem('radio_storefront__signin_token')).toBeNull();
      jest.advanceTimersByTime(365 * 24 * 3600 * 1000);
      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('forever');
    });

    it('gives the raw entry without the ttl check, for the sign-in timer', () => {
      let now = 5_000;
      const persistence = new BrowserPersistence(new FlakyStorage(), STORAGE_KEY_PREFIX, () => now);
      persistence.setItem(STORAGE_KEYS.signInToken, 'tok', 60);
      now += 61_000;

      const entry = persistence.getRawItem(STORAGE_KEYS.signInToken);
      expect(entry).toEqual({ value: '"tok"', timeStored: 5_000, ttl: 60 });
      expect(isEntryExpired(entry!, now)).toBe(true);
      expect(isEntryExpired(entry!, 65_000)).toBe(false);
      expect(persistence.getRawItem('missing')).toBeUndefined();
    });
  });

  describe('corrupt entries', () => {
    it.each([
      ['not JSON', '{oops'],
      ['JSON without the entry shape', '"just a string"'],
      ['null', 'null'],
      ['a value that is not a string', '{"value":5,"timeStored":1}'],
      ['no timeStored', '{"value":"1"}'],
      ['a ttl that is not a number', '{"value":"1","timeStored":1,"ttl":"soon"}'],
      ['a value that is not JSON', '{"value":"{oops","timeStored":1}'],
    ])('read as undefined and are removed: %s', (_label, stored) => {
      const storage = new FlakyStorage();
      storage.data.set('radio_storefront__cartId', stored);
      const persistence = new BrowserPersistence(storage);
      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
      expect(storage.data.has('radio_storefront__cartId')).toBe(false);
    });

    it('are removed by getRawItem too', () => {
      const storage = new FlakyStorage();
      storage.data.set('radio_storefront__signin_token', 'garbage');
      expect(new BrowserPersistence(storage).getRawItem(STORAGE_KEYS.signInToken)).toBeUndefined();
      expect(storage.data.size).toBe(0);
    });
  });

  describe('namespaces', () => {
    it('keeps instances with different prefixes apart on the same storage', () => {
      const storage = new FlakyStorage();
      const ours = new BrowserPersistence(storage);
      const theirs = new BrowserPersistence(storage, 'other_app__');
      ours.setItem(STORAGE_KEYS.cartId, 'ours');
      theirs.setItem(STORAGE_KEYS.cartId, 'theirs');

      expect(ours.getItem(STORAGE_KEYS.cartId)).toBe('ours');
      expect(theirs.getItem(STORAGE_KEYS.cartId)).toBe('theirs');
      ours.removeItem(STORAGE_KEYS.cartId);
      expect(ours.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
      expect(theirs.getItem(STORAGE_KEYS.cartId)).toBe('theirs');
    });

    it('clears only its own keys', () => {
      window.localStorage.setItem('unrelated', 'keep me');
      const ours = new BrowserPersistence(window.localStorage);
      const theirs = new BrowserPersistence(window.localStorage, 'other_app__');
      ours.setItem(STORAGE_KEYS.cartId, 'c');
      ours.setItem(STORAGE_KEYS.signInToken, 't', 3600);
      ours.setItem(STORAGE_KEYS.imagesBySku, { SKU1: { url: '/a.jpg' } });
      theirs.setItem(STORAGE_KEYS.cartId, 'x');

      ours.clear();

      expect(ours.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
      expect(ours.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
      expect(ours.getItem(STORAGE_KEYS.imagesBySku)).toBeUndefined();
      expect(theirs.getItem(STORAGE_KEYS.cartId)).toBe('x');
      expect(window.localStorage.getItem('unrelated')).toBe('keep me');
      expect(window.localStorage).toHaveLength(2);
    });
  });

  describe('storage failures', () => {
    it('keeps an entry in memory when the quota is exceeded, dropping the stale stored copy, and warns once', () => {
      const storage = new FlakyStorage();
      const persistence = new BrowserPersistence(storage);
      persistence.setItem(STORAGE_KEYS.cartId, 'old');
      persistence.setItem(STORAGE_KEYS.storeViewCode, 'radio_store_view');

      storage.failWrites = true;
      expect(() => persistence.setItem(STORAGE_KEYS.cartId, 'new')).not.toThrow();
      expect(() => persistence.setItem(STORAGE_KEYS.imagesBySku, { big: 'x'.repeat(100) })).not.toThrow();

      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('new');
      expect(persistence.getItem(STORAGE_KEYS.imagesBySku)).toEqual({ big: 'x'.repeat(100) });
      expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view');
      expect(storage.data.has('radio_storefront__cartId')).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/storage is unavailable/);

      // Once storage takes writes again, the entry goes back to it.
      storage.failWrites = false;
      persistence.setItem(STORAGE_KEYS.cartId, 'newest');
      expect(storage.data.get('radio_storefront__cartId')).toContain('newest');
      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('newest');
    });

    it('works from memory when every storage operation throws (Safari private mode)', () => {
      const storage = new FlakyStorage();
      storage.failAll = true;
      const persistence = new BrowserPersistence(storage);

      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
      persistence.setItem(STORAGE_KEYS.cartId, 'abc');
      persistence.setItem(STORAGE_KEYS.signInToken, 'tok', 3600);
      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('abc');
      persistence.removeItem(STORAGE_KEYS.cartId);
      expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
      persistence.clear();
      expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('falls back to memory when window.localStorage itself throws', () => {
      const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      try {
        const persistence = new BrowserPersistence();
        persistence.setItem(STORAGE_KEYS.cartId, 'abc');
        expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('abc');
        expect(persistence.usesStorage(window.sessionStorage)).toBe(false);
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        getter.mockRestore();
      }
    });

    it('keeps entries in memory only, without warning, when given no storage', () => {
      const persistence = new BrowserPersistence(null);
      persistence.setItem(STORAGE_KEYS.paymentMethod, { code: 'braintree' });
      expect(persistence.getItem(STORAGE_KEYS.paymentMethod)).toEqual({ code: 'braintree' });
      expect(persistence.usesStorage(null)).toBe(false);
      persistence.clear();
      expect(persistence.getItem(STORAGE_KEYS.paymentMethod)).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
