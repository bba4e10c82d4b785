/**
 * The generated large catalog (MOCK_CATALOG=large): the same seed gives the same catalog, the
 * sizes asked for, 4 levels of categories below the root all reachable from it, unique skus,
 * url keys and option ids, and the hand-written catalog left as it is.
 */
import { createHash } from 'node:crypto';
import { isLargeCatalog, seedCatalog } from '../../state';
import { attributes } from '../attributes';
import { categories } from '../categories';
import { generateLargeCatalog, levelSizes, type LargeCatalog } from '../largeCatalog';
import { products } from '../products';
import { redirects } from '../redirects';
import type { SeedCategory, SeedProduct } from '../types';

const base = { attributes, categories, products, redirects };
const ROOT_ID = 2;

const digest = (catalog: LargeCatalog) => createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
const duplicates = <T>(values: T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);
const duplicatesOf = <T>(values: T[]): T[] => {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
};

describe('the full-size catalog', () => {
  const catalog = generateLargeCatalog(base);
  const { generated } = catalog;

  it('is the same for the same seed, byte for byte, and another for another seed', () => {
    expect(digest(generateLargeCatalog(base))).toBe(digest(catalog));
    expect(digest(generateLargeCatalog(base, { seed: 'another' }))).not.toBe(digest(catalog));
  });

  it('has 20,000 products, 1,000 categories in 4 levels below the root and 200 more options', () => {
    expect(generated.products).toHaveLength(20_000);
    expect(generated.categories).toHaveLength(1_000);
    expect(generated.options).toHaveLength(200);
    const perLevel = [2, 3, 4, 5].map(
      (level) => generated.categories.filter((category) => category.level === level).length,
    );
    expect(perLevel).toEqual([10, 40, 200, 750]);
    expect(perLevel).toEqual(levelSizes(1_000));
  });

  it('keeps the hand-written catalog first and unchanged, and adds to it', () => {
    expect(catalog.products.slice(0, products.length)).toEqual(products);
    expect(catalog.products.slice(0, products.length).every((product, i) => product === products[i])).toBe(
      true,
    );
    expect(catalog.categories.slice(0, categories.length).every((c, i) => c === categories[i])).toBe(true);
    expect(catalog.products).toHaveLength(products.length + 20_000);
    expect(catalog.categories).toHaveLength(categories.length + 1_000);
    catalog.attributes.forEach((attribute, i) => {
      const original = attributes[i]!;
      expect(attribute.code).toBe(original.code);
      expect((attribute.options ?? []).slice(0, original.options?.length ?? 0)).toEqual(
        original.options ?? [],
      );
    });
    const added = catalog.attributes.reduce(
      (sum, attribute, i) => sum + (attribute.options?.length ?? 0) - (attributes[i]!.options?.length ?? 0),
      0,
    );
    expect(added).toBe(200);
  });

  it('spreads the new options over the filterable select attributes, ids unique across all', () => {
    const ids = catalog.attributes.flatMap((attribute) =>
      (attribute.options ?? []).map((option) => option.id),
    );
    expect(duplicatesOf(ids)).toEqual([]);
    const grown = catalog.attributes.filter(
      (attribute, i) => (attribute.options?.length ?? 0) > (attributes[i]!.options?.length ?? 0),
    );
    expect(grown.length).toBeGreaterThanOrEqual(4);
    for (const attribute of grown) {
      expect(attribute.is_filterable).toBe(true);
      expect(['select', 'multiselect']).toContain(attribute.frontend_input);
      expect(duplicatesOf((attribute.options ?? []).map((option) => option.label.toLowerCase()))).toEqual([]);
    }
  });

  it('has unique ids, skus (children included) and url keys, none taken from the hand-written catalog', () => {
    expect(duplicatesOf(catalog.products.map((product) => product.id))).toEqual([]);
    const variantIds = catalog.products.flatMap((product) => (product.variants ?? []).map((v) => v.id));
    expect(duplicatesOf([...catalog.products.map((product) => product.id), ...variantIds])).toEqual([]);
    const skus = catalog.products.flatMap((product) => [
      product.sku.toLowerCase(),
      ...(product.variants ?? []).map((variant) => variant.sku.toLowerCase()),
    ]);
    expect(duplicatesOf(skus)).toEqual([]);
    expect(duplicatesOf(catalog.products.map((product) => product.url_key))).toEqual([]);
    expect(duplicatesOf(catalog.categories.map((category) => category.id))).toEqual([]);
    expect(duplicatesOf(catalog.categories.map((category) => category.url_path))).toEqual([]);
    // A product's URL (`<url_key>.html`) is never a category's or an old URL that redirects.
    const taken = new Set([
      ...catalog.categories.map((category) => category.url_path),
      ...redirects.map((redirect) => redirect.request_path.replace(/\.html$/, '')),
    ]);
    expect(generated.products.filter((product) => taken.has(product.url_key))).toEqual([]);
    expect(generated.products.every((product) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.url_key))).toBe(
      true,
    );
  });

  it('reaches every category from the root, parents one level up, ancestors anchored', () => {
    const byId = new Map(catalog.categories.map((category) => [category.id, category]));
    const children = new Map<number, SeedCategory[]>();
    for (const category of catalog.categories) {
      children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
    }
    const reached = new Set<number>();
    const visit = (id: number) => {
      reached.add(id);
      for (const child of children.get(id) ?? []) visit(child.id);
    };
    visit(ROOT_ID);
    expect(
      catalog.categories.filter((category) => !reached.has(category.id) && category.id !== ROOT_ID),
    ).toEqual([]);
    for (const category of generated.categories) {
      const parent = byId.get(category.parent_id)!;
      expect(parent.level).toBe(category.level - 1);
      expect(category.url_path).toBe(
        category.level === 2 ? category.url_key : `${parent.url_path}/${category.url_key}`,
      );
      if (category.level < 5) expect(children.get(category.id)?.length).toBeGreaterThan(0);
      expect(category.is_anchor).toBe(true);
    }
    // Siblings' positions are distinct, so the menu has one order.
    for (const list of children.values())
      expect(duplicates(list.map((category) => category.position))).toEqual([]);
  });

  it('puts a few departments in the menu bar and everything below them in the menu', () => {
    const departments = generated.categories.filter((category) => category.level === 2);
    const inBar = departments.filter((category) => category.include_in_menu);
    expect(inBar.length).toBeGreaterThan(0);
    expect(inBar.length).toBeLessThanOrEqual(3);
    expect(
      generated.categories.filter((category) => category.level > 2).every((c) => c.include_in_menu),
    ).toBe(true);
    // After the hand-written ones.
    const handWrittenTop = categories.filter((category) => category.parent_id === ROOT_ID);
    const last = Math.max(...handWrittenTop.map((category) => category.position));
    expect(departments.every((category) => category.position > last)).toBe(true);
  });

  it('assigns each product to 1 to 3 leaf categories and fills every leaf', () => {
    const leaves = new Set(generated.categories.filter((c) => c.level === 5).map((c) => c.id));
    const wrong = generated.products.filter(
      (product) =>
        product.category_ids.length < 1 ||
        product.category_ids.length > 3 ||
        new Set(product.category_ids).size !== product.category_ids.length ||
        !product.category_ids.every((id) => leaves.has(id)),
    );
    expect(wrong.map((product) => product.sku)).toEqual([]);
    const filled = new Set(generated.products.flatMap((product) => product.category_ids));
    expect(filled.size).toBe(leaves.size);
  });

  it('names, prices, stocks and describes products as the brand would', () => {
    const optionIds = new Map(
      catalog.attributes.map((attribute) => [
        attribute.code,
        new Set((attribute.options ?? []).map((o) => o.id)),
      ]),
    );
    /** What is wrong with a product, if anything. */
    const problems = (product: SeedProduct): string[] => {
      const found: string[] = [];
      if (product.name.length < 20 || product.name.length > 70) found.push(`name of ${product.name.length}`);
      if (!(product.price > 0)) found.push('price');
      if (product.special_price != null && product.special_price >= product.price)
        found.push('special price');
      if ((product.description.match(/\. /g)?.length ?? 0) < 1) found.push('description');
      if (product.media.length === 0) found.push('media');
      if (product.stock_status !== (product.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK')) found.push('stock');
      for (const [code, value] of Object.entries(product.attributes)) {
        const known = optionIds.get(code);
        if (known?.size && ![value].flat().every((id) => known.has(id))) found.push(`${code} option`);
      }
      if (product.type === 'configurable') {
        const variants = product.variants ?? [];
        const code = product.configurable_options?.[0]?.attribute_code ?? '';
        if (variants.length < 2 || variants.length > 4) found.push('variant count');
        if (Math.min(...variants.map((variant) => variant.price ?? product.price)) !== product.price) {
          found.push('price is not the lowest child price');
        }
        const values = product.configurable_options?.[0]?.values ?? [];
        if (values.join() !== variants.map((variant) => variant.options[code]).join())
          found.push('option values');
      }
      return found;
    };
    const wrong = generated.products.flatMap((product) => {
      const found = problems(product);
      return found.length ? [`${product.sku}: ${found.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
    const types = new Set(generated.products.map((product) => product.type));
    expect([...types].sort()).toEqual(['configurable', 'simple']);
  });

  it('shows images the backend already draws: files of hand-written products', () => {
    const files = new Set(products.flatMap((product) => product.media.map((entry) => entry.file)));
    const used = new Set(generated.products.flatMap((product) => product.media.map((entry) => entry.file)));
    expect([...used].filter((file) => !files.has(file))).toEqual([]);
    expect(used.size).toBeLessThan(300);
  });
});

describe('MOCK_CATALOG', () => {
  it('leaves the hand-written catalog alone by default', () => {
    const catalog = seedCatalog({});
    expect(catalog.products).toBe(products);
    expect(catalog.categories).toBe(categories);
    expect(catalog.attributes).toBe(attributes);
    expect(seedCatalog({ MOCK_CATALOG: 'default' }).products).toBe(products);
    expect(isLargeCatalog({})).toBe(false);
  });

  it('refuses a catalog it does not know', () => {
    expect(() => seedCatalog({ MOCK_CATALOG: 'huge' })).toThrow(/MOCK_CATALOG=huge/);
  });

  it('makes the large one once per seed', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const env = { MOCK_CATALOG: 'large', MOCK_CATALOG_SEED: 'jest' };
    const first = seedCatalog(env);
    expect(isLargeCatalog(env)).toBe(true);
    expect(seedCatalog(env)).toBe(first);
    expect(first.products).toHaveLength(products.length + 20_000);
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
  });
});

describe('smaller catalogs for tests', () => {
  it('follow the sizes asked for, with the same shape', () => {
    const small = generateLargeCatalog(base, { products: 2_000, categories: 100, options: 50, seed: 's' });
    expect(small.generated.products).toHaveLength(2_000);
    expect(small.generated.categories).toHaveLength(100);
    expect(small.generated.options).toHaveLength(50);
    expect(
      [2, 3, 4, 5].map((level) => small.generated.categories.filter((c) => c.level === level).length),
    ).toEqual(levelSizes(100));
  });
});
