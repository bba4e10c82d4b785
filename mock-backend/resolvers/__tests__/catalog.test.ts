/** @jest-environment node */
/**
 * Catalog resolvers against the seed catalog: products (search, filters, sorting, paging,
 * aggregations), categories and the product / category fields. Expected values are derived from
 * the seed arrays, not hard-coded.
 */
import type { GraphQLInputObjectType } from 'graphql';
import { gql } from '../../../test/backend';
import { attributes } from '../../data/attributes';
import { categories } from '../../data/categories';
import { products } from '../../data/products';
import type { SeedProduct } from '../../data/types';
import { getSchema } from '../../executor';
import { categoryNode, findCategoryByUrlPath, findProductByUrlKey, productNode } from '../catalog';
import { createState, getState, type BackendState } from '../../state';
import { optionValueUid, toUid } from '../../uid';

/* ------------------------------------------------------------------------------------------------
 * Seed-side expectations
 * ---------------------------------------------------------------------------------------------- */

const ROOT_ID = 2;
const categoryById = new Map(categories.map((category) => [category.id, category]));
const attributeByCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
const productBySku = new Map(products.map((product) => [product.sku, product]));
const FACET_CODES = attributes
  .filter((a) => a.is_filterable && (a.frontend_input === 'select' || a.frontend_input === 'multiselect'))
  .map((a) => a.code);

function ancestorsOf(id: number): number[] {
  const out: number[] = [];
  let current = categoryById.get(id);
  while (current && categoryById.has(current.parent_id)) {
    out.push(current.parent_id);
    current = categoryById.get(current.parent_id);
  }
  return out;
}

const childrenOf = (id: number) =>
  categories.filter((c) => c.parent_id === id).sort((a, b) => a.position - b.position || a.id - b.id);

const descendantsOf = (id: number): number[] =>
  childrenOf(id).flatMap((child) => [child.id, ...descendantsOf(child.id)]);

/** Anchored membership: assigned, or assigned below an anchor category. */
const inCategory = (product: SeedProduct, id: number): boolean =>
  product.category_ids.includes(id) ||
  (Boolean(categoryById.get(id)?.is_anchor) &&
    product.category_ids.some((own) => ancestorsOf(own).includes(id)));

/** Option ids of a product for an attribute, its configurable children's included. */
function facetValues(product: SeedProduct, code: string): Set<string> {
  const raw = product.attributes[code];
  const own = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const children = (product.variants ?? [])
    .map((v) => v.options[code])
    .filter((v): v is string => Boolean(v));
  return new Set([...own, ...children]);
}

const byPosition = (a: SeedProduct, b: SeedProduct) => a.position - b.position || a.id - b.id;

const configurableWithChildren = products.find(
  (p) => p.type === 'configurable' && (p.variants?.length ?? 0) > 1,
)!;

/* ------------------------------------------------------------------------------------------------
 * Query helpers
 * ---------------------------------------------------------------------------------------------- */

interface Item {
  __typename: string;
  sku: string;
  name: string;
  price_range: { minimum_price: { final_price: { value: number; currency: string } } };
}

interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number | null;
  options: Array<{ label: string; value: string; count: number }>;
}

interface Listing {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: Item[];
  aggregations?: Aggregation[];
}

/** Runs a query through the executor; attribute filters come from the catalog's EAV attributes. */
async function facetGql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  currency?: string,
  state?: BackendState,
) {
  const { body } = await gql<T>(query, {
    variables,
    state,
    headers: currency ? { 'Content-Currency': currency } : {},
  });
  return body as { data?: T | null; errors?: ReadonlyArray<{ message: string }> };
}

const LISTING = `
  query Listing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
    $currentPage: Int
    $direct: Boolean
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { current_page page_size total_pages }
      items { __typename sku name price_range { minimum_price { final_price { value currency } } } }
      aggregations(filter: { category: { includeDirectChildrenOnly: $direct } }) {
        attribute_code label count position options { label value count }
      }
    }
  }`;

async function list(
  variables: Record<string, unknown>,
  currency?: string,
  state?: BackendState,
): Promise<Listing> {
  const result = await facetGql<{ products: Listing }>(
    LISTING,
    { pageSize: 500, ...variables },
    currency,
    state,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.products;
}

const skus = (listing: Listing) => listing.items.map((item) => item.sku);
const sorted = (values: string[]) => [...values].sort();
const finalPrice = (item: Item) => item.price_range.minimum_price.final_price.value;

/** Every product with its listed (lowest final) price, in USD. */
let priceBySku: Map<string, number>;
beforeAll(async () => {
  const all = await list({ filter: {} });
  priceBySku = new Map(all.items.map((item) => [item.sku, finalPrice(item)]));
});

/* ------------------------------------------------------------------------------------------------
 * products: filters
 * ---------------------------------------------------------------------------------------------- */

describe('products: filters', () => {
  it('returns every product for an empty filter', async () => {
    const all = await list({ filter: {} });
    expect(all.total_count).toBe(products.length);
    expect(sorted(skus(all))).toEqual(sorted(products.map((p) => p.sku)));
  });

  it.each(categories.filter((c) => c.id !== ROOT_ID).map((c) => [c.id, c.name]))(
    'filters by category_uid %s (%s), anchors included',
    async (id) => {
      const listing = await list({ filter: { category_uid: { eq: toUid(id) } } });
      const expected = products.filter((p) => inCategory(p, id)).map((p) => p.sku);
      expect(sorted(skus(listing))).toEqual(sorted(expected));
    },
  );

  it('shows products of anchored descendants (27 and 28 under 6 and 3)', async () => {
    const hifi = await list({ filter: { category_uid: { eq: toUid(6) } } });
    const belt = await list({ filter: { category_uid: { eq: toUid(27) } } });
    const direct = await list({ filter: { category_uid: { eq: toUid(28) } } });
    const players = await list({ filter: { category_uid: { eq: toUid(3) } } });
    expect(belt.total_count).toBeGreaterThan(0);
    expect(direct.total_count).toBeGreaterThan(0);
    for (const sku of [...skus(belt), ...skus(direct)]) {
      expect(skus(hifi)).toContain(sku);
      expect(skus(players)).toContain(sku);
    }
  });

  it('lists only directly assigned products in a category that is not an anchor', async () => {
    const state = createState();
    const leafOnly = {
      ...products.find((p) => p.category_ids.includes(27))!,
      id: 999_001,
      sku: 'LEAF-ONLY',
      url_key: 'leaf-only',
      category_ids: [27],
    };
    state.catalog = {
      ...state.catalog,
      categories: categories.map((c) => (c.id === 6 ? { ...c, is_anchor: false } : c)),
      products: [...products, leafOnly],
    };
    const hifi = await list({ filter: { category_id: { eq: '6' } } }, undefined, state);
    expect(skus(hifi)).not.toContain('LEAF-ONLY');
    // Record Players (3) is still an anchor: it shows what sits anywhere below it.
    const players = await list({ filter: { category_id: { eq: '3' } } }, undefined, state);
    expect(skus(players)).toContain('LEAF-ONLY');
  });

  it('accepts category_id eq/in and category_url_path like category_uid', async () => {
    const byUid = await list({ filter: { category_uid: { in: [toUid(9), toUid(10)] } } });
    const byId = await list({ filter: { category_id: { in: ['9', '10'] } } });
    expect(sorted(skus(byId))).toEqual(sorted(skus(byUid)));
    const expected = products.filter((p) => inCategory(p, 9) || inCategory(p, 10)).map((p) => p.sku);
    expect(sorted(skus(byUid))).toEqual(sorted(expected));
    const byPath = await list({ filter: { category_url_path: { eq: categoryById.get(6)!.url_path } } });
    const byId6 = await list({ filter: { category_id: { eq: '6' } } });
    expect(skus(byPath)).toEqual(skus(byId6));
  });

  it('finds nothing in an unknown category', async () => {
    const listing = await list({ filter: { category_id: { eq: '9999' } } });
    expect(listing.total_count).toBe(0);
    expect(listing.page_info.total_pages).toBe(0);
    expect(listing.aggregations).toEqual([]);
  });

  it('filters by price range on the final price, both ends inclusive', async () => {
    const listing = await list({ filter: { price: { from: '50', to: '100' } } });
    const expected = [...priceBySku].filter(([, price]) => price >= 50 && price <= 100).map(([sku]) => sku);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(skus(listing))).toEqual(sorted(expected));

    const [sku, price] = [...priceBySku][0]!;
    const exact = await list({ filter: { price: { from: String(price), to: String(price) } } });
    expect(skus(exact)).toContain(sku);

    const openEnded = await list({ filter: { price: { from: '300' } } });
    expect(openEnded.total_count).toBe([...priceBySku.values()].filter((p) => p >= 300).length);
  });

  it('filters by color, configurable parents matching through their children', async () => {
    const black = attributeByCode.get('color')!.options!.find((o) => o.label === 'Black')!.id;
    const listing = await list({ filter: { color: { eq: black } } });
    const expected = products.filter((p) => facetValues(p, 'color').has(black));
    expect(expected.some((p) => p.type === 'configurable')).toBe(true);
    expect(sorted(skus(listing))).toEqual(sorted(expected.map((p) => p.sku)));
  });

  it('filters by connectivity (multiselect) with in = any of the options', async () => {
    const [bluetooth, wifi] = ['Bluetooth', 'Wi-Fi'].map(
      (label) => attributeByCode.get('connectivity')!.options!.find((o) => o.label === label)!.id,
    );
    const listing = await list({ filter: { connectivity: { in: [bluetooth, wifi] } } });
    const expected = products.filter((p) => {
      const values = facetValues(p, 'connectivity');
      return values.has(bluetooth!) || values.has(wifi!);
    });
    expect(sorted(skus(listing))).toEqual(sorted(expected.map((p) => p.sku)));
  });

  it('combines search, category, attribute and price filters', async () => {
    const bluetooth = attributeByCode.get('connectivity')!.options!.find((o) => o.label === 'Bluetooth')!.id;
    const listing = await list({
      search: 'cruiser',
      filter: { category_uid: { eq: toUid(3) }, connectivity: { eq: bluetooth }, price: { to: '80' } },
    });
    expect(listing.total_count).toBeGreaterThan(0);
    for (const item of listing.items) {
      const product = productBySku.get(item.sku)!;
      expect(inCategory(product, 3)).toBe(true);
      expect(facetValues(product, 'connectivity').has(bluetooth)).toBe(true);
      expect(finalPrice(item)).toBeLessThanOrEqual(80);
      const text =
        `${product.sku} ${product.name} ${product.short_description} ${product.description}`.toLowerCase();
      expect(text).toContain('cruiser');
    }
  });

  it('filters by sku, url_key and name', async () => {
    const [first, second] = products;
    const bySku = await list({ filter: { sku: { in: [first!.sku, second!.sku] } } });
    expect(sorted(skus(bySku))).toEqual(sorted([first!.sku, second!.sku]));
    const byKey = await list({ filter: { url_key: { eq: second!.url_key } } });
    expect(skus(byKey)).toEqual([second!.sku]);
    const byName = await list({ filter: { name: { match: 'Cruiser' } } });
    const expected = products.filter((p) => /\bcruiser\b/i.test(p.name)).map((p) => p.sku);
    expect(sorted(skus(byName))).toEqual(sorted(expected));
  });

  it('searches names, skus and descriptions case-insensitively', async () => {
    const product = products.find((p) => p.type === 'simple')!;
    const bySku = await list({ search: product.sku.toLowerCase() });
    expect(skus(bySku)[0]).toBe(product.sku);
    const word = 'SUITCASE';
    const listing = await list({ search: word });
    const expected = products.filter((p) =>
      `${p.name} ${p.sku} ${p.short_description} ${p.description}`.toLowerCase().includes('suitcase'),
    );
    expect(sorted(skus(listing))).toEqual(sorted(expected.map((p) => p.sku)));
  });

  it('finds a configurable product by a child SKU, and nothing for punctuation only', async () => {
    const child = configurableWithChildren.variants![0]!;
    const listing = await list({ search: child.sku });
    expect(skus(listing)).toEqual([configurableWithChildren.sku]);
    const nothing = await list({ search: '%$#!' });
    expect(nothing.total_count).toBe(0);
  });

  it('asks for search or filter, and rejects a malformed category uid', async () => {
    const none = await gql('{ products { total_count } }');
    expect(none.body.errors?.[0]?.message).toBe("'search' or 'filter' input argument is required.");
    const bad = await gql('{ products(filter: { category_uid: { eq: "not a uid!" } }) { total_count } }');
    expect(bad.body.errors?.[0]?.message).toBe('Value of uid "not a uid!" is incorrect.');
    expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const price = await gql('{ products(filter: { price: { from: "cheap" } }) { total_count } }');
    expect(price.body.errors?.[0]?.message).toMatch(/price/i);
  });
});

/* ------------------------------------------------------------------------------------------------
 * products: sorting
 * ---------------------------------------------------------------------------------------------- */

describe('products: sorting', () => {
  const players = { category_uid: { eq: toUid(3) } };

  it('defaults to position ASC (then id) without a search', async () => {
    const listing = await list({ filter: players });
    const expected = products.filter((p) => inCategory(p, 3)).sort(byPosition);
    expect(skus(listing)).toEqual(expected.map((p) => p.sku));
    const explicit = await list({ filter: players, sort: { position: 'ASC' } });
    expect(skus(explicit)).toEqual(skus(listing));
  });

  it('sorts by position DESC', async () => {
    const listing = await list({ filter: players, sort: { position: 'DESC' } });
    const positions = listing.items.map((item) => productBySku.get(item.sku)!.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it.each(['ASC', 'DESC'] as const)('sorts by name %s', async (direction) => {
    const listing = await list({ filter: players, sort: { name: direction } });
    const names = listing.items.map((item) => item.name.toLowerCase());
    const expected = [...names].sort((a, b) => a.localeCompare(b));
    expect(names).toEqual(direction === 'ASC' ? expected : expected.reverse());
  });

  it.each(['ASC', 'DESC'] as const)(
    'sorts by final price %s (configurable: lowest child)',
    async (direction) => {
      const listing = await list({ filter: players, sort: { price: direction } });
      const prices = listing.items.map(finalPrice);
      expect(prices).toEqual([...prices].sort((a, b) => (direction === 'ASC' ? a - b : b - a)));
    },
  );

  it('ranks a search by relevance DESC by default, name matches first', async () => {
    const listing = await list({ search: 'cruiser' });
    const inName = listing.items.map((item) => /cruiser/i.test(item.name));
    const firstMiss = inName.indexOf(false);
    expect(firstMiss).not.toBe(0);
    if (firstMiss > 0) expect(inName.slice(firstMiss)).not.toContain(true);
    const explicit = await list({ search: 'cruiser', sort: { relevance: 'DESC' } });
    expect(skus(explicit)).toEqual(skus(listing));
    const ascending = await list({ search: 'cruiser', sort: { relevance: 'ASC' } });
    expect(/cruiser/i.test(ascending.items.at(-1)!.name)).toBe(true);
    if (firstMiss > 0) expect(/cruiser/i.test(ascending.items[0]!.name)).toBe(false);
  });

  it('reports the sort fields', async () => {
    const { body } = await gql(
      '{ products(filter: {}) { sort_fields { default options { label value } } } }',
    );
    expect(body.data.products.sort_fields).toEqual({
      default: 'position',
      options: [
        { label: 'Position', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
      ],
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * products: paging
 * ---------------------------------------------------------------------------------------------- */

describe('products: paging', () => {
  it.each([1, 5, 7, 20])('pages through everything with pageSize %i', async (pageSize) => {
    const whole = await list({ filter: {} });
    const totalPages = Math.ceil(whole.total_count / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const listing = await list({ filter: {}, pageSize, currentPage: page });
      expect(listing.page_info).toEqual({ current_page: page, page_size: pageSize, total_pages: totalPages });
      expect(listing.total_count).toBe(whole.total_count);
      const expectedSize = page < totalPages ? pageSize : whole.total_count - pageSize * (totalPages - 1);
      expect(listing.items).toHaveLength(expectedSize);
      seen.push(...skus(listing));
    }
    expect(seen).toEqual(skus(whole));
  });

  it('uses 20 items on page 1 by default', async () => {
    const { body } = await gql(
      '{ products(filter: {}) { page_info { current_page page_size total_pages } items { sku } } }',
    );
    expect(body.data.products.page_info).toEqual({
      current_page: 1,
      page_size: 20,
      total_pages: Math.ceil(products.length / 20),
    });
    expect(body.data.products.items).toHaveLength(Math.min(20, products.length));
  });

  it('rejects pageSize 0 and currentPage 0', async () => {
    const size = await gql('{ products(filter: {}, pageSize: 0) { total_count } }');
    expect(size.body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const page = await gql('{ products(filter: {}, currentPage: 0) { total_count } }');
    expect(page.body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect(page.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('rejects a page beyond the last, except when nothing matched', async () => {
    const totalPages = Math.ceil(products.length / 10);
    const beyond = await gql(
      `{ products(filter: {}, pageSize: 10, currentPage: ${totalPages + 1}) { total_count } }`,
    );
    expect(beyond.body.errors?.[0]?.message).toBe(
      `currentPage value ${totalPages + 1} specified is greater than the ${totalPages} page(s) available.`,
    );
    const empty = await list({ filter: { sku: { eq: 'NO-SUCH-SKU' } }, pageSize: 10, currentPage: 3 });
    expect(empty).toMatchObject({
      total_count: 0,
      items: [],
      page_info: { current_page: 3, total_pages: 0 },
    });
  });
});

/* ------------------------------------------------------------------------------------------------
 * products: aggregations
 * ---------------------------------------------------------------------------------------------- */

describe('products: aggregations', () => {
  const scopes: Array<[string, Record<string, unknown>]> = [
    ['Record Players', { filter: { category_uid: { eq: toUid(3) } } }],
    ['Speakers', { filter: { category_uid: { eq: toUid(8) } } }],
    ['a search', { search: 'bluetooth' }],
    ['everything', { filter: {} }],
  ];

  it.each(scopes)('counts match re-queries with each option as a filter (%s)', async (_name, scope) => {
    const listing = await list(scope);
    const aggregations = listing.aggregations!;
    expect(aggregations.map((a) => a.attribute_code)).toEqual(
      expect.arrayContaining(['price', 'category_uid']),
    );
    const filter = (scope.filter ?? {}) as Record<string, unknown>;
    for (const aggregation of aggregations) {
      expect(aggregation.count).toBe(aggregation.options.length);
      expect(aggregation.options.length).toBeGreaterThan(0);
      for (const option of aggregation.options) {
        expect(option.count).toBeGreaterThan(0);
        if (aggregation.attribute_code === 'price') {
          // Buckets are [from, to): Magento's histogram; the price filter's `to` is inclusive.
          const [from, to] = option.value.split('_').map(Number) as [number, number];
          expect(option.label).toBe(`${from}-${to}`);
          const inBucket = listing.items.filter((item) => finalPrice(item) >= from && finalPrice(item) < to);
          expect(option.count).toBe(inBucket.length);
          continue;
        }
        const requery = await list({
          ...scope,
          filter: { ...filter, [aggregation.attribute_code]: { eq: option.value } },
        });
        expect({
          code: aggregation.attribute_code,
          option: option.label,
          count: requery.total_count,
        }).toEqual({
          code: aggregation.attribute_code,
          option: option.label,
          count: option.count,
        });
      }
    }
  });

  it('orders price first, then category, then attributes by position, with labels', async () => {
    const listing = await list({ filter: { category_uid: { eq: toUid(3) } } });
    const codes = listing.aggregations!.map((a) => a.attribute_code);
    expect(codes.slice(0, 2)).toEqual(['price', 'category_uid']);
    const rest = listing.aggregations!.slice(2);
    expect(rest.map((a) => a.position)).toEqual([...rest.map((a) => a.position)].sort((a, b) => a! - b!));
    for (const aggregation of rest) {
      const attribute = attributeByCode.get(aggregation.attribute_code)!;
      expect(aggregation.label).toBe(attribute.label);
      const order = attribute.options!.map((o) => o.id);
      const values = aggregation.options.map((o) => o.value);
      expect(values).toEqual(order.filter((id) => values.includes(id)));
    }
    expect(listing.aggregations!.find((a) => a.attribute_code === 'category_uid')!.label).toBe('Category');
  });

  it('leaves a facet’s own filter out of its counts (standard faceting)', async () => {
    const base = { category_uid: { eq: toUid(3) } };
    const black = attributeByCode.get('color')!.options!.find((o) => o.label === 'Black')!.id;
    const unfiltered = await list({ filter: base });
    const filtered = await list({ filter: { ...base, color: { eq: black } } });
    const colors = (l: Listing) => l.aggregations!.find((a) => a.attribute_code === 'color');
    expect(colors(filtered)).toEqual(colors(unfiltered));
    const connectivity = filtered.aggregations!.find((a) => a.attribute_code === 'connectivity')!;
    for (const option of connectivity.options) {
      const both = await list({
        filter: { ...base, color: { eq: black }, connectivity: { eq: option.value } },
      });
      expect(both.total_count).toBe(option.count);
    }
  });

  it('lists all descendant categories, or only direct children when asked', async () => {
    const all = await list({ filter: { category_uid: { eq: toUid(3) } } });
    const direct = await list({ filter: { category_uid: { eq: toUid(3) } }, direct: true });
    const categoryOptions = (l: Listing) =>
      l.aggregations!.find((a) => a.attribute_code === 'category_uid')!.options;
    const withProducts = (ids: number[]) => ids.filter((id) => products.some((p) => inCategory(p, id)));
    expect(categoryOptions(direct).map((o) => o.value)).toEqual(
      withProducts(childrenOf(3).map((c) => c.id)).map(toUid),
    );
    expect(sorted(categoryOptions(all).map((o) => o.value))).toEqual(
      sorted(withProducts(descendantsOf(3)).map(toUid)),
    );
    for (const option of categoryOptions(direct)) {
      expect(option.label).toBe(categories.find((c) => toUid(c.id) === option.value)!.name);
    }
    const top = await list({ filter: {}, direct: true });
    expect(categoryOptions(top).map((o) => o.value)).toEqual(
      withProducts(childrenOf(ROOT_ID).map((c) => c.id)).map(toUid),
    );
  });

  it('converts price bucket labels to the display currency', async () => {
    const usd = await list({ filter: { category_uid: { eq: toUid(3) } } });
    const eur = await list({ filter: { category_uid: { eq: toUid(3) } } }, 'EUR');
    const rate = getState().store.rates.EUR!;
    const bucket = (l: Listing) => l.aggregations!.find((a) => a.attribute_code === 'price')!.options;
    const expected = bucket(usd).map((option) => {
      const [from, to] = option.value.split('_').map((v) => Math.round(Number(v) * rate * 100) / 100);
      return { label: `${from}-${to}`, value: `${from}_${to}`, count: option.count };
    });
    expect(bucket(eur)).toEqual(expected);
  });

  it('answers the deprecated filters and suggestions', async () => {
    const { body } = await gql(`{
      products(filter: { category_uid: { eq: "${toUid(3)}" } }) {
        filters { name request_var filter_items_count filter_items { label value_string items_count __typename } }
      }
      none: products(search: "turntabel") { total_count suggestions { search } }
    }`);
    expect(body.errors).toBeUndefined();
    const color = body.data.products.filters.find((f: { request_var: string }) => f.request_var === 'color');
    expect(color.filter_items[0].__typename).toBe('SwatchLayerFilterItem');
    expect(body.data.none.total_count).toBe(0);
    expect(body.data.none.suggestions).toEqual([{ search: 'turntable' }]);
  });
});

/* ------------------------------------------------------------------------------------------------
 * categories
 * ---------------------------------------------------------------------------------------------- */

const CATEGORY_FIELDS = `
  uid id name level path position url_key url_path url_suffix relative_url canonical_url
  include_in_menu is_anchor children_count product_count menu_url category_as_label
  display_mode default_sort_by redirect_code type image description
  breadcrumbs { category_uid category_name category_level category_url_key category_url_path }
`;

interface CategoryItem {
  id: number;
  uid: string;
  name: string;
  children_count: string;
  product_count: number;
  children: CategoryItem[];
  [field: string]: unknown;
}

describe('categories', () => {
  it('answers the store root without filters, with the tree in position order', async () => {
    const { body } = await gql(`{
      categories {
        total_count page_info { current_page page_size total_pages }
        items { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { id name } } } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.categories.total_count).toBe(1);
    expect(body.data.categories.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const root = body.data.categories.items[0] as CategoryItem;
    expect(root).toMatchObject({
      id: ROOT_ID,
      uid: toUid(ROOT_ID),
      path: `1/${ROOT_ID}`,
      level: 1,
      breadcrumbs: null,
    });
    let checked = 0;
    const check = (node: CategoryItem) => {
      if (node.children_count === undefined) return; // the deepest level asks for id and name only
      checked++;
      expect(node.children_count).toBe(String(descendantsOf(node.id).length));
      expect(node.product_count).toBe(products.filter((p) => inCategory(p, node.id)).length);
      if (node.children) {
        expect(node.children.map((c) => c.id)).toEqual(childrenOf(node.id).map((c) => c.id));
        node.children.forEach(check);
      }
    };
    check(root);
    expect(checked).toBe(
      1 + childrenOf(ROOT_ID).length + childrenOf(ROOT_ID).flatMap((c) => childrenOf(c.id)).length,
    );
  });

  it('answers the category fields', async () => {
    const { body } = await gql(
      `{ categories(filters: { ids: { eq: "27" } }) { items { ${CATEGORY_FIELDS} cms_block { identifier } } } }`,
    );
    const seed = categoryById.get(27)!;
    const [item] = body.data.categories.items;
    expect(item).toMatchObject({
      uid: toUid(27),
      name: seed.name,
      level: seed.level,
      path: `1/${[...ancestorsOf(27)].reverse().join('/')}/27`,
      url_key: seed.url_key,
      url_path: seed.url_path,
      url_suffix: '.html',
      relative_url: `${seed.url_path}.html`,
      canonical_url: `${seed.url_path}.html`,
      include_in_menu: 1,
      is_anchor: 1,
      redirect_code: 0,
      type: 'CATEGORY',
      image: `http://localhost/media/catalog/category/${seed.image}`,
      description: seed.description,
      cms_block: null,
    });
    expect(item.breadcrumbs).toEqual(
      [3, 6].map((id) => ({
        category_uid: toUid(id),
        category_name: categoryById.get(id)!.name,
        category_level: categoryById.get(id)!.level,
        category_url_key: categoryById.get(id)!.url_key,
        category_url_path: categoryById.get(id)!.url_path,
      })),
    );
  });

  it('answers the brand fields: label-only, menu_url, hidden from menu, CMS block', async () => {
    const { body } = await gql(`{
      categories(filters: { ids: { in: ["3", "22", "25", "26"] } }) {
        items { id include_in_menu menu_url category_as_label breadcrumbs { category_name } cms_block { identifier title content } landing_page }
      }
    }`);
    const byId = new Map(
      (body.data.categories.items as Array<{ id: number }>).map((item) => [item.id, item]),
    );
    expect(byId.get(22)).toMatchObject({ category_as_label: true, menu_url: null, breadcrumbs: null });
    expect(byId.get(25)).toMatchObject({ menu_url: '/ambassadors', category_as_label: false });
    expect(byId.get(26)).toMatchObject({ include_in_menu: 0 });
    const block = getState().cms.blocks.find(
      (b) => b.identifier === categoryById.get(3)!.cms_block_identifier,
    )!;
    expect(byId.get(3)).toMatchObject({
      cms_block: { identifier: block.identifier, title: block.title, content: expect.any(String) },
      landing_page: block.block_id,
    });
    // Filters list in tree order: level, then position.
    expect([...byId.keys()]).toEqual(
      [3, 22, 25, 26].sort((a, b) => categoryById.get(a)!.position - categoryById.get(b)!.position),
    );
  });

  it('filters by uid, parent, url key/path and name', async () => {
    const ask = async (filters: string) => {
      const { body } = await gql(`{ categories(filters: ${filters}) { total_count items { id } } }`);
      expect(body.errors).toBeUndefined();
      return (body.data.categories.items as Array<{ id: number }>).map((item) => item.id);
    };
    expect(await ask(`{ category_uid: { eq: "${toUid(8)}" } }`)).toEqual([8]);
    expect(await ask(`{ parent_id: { eq: "3" } }`)).toEqual(childrenOf(3).map((c) => c.id));
    expect(await ask(`{ parent_category_uid: { eq: "${toUid(15)}" } }`)).toEqual(
      childrenOf(15).map((c) => c.id),
    );
    expect(await ask(`{ url_key: { eq: "${categoryById.get(13)!.url_key}" } }`)).toEqual([13]);
    expect(await ask(`{ url_path: { eq: "${categoryById.get(30)!.url_path}" } }`)).toEqual([30]);
    const drive = categories.filter((c) => c.name.toLowerCase().includes('drive')).map((c) => c.id);
    expect(sorted((await ask(`{ name: { match: "drive" } }`)).map(String))).toEqual(
      sorted(drive.map(String)),
    );
  });

  it('pages categories and checks the paging arguments', async () => {
    const { body } =
      await gql(`{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 3, currentPage: 2) {
      total_count page_info { current_page page_size total_pages } items { id } } }`);
    const top = childrenOf(ROOT_ID).map((c) => c.id);
    expect(body.data.categories.total_count).toBe(top.length);
    expect(body.data.categories.page_info).toEqual({
      current_page: 2,
      page_size: 3,
      total_pages: Math.ceil(top.length / 3),
    });
    expect(body.data.categories.items.map((i: { id: number }) => i.id)).toEqual(top.slice(3, 6));
    const zero = await gql('{ categories(pageSize: 0) { total_count } }');
    expect(zero.body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const beyond = await gql('{ categories(currentPage: 2) { total_count } }');
    expect(beyond.body.errors?.[0]?.message).toBe(
      'currentPage value 2 specified is greater than the 1 page(s) available.',
    );
  });

  it('answers the deprecated categoryList as an array', async () => {
    const { body } = await gql('{ categoryList(filters: { ids: { in: ["4", "5"] } }) { id name } }');
    expect(body.data.categoryList).toEqual([4, 5].map((id) => ({ id, name: categoryById.get(id)!.name })));
  });

  it('lists a category’s products with the products engine', async () => {
    const { body } = await gql(`{ categories(filters: { ids: { eq: "6" } }) { items {
      product_count products(pageSize: 3, sort: { price: ASC }) { total_count page_info { total_pages } items { sku } }
    } } }`);
    const [item] = body.data.categories.items;
    const expected = products.filter((p) => inCategory(p, 6));
    expect(item.product_count).toBe(expected.length);
    expect(item.products.total_count).toBe(expected.length);
    expect(item.products.page_info.total_pages).toBe(Math.ceil(expected.length / 3));
    const cheapest = [...expected].sort(
      (a, b) => priceBySku.get(a.sku)! - priceBySku.get(b.sku)! || a.position - b.position,
    );
    expect(item.products.items.map((i: { sku: string }) => i.sku)).toEqual(
      cheapest.slice(0, 3).map((p) => p.sku),
    );
  });
});

/* ------------------------------------------------------------------------------------------------
 * product fields
 * ---------------------------------------------------------------------------------------------- */

const configurable = configurableWithChildren;

async function productBySkuQuery(sku: string, fields: string, headers: Record<string, string> = {}) {
  const { body } = await gql(`{ products(filter: { sku: { eq: "${sku}" } }) { items { ${fields} } } }`, {
    headers,
  });
  expect(body.errors).toBeUndefined();
  return body.data.products.items[0];
}

describe('product fields', () => {
  it('answers configurable options and variants with Magento uids', async () => {
    const item = await productBySkuQuery(
      configurable.sku,
      `__typename uid type_id
       ... on ConfigurableProduct {
         configurable_options { uid attribute_code attribute_id attribute_uid label position use_default
           values { uid value_index label default_label store_label use_default_value swatch_data { __typename value } } }
         variants { product { __typename uid sku name stock_status price_range { minimum_price { final_price { value } } } }
           attributes { code label value_index uid } }
       }`,
    );
    expect(item).toMatchObject({
      __typename: 'ConfigurableProduct',
      uid: toUid(configurable.id),
      type_id: 'configurable',
    });
    const seedOption = configurable.configurable_options![0]!;
    const attribute = attributeByCode.get(seedOption.attribute_code)!;
    const [option] = item.configurable_options;
    expect(option).toMatchObject({
      uid: toUid(`configurable/${configurable.id}/${attribute.id}`),
      attribute_code: attribute.code,
      attribute_id: String(attribute.id),
      attribute_uid: toUid(attribute.id),
      label: seedOption.label,
    });
    expect(option.values.map((v: { uid: string }) => v.uid)).toEqual(
      seedOption.values.map((id) => optionValueUid(attribute.id, id)),
    );
    const firstValue = attribute.options!.find((o) => o.id === seedOption.values[0])!;
    expect(option.values[0]).toMatchObject({
      value_index: Number(firstValue.id),
      label: firstValue.label,
      use_default_value: true,
      swatch_data: firstValue.swatch ? { value: firstValue.swatch.value } : null,
    });
    expect(item.variants).toHaveLength(configurable.variants!.length);
    configurable.variants!.forEach((variant, i) => {
      const answered = item.variants[i];
      expect(answered.product).toMatchObject({
        __typename: 'SimpleProduct',
        uid: toUid(variant.id),
        sku: variant.sku,
        name: variant.name,
        stock_status: variant.stock_status,
      });
      const valueId = variant.options[attribute.code]!;
      expect(answered.attributes).toEqual([
        {
          code: attribute.code,
          label: attribute.options!.find((o) => o.id === valueId)!.label,
          value_index: Number(valueId),
          uid: optionValueUid(attribute.id, valueId),
        },
      ]);
    });
  });

  it('answers configurable_product_options_selection', async () => {
    const attribute = attributeByCode.get(configurable.configurable_options![0]!.attribute_code)!;
    const variant = configurable.variants!.find((v) => v.stock_status === 'IN_STOCK')!;
    const uid = optionValueUid(attribute.id, variant.options[attribute.code]!);
    const item = await productBySkuQuery(
      configurable.sku,
      `... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ["${uid}"]) {
        variant { sku } media_gallery { url } options_available_for_selection { attribute_code option_value_uids }
        configurable_options { attribute_code values { uid is_available } } } }`,
    );
    const selection = item.configurable_product_options_selection;
    expect(selection.variant).toEqual({ sku: variant.sku });
    const inStock = configurable
      .variants!.filter((v) => v.stock_status === 'IN_STOCK')
      .map((v) => optionValueUid(attribute.id, v.options[attribute.code]!));
    expect(selection.options_available_for_selection[0].option_value_uids).toEqual(inStock);
    expect(selection.media_gallery[0].url).toContain((variant.media ?? configurable.media)[0]!.file);
  });

  it('converts prices to the Content-Currency', async () => {
    const fields = `price_range {
      minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
      maximum_price { final_price { value currency } }
    }`;
    const usd = await productBySkuQuery(configurable.sku, fields);
    const eur = await productBySkuQuery(configurable.sku, fields, { 'Content-Currency': 'EUR' });
    const rate = getState().store.rates.EUR!;
    const convert = (value: number) => Math.round(value * rate * 100) / 100;
    expect(usd.price_range.minimum_price.final_price.currency).toBe('USD');
    expect(eur.price_range.minimum_price.regular_price).toEqual({
      value: convert(usd.price_range.minimum_price.regular_price.value),
      currency: 'EUR',
    });
    expect(eur.price_range.minimum_price.final_price.value).toBe(
      convert(usd.price_range.minimum_price.final_price.value),
    );
    expect(eur.price_range.maximum_price.final_price).toEqual({
      value: convert(usd.price_range.maximum_price.final_price.value),
      currency: 'EUR',
    });
    const childPrices = configurable.variants!.map((v) => v.price ?? configurable.price);
    expect(usd.price_range.maximum_price.final_price.value).toBeLessThanOrEqual(Math.max(...childPrices));
    expect(usd.price_range.minimum_price.regular_price.value).toBe(Math.min(...childPrices));
    // A currency the store does not offer is refused (DirectoryGraphQl's CurrencyValidator).
    const unknown = await gql(
      `{ products(filter: { sku: { eq: "${configurable.sku}" } }) { items { sku } } }`,
      {
        headers: { 'Content-Currency': 'XYZ' },
      },
    );
    expect(unknown.body.errors?.[0]?.message).toBe('Please correct the target currency');
  });

  it('applies a special price only within its dates', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-15T12:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const dated = products.filter((p) => p.special_price && (p.special_from_date || p.special_to_date));
      expect(dated.length).toBeGreaterThan(0);
      for (const product of dated) {
        const item = await productBySkuQuery(
          product.sku,
          'special_price price_range { minimum_price { regular_price { value } final_price { value } discount { amount_off } } }',
        );
        const today = '2026-03-15';
        const active =
          (!product.special_from_date || product.special_from_date.slice(0, 10) <= today) &&
          (!product.special_to_date || product.special_to_date.slice(0, 10) >= today);
        expect({ sku: product.sku, special: item.special_price }).toEqual({
          sku: product.sku,
          special: active ? product.special_price : null,
        });
        const regular = item.price_range.minimum_price.regular_price.value;
        expect(item.price_range.minimum_price.final_price.value).toBe(
          active ? Math.min(regular, product.special_price!) : regular,
        );
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers images, gallery, stock, links and custom attributes', async () => {
    const withHidden = products.find((p) => p.media.some((m) => m.disabled))!;
    const item = await productBySkuQuery(
      withHidden.sku,
      `uid sku url_key url_suffix canonical_url ... on RoutableInterface { relative_url redirect_code type } url_rewrites { url parameters { name } }
       image { url label position disabled } small_image { url } thumbnail { url }
       media_gallery { __typename url label position disabled }
       media_gallery_entries { uid file disabled types media_type }
       stock_status quantity only_x_left_in_stock min_sale_qty max_sale_qty
       description { html } short_description { html }
       categories { uid name }
       related_products { sku }
       rating_summary review_count gift_message_available options_container
       custom_attributesV2 { errors { message } items { code __typename
         ... on AttributeValue { value }
         ... on AttributeSelectedOptions { selected_options { label value } } } }`,
    );
    const base = withHidden.media.find((m) => m.types.includes('image')) ?? withHidden.media[0]!;
    expect(item.image).toMatchObject({
      url: `http://localhost/media/catalog/product${base.file}`,
      label: base.label,
    });
    expect(item.url_rewrites).toEqual([{ url: `${withHidden.url_key}.html`, parameters: [] }]);
    expect(item).toMatchObject({
      canonical_url: `${withHidden.url_key}.html`,
      relative_url: `${withHidden.url_key}.html`,
      redirect_code: 0,
      type: 'PRODUCT',
      rating_summary: 0,
      review_count: 0,
      gift_message_available: false,
      options_container: 'container2',
    });
    expect(item.media_gallery).toHaveLength(withHidden.media.filter((m) => !m.disabled).length);
    expect(item.media_gallery[0].__typename).toBe('ProductImage');
    expect(item.media_gallery_entries).toHaveLength(withHidden.media.length);
    expect(item.media_gallery_entries.some((e: { disabled: boolean }) => e.disabled)).toBe(true);
    expect(item.only_x_left_in_stock).toBe(
      withHidden.stock_status === 'IN_STOCK' && withHidden.quantity <= 3 ? withHidden.quantity : null,
    );
    expect(item.description.html).toBe(withHidden.description);
    expect(item.categories.map((c: { uid: string }) => c.uid)).toEqual(
      withHidden.category_ids.filter((id) => id !== ROOT_ID).map(toUid),
    );
    expect(item.related_products.map((p: { sku: string }) => p.sku)).toEqual(
      (withHidden.related_skus ?? []).filter((sku) => productBySku.has(sku)),
    );
    const visible = attributes
      .filter((a) => a.is_visible_on_front && withHidden.attributes[a.code] !== undefined)
      .map((a) => a.code);
    expect(sorted(item.custom_attributesV2.items.map((a: { code: string }) => a.code))).toEqual(
      sorted(visible),
    );
    for (const answered of item.custom_attributesV2.items) {
      const attribute = attributeByCode.get(answered.code)!;
      if (attribute.options) {
        const raw = withHidden.attributes[attribute.code]!;
        const ids = Array.isArray(raw) ? raw : [raw];
        expect(answered.selected_options).toEqual(
          ids.map((id) => ({ value: id, label: attribute.options!.find((o) => o.id === id)!.label })),
        );
      } else {
        expect(answered.value).toBe(withHidden.attributes[attribute.code]);
      }
    }
  });

  it('answers virtual products as VirtualProduct', async () => {
    const virtual = products.find((p) => p.type === 'virtual');
    if (!virtual) return;
    const item = await productBySkuQuery(virtual.sku, '__typename type_id');
    expect(item).toEqual({ __typename: 'VirtualProduct', type_id: 'virtual' });
  });
});

/* ------------------------------------------------------------------------------------------------
 * Helpers for the route resolver
 * ---------------------------------------------------------------------------------------------- */

describe('exported helpers', () => {
  it('finds products by url key and categories by url path', () => {
    const state = getState();
    const product = products[0]!;
    expect(findProductByUrlKey(state, product.url_key)).toBe(product);
    expect(findProductByUrlKey(state, 'no-such-product')).toBeUndefined();
    const category = categoryById.get(27)!;
    expect(findCategoryByUrlPath(state, category.url_path)).toBe(category);
    expect(findCategoryByUrlPath(state, `/${category.url_path}/`)).toBe(category);
    expect(findCategoryByUrlPath(state, 'nowhere')).toBeUndefined();
  });

  it('builds nodes typed for the abstract types', () => {
    for (const product of products) {
      const expected = {
        simple: 'SimpleProduct',
        configurable: 'ConfigurableProduct',
        virtual: 'VirtualProduct',
        bundle: 'BundleProduct',
        grouped: 'GroupedProduct',
        downloadable: 'DownloadableProduct',
      }[product.type];
      expect(productNode(product)).toMatchObject({ __typename: expected });
    }
    expect(categoryNode(categoryById.get(3)!)).toMatchObject({ __typename: 'CategoryTree' });
  });
});

/* ------------------------------------------------------------------------------------------------
 * GraphQL errors
 * ---------------------------------------------------------------------------------------------- */

describe('GraphQL errors', () => {
  it('rejects an unknown field with a validation error', async () => {
    const { body } = await gql('{ products(filter: {}) { total_count no_such_field } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toBe('Cannot query field "no_such_field" on type "Products".');
  });

  it('rejects arguments of the wrong type', async () => {
    const size = await gql('{ products(filter: {}, pageSize: "ten") { total_count } }');
    expect(size.body.errors?.[0]?.message).toMatch(/Int cannot represent/);
    const sort = await gql('{ products(filter: {}, sort: { price: UP }) { total_count } }');
    expect(sort.body.errors?.[0]?.message).toMatch(/SortEnum/);
    const variables = await gql(
      'query ($size: Int) { products(filter: {}, pageSize: $size) { total_count } }',
      {
        variables: { size: 'ten' },
      },
    );
    expect(variables.body.errors?.[0]?.message).toMatch(/\$size/);
  });
});

describe('installation-specific filter fields', () => {
  it('adds one ProductAttributeFilterInput field per filterable attribute, as Magento generates them', () => {
    const input = getSchema().getType('ProductAttributeFilterInput') as GraphQLInputObjectType;
    for (const code of FACET_CODES) {
      expect(String(input.getFields()[code]?.type)).toBe('FilterEqualTypeInput');
    }
    // The static fields of the checked-in schema are still there.
    expect(String(input.getFields().price?.type)).toBe('FilterRangeTypeInput');
  });
});
