/** @jest-environment node */
/**
 * The index-based products engine (queryIndex.ts, productSearch.ts, aggregations.ts) against a
 * straightforward reference that reads every product for every query: the same items in the same
 * order, the same total and the same aggregation counts, on a generated catalog of 2,000 products
 * (plus the hand-written one) and on the hand-written catalog alone.
 */
import { gql } from '../../../../test/backend';
import { attributes } from '../../../data/attributes';
import { categories } from '../../../data/categories';
import { generateLargeCatalog } from '../../../data/largeCatalog';
import { products } from '../../../data/products';
import { redirects } from '../../../data/redirects';
import type { SeedProduct } from '../../../data/types';
import { createState, type BackendState, type CatalogSlot } from '../../../state';
import { toUid } from '../../../uid';
import { convert, indexedPrice, todayOf } from '../pricing';
import { fold, stripHtml, tokenize } from '../text';

/* ------------------------------------------------------------------------------------------------
 * The reference: every product, every time
 * ---------------------------------------------------------------------------------------------- */

type Direction = 'ASC' | 'DESC';

interface Args {
  search?: string;
  filter?: Record<string, { eq?: string; in?: string[]; from?: string; to?: string }>;
  sort?: Record<string, Direction>;
  pageSize: number;
  currentPage: number;
}

interface Aggregation {
  attribute_code: string;
  count: number;
  options: Array<{ label: string; value: string; count: number }>;
}

function reference(state: BackendState, args: Args, direct: boolean) {
  const catalog = state.catalog;
  const storeView = state.store.storeViews[0]!;
  const today = todayOf({ storeView });
  const byId = new Map(catalog.categories.map((category) => [category.id, category]));
  const ancestors = (id: number): number[] => {
    const out: number[] = [];
    for (let c = byId.get(id); c && !out.includes(c.parent_id); c = byId.get(c.parent_id))
      out.push(c.parent_id);
    return out;
  };
  const inCategory = (product: SeedProduct, id: number) =>
    product.category_ids.includes(id) ||
    (Boolean(byId.get(id)?.is_anchor) && product.category_ids.some((own) => ancestors(own).includes(id)));
  const bySku = (sku: string) => catalog.products.find((p) => p.sku.toLowerCase() === sku.toLowerCase());
  const priceOf = (product: SeedProduct) => indexedPrice(product, today, bySku);
  const facetValues = (product: SeedProduct, code: string) =>
    new Set([
      ...[product.attributes[code] ?? []].flat(),
      ...(product.variants ?? []).flatMap((variant) =>
        variant.options[code] ? [variant.options[code]] : [],
      ),
    ]);
  const selects = catalog.attributes.filter(
    (a) => a.frontend_input === 'select' || a.frontend_input === 'multiselect',
  );

  // Filters: category (base), price and select attributes (facets).
  const filter = args.filter ?? {};
  let categoryIds: number[] | null = null;
  const base: Array<(p: SeedProduct) => boolean> = [];
  const facets = new Map<string, (p: SeedProduct) => boolean>();
  for (const [code, value] of Object.entries(filter)) {
    const values = [...(value.eq !== undefined ? [value.eq] : []), ...(value.in ?? [])];
    if (code === 'category_id') {
      const ids = values.map(Number);
      categoryIds = [...(categoryIds ?? []), ...ids];
      base.push((p) => ids.some((id) => byId.has(id) && inCategory(p, id)));
    } else if (code === 'price') {
      const from = value.from === undefined ? null : Number(value.from);
      const to = value.to === undefined ? null : Number(value.to);
      facets.set(code, (p) => (from === null || priceOf(p) >= from) && (to === null || priceOf(p) <= to));
    } else {
      facets.set(code, (p) => [...facetValues(p, code)].some((id) => values.includes(id)));
    }
  }
  let candidates = catalog.products.filter((p) => base.every((test) => test(p)));

  // Search: any term in name (5) or descriptions (1), a word or (3+ letters) its beginning; skus 6.
  const scores = new Map<number, number>();
  let terms: string[] = [];
  if (args.search !== undefined) {
    const trimmed = args.search.trim();
    terms = [...new Set(tokenize(trimmed))];
    const words = [...new Set([trimmed.toLowerCase(), ...trimmed.toLowerCase().split(/\s+/)])];
    const fieldScore = (tokens: Set<string>, term: string) =>
      tokens.has(term) ? 1 : term.length >= 3 && [...tokens].some((t) => t.startsWith(term)) ? 0.5 : 0;
    for (const p of candidates) {
      if (!trimmed) {
        scores.set(p.id, 0);
        continue;
      }
      const fields: Array<[number, Set<string>]> = [
        [5, new Set(tokenize(fold(p.name)))],
        [1, new Set(tokenize(fold(stripHtml(p.short_description))))],
        [1, new Set(tokenize(fold(stripHtml(p.description))))],
      ];
      const skus = new Set([p.sku, ...(p.variants ?? []).map((v) => v.sku)].map((s) => s.toLowerCase()));
      let score = 0;
      let matchedTerms = 0;
      for (const term of terms) {
        const termScore = fields.reduce(
          (sum, [weight, tokens]) => sum + weight * fieldScore(tokens, term),
          0,
        );
        if (termScore > 0) matchedTerms++;
        score += termScore;
      }
      const best = Math.max(0, ...words.map((word) => fieldScore(skus, word)));
      score += 6 * best * Math.max(1, terms.length);
      const coverage = best > 0 ? 1 : terms.length ? matchedTerms / terms.length : 0;
      if (score > 0) scores.set(p.id, score * coverage);
    }
    candidates = candidates.filter((p) => scores.has(p.id));
  }
  const matched = candidates.filter((p) => [...facets.values()].every((test) => test(p)));

  // Sort: the requested keys, then position, then id.
  const compare: Record<string, (a: SeedProduct, b: SeedProduct) => number> = {
    position: (a, b) => a.position - b.position,
    name: (a, b) => fold(a.name).localeCompare(fold(b.name)),
    price: (a, b) => priceOf(a) - priceOf(b),
    relevance: (a, b) => (scores.get(a.id) ?? 0) - (scores.get(b.id) ?? 0),
  };
  const keys: Array<[string, Direction]> = Object.entries(args.sort ?? {});
  const fallback: Array<[string, Direction]> = [
    [args.search !== undefined ? 'relevance' : 'position', 'DESC'],
  ];
  const chain = (keys.length ? keys : fallback)
    .filter(([field]) => compare[field])
    .map(([field, direction]) => {
      const order = compare[field]!;
      // The default without a search is position ASC.
      const asc = direction === 'ASC' || (!keys.length && field === 'position');
      return asc ? order : (a: SeedProduct, b: SeedProduct) => order(b, a);
    });
  chain.push(compare.position!, (a: SeedProduct, b: SeedProduct) => a.id - b.id);
  matched.sort((a, b) => chain.reduce((order, next) => order || next(a, b), 0));

  // Aggregations: each facet over the products passing every other filter.
  const passingBut = (code: string | null) =>
    candidates.filter((p) => [...facets].every(([other, test]) => other === code || test(p)));
  const aggregations: Aggregation[] = [];
  if (matched.length) {
    const forPrice = passingBut('price').map(priceOf);
    const maxPrice = Math.floor(Math.max(...forPrice));
    let power = 1;
    let range: number;
    let buckets: Map<number, number>;
    do {
      range = 10 ** (String(Math.max(0, maxPrice)).length - power);
      buckets = new Map();
      for (const price of forPrice) {
        const bucket = Math.floor(price / range) + 1;
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      }
      power++;
    } while (range > 10 && buckets.size < 2);
    const priceOptions = [...buckets]
      .sort(([a], [b]) => a - b)
      .map(([bucket, count]) => {
        const from = String(convert({ state, currency: 'USD' }, (bucket - 1) * range));
        const to = String(convert({ state, currency: 'USD' }, bucket * range));
        return { label: `${from}-${to}`, value: `${from}_${to}`, count };
      });
    aggregations.push({ attribute_code: 'price', count: priceOptions.length, options: priceOptions });

    const childrenOf = (id: number) =>
      catalog.categories
        .filter((c) => c.parent_id === id)
        .sort((a, b) => a.position - b.position || a.id - b.id);
    const below: number[] = [];
    const collect = (id: number) => {
      for (const child of childrenOf(id)) {
        if (below.includes(child.id)) continue;
        below.push(child.id);
        if (!direct) collect(child.id);
      }
    };
    for (const id of categoryIds?.length ? categoryIds : [storeView.root_category_id]) collect(id);
    const categoryOptions = below.flatMap((id) => {
      const count = matched.filter((p) => inCategory(p, id)).length;
      return count ? [{ label: byId.get(id)!.name, value: toUid(id), count }] : [];
    });
    if (categoryOptions.length) {
      aggregations.push({
        attribute_code: 'category_uid',
        count: categoryOptions.length,
        options: categoryOptions,
      });
    }
    for (const attribute of selects.filter((a) => a.is_filterable).sort((a, b) => a.position - b.position)) {
      const products = passingBut(attribute.code);
      const options = (attribute.options ?? []).flatMap((option) => {
        const count = products.filter((p) => facetValues(p, attribute.code).has(option.id)).length;
        return count ? [{ label: option.label, value: option.id, count }] : [];
      });
      if (options.length)
        aggregations.push({ attribute_code: attribute.code, count: options.length, options });
    }
  }
  const start = (args.currentPage - 1) * args.pageSize;
  return {
    total_count: matched.length,
    skus: matched.slice(start, start + args.pageSize).map((p) => p.sku),
    aggregations,
  };
}

/* ------------------------------------------------------------------------------------------------
 * A sample of queries
 * ---------------------------------------------------------------------------------------------- */

const QUERY = `query Q($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput,
  $pageSize: Int, $currentPage: Int, $direct: Boolean) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items { sku }
    aggregations(filter: { category: { includeDirectChildrenOnly: $direct } }) {
      attribute_code count options { label value count }
    }
  }
}`;

/** A deterministic sequence of choices. */
function chooser(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
}

function sampleQueries(
  catalog: CatalogSlot,
  count: number,
  seed: number,
): Array<{ args: Args; direct: boolean }> {
  const pick = chooser(seed);
  const option = (code: string) =>
    pick<{ id: string }>(
      catalog.attributes.find((attribute) => attribute.code === code)?.options ?? [{ id: '0' }],
    ).id;
  const word = () =>
    pick(
      pick(catalog.products)
        .name.toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2),
    ) ?? 'turntable';
  const typo = (w: string) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);
  const searches = [
    () => word(),
    () => `${word()} ${word()}`,
    () => typo(word()),
    () => word().slice(0, 3),
    () => pick(catalog.products).sku.slice(0, 6),
    () => pick(catalog.products).sku,
    () => `${word()} ${pick(catalog.products).sku.slice(0, 5)}`,
    () => '',
  ];
  const filters: Array<() => Args['filter']> = [
    () => ({ category_id: { eq: String(pick(catalog.categories).id) } }),
    () => ({
      category_id: { in: [String(pick(catalog.categories).id), String(pick(catalog.categories).id)] },
    }),
    () => ({ price: { from: String(pick([0, 10, 50, 100])), to: String(pick([40, 150, 600, 3000])) } }),
    () => ({ color: { in: [option('color'), option('color')] } }),
    () => ({
      category_id: { eq: String(pick(catalog.categories).id) },
      connectivity: { eq: option('connectivity') },
      price: { from: '0', to: String(pick([100, 500, 2000])) },
    }),
    () => ({
      finish: { eq: option('finish') },
      genre: { in: [option('genre')] },
      color: { eq: option('color') },
    }),
  ];
  const sorts: Array<Args['sort']> = [
    undefined,
    { price: 'ASC' },
    { price: 'DESC' },
    { name: 'ASC' },
    { name: 'DESC' },
    { position: 'DESC' },
    { relevance: 'ASC' },
    { name: 'DESC', price: 'ASC' },
  ];
  return Array.from({ length: count }, (_v, i) => {
    const args: Args = { pageSize: pick([5, 12, 48]), currentPage: pick([1, 1, 2]) };
    if (i % 3 !== 1) args.search = pick(searches)();
    if (i % 3 !== 0 || pick([true, false])) args.filter = pick(filters)();
    const sort = pick(sorts);
    if (sort) args.sort = sort;
    return { args, direct: pick([true, false]) };
  });
}

async function compareAll(state: BackendState, queries: Array<{ args: Args; direct: boolean }>) {
  let nonEmpty = 0;
  for (const { args, direct } of queries) {
    const expected = reference(state, args, direct);
    const pages = Math.ceil(expected.total_count / args.pageSize);
    const asked = { ...args, currentPage: Math.min(args.currentPage, Math.max(1, pages)) };
    const answer = await gql(QUERY, { state, variables: { ...asked, direct } });
    expect(answer.body.errors).toBeUndefined();
    const products = answer.body.data.products as {
      total_count: number;
      items: Array<{ sku: string }>;
      aggregations: Aggregation[];
    };
    const again = asked.currentPage === args.currentPage ? expected : reference(state, asked, direct);
    expect({
      args: asked,
      total_count: products.total_count,
      skus: products.items.map((item) => item.sku),
    }).toEqual({
      args: asked,
      total_count: again.total_count,
      skus: again.skus,
    });
    expect({ args: asked, aggregations: products.aggregations }).toEqual({
      args: asked,
      aggregations: again.aggregations,
    });
    if (expected.total_count > 0) nonEmpty++;
  }
  return nonEmpty;
}

describe('products queries agree with a reference that reads every product', () => {
  it('on a generated catalog of 2,000 products (with the hand-written one)', async () => {
    const { generated: _generated, ...catalog } = generateLargeCatalog(
      { attributes, categories, products, redirects },
      { products: 2_000, categories: 100, options: 60, seed: 'reference' },
    );
    const state = createState();
    state.catalog = catalog;
    const nonEmpty = await compareAll(state, sampleQueries(catalog, 90, 7));
    expect(nonEmpty).toBeGreaterThan(40);
  });

  it('on the hand-written catalog', async () => {
    const state = createState();
    const nonEmpty = await compareAll(state, sampleQueries(state.catalog, 60, 11));
    expect(nonEmpty).toBeGreaterThan(20);
  });
});
