import { useQuery } from '@apollo/client/react';
import type { GetCategoryTreeQuery, GetStorePreviewQuery } from '../../../__generated__/operations';
import { GET_CATEGORY_TREE, GET_STORE_PREVIEW } from '../graphql/storePreview';

export interface PreviewCategory {
  uid: string;
  name: string;
  /** null for a label-only category. */
  href: string | null;
  children: PreviewCategory[];
}

export interface StorePreview {
  isLoading: boolean;
  hasError: boolean;
  storeName: string;
  currency: string;
  categories: PreviewCategory[];
}

type TreeNode = {
  uid: string;
  name: string | null;
  url_path: string | null;
  include_in_menu: number | null;
  position: number | null;
  menu_url?: string | null;
  category_as_label?: boolean | null;
  children?: Array<TreeNode | null> | null;
};

function toMenu(nodes: Array<TreeNode | null> | null | undefined, suffix: string): PreviewCategory[] {
  return (nodes ?? [])
    .filter((node): node is TreeNode => Boolean(node?.include_in_menu))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.uid.localeCompare(b.uid))
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? '',
      href: node.category_as_label ? null : node.menu_url || `/${node.url_path ?? ''}${suffix}`,
      children: toMenu(node.children, suffix),
    }));
}

/** Store name, display currency and the menu categories, read through /graphql. */
export function useStorePreview(): StorePreview {
  const config = useQuery<GetStorePreviewQuery>(GET_STORE_PREVIEW);
  const rootUid = config.data?.storeConfig?.root_category_uid ?? '';
  const tree = useQuery<GetCategoryTreeQuery>(GET_CATEGORY_TREE, {
    variables: { rootUid },
    skip: !rootUid,
  });
  const suffix = config.data?.storeConfig?.category_url_suffix ?? '';
  return {
    isLoading: config.loading || tree.loading,
    hasError: Boolean(config.error || tree.error),
    storeName: config.data?.storeConfig?.store_name ?? '',
    currency: config.data?.currency?.default_display_currency_code ?? 'USD',
    categories: toMenu(tree.data?.categories?.items?.[0]?.children as TreeNode[] | undefined, suffix),
  };
}
