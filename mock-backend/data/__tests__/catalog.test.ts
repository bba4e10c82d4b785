/**
 * Integrity of the seed catalog: the contract that resolvers, the storefront and the media
 * generator rely on.
 */
import { attributes } from '../attributes';
import { categories } from '../categories';
import { products } from '../products';
import { redirects } from '../redirects';
import type { SeedAttribute, SeedCategory, SeedMedia } from '../types';

const ROOT_ID = 2;

const attributeByCode = new Map<string, SeedAttribute>(attributes.map((a) => [a.code, a]));
const categoryById = new Map<number, SeedCategory>(categories.map((c) => [c.id, c]));
const variants = products.flatMap((p) => p.variants ?? []);
const productSkus = new Set(products.map((p) => p.sku));

const duplicates = <T>(values: T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);

/** Ancestors of a category strictly below the root, nearest first. */
function ancestorsBelowRoot(id: number): number[] {
  const result: number[] = [];
  let current = categoryById.get(id);
  while (current && current.parent_id !== ROOT_ID && current.id !== ROOT_ID) {
    result.push(current.parent_id);
    current = categoryById.get(current.parent_id);
  }
  return result;
}

function optionIds(code: string): Set<string> {
  return new Set((attributeByCode.get(code)?.options ?? []).map((o) => o.id));
}

function checkMedia(owner: string, media: SeedMedia[]): void {
  expect(media.length).toBeGreaterThan(0);
  const base = media.filter((m) => m.types.includes('image'));
  expect({ owner, baseImages: base.length }).toEqual({ owner, baseImages: 1 });
  expect(duplicates(media.map((m) => m.position))).toEqual([]);
  for (const m of media) {
    // Magento layout: /<first char>/<second char>/<file name>
    const match = /^\/([a-z0-9])\/([a-z0-9])\/([a-z0-9][a-z0-9-]*\.jpg)$/.exec(m.file);
    expect({ owner, file: m.file, valid: Boolean(match) }).toEqual({ owner, file: m.file, valid: true });
    if (match) expect(match[3]?.slice(0, 2)).toBe(`${match[1]}${match[2]}`);
    expect(m.label.length).toBeGreaterThan(0);
    expect(m.position).toBeGreaterThan(0);
  }
}

describe('attributes', () => {
  it('have unique ids, codes and option ids (across all attributes)', () => {
    expect(duplicates(attributes.map((a) => a.id))).toEqual([]);
    expect(duplicates(attributes.map((a) => a.code))).toEqual([]);
    const allOptionIds = attributes.flatMap((a) => (a.options ?? []).map((o) => o.id));
    expect(duplicates(allOptionIds)).toEqual([]);
    for (const id of allOptionIds) expect(id).toMatch(/^\d+$/);
  });

  it('include the attributes the storefront filters on, with the agreed ids', () => {
    const expected: Record<string, [number, SeedAttribute['frontend_input'], boolean]> = {
      price: [77, 'price', true],
      color: [93, 'select', true],
      finish: [150, 'select', true],
      connectivity: [160, 'multiselect', true],
      speeds: [161, 'multiselect', true],
      drive_type: [162, 'select', true],
      genre: [163, 'select', true],
      manufacturer_warranty: [164, 'text', false],
      weight_lbs: [165, 'text', false],
    };
    for (const [code, [id, input, filterable]] of Object.entries(expected)) {
      const attribute = attributeByCode.get(code);
      expect({
        code,
        id: attribute?.id,
        input: attribute?.frontend_input,
        filterable: attribute?.is_filterable,
      }).toEqual({ code, id, input, filterable });
    }
    expect(attributeByCode.get('price')?.position).toBe(0);
    const filterOrder = attributes
      .filter((a) => a.is_filterable)
      .sort((a, b) => a.position - b.position)
      .map((a) => a.code);
    expect(filterOrder).toEqual([
      'price',
      'color',
      'connectivity',
      'speeds',
      'drive_type',
      'finish',
      'genre',
    ]);
  });

  it('give select attributes options and visual swatches a colour', () => {
    for (const a of attributes) {
      if (a.frontend_input === 'select' || a.frontend_input === 'multiselect') {
        expect(a.options?.length).toBeGreaterThan(1);
      } else {
        expect(a.options ?? []).toEqual([]);
      }
      if (a.swatch_input_type === 'visual') {
        for (const o of a.options ?? []) expect(o.swatch?.value).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });
});

describe('categories', () => {
  it('have unique ids and url paths', () => {
    expect(duplicates(categories.map((c) => c.id))).toEqual([]);
    expect(duplicates(categories.map((c) => c.url_path))).toEqual([]);
  });

  it('form a tree under the root with consistent levels and paths', () => {
    const root = categoryById.get(ROOT_ID);
    expect(root).toMatchObject({ parent_id: 1, level: 1, url_path: '' });
    for (const c of categories) {
      if (c.id === ROOT_ID) continue;
      const parent = categoryById.get(c.parent_id);
      expect({ id: c.id, parentExists: Boolean(parent) }).toEqual({ id: c.id, parentExists: true });
      if (!parent) continue;
      expect({ id: c.id, level: c.level }).toEqual({ id: c.id, level: parent.level + 1 });
      const expectedPath = parent.id === ROOT_ID ? c.url_key : `${parent.url_path}/${c.url_key}`;
      expect({ id: c.id, url_path: c.url_path }).toEqual({ id: c.id, url_path: expectedPath });
      expect(c.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('have at least 12 categories over 3 levels below the root', () => {
    expect(categories.filter((c) => c.id !== ROOT_ID).length).toBeGreaterThanOrEqual(12);
    const levels = new Set(categories.filter((c) => c.id !== ROOT_ID).map((c) => c.level));
    expect([...levels].sort()).toEqual([2, 3, 4]);
  });

  it('give siblings distinct positions and are deliberately not stored in position order', () => {
    const byParent = new Map<number, number[]>();
    for (const c of categories) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c.position]);
    for (const positions of byParent.values()) expect(duplicates(positions)).toEqual([]);
    const topLevel = categories.filter((c) => c.parent_id === ROOT_ID).map((c) => c.position);
    expect(topLevel).not.toEqual([...topLevel].sort((a, b) => a - b));
    // At least one child is listed before its parent.
    const index = new Map(categories.map((c, i) => [c.id, i]));
    expect(categories.some((c, i) => (index.get(c.parent_id) ?? -1) > i)).toBe(true);
  });

  it('match the agreed tree (ids other people depend on)', () => {
    const expected: Array<[number, number, string, number]> = [
      [3, 2, 'record-players', 1],
      [4, 3, 'record-players/cruiser', 1],
      [5, 3, 'record-players/suitcase', 2],
      [6, 3, 'record-players/hi-fi-turntables', 3],
      [27, 6, 'record-players/hi-fi-turntables/belt-drive', 1],
      [28, 6, 'record-players/hi-fi-turntables/direct-drive', 2],
      [7, 3, 'record-players/all-in-one', 4],
      [8, 2, 'speakers', 2],
      [9, 8, 'speakers/bookshelf', 1],
      [10, 8, 'speakers/bluetooth', 2],
      [11, 8, 'speakers/radios', 3],
      [12, 2, 'headphones', 3],
      [13, 12, 'headphones/over-ear', 1],
      [14, 12, 'headphones/earbuds', 2],
      [15, 2, 'vinyl', 4],
      [16, 15, 'vinyl/new-releases', 1],
      [17, 15, 'vinyl/classics', 2],
      [29, 17, 'vinyl/classics/jazz', 1],
      [30, 17, 'vinyl/classics/rock', 2],
      [18, 2, 'accessories', 5],
      [19, 18, 'accessories/record-care', 1],
      [20, 18, 'accessories/storage', 2],
      [21, 18, 'accessories/needles', 3],
      [22, 2, 'shop-by-style', 6],
      [23, 22, 'shop-by-style/retro', 1],
      [24, 22, 'shop-by-style/modern', 2],
      [25, 2, 'ambassadors-program', 7],
      [26, 2, 'clearance', 8],
    ];
    for (const [id, parent_id, url_path, position] of expected) {
      expect(categoryById.get(id)).toMatchObject({ id, parent_id, url_path, position });
    }
    expect(categories).toHaveLength(expected.length + 1);
    expect(categoryById.get(3)?.cms_block_identifier).toBe('menu-record-players');
    expect(categoryById.get(22)?.category_as_label).toBe(true);
    expect(categoryById.get(25)?.menu_url).toBe('/ambassadors');
    expect(categoryById.get(26)?.include_in_menu).toBe(false);
    expect(categories.filter((c) => c.id !== 26).every((c) => c.include_in_menu)).toBe(true);
  });
});

describe('products', () => {
  it('number at least 60 with unique ids, skus and url keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    const ids = [...products.map((p) => p.id), ...variants.map((v) => v.id)];
    expect(duplicates(ids)).toEqual([]);
    expect(products.every((p) => p.id >= 1001 && p.id < 5000)).toBe(true);
    expect(variants.every((v) => v.id >= 5001)).toBe(true);
    expect(duplicates([...products.map((p) => p.sku), ...variants.map((v) => v.sku)])).toEqual([]);
    expect(duplicates(products.map((p) => p.url_key))).toEqual([]);
    for (const p of products) expect(p.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are assigned to existing categories together with all their ancestors below the root', () => {
    for (const p of products) {
      expect(p.category_ids.length).toBeGreaterThan(0);
      expect(duplicates(p.category_ids)).toEqual([]);
      for (const id of p.category_ids) {
        expect({ sku: p.sku, id, exists: categoryById.has(id) && id !== ROOT_ID }).toEqual({
          sku: p.sku,
          id,
          exists: true,
        });
        for (const ancestor of ancestorsBelowRoot(id)) {
          expect({ sku: p.sku, id, ancestor, assigned: p.category_ids.includes(ancestor) }).toEqual({
            sku: p.sku,
            id,
            ancestor,
            assigned: true,
          });
        }
      }
    }
  });

  it('fill every product-bearing leaf category and leave the Ambassadors category empty', () => {
    const leaves = [4, 5, 27, 28, 7, 9, 10, 11, 13, 14, 16, 29, 30, 19, 20, 21, 23, 24, 26];
    const empty = leaves.filter((leaf) => !products.some((p) => p.category_ids.includes(leaf)));
    expect(empty).toEqual([]);
    expect(products.some((p) => p.category_ids.includes(25))).toBe(false);
    expect(products.filter((p) => p.category_ids.includes(4)).length).toBe(8);
  });

  it('reference only existing attributes and option ids', () => {
    const check = (owner: string, code: string, value: string | string[]): void => {
      const attribute = attributeByCode.get(code);
      expect({ owner, code, exists: Boolean(attribute) }).toEqual({ owner, code, exists: true });
      if (!attribute) return;
      const ids = optionIds(code);
      if (attribute.frontend_input === 'multiselect') {
        expect(Array.isArray(value)).toBe(true);
        for (const v of value as string[])
          expect({ owner, code, v, valid: ids.has(v) }).toEqual({ owner, code, v, valid: true });
      } else if (attribute.frontend_input === 'select') {
        expect({ owner, code, value, valid: typeof value === 'string' && ids.has(value) }).toEqual({
          owner,
          code,
          value,
          valid: true,
        });
      } else {
        expect(typeof value).toBe('string');
      }
    };
    for (const p of products) {
      for (const [code, value] of Object.entries(p.attributes)) check(p.sku, code, value);
      for (const v of p.variants ?? [])
        for (const [code, value] of Object.entries(v.options)) check(v.sku, code, value);
    }
  });

  it('carry the attributes relevant to their kind', () => {
    for (const p of products) {
      const inAny = (...ids: number[]): boolean => ids.some((id) => p.category_ids.includes(id));
      if (p.type === 'virtual' || p.type === 'downloadable') {
        expect(p.attributes.weight_lbs).toBeUndefined();
        continue;
      }
      // A bundle or grouped set weighs what its parts weigh (dynamic weight).
      if (p.type === 'bundle' || p.type === 'grouped') continue;
      expect({ sku: p.sku, weight: typeof p.attributes.weight_lbs }).toEqual({
        sku: p.sku,
        weight: 'string',
      });
      if (inAny(3) || (p.category_ids.includes(26) && p.attributes.speeds)) {
        expect({ sku: p.sku, speeds: Array.isArray(p.attributes.speeds) }).toEqual({
          sku: p.sku,
          speeds: true,
        });
      } else {
        expect({ sku: p.sku, speeds: p.attributes.speeds }).toEqual({ sku: p.sku, speeds: undefined });
      }
      if (inAny(6)) expect(p.attributes.drive_type).toBeDefined();
      if (inAny(15))
        expect({ sku: p.sku, genre: typeof p.attributes.genre }).toEqual({ sku: p.sku, genre: 'string' });
      else expect(p.attributes.genre).toBeUndefined();
      if (inAny(3, 8, 12)) {
        expect({ sku: p.sku, connectivity: Array.isArray(p.attributes.connectivity) }).toEqual({
          sku: p.sku,
          connectivity: true,
        });
        expect(typeof p.attributes.manufacturer_warranty).toBe('string');
      }
    }
  });

  it('have descriptions, galleries and sensible sale quantities', () => {
    for (const p of products) {
      expect(p.description).toMatch(/^<p>/);
      expect(p.short_description).toMatch(/^<p>.+<\/p>$/);
      checkMedia(p.sku, p.media);
      for (const v of p.variants ?? []) if (v.media) checkMedia(v.sku, v.media);
      expect(p.min_sale_qty ?? 1).toBeLessThanOrEqual(p.max_sale_qty ?? 10000);
      expect(Number.isNaN(Date.parse(p.created_at))).toBe(false);
      expect(p.created_at >= '2024-01-01' && p.created_at < '2027-01-01').toBe(true);
      // A downloadable's price is its own, links aside: an album's links carry the prices, and
      // the manual is free.
      // A dynamic-price bundle and a grouped set cost what their parts cost.
      if (p.type === 'downloadable' || p.type === 'bundle' || p.type === 'grouped')
        expect(p.price).toBeGreaterThanOrEqual(0);
      else expect(p.price).toBeGreaterThan(0);
    }
    // One gallery whose base image is not the entry with position 1.
    expect(
      products.some(
        (p) => p.media[0]?.position === 2 && p.media[0].types.includes('image') && p.media[1]?.position === 1,
      ),
    ).toBe(true);
  });

  it('keep stock status consistent with quantities', () => {
    for (const p of products) {
      // A bundle or grouped set has no stock of its own: its parts have.
      if (p.type !== 'configurable' && p.type !== 'bundle' && p.type !== 'grouped') {
        expect({ sku: p.sku, status: p.stock_status }).toEqual({
          sku: p.sku,
          status: p.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        });
      }
      for (const v of p.variants ?? []) {
        expect({ sku: v.sku, status: v.stock_status }).toEqual({
          sku: v.sku,
          status: v.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        });
      }
    }
    const outOfStockSimple = products.filter((p) => p.type === 'simple' && p.stock_status === 'OUT_OF_STOCK');
    expect(outOfStockSimple.length).toBeGreaterThanOrEqual(6);
    expect(products.some((p) => p.type === 'simple' && p.quantity > 0 && p.quantity <= 3)).toBe(true);
    expect(products.filter((p) => p.type === 'virtual').length).toBeGreaterThanOrEqual(1);
  });

  it('build configurable products from variants that cover their options', () => {
    const configurables = products.filter((p) => p.type === 'configurable');
    expect(configurables.length).toBeGreaterThanOrEqual(8);
    for (const p of products) {
      if (p.type !== 'configurable') {
        expect({ sku: p.sku, variants: p.variants, options: p.configurable_options }).toEqual({
          sku: p.sku,
          variants: undefined,
          options: undefined,
        });
        continue;
      }
      const options = p.configurable_options ?? [];
      const children = p.variants ?? [];
      expect(options.length).toBeGreaterThan(0);
      expect(children.length).toBeGreaterThan(1);
      const codes = options.map((o) => o.attribute_code).sort();
      for (const option of options) {
        const attribute = attributeByCode.get(option.attribute_code);
        expect(attribute?.frontend_input).toBe('select');
        // The parent does not set the attribute its children vary by.
        expect(p.attributes[option.attribute_code]).toBeUndefined();
        const valid = optionIds(option.attribute_code);
        expect(duplicates(option.values)).toEqual([]);
        for (const value of option.values) {
          expect({ sku: p.sku, value, valid: valid.has(value) }).toEqual({ sku: p.sku, value, valid: true });
          expect(children.some((c) => c.options[option.attribute_code] === value)).toBe(true);
        }
      }
      const combos = children.map((c) => {
        expect(Object.keys(c.options).sort()).toEqual(codes);
        for (const o of options) expect(o.values).toContain(c.options[o.attribute_code]);
        return codes.map((code) => c.options[code]).join('|');
      });
      expect(duplicates(combos)).toEqual([]);
      // Price: the lowest child price (children without a price inherit the parent's).
      expect(p.price).toBe(Math.min(...children.map((c) => c.price ?? p.price)));
      // Stock: in stock when any child is.
      const anyInStock = children.some((c) => c.stock_status === 'IN_STOCK');
      expect({ sku: p.sku, status: p.stock_status }).toEqual({
        sku: p.sku,
        status: anyInStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      });
      for (const c of children) {
        expect(c.sku.startsWith(`${p.sku}-`)).toBe(true);
        expect(c.name.startsWith(`${p.name} - `)).toBe(true);
        if (c.special_price != null) expect(c.special_price).toBeLessThan(c.price ?? p.price);
      }
    }
    expect(configurables.some((p) => p.stock_status === 'OUT_OF_STOCK')).toBe(true);
    expect(
      configurables.some((p) => p.variants?.some((v) => v.price !== undefined && v.price !== p.price)),
    ).toBe(true);
  });

  it('have special prices below the regular price, including dated windows', () => {
    const special = products.filter((p) => p.special_price != null);
    expect(special.length).toBeGreaterThanOrEqual(10);
    for (const p of special) {
      expect({ sku: p.sku, lower: (p.special_price ?? Infinity) < p.price }).toEqual({
        sku: p.sku,
        lower: true,
      });
      for (const date of [p.special_from_date, p.special_to_date]) {
        if (date != null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    // One window current for any date in 2025-2030, one that ended in 2024.
    expect(
      special.some(
        (p) =>
          p.special_from_date != null &&
          p.special_from_date <= '2025-01-01' &&
          p.special_to_date != null &&
          p.special_to_date >= '2030-12-31',
      ),
    ).toBe(true);
    expect(special.some((p) => p.special_to_date != null && p.special_to_date < '2025-01-01')).toBe(true);
  });

  it('link only to existing products', () => {
    for (const p of products) {
      for (const sku of [...(p.related_skus ?? []), ...(p.upsell_skus ?? []), ...(p.crosssell_skus ?? [])]) {
        expect({ from: p.sku, sku, exists: productSkus.has(sku) && sku !== p.sku }).toEqual({
          from: p.sku,
          sku,
          exists: true,
        });
      }
    }
    expect(products.filter((p) => (p.related_skus?.length ?? 0) >= 2).length).toBeGreaterThan(
      products.length / 2,
    );
  });
});

describe('redirects', () => {
  const categoryUrls = new Set(categories.filter((c) => c.url_path).map((c) => `${c.url_path}.html`));
  const productUrls = new Set(products.map((p) => `${p.url_key}.html`));

  it('point from retired URLs to live categories or products', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(4);
    expect(duplicates(redirects.map((r) => r.request_path))).toEqual([]);
    for (const r of redirects) {
      expect(r.request_path.startsWith('/')).toBe(false);
      expect({ r, live: categoryUrls.has(r.request_path) || productUrls.has(r.request_path) }).toEqual({
        r,
        live: false,
      });
      expect({ r, resolves: categoryUrls.has(r.target_path) || productUrls.has(r.target_path) }).toEqual({
        r,
        resolves: true,
      });
    }
    expect(redirects.some((r) => r.redirect_code === 302)).toBe(true);
  });
});
