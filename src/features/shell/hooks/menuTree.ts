/**
 * Category data as menus show it (spec 2, "Mega menu"; spec 3, "Category"): only categories
 * included in the menu, siblings sorted by position then uid, label-only categories without a
 * link, and each link the category's menu URL, else its path plus the category URL suffix.
 * Works on the generated query types structurally: the brand's extension fields may be absent
 * (a stock backend), and then count as "no menu URL" and "not a label".
 */

/** The parts of a category answer the menus read. */
export interface MenuCategoryLike {
  uid: string;
  name?: string | null;
  include_in_menu?: number | boolean | null;
  position?: number | null;
  url_path?: string | null;
  url_suffix?: string | null;
  menu_url?: string | null;
  category_as_label?: boolean | null;
  children_count?: string | number | null;
  cms_block?: { content?: string | null } | null;
  children?: ReadonlyArray<MenuCategoryLike | null> | null;
}

export interface MenuNode {
  uid: string;
  name: string;
  /** Where it links: a path in the app, or an absolute URL; null for a label-only category. */
  href: string | null;
  /** An absolute http(s) link: leaves the app. */
  isExternal: boolean;
  children: MenuNode[];
  /** The category's CMS block (Page Builder HTML) shown in its submenu, if any. */
  cmsBlockHtml: string | null;
  /** What the backend says about children, for a tree that loads level by level. */
  childrenCount: number;
}

const isIncluded = (category: MenuCategoryLike) =>
  category.include_in_menu === undefined || Boolean(category.include_in_menu);

/** Siblings in menu order: position, then uid. */
export function sortByPosition<T extends MenuCategoryLike>(
  categories: ReadonlyArray<T | null> | null | undefined,
): T[] {
  return (categories ?? [])
    .filter((category): category is T => Boolean(category))
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

/** A category's link: its menu URL, else `/` + url_path + suffix; null for a label. */
export function categoryHref(
  category: MenuCategoryLike,
  categoryUrlSuffix: string | null | undefined,
): string | null {
  if (category.category_as_label) return null;
  const menuUrl = category.menu_url?.trim();
  if (menuUrl) return /^https?:\/\//i.test(menuUrl) ? menuUrl : `/${menuUrl.replace(/^\/+/, '')}`;
  if (!category.url_path) return null;
  return `/${category.url_path}${categoryUrlSuffix ?? category.url_suffix ?? ''}`;
}

export function toMenuNode(
  category: MenuCategoryLike,
  suffix: string | null | undefined,
  depth: number,
): MenuNode {
  const href = categoryHref(category, suffix);
  const children =
    depth > 1
      ? sortByPosition(category.children)
          .filter(isIncluded)
          .map((child) => toMenuNode(child, suffix, depth - 1))
      : [];
  return {
    uid: category.uid,
    name: category.name ?? '',
    href,
    isExternal: Boolean(href && /^https?:\/\//i.test(href)),
    children,
    cmsBlockHtml: category.cms_block?.content?.trim() ? category.cms_block.content : null,
    childrenCount: Number(category.children_count ?? children.length) || 0,
  };
}

/** The menu below a root category: its children, `depth` levels deep. */
export function buildMenuTree(
  root: MenuCategoryLike | null | undefined,
  suffix: string | null | undefined,
  depth = 3,
): MenuNode[] {
  if (!root) return [];
  return sortByPosition(root.children)
    .filter(isIncluded)
    .map((category) => toMenuNode(category, suffix, depth));
}
