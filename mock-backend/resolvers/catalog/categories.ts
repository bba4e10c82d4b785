/**
 * Categories: the `categories` / `categoryList` queries (CategoryFilterInput, limited to the store's
 * tree) and the CategoryTree field resolvers.
 */
import type { BackendContext, Resolvers } from '../../context';
import type { SeedCategory } from '../../data/types';
import type { BackendState } from '../../state';
import { toUid } from '../../uid';
import { inputError } from '../../errors';
import { getCatalogIndex, walkTree } from './catalogIndex';
import { categoryNode, mediaUrl, type CategoryNode } from './nodes';
import {
  categoryIdFromUid,
  checkPageInRange,
  equalValues,
  pageCount,
  runProductSearch,
  validatePaging,
  type EqualFilter,
  type MatchFilter,
  type ProductSearchArgs,
} from './productSearch';

interface CategoryFilterArgs {
  filters?: {
    ids?: EqualFilter | null;
    category_uid?: EqualFilter | null;
    parent_id?: EqualFilter | null;
    parent_category_uid?: EqualFilter | null;
    url_key?: EqualFilter | null;
    url_path?: EqualFilter | null;
    name?: MatchFilter | null;
  } | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

const trimSlashes = (path: string) => path.trim().replace(/^\/+|\/+$/g, '');

export function findCategoryByUrlPath(state: BackendState, urlPath: string): SeedCategory | undefined {
  return getCatalogIndex(state).categoryByUrlPath.get(trimSlashes(urlPath));
}

/** Magento's minimal query length (catalog/search/min_query_length), also for category name matches. */
const MIN_QUERY_LENGTH = 3;

/** The categories of the store matching the filters, tree level by level, in menu order. */
function filterCategories(ctx: BackendContext, filters: CategoryFilterArgs['filters']): SeedCategory[] {
  const index = getCatalogIndex(ctx.state);
  const rootId = ctx.storeView.root_category_id;
  const tests: Array<(category: SeedCategory) => boolean> = [];
  const idSet = (values: string[]) => new Set(values.map((value) => value.trim()));

  if (!filters) {
    const root = index.categories.get(rootId);
    return root ? [root] : [];
  }
  const ids = equalValues(filters.ids);
  if (ids) {
    const wanted = idSet(ids);
    tests.push((category) => wanted.has(String(category.id)));
  }
  const uids = equalValues(filters.category_uid);
  if (uids) {
    const wanted = new Set(uids.map(categoryIdFromUid));
    tests.push((category) => wanted.has(category.id));
  }
  const parentIds = equalValues(filters.parent_id);
  if (parentIds) {
    const wanted = idSet(parentIds);
    tests.push((category) => wanted.has(String(category.parent_id)));
  }
  const parentUids = equalValues(filters.parent_category_uid);
  if (parentUids) {
    const wanted = new Set(parentUids.map(categoryIdFromUid));
    tests.push((category) => wanted.has(category.parent_id));
  }
  const urlKeys = equalValues(filters.url_key);
  if (urlKeys) {
    const wanted = idSet(urlKeys);
    tests.push((category) => wanted.has(category.url_key));
  }
  const urlPaths = equalValues(filters.url_path);
  if (urlPaths) {
    const wanted = new Set(urlPaths.map(trimSlashes));
    tests.push((category) => wanted.has(category.url_path));
  }
  const name = typeof filters.name?.match === 'string' ? filters.name.match.trim().toLowerCase() : '';
  if (typeof filters.name?.match === 'string' && name.length < MIN_QUERY_LENGTH) {
    // CatalogGraphQl/Model/Category/Filter/SearchCriteria.php: catalog/search/min_query_length.
    throw inputError(`Invalid match filter. Minimum length is ${MIN_QUERY_LENGTH}.`);
  }
  if (name) {
    // Magento filters names with LIKE %value%.
    tests.push((category) => category.name.toLowerCase().includes(name));
  }

  return walkTree(index, rootId)
    .filter((category) => tests.every((test) => test(category)))
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}

function pagedCategories(ctx: BackendContext, args: CategoryFilterArgs) {
  const { currentPage, pageSize } = validatePaging(args.currentPage ?? 1, args.pageSize ?? 20);
  const all = filterCategories(ctx, args.filters);
  const totalPages = pageCount(all.length, pageSize);
  checkPageInRange(currentPage, totalPages, all.length);
  const start = (currentPage - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize).map(categoryNode),
    total_count: all.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

const cat = (parent: CategoryNode): SeedCategory => parent.__category;
const orNull = <T>(value: T | undefined | null | ''): T | null =>
  value === undefined || value === '' ? null : value;

function breadcrumbs(parent: CategoryNode, _args: unknown, ctx: BackendContext) {
  const index = getCatalogIndex(ctx.state);
  const category = cat(parent);
  const rootId = ctx.storeView.root_category_id;
  const path = index.paths.get(category.id) ?? [];
  const crumbs = path
    .slice(path.indexOf(rootId) + 1, -1)
    .map((id) => index.categories.get(id))
    .filter((ancestor): ancestor is SeedCategory => Boolean(ancestor))
    .map((ancestor) => ({
      category_id: ancestor.id,
      category_uid: toUid(ancestor.id),
      category_name: ancestor.name,
      category_level: ancestor.level,
      category_url_key: ancestor.url_key,
      category_url_path: ancestor.url_path,
    }));
  // Magento answers null, not [], for a top-level category.
  return path.includes(rootId) && crumbs.length ? crumbs : null;
}

function categoryUrl(category: SeedCategory, ctx: BackendContext): string | null {
  return category.url_path ? `${category.url_path}${ctx.storeView.category_url_suffix}` : null;
}

function cmsBlockOf(category: SeedCategory, ctx: BackendContext) {
  if (!category.cms_block_identifier) return null;
  const block = ctx.state.cms?.blocks?.find(
    (candidate) => candidate.identifier === category.cms_block_identifier,
  );
  return block && block.active !== false ? block : null;
}

const CATEGORY_FIELDS: Resolvers[string] = {
  uid: (parent: CategoryNode) => toUid(cat(parent).id),
  id: (parent: CategoryNode) => cat(parent).id,
  name: (parent: CategoryNode) => cat(parent).name,
  description: (parent: CategoryNode) => orNull(cat(parent).description),
  image: (parent: CategoryNode, _args, ctx: BackendContext) => {
    const image = cat(parent).image;
    return image ? `${mediaUrl(ctx)}catalog/category/${image.replace(/^\/+/, '')}` : null;
  },
  include_in_menu: (parent: CategoryNode) => (cat(parent).include_in_menu ? 1 : 0),
  is_anchor: (parent: CategoryNode) => (cat(parent).is_anchor ? 1 : 0),
  level: (parent: CategoryNode) => cat(parent).level,
  path: (parent: CategoryNode, _args, ctx: BackendContext) =>
    (getCatalogIndex(ctx.state).paths.get(cat(parent).id) ?? [cat(parent).id]).join('/'),
  path_in_store: () => null,
  position: (parent: CategoryNode) => cat(parent).position,
  product_count: (parent: CategoryNode, _args, ctx: BackendContext) =>
    getCatalogIndex(ctx.state).members.get(cat(parent).id)?.size ?? 0,
  children_count: (parent: CategoryNode, _args, ctx: BackendContext) =>
    String(getCatalogIndex(ctx.state).descendantCount.get(cat(parent).id) ?? 0),
  children: (parent: CategoryNode, _args, ctx: BackendContext) =>
    (getCatalogIndex(ctx.state).children.get(cat(parent).id) ?? []).map(categoryNode),
  url_key: (parent: CategoryNode) => orNull(cat(parent).url_key),
  url_path: (parent: CategoryNode) => orNull(cat(parent).url_path),
  url_suffix: (_parent: CategoryNode, _args, ctx: BackendContext) => ctx.storeView.category_url_suffix,
  canonical_url: (parent: CategoryNode, _args, ctx: BackendContext) => categoryUrl(cat(parent), ctx),
  breadcrumbs,
  cms_block: (parent: CategoryNode, _args, ctx: BackendContext) => cmsBlockOf(cat(parent), ctx),
  landing_page: (parent: CategoryNode, _args, ctx: BackendContext) =>
    cmsBlockOf(cat(parent), ctx)?.block_id ?? null,
  display_mode: (parent: CategoryNode) => cat(parent).display_mode ?? 'PRODUCTS',
  default_sort_by: (parent: CategoryNode) => cat(parent).default_sort_by ?? 'position',
  available_sort_by: () => ['position', 'name', 'price'],
  meta_title: (parent: CategoryNode) => orNull(cat(parent).meta_title),
  meta_keywords: (parent: CategoryNode) => orNull(cat(parent).meta_keywords),
  meta_description: (parent: CategoryNode) => orNull(cat(parent).meta_description),
  menu_url: (parent: CategoryNode) => orNull(cat(parent).menu_url),
  category_as_label: (parent: CategoryNode) => Boolean(cat(parent).category_as_label),
  redirect_code: (parent: CategoryNode) => parent.redirect_code ?? 0,
  relative_url: (parent: CategoryNode, _args, ctx: BackendContext) =>
    parent.relative_url !== undefined ? parent.relative_url : categoryUrl(cat(parent), ctx),
  type: (parent: CategoryNode) => parent.type ?? 'CATEGORY',
  products: (
    parent: CategoryNode,
    args: Omit<ProductSearchArgs, 'search' | 'filter'>,
    ctx: BackendContext,
  ) => {
    const result = runProductSearch(ctx, {
      ...args,
      filter: { category_id: { eq: String(cat(parent).id) } },
    });
    return { items: result.items, total_count: result.total_count, page_info: result.page_info };
  },
};

export const categoryResolvers: Resolvers = {
  Query: {
    categories: (_root, args: CategoryFilterArgs, ctx: BackendContext) => pagedCategories(ctx, args),
    categoryList: (_root, args: CategoryFilterArgs, ctx: BackendContext) => pagedCategories(ctx, args).items,
  },
  CategoryTree: CATEGORY_FIELDS,
};
