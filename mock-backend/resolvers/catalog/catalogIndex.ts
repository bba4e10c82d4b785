/**
 * Lookup structures over the seed catalog, built once per catalog (and rebuilt when one of its
 * arrays is replaced): the category tree, anchored category membership, facet values per product
 * (a configurable parent carries its children's options), search documents and the simple
 * products that configurable children become.
 */
import type {
  SeedAttribute,
  SeedAttributeOption,
  SeedCategory,
  SeedProduct,
  SeedVariant,
} from '../../data/types';
import type { BackendState, CatalogSlot } from '../../state';
import { fold, stripHtml } from './text';

export type TextField = 'name' | 'short_description' | 'description';

export interface CatalogIndex {
  categories: Map<number, SeedCategory>;
  /** Children per category id, in menu order (position, then id). */
  children: Map<number, SeedCategory[]>;
  /** Ancestor ids from the top (`1`, the tree root, included) down to the category itself. */
  paths: Map<number, number[]>;
  descendantCount: Map<number, number>;
  categoryByUrlPath: Map<string, SeedCategory>;
  /** Product ids shown in each category: assigned directly, or below it when it is an anchor. */
  members: Map<number, Set<number>>;
  products: Map<number, SeedProduct>;
  productBySku: Map<string, SeedProduct>;
  /** A product by sku, case-insensitively (what bundles and grouped products name their parts by). */
  bySku: (sku: string) => SeedProduct | undefined;
  productByUrlKey: Map<string, SeedProduct>;
  attributes: Map<string, SeedAttribute>;
  /** Option by attribute code and option id. */
  options: Map<string, Map<string, SeedAttributeOption>>;
  /** Select/multiselect option ids per product (parent: own values plus its children's). */
  facets: Map<number, Map<string, Set<string>>>;
  /** Plain (HTML-free), folded text of the fields a search or a `match` filter reads. */
  plainText: Map<number, Record<TextField, string>>;
  /** Configurable children as simple products, and their parents. */
  variantProducts: Map<number, SeedProduct>;
  variantParent: Map<number, SeedProduct>;
  variantSeeds: Map<number, SeedVariant>;
}

/**
 * Indexes by the catalog's product array (states made from the same seed share one), checked
 * against its category and attribute arrays: replacing any of them builds a new index.
 */
const cache = new WeakMap<SeedProduct[], { categories: unknown; attributes: unknown; index: CatalogIndex }>();

export function getCatalogIndex(state: BackendState): CatalogIndex {
  const catalog = state.catalog;
  const hit = cache.get(catalog.products);
  if (hit && hit.categories === catalog.categories && hit.attributes === catalog.attributes) return hit.index;
  const index = buildIndex(catalog);
  cache.set(catalog.products, { categories: catalog.categories, attributes: catalog.attributes, index });
  return index;
}

const byPosition = (a: SeedCategory, b: SeedCategory) => a.position - b.position || a.id - b.id;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildIndex(catalog: CatalogSlot): CatalogIndex {
  const categories = new Map(catalog.categories.map((category) => [category.id, category]));
  const children = new Map<number, SeedCategory[]>();
  for (const category of catalog.categories) {
    const list = children.get(category.parent_id) ?? [];
    list.push(category);
    children.set(category.parent_id, list);
  }
  for (const list of children.values()) list.sort(byPosition);

  const paths = new Map<number, number[]>();
  const pathOf = (id: number, seen = new Set<number>()): number[] => {
    const known = paths.get(id);
    if (known) return known;
    const category = categories.get(id);
    // Ids outside the seed (Magento's tree root, 1) end the walk; so does a cycle.
    if (!category || seen.has(id)) return [id];
    seen.add(id);
    const path = [...pathOf(category.parent_id, seen), id];
    paths.set(id, path);
    return path;
  };
  for (const category of catalog.categories) pathOf(category.id);

  const descendantCount = new Map<number, number>();
  const countBelow = (id: number): number => {
    const known = descendantCount.get(id);
    if (known !== undefined) return known;
    descendantCount.set(id, 0); // guards against cycles
    const total = (children.get(id) ?? []).reduce((sum, child) => sum + 1 + countBelow(child.id), 0);
    descendantCount.set(id, total);
    return total;
  };
  for (const category of catalog.categories) countBelow(category.id);

  const categoryByUrlPath = new Map<string, SeedCategory>();
  for (const category of catalog.categories) {
    if (category.url_path && !categoryByUrlPath.has(category.url_path)) {
      categoryByUrlPath.set(category.url_path, category);
    }
  }

  const members = new Map<number, Set<number>>();
  const addMember = (categoryId: number, productId: number) => {
    let set = members.get(categoryId);
    if (!set) members.set(categoryId, (set = new Set()));
    set.add(productId);
  };
  for (const product of catalog.products) {
    for (const categoryId of product.category_ids) {
      addMember(categoryId, product.id);
      const path = paths.get(categoryId) ?? [];
      for (const ancestorId of path.slice(0, -1)) {
        if (categories.get(ancestorId)?.is_anchor) addMember(ancestorId, product.id);
      }
    }
  }

  const attributes = new Map(catalog.attributes.map((attribute) => [attribute.code, attribute]));
  const options = new Map(
    catalog.attributes.map((attribute) => [
      attribute.code,
      new Map((attribute.options ?? []).map((option) => [option.id, option])),
    ]),
  );

  const facets = new Map<number, Map<string, Set<string>>>();
  const optionAttributes = catalog.attributes.filter(
    (attribute) => attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect',
  );
  for (const product of catalog.products) {
    const values = new Map<string, Set<string>>();
    const add = (code: string, value: string | string[] | undefined) => {
      if (value === undefined || value === '') return;
      let set = values.get(code);
      if (!set) values.set(code, (set = new Set()));
      for (const id of Array.isArray(value) ? value : [value]) if (id !== '') set.add(String(id));
    };
    for (const attribute of optionAttributes) {
      add(attribute.code, product.attributes[attribute.code]);
      for (const variant of product.variants ?? []) add(attribute.code, variant.options[attribute.code]);
    }
    facets.set(product.id, values);
  }

  const plainText = new Map<number, Record<TextField, string>>();
  for (const product of catalog.products) {
    const text: Record<TextField, string> = {
      name: fold(product.name),
      short_description: fold(stripHtml(product.short_description ?? '')),
      description: fold(stripHtml(product.description ?? '')),
    };
    plainText.set(product.id, text);
  }

  const variantProducts = new Map<number, SeedProduct>();
  const variantParent = new Map<number, SeedProduct>();
  const variantSeeds = new Map<number, SeedVariant>();
  for (const product of catalog.products) {
    for (const variant of product.variants ?? []) {
      variantProducts.set(variant.id, variantAsProduct(product, variant));
      variantParent.set(variant.id, product);
      variantSeeds.set(variant.id, variant);
    }
  }

  const productBySku = new Map(catalog.products.map((product) => [product.sku.toLowerCase(), product]));
  return {
    categories,
    children,
    paths,
    descendantCount,
    categoryByUrlPath,
    members,
    products: new Map(catalog.products.map((product) => [product.id, product])),
    productBySku,
    bySku: (sku: string) => productBySku.get(sku.toLowerCase()),
    productByUrlKey: new Map(catalog.products.map((product) => [product.url_key, product])),
    attributes,
    options,
    facets,
    plainText,
    variantProducts,
    variantParent,
    variantSeeds,
  };
}

/**
 * A configurable child as the simple product Magento stores: its own sku, name, price, stock and
 * images (the parent's when it has none), the parent's texts and attributes plus its options.
 * Children are "not visible individually": no categories, links or URL rewrites.
 */
function variantAsProduct(parent: SeedProduct, variant: SeedVariant): SeedProduct {
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    type: 'simple',
    url_key: slug(variant.name),
    category_ids: [],
    position: parent.position,
    price: variant.price ?? parent.price,
    special_price: variant.special_price ?? null,
    special_from_date: parent.special_from_date ?? null,
    special_to_date: parent.special_to_date ?? null,
    description: parent.description,
    short_description: parent.short_description,
    meta_title: parent.meta_title,
    meta_description: parent.meta_description,
    meta_keyword: parent.meta_keyword,
    media: variant.media?.length ? variant.media : parent.media,
    stock_status: variant.stock_status,
    quantity: variant.quantity,
    min_sale_qty: parent.min_sale_qty,
    max_sale_qty: parent.max_sale_qty,
    attributes: { ...parent.attributes, ...variant.options },
    created_at: parent.created_at,
    country_of_manufacture: parent.country_of_manufacture,
  };
}

/** The store's category ids: its root and everything below it. */
export function isInStoreTree(index: CatalogIndex, categoryId: number, rootId: number): boolean {
  return index.categories.has(categoryId) && (index.paths.get(categoryId) ?? []).includes(rootId);
}

/** Pre-order walk of the tree under `rootId` (root included), children in menu order. */
export function walkTree(index: CatalogIndex, rootId: number): SeedCategory[] {
  const out: SeedCategory[] = [];
  const root = index.categories.get(rootId);
  if (!root) return out;
  const seen = new Set<number>();
  const visit = (category: SeedCategory) => {
    if (seen.has(category.id)) return;
    seen.add(category.id);
    out.push(category);
    for (const child of index.children.get(category.id) ?? []) visit(child);
  };
  visit(root);
  return out;
}
