/** Catalog page size and first page (spec 9). */
export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_INITIAL_PAGE = 1;

/**
 * A category tree node as read from the API (a structural subset, so the generated operation types
 * fit). `children_count` is a String in Magento's schema.
 */
export interface CategoryTreeNode {
  uid: string;
  name?: string | null;
  position?: number | null;
  include_in_menu?: number | null;
  url_path?: string | null;
  url_suffix?: string | null;
  children_count?: string | number | null;
  children?: ReadonlyArray<CategoryTreeNode | null> | null;
}

/** A category held by uid: children are uids sorted by position, then uid. */
export interface NormalizedCategory {
  uid: string;
  name: string | null;
  position: number | null;
  include_in_menu: number | null;
  url_path: string | null;
  url_suffix: string | null;
  parentId: string | null;
  children: string[];
  children_count: number;
}

export interface CatalogState {
  categories: Record<string, NormalizedCategory>;
  currentPage: number;
  pageSize: number;
  prevPageTotal: number | null;
}

export const initialCatalogState: CatalogState = {
  categories: {},
  currentPage: CATALOG_INITIAL_PAGE,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: null,
};

export const catalogActions = {
  /** Merges a category tree (or subtree) into `categories`, keyed by uid. */
  receiveCategories: (tree: CategoryTreeNode) =>
    ({ type: 'catalog/receiveCategories', payload: tree }) as const,
  setCurrentPage: (page: number) => ({ type: 'catalog/setCurrentPage', payload: page }) as const,
  setPrevPageTotal: (total: number | null) => ({ type: 'catalog/setPrevPageTotal', payload: total }) as const,
};

export type CatalogAction = ReturnType<(typeof catalogActions)[keyof typeof catalogActions]>;

export function compareCategories(a: CategoryTreeNode, b: CategoryTreeNode): number {
  const byPosition = (a.position ?? 0) - (b.position ?? 0);
  if (byPosition !== 0) return byPosition;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

function toCount(value: string | number | null | undefined, fallback: number): number {
  const count = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(count) ? fallback : count;
}

/**
 * Flattens a tree into normalized entries. A node without a `children` list keeps the children
 * already known (the tree was fetched to a limited depth); a subtree root keeps its known parent.
 */
export function normalizeCategories(
  tree: CategoryTreeNode,
  known: Record<string, NormalizedCategory> = {},
): Record<string, NormalizedCategory> {
  const entries: Record<string, NormalizedCategory> = {};
  const visit = (node: CategoryTreeNode, parentId: string | null) => {
    const previous = known[node.uid];
    const children = node.children
      ? node.children.filter((child): child is CategoryTreeNode => child !== null).sort(compareCategories)
      : null;
    const childIds = children ? children.map((child) => child.uid) : (previous?.children ?? []);
    entries[node.uid] = {
      uid: node.uid,
      name: node.name ?? null,
      position: node.position ?? null,
      include_in_menu: node.include_in_menu ?? null,
      url_path: node.url_path ?? null,
      url_suffix: node.url_suffix ?? null,
      parentId,
      children: childIds,
      children_count: toCount(node.children_count, childIds.length),
    };
    children?.forEach((child) => visit(child, node.uid));
  };
  visit(tree, known[tree.uid]?.parentId ?? null);
  return entries;
}

export function catalogReducer(
  state: CatalogState = initialCatalogState,
  action: CatalogAction,
): CatalogState {
  switch (action.type) {
    case 'catalog/receiveCategories':
      return {
        ...state,
        categories: { ...state.categories, ...normalizeCategories(action.payload, state.categories) },
      };
    case 'catalog/setCurrentPage':
      return { ...state, currentPage: action.payload };
    case 'catalog/setPrevPageTotal':
      return { ...state, prevPageTotal: action.payload };
    default:
      return state;
  }
}
