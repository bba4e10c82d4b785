/**
 * What `products` queries run on, so that none of them reads the whole catalog product by
 * product: products are numbered by their place in the catalog (an ordinal), and each index
 * answers with ordinals.
 * - postings: the products of each category (anchors included), of each option of a filterable
 *   select/multiselect attribute, of each word of the searched text fields, and sorted sku keys;
 * - orders: every product by position (then id), by name (a rank each) and, per day (special
 *   prices have dates), prices and their order;
 * - counts: for each product the categories and options it counts in (aggregations).
 * Built once per catalog index (getCatalogIndex), on first use.
 */
import type { SeedProduct } from '../../data/types';
import type { BackendState } from '../../state';
import { getCatalogIndex, type CatalogIndex, type TextField } from './catalogIndex';
import { indexedPrice, todayOf } from './pricing';
import { tokenize } from './text';

/** A list per product: the entries of product `o` are values[offsets[o] .. offsets[o + 1]). */
interface PerProduct {
  offsets: Int32Array;
  values: Int32Array;
}

export interface QueryIndex {
  size: number;
  products: SeedProduct[];
  /** Ordinal of a product id. */
  ordinalOf: Map<number, number>;
  /** Ordinals by position, then id; and each ordinal's rank in that order. */
  positionOrder: Int32Array;
  positionRank: Int32Array;
  /** Each product's position. */
  positions: Float64Array;
  /** Ordinals (ascending) of each category's products, anchored categories included. */
  categoryPostings: Map<number, Int32Array>;
  /** A number per category (its place in the catalog's categories), and each product's categories. */
  categorySlot: Map<number, number>;
  productCategories: PerProduct;
  /** Ordinals (ascending) per attribute code and option id (a configurable counts its children's). */
  optionPostings: Map<string, Map<string, Int32Array>>;
  /** Per attribute code: each product's options, as indexes into the attribute's option list. */
  productOptions: Map<string, PerProduct>;
  /** Word postings and the words in code-unit order (for prefixes), per text field. */
  words: Record<TextField, { postings: Map<string, Int32Array>; sorted: string[] }>;
  /** Lowercased skus (the product's and its children's) in order, with the ordinal of each. */
  skuKeys: string[];
  skuOrdinals: Int32Array;
  /** Ordinals by lowercased sku and by url key. */
  bySku: Map<string, number[]>;
  byUrlKey: Map<string, number[]>;
  /** Folded text of each product (`match` filters). */
  text: Array<Record<TextField, string>>;
  /** Every ordinal, ascending (shared: never to be changed). */
  all: Int32Array;
  /** Rank of each product's name (equal names share one), built on first use. */
  nameRank(): Int32Array;
  /** Each product's price (the lowest final price) on `today`. */
  prices(today: string): Float64Array;
  /**
   * Every ordinal by one sort key (`position`, `name` or `price` on `today`) in one direction,
   * equal keys by position then id; built on first use.
   */
  orderBy(key: 'position' | 'name' | 'price', direction: 'ASC' | 'DESC', today: string): Int32Array;
  /** Whether a word is in the catalog's searched text, and the catalog's words by length. */
  hasWord(word: string): boolean;
  vocabularyByLength(): Map<number, string[]>;
  /** Answers derived from the catalog alone (e.g. the categories below a category), by key. */
  memo: Map<string, unknown>;
  remember(key: string, value: unknown): void;
  /**
   * Work arrays of one request, one per name and type, sized to the catalog: a request uses them
   * and is done with them before it returns (never in anything it answers).
   */
  scratch: Scratch;
}

interface Scratch {
  bytes(name: string): Uint8Array;
  shorts(name: string): Uint16Array;
  ints(name: string): Int32Array;
  doubles(name: string): Float64Array;
}

function scratchOf(size: number): Scratch {
  const made = new Map<string, Uint8Array | Uint16Array | Int32Array | Float64Array>();
  const get = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
    name: string,
    make: (n: number) => T,
  ): T => {
    let array = made.get(name) as T | undefined;
    if (!array) made.set(name, (array = make(size)));
    else array.fill(0);
    return array;
  };
  return {
    bytes: (name) => get(`b:${name}`, (n) => new Uint8Array(n)),
    shorts: (name) => get(`s:${name}`, (n) => new Uint16Array(n)),
    ints: (name) => get(`i:${name}`, (n) => new Int32Array(n)),
    doubles: (name) => get(`d:${name}`, (n) => new Float64Array(n)),
  };
}

/**
 * `order` (ordinals by position) sorted stably by `values`; for DESC the groups of equal values
 * come in reverse, each still by position.
 */
function orderedBy(order: Int32Array, values: ArrayLike<number>, direction: 'ASC' | 'DESC'): Int32Array {
  const sign = direction === 'DESC' ? -1 : 1;
  return Int32Array.from(Array.from(order).sort((a, b) => sign * (values[a]! - values[b]!)));
}

const TEXT_FIELDS: TextField[] = ['name', 'short_description', 'description'];

const cache = new WeakMap<CatalogIndex, QueryIndex>();

export function getQueryIndex(index: CatalogIndex, products: SeedProduct[]): QueryIndex {
  let built = cache.get(index);
  if (!built || built.products !== products) {
    built = buildQueryIndex(index, products);
    cache.set(index, built);
  }
  return built;
}

function toPostings(lists: Map<string, number[]>): Map<string, Int32Array> {
  const out = new Map<string, Int32Array>();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

function perProduct(lists: number[][]): PerProduct {
  const offsets = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, o) => {
    offsets[o] = total;
    total += list.length;
  });
  offsets[lists.length] = total;
  const values = new Int32Array(total);
  lists.forEach((list, o) => values.set(list, offsets[o]!));
  return { offsets, values };
}

/** First place in `sorted` whose entry is not below `key`. */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function buildQueryIndex(index: CatalogIndex, products: SeedProduct[]): QueryIndex {
  const size = products.length;
  const ordinalOf = new Map<number, number>();
  products.forEach((product, o) => {
    if (!ordinalOf.has(product.id)) ordinalOf.set(product.id, o);
  });

  const positionOrder = Int32Array.from(products.keys()).sort(
    (a, b) => products[a]!.position - products[b]!.position || products[a]!.id - products[b]!.id || a - b,
  );
  const positionRank = new Int32Array(size);
  positionOrder.forEach((o, rank) => (positionRank[o] = rank));

  // Categories: membership sets hold ids; a repeated id means every product with it.
  const byId = new Map<number, number[]>();
  products.forEach((product, o) => {
    const list = byId.get(product.id);
    if (list) list.push(o);
    else byId.set(product.id, [o]);
  });
  const categoryPostings = new Map<number, Int32Array>();
  const categorySlot = new Map<number, number>();
  const categoriesOf: number[][] = products.map(() => []);
  for (const [categoryId, members] of index.members) {
    const slot = categorySlot.size;
    categorySlot.set(categoryId, slot);
    const ordinals: number[] = [];
    for (const id of members) for (const o of byId.get(id) ?? []) ordinals.push(o);
    ordinals.sort((a, b) => a - b);
    for (const o of ordinals) categoriesOf[o]!.push(slot);
    categoryPostings.set(categoryId, Int32Array.from(ordinals));
  }

  const optionPostings = new Map<string, Map<string, Int32Array>>();
  const productOptions = new Map<string, PerProduct>();
  for (const attribute of index.attributes.values()) {
    if (attribute.frontend_input !== 'select' && attribute.frontend_input !== 'multiselect') continue;
    const place = new Map<string, number>();
    (attribute.options ?? []).forEach((option, i) => {
      if (!place.has(option.id)) place.set(option.id, i);
    });
    const lists = new Map<string, number[]>();
    const own: number[][] = [];
    products.forEach((product, o) => {
      const mine: number[] = [];
      for (const id of index.facets.get(product.id)?.get(attribute.code) ?? []) {
        const list = lists.get(id);
        if (list) list.push(o);
        else lists.set(id, [o]);
        const at = place.get(id);
        if (at !== undefined) mine.push(at);
      }
      own.push(mine);
    });
    optionPostings.set(attribute.code, toPostings(lists));
    productOptions.set(attribute.code, perProduct(own));
  }

  const text = products.map(
    (product) => index.plainText.get(product.id) ?? { name: '', short_description: '', description: '' },
  );
  const words = {} as QueryIndex['words'];
  for (const field of TEXT_FIELDS) {
    const lists = new Map<string, number[]>();
    text.forEach((fields, o) => {
      for (const word of new Set(tokenize(fields[field]))) {
        const list = lists.get(word);
        if (list) list.push(o);
        else lists.set(word, [o]);
      }
    });
    words[field] = { postings: toPostings(lists), sorted: [...lists.keys()].sort() };
  }

  const skuPairs: Array<[string, number]> = [];
  const bySku = new Map<string, number[]>();
  const byUrlKey = new Map<string, number[]>();
  products.forEach((product, o) => {
    const skus = new Set([product.sku, ...(product.variants ?? []).map((variant) => variant.sku)]);
    for (const sku of skus) skuPairs.push([sku.toLowerCase(), o]);
    const key = product.sku.toLowerCase();
    bySku.set(key, [...(bySku.get(key) ?? []), o]);
    byUrlKey.set(product.url_key, [...(byUrlKey.get(product.url_key) ?? []), o]);
  });
  skuPairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  let nameRank: Int32Array | null = null;
  const priceCache = new Map<string, { prices: Float64Array; orders: Map<string, Int32Array> }>();
  const orders = new Map<string, Int32Array>();
  let vocabulary: Map<number, string[]> | null = null;
  const memo = new Map<string, unknown>();
  const perDay = (today: string) => {
    let day = priceCache.get(today);
    if (!day) {
      day = {
        prices: Float64Array.from(products, (product) => indexedPrice(product, today, index.bySku)),
        orders: new Map(),
      };
      // Today's and yesterday's, at most (a request that began before midnight).
      if (priceCache.size >= 2) priceCache.delete(priceCache.keys().next().value!);
      priceCache.set(today, day);
    }
    return day;
  };
  const positions = Float64Array.from(products, (product) => product.position);

  return {
    size,
    products,
    ordinalOf,
    positionOrder,
    positionRank,
    positions,
    categoryPostings,
    categorySlot,
    productCategories: perProduct(categoriesOf),
    optionPostings,
    productOptions,
    words,
    skuKeys: skuPairs.map(([key]) => key),
    skuOrdinals: Int32Array.from(skuPairs.map(([, o]) => o)),
    bySku,
    byUrlKey,
    text,
    nameRank() {
      if (!nameRank) {
        // String.prototype.localeCompare without arguments is this collator's compare.
        const compare = new Intl.Collator().compare;
        const order = Int32Array.from(products.keys()).sort((a, b) => compare(text[a]!.name, text[b]!.name));
        nameRank = new Int32Array(size);
        let rank = 0;
        order.forEach((o, i) => {
          if (i > 0 && compare(text[order[i - 1]!]!.name, text[o]!.name) !== 0) rank = i;
          nameRank![o] = rank;
        });
      }
      return nameRank;
    },
    all: Int32Array.from(products.keys()),
    prices: (today) => perDay(today).prices,
    orderBy(key, direction, today) {
      if (key === 'position' && direction === 'ASC') return positionOrder;
      const cacheOf = key === 'price' ? perDay(today).orders : orders;
      const name = `${key}:${direction}`;
      let order = cacheOf.get(name);
      if (!order) {
        const values = key === 'price' ? perDay(today).prices : key === 'name' ? this.nameRank() : positions;
        order = orderedBy(positionOrder, values, direction);
        cacheOf.set(name, order);
      }
      return order;
    },
    hasWord: (word) => TEXT_FIELDS.some((field) => words[field].postings.has(word)),
    vocabularyByLength() {
      if (!vocabulary) {
        vocabulary = new Map();
        const all = new Set(TEXT_FIELDS.flatMap((field) => words[field].sorted));
        for (const word of all) {
          const list = vocabulary.get(word.length) ?? [];
          list.push(word);
          vocabulary.set(word.length, list);
        }
      }
      return vocabulary;
    },
    memo,
    remember(key, value) {
      // Bounded: keys come from requests.
      if (memo.size >= 2000) memo.clear();
      memo.set(key, value);
    },
    scratch: scratchOf(size),
  };
}

/**
 * Builds every index of the state's catalog now rather than at the first requests: the lookups,
 * the query index, today's prices in each store view's time zone and the orders by name and
 * price. Returns how long it took (ms).
 */
export function prepareCatalogIndexes(state: BackendState): number {
  const started = performance.now();
  const query = getQueryIndex(getCatalogIndex(state), state.catalog.products);
  query.nameRank();
  for (const storeView of state.store.storeViews) {
    const today = todayOf({ storeView });
    for (const direction of ['ASC', 'DESC'] as const) {
      query.orderBy('price', direction, today);
      query.orderBy('name', direction, today);
      query.orderBy('position', direction, today);
    }
  }
  query.vocabularyByLength();
  return performance.now() - started;
}
