/**
 * The persisted cache's limit: eviction of the least recently written or used root fields, the
 * fields that are always kept, and a consistent restored cache.
 */
import { gql, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { STORAGE_KEY_PREFIX } from '../../persistence/browserPersistence';
import {
  CACHE_PERSIST_DEBOUNCE_MS,
  KEPT_ROOT_FIELDS,
  MAX_PERSISTED_CACHE_LENGTH,
  PERSISTED_CACHE_EVICTION_TARGET,
  persistCache,
  restoreCache,
  type CachePersistenceOptions,
  type CachePersistor,
} from '../cachePersistence';
import { possibleTypes } from '../possibleTypes';
import { typePolicies } from '../typePolicies';

const KEY = `${STORAGE_KEY_PREFIX}apollo_cache`;
const newCache = () => new InMemoryCache({ typePolicies, possibleTypes });
const storedText = () => window.localStorage.getItem(KEY) ?? '';
const storedData = () => (JSON.parse(storedText()) as { data: NormalizedCacheObject }).data;
const rootFields = (data: NormalizedCacheObject) => Object.keys(data.ROOT_QUERY ?? {});

const ROUTE = gql`
  query ResolveURL($url: String!) {
    route(url: $url) {
      relative_url
      type
      ... on ProductInterface {
        uid
      }
    }
  }
`;
const PRODUCT = gql`
  query GetProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        sku
        name
        url_key
        description {
          html
        }
        media_gallery {
          url
          label
        }
        related_products {
          uid
          sku
          name
          url_key
        }
      }
    }
  }
`;
const CART = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      items {
        uid
        quantity
        product {
          uid
          sku
          name
        }
      }
    }
  }
`;
const CUSTOMER = gql`
  query AccountChip {
    customer {
      firstname
    }
  }
`;
const STORE_CONFIG = gql`
  query getStoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const MEGA_MENU = gql`
  query getMegaMenu {
    categories {
      items {
        uid
        name
        children {
          uid
          name
          url_path
        }
      }
    }
  }
`;
const CATEGORY = gql`
  query GetCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
      }
    }
  }
`;

const uid = (i: number) => `product-${i}`;
const urlKey = (i: number) => `record-${i}`;
const productRef = (i: number) => `SimpleProduct:{"uid":"${uid(i)}"}`;
const routeField = (i: number) => `route({"url":"${urlKey(i)}.html"})`;
const productField = (i: number) => `products({"filter":{"url_key":{"eq":"${urlKey(i)}"}}})`;

const summary = (i: number) => ({
  __typename: 'SimpleProduct',
  uid: uid(i),
  sku: `SKU-${i}`,
  name: `Record ${i}`,
});

/** One product page's queries, as the product page writes them: the route, then the product. */
function writeProductPage(
  cache: InMemoryCache,
  i: number,
  description = `Record ${i}. ${'Warm, quiet, belt-driven. '.repeat(16)}`,
  // Accessories by default: entities shared with other pages (none of them has a page here).
  related: ReadonlyArray<Record<string, string>> = [i % 7, (i + 1) % 7].map((n) => ({
    __typename: 'SimpleProduct',
    uid: `accessory-${n}`,
    sku: `ACC-${n}`,
    name: `Accessory ${n}`,
    url_key: `accessory-${n}`,
  })),
) {
  cache.writeQuery({
    query: ROUTE,
    variables: { url: `${urlKey(i)}.html` },
    data: {
      route: { __typename: 'SimpleProduct', relative_url: `${urlKey(i)}.html`, type: 'PRODUCT', uid: uid(i) },
    },
  });
  cache.writeQuery({
    query: PRODUCT,
    variables: { urlKey: urlKey(i) },
    data: {
      products: {
        __typename: 'Products',
        items: [
          {
            ...summary(i),
            url_key: urlKey(i),
            description: { __typename: 'ComplexTextValue', html: `<p>${description}</p>` },
            media_gallery: [1, 2, 3].map((n) => ({
              __typename: 'ProductImage',
              url: `https://shop.example/media/catalog/product/${i}/${n}.jpg`,
              label: `Record ${i}, view ${n}`,
            })),
            related_products: related,
          },
        ],
      },
    },
  });
}

/** What the shell and the account keep: the cart (holding the first page's product), customer, config, menu. */
function writeShell(cache: InMemoryCache) {
  cache.writeQuery({
    query: STORE_CONFIG,
    data: {
      storeConfig: {
        __typename: 'StoreConfig',
        store_code: 'radio_store_view',
        store_name: 'Spindle & Stylus',
      },
    },
  });
  cache.writeQuery({ query: CUSTOMER, data: { customer: { __typename: 'Customer', firstname: 'Ada' } } });
  cache.writeQuery({
    query: MEGA_MENU,
    data: {
      categories: {
        __typename: 'CategoryTreeResult',
        items: [
          {
            __typename: 'CategoryTree',
            uid: 'root',
            name: 'Root',
            children: ['Turntables', 'Records', 'Speakers'].map((name) => ({
              __typename: 'CategoryTree',
              uid: name.toLowerCase(),
              name,
              url_path: name.toLowerCase(),
            })),
          },
        ],
      },
    },
  });
  cache.writeQuery({
    query: CART,
    variables: { cartId: 'cart-1' },
    data: {
      cart: {
        __typename: 'Cart',
        id: 'cart-1',
        total_quantity: 1,
        items: [{ __typename: 'SimpleCartItem', uid: 'line-1', quantity: 1, product: summary(0) }],
      },
    },
  });
}

/** Every `__ref` in `value`, at any depth. */
function refsIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, into));
  else if (typeof value === 'object' && value !== null) {
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') into.push(ref);
    else Object.values(value).forEach((item) => refsIn(item, into));
  }
  return into;
}

/** References to entries `data` lacks, from any entry. */
function danglingRefs(data: NormalizedCacheObject): string[] {
  return Object.values(data)
    .flatMap((entry) => refsIn(entry))
    .filter((id) => !(id in data));
}

/** The product pages whose route and product fields are both stored. */
function storedPages(data: NormalizedCacheObject, count: number): number[] {
  const fields = new Set(rootFields(data));
  return Array.from({ length: count }, (_, i) => i).filter(
    (i) => fields.has(routeField(i)) && fields.has(productField(i)),
  );
}

let persistors: CachePersistor[] = [];
const persist = (cache: InMemoryCache, options?: CachePersistenceOptions) => {
  const persistor = persistCache(cache, options);
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

/** The debounced save: its timer, then the idle period it waits for (a timer in jsdom). */
function saveWhenIdle() {
  jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS);
  jest.runOnlyPendingTimers();
}

const LIMIT = 120_000;
const PAGES = 200;

describe('persisted cache limit', () => {
  it('is 2 Mi code units by default, and keeps the cart, customer, store config and menu fields', () => {
    expect(MAX_PERSISTED_CACHE_LENGTH).toBe(2 * 1024 * 1024);
    expect(PERSISTED_CACHE_EVICTION_TARGET).toBe(0.75);
    expect(KEPT_ROOT_FIELDS).toMatchObject({
      cart: 'any arguments',
      customerCart: 'any arguments',
      customer: 'any arguments',
      storeConfig: 'any arguments',
      categories: 'no arguments',
    });
  });

  it('200 product pages: stays under the limit, keeps the newest pages and the kept fields, drops the oldest', () => {
    jest.useFakeTimers();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const cache = newCache();
    persist(cache);
    writeShell(cache);
    for (let i = 0; i < PAGES; i += 1) {
      // A product page's worth: about 16 K code units, mostly its description.
      writeProductPage(cache, i, `Record ${i}. ${'Warm, quiet, belt-driven. '.repeat(600)}`);
      // A shopper's pace: a save every few pages.
      if (i % 5 === 4) saveWhenIdle();
    }
    saveWhenIdle();

    const whole = JSON.stringify({ version: 1, scope: '', data: cache.extract() }).length;
    expect(whole).toBeGreaterThan(1.5 * MAX_PERSISTED_CACHE_LENGTH); // the in-memory cache keeps everything
    expect(storedText().length).toBeLessThanOrEqual(MAX_PERSISTED_CACHE_LENGTH);
    expect(setItem.mock.calls.every(([, text]) => text.length <= MAX_PERSISTED_CACHE_LENGTH)).toBe(true);

    const data = storedData();
    const pages = storedPages(data, PAGES);
    // The newest pages, as one unbroken run up to the last one; the oldest are gone.
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.length).toBeLessThan(PAGES / 2);
    expect(pages).toEqual(Array.from({ length: pages.length }, (_, n) => PAGES - pages.length + n));
    expect(rootFields(data)).not.toContain(routeField(0));
    expect(rootFields(data)).not.toContain(productField(0));
    expect(data[productRef(50)]).toBeUndefined();
    // No half pages: a route without its product, or the reverse.
    const fields = rootFields(data).filter((name) => name.startsWith('route') || name.startsWith('products'));
    expect(fields).toHaveLength(2 * pages.length);

    // The kept fields, and what they reach (the cart's product is the first page's).
    expect(rootFields(data)).toEqual(
      expect.arrayContaining(['storeConfig', 'customer', 'categories', 'cart({"cart_id":"cart-1"})']),
    );
    expect(data[productRef(0)]).toMatchObject({ sku: 'SKU-0' });
    expect(data['Cart:{"id":"cart-1"}']).toBeDefined();
    expect(danglingRefs(data)).toEqual([]);

    // ROOT_QUERY is stored oldest first.
    const order = rootFields(data);
    expect(order.indexOf(routeField(PAGES - 2))).toBeLessThan(order.indexOf(routeField(PAGES - 1)));

    // The restored cache answers the newest page and the cart from storage alone.
    const restored = newCache();
    expect(restoreCache(restored)).toBe(true);
    expect(danglingRefs(restored.extract())).toEqual([]);
    const last = restored.readQuery<{ products: { items: object[] } }>({
      query: PRODUCT,
      variables: { urlKey: urlKey(PAGES - 1) },
    });
    expect(last?.products.items[0]).toMatchObject({
      sku: `SKU-${PAGES - 1}`,
      related_products: [{ sku: 'ACC-3' }, { sku: 'ACC-4' }],
    });
    expect(
      restored.readQuery({ query: ROUTE, variables: { url: `${urlKey(PAGES - 1)}.html` } }),
    ).not.toBeNull();
    const cart = restored.readQuery<{ cart: { items: Array<{ product: { sku: string } }> } }>({
      query: CART,
      variables: { cartId: 'cart-1' },
    });
    expect(cart?.cart.items[0]?.product.sku).toBe('SKU-0');
    const menu = restored.readQuery<{ categories: { items: Array<{ children: unknown[] }> } }>({
      query: MEGA_MENU,
    });
    expect(menu?.categories.items[0]?.children).toHaveLength(3);
    expect(restored.readQuery({ query: PRODUCT, variables: { urlKey: urlKey(0) } })).toBeNull();
  });

  it('related products of related products are not followed: the cart does not reach the whole catalog', () => {
    // A real catalog: each product page's related products are other products with pages, so
    // related products of related products lead from the cart's one product to every product.
    const related = (i: number) =>
      [(i + 1) % PAGES, (i + 2) % PAGES].map((n) => ({ ...summary(n), url_key: urlKey(n) }));
    const cache = newCache();
    const persistor = persist(cache);
    writeShell(cache);
    for (let i = 0; i < PAGES; i += 1) {
      writeProductPage(cache, i, `Record ${i}. ${'Warm, quiet, belt-driven. '.repeat(600)}`, related(i));
    }
    persistor.flush();

    const data = storedData();
    expect(storedText().length).toBeLessThanOrEqual(MAX_PERSISTED_CACHE_LENGTH);
    const pages = storedPages(data, PAGES);
    // As many newest pages as without the relations (the cart's product reaches two tiles only).
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toEqual(Array.from({ length: pages.length }, (_, n) => PAGES - pages.length + n));
    // The cart's product is stored whole, with its related products as tiles without their own.
    expect(data[productRef(0)]).toMatchObject({
      related_products: [{ __ref: productRef(1) }, { __ref: productRef(2) }],
    });
    expect(data[productRef(1)]).toMatchObject({ sku: 'SKU-1' });
    expect(data[productRef(1)]).not.toHaveProperty('related_products');
    expect(data[productRef(50)]).toBeUndefined();
    expect(danglingRefs(data)).toEqual([]);

    // Restored: the newest page shows its related products, one of them a tile.
    const restored = newCache();
    expect(restoreCache(restored)).toBe(true);
    const last = restored.readQuery<{ products: { items: object[] } }>({
      query: PRODUCT,
      variables: { urlKey: urlKey(PAGES - 1) },
    });
    expect(last?.products.items[0]).toMatchObject({ related_products: [{ sku: 'SKU-0' }, { sku: 'SKU-1' }] });
    // A tile's own page is not answered from the copy (asked of the backend instead).
    expect(restored.readQuery({ query: PRODUCT, variables: { urlKey: urlKey(1) } })).toBeNull();
  });

  it('evicts down to three quarters of the limit, so the next saves do not evict again', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    let previous = 0;
    let evicted = -1;
    for (let i = 0; i < 120; i += 1) {
      writeProductPage(cache, i);
      persistor.flush();
      const length = storedText().length;
      if (length < previous) {
        evicted = i;
        break;
      }
      previous = length;
    }
    expect(evicted).toBeGreaterThan(0);
    expect(storedText().length).toBeLessThanOrEqual(LIMIT * PERSISTED_CACHE_EVICTION_TARGET);
    const after = storedPages(storedData(), 120);
    expect(after[after.length - 1]).toBe(evicted);

    // The next page adds to the copy; nothing else goes.
    writeProductPage(cache, evicted + 1);
    persistor.flush();
    expect(storedPages(storedData(), 120)).toEqual([...after, evicted + 1]);
    expect(storedText().length).toBeGreaterThan(LIMIT * PERSISTED_CACHE_EVICTION_TARGET - 5_000);
  });

  it('a page shown again (its query watching the cache) counts as new: it is kept', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 100; i += 1) writeProductPage(cache, i);
    // The shopper goes back to the first page: its queries are read from the cache, not written.
    const cancels = [
      cache.watch({
        query: ROUTE,
        variables: { url: `${urlKey(0)}.html` },
        optimistic: true,
        callback: () => {},
      }),
      cache.watch({ query: PRODUCT, variables: { urlKey: urlKey(0) }, optimistic: true, callback: () => {} }),
    ];
    persistor.flush();
    cancels.forEach((cancel) => cancel());

    const pages = storedPages(storedData(), 100);
    expect(pages[0]).toBe(0);
    expect(pages).toContain(99);
    expect(pages).not.toContain(1);
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it('a query answered from the cache counts as used (the route lookup reads, it does not watch)', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 100; i += 1) writeProductPage(cache, i);
    // The route lookup of a page shown again reads its answer (readQuery, or a cache-first query,
    // which diffs); the page's own query watches.
    expect(cache.readQuery({ query: ROUTE, variables: { url: `${urlKey(0)}.html` } })).not.toBeNull();
    expect(cache.diff({ query: PRODUCT, variables: { urlKey: urlKey(0) }, optimistic: true }).complete).toBe(
      true,
    );
    persistor.flush();

    const pages = storedPages(storedData(), 100);
    expect(pages[0]).toBe(0);
    expect(pages).toContain(99);
    expect(pages).not.toContain(1);
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it('root fields asked through fragments count as used too', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    for (let i = 0; i < 100; i += 1) writeProductPage(cache, i);
    const PAGE = gql`
      query Page($url: String!, $urlKey: String!) {
        __typename
        ...PageRoute
        ... on Query {
          products(filter: { url_key: { eq: $urlKey } }) {
            items {
              uid
            }
          }
        }
      }
      fragment PageRoute on Query {
        route(url: $url) {
          type
        }
      }
    `;
    const variables = { url: `${urlKey(0)}.html`, urlKey: urlKey(0) };
    cache.watch({ query: PAGE, variables, optimistic: true, callback: () => {} })();
    persistor.flush();
    expect(storedPages(storedData(), 100)[0]).toBe(0);
  });

  it('a field changed without a query write (modify) counts as written', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    for (let i = 0; i < 100; i += 1) writeProductPage(cache, i);
    persistor.flush();
    expect(storedPages(storedData(), 100)).not.toContain(0);
    // The first page's product list is changed in place of a write of its query.
    cache.modify({
      id: 'ROOT_QUERY',
      fields: {
        products: (value: unknown, { storeFieldName }) =>
          storeFieldName === productField(0) ? { ...(value as object), total_count: 1 } : value,
      },
    });
    writeProductPage(cache, 100);
    persistor.flush();
    expect(rootFields(storedData())).toContain(productField(0));
    expect(rootFields(storedData())).not.toContain(routeField(0));
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it("the order carries over a reload: the previous visit's oldest pages go first", () => {
    const first = newCache();
    persist(first, { maxLength: LIMIT }).flush();
    writeShell(first);
    for (let i = 0; i < 40; i += 1) writeProductPage(first, i);
    // Page 5 shown again last.
    const cancel = first.watch({
      query: PRODUCT,
      variables: { urlKey: urlKey(5) },
      optimistic: true,
      callback: () => {},
    });
    cancel();
    persistors[0]!.flush();
    expect(storedPages(storedData(), 40)).toHaveLength(40);
    persistors[0]!.stop();

    const second = newCache();
    restoreCache(second, { maxLength: LIMIT });
    const persistor = persist(second, { maxLength: LIMIT });
    for (let i = 40; i < 90; i += 1) writeProductPage(second, i);
    persistor.flush();
    // Every page of this visit, then the previous visit's newest: page 5's product (shown last,
    // without its route), then its last pages.
    const fields = rootFields(storedData());
    const pages = storedPages(storedData(), 90);
    expect(pages.slice(-50)).toEqual(Array.from({ length: 50 }, (_, n) => 40 + n));
    expect(pages[0]).toBeGreaterThan(20);
    expect(pages).toContain(39);
    expect(fields).toContain(productField(5));
    expect(fields).not.toContain(routeField(5));
    expect(fields).not.toContain(productField(4));
    expect(fields).not.toContain(productField(6));
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it('a single enormous field is left out on its own; the rest is still saved', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 10; i += 1) writeProductPage(cache, i);
    writeProductPage(cache, 10, 'x'.repeat(LIMIT * 2));
    expect(persistor.flush()).toBe(true);

    const data = storedData();
    expect(storedText().length).toBeLessThanOrEqual(LIMIT);
    expect(rootFields(data)).not.toContain(productField(10));
    expect(data[productRef(10)]).toBeUndefined();
    // Its route reaches the same product: it goes with it, as one field too large.
    expect(rootFields(data)).not.toContain(routeField(10));
    expect(storedPages(data, 10)).toEqual([...Array(10).keys()]);
    expect(rootFields(data)).toEqual(
      expect.arrayContaining(['storeConfig', 'customer', 'cart({"cart_id":"cart-1"})']),
    );
    expect(danglingRefs(data)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();

    // The next page is saved as usual.
    writeProductPage(cache, 11);
    expect(persistor.flush()).toBe(true);
    expect(storedPages(storedData(), 12)).toEqual([...Array(10).keys(), 11]);
  });

  it('when the kept fields alone are over the limit, nothing is saved: the stored copy is removed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = newCache();
    const persistor = persist(cache, { maxLength: 2_000 });
    writeProductPage(cache, 1);
    expect(persistor.flush()).toBe(true);
    cache.writeQuery({
      query: CUSTOMER,
      data: { customer: { __typename: 'Customer', firstname: 'A'.repeat(3_000) } },
    });
    expect(persistor.flush()).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('larger than 2000'));
  });

  it('when the storage refuses the copy (its quota is shared), it tries once more at half the size', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 30; i += 1) writeProductPage(cache, i);
    const setItem = Storage.prototype.setItem;
    const quota = 30_000;
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      text,
    ) {
      if (text.length > quota) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, text);
    });
    expect(persistor.flush()).toBe(true);
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(storedText().length).toBeLessThanOrEqual(quota);
    expect(storedPages(storedData(), 30)).toContain(29);
    expect(storedPages(storedData(), 30)).not.toContain(0);
    expect(rootFields(storedData())).toContain('cart({"cart_id":"cart-1"})');
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it('sign-out after an eviction: the flushed copy has no cart or customer, and no dangling reference', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 120; i += 1) writeProductPage(cache, i);
    persistor.flush();
    expect(storedPages(storedData(), 120)).not.toContain(0);

    cache.evict({ id: 'Cart:{"id":"cart-1"}' });
    for (const fieldName of ['cart', 'customer']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.evict({ id: 'Customer:{}' });
    cache.gc();
    persistor.flush();
    const data = storedData();
    expect(rootFields(data).filter((name) => name.startsWith('cart') || name.startsWith('customer'))).toEqual(
      [],
    );
    expect(data['Cart:{"id":"cart-1"}']).toBeUndefined();
    expect(storedPages(data, 120)).toContain(119);
    expect(danglingRefs(data)).toEqual([]);
  });

  it('category pages are evicted like product pages; the mega menu is kept', () => {
    const cache = newCache();
    const persistor = persist(cache, { maxLength: 20_000 });
    writeShell(cache);
    for (let i = 0; i < 60; i += 1) {
      cache.writeQuery({
        query: CATEGORY,
        variables: { uid: `category-${i}` },
        data: {
          categories: {
            __typename: 'CategoryResult',
            items: [
              {
                __typename: 'CategoryTree',
                uid: `category-${i}`,
                name: `Category ${i}`,
                description: 'Records. '.repeat(40),
              },
            ],
          },
        },
      });
    }
    persistor.flush();
    const fields = rootFields(storedData());
    expect(fields).toContain('categories');
    expect(fields).toContain('categories({"filters":{"category_uid":{"eq":"category-59"}}})');
    expect(fields).not.toContain('categories({"filters":{"category_uid":{"eq":"category-0"}}})');
    expect(storedData()['CategoryTree:{"uid":"turntables"}']).toBeDefined();
    expect(danglingRefs(storedData())).toEqual([]);
  });

  it('saves in idle time as before: a debounced save of a cache over the limit stores the evicted copy', () => {
    jest.useFakeTimers();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const cache = newCache();
    persist(cache, { maxLength: LIMIT });
    writeShell(cache);
    for (let i = 0; i < 100; i += 1) writeProductPage(cache, i);
    expect(setItem).not.toHaveBeenCalled();
    saveWhenIdle();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(storedText().length).toBeLessThanOrEqual(LIMIT);
    expect(storedPages(storedData(), 100)).toContain(99);
  });
});
