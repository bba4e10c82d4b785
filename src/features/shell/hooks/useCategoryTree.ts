/**
 * One level of the drawer's category tree (spec 7, "GetNavigationMenu"): the shown category's
 * children in menu order (only those included in the menu), each either a branch to open or a
 * link; and, below the root, a link to the shown category itself.
 */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type {
  GetNavigationMenuQuery,
  GetStoreConfigForCategoryTreeQuery,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { GET_NAVIGATION_MENU, GET_STORE_CONFIG_FOR_CATEGORY_TREE } from '../graphql/navigationMenu';
import { categoryHref, sortByPosition, toMenuNode, type MenuNode } from './menuTree';
import { useExtensionQuery } from '../../../platform/apollo/extensionQuery';

export interface CategoryTree {
  isLoading: boolean;
  error: string | null;
  /** The shown category's own link ("All ..."); null at the root and for a label. */
  selfHref: string | null;
  selfName: string;
  children: Array<MenuNode & { isBranch: boolean }>;
}

export function useCategoryTree(categoryUid: string | null, isRoot: boolean): CategoryTree {
  const { data: configData } = useQuery<GetStoreConfigForCategoryTreeQuery>(
    GET_STORE_CONFIG_FOR_CATEGORY_TREE,
    {
      fetchPolicy: 'cache-first',
    },
  );
  const { data, loading, error } = useExtensionQuery<GetNavigationMenuQuery>(GET_NAVIGATION_MENU, {
    variables: { id: categoryUid ?? '' },
    skip: !categoryUid,
    fetchPolicy: 'cache-first',
  });
  const suffix = configData?.storeConfig?.category_url_suffix;
  const category = data?.categories?.items?.[0] ?? null;
  const children = useMemo(
    () =>
      sortByPosition(category?.children)
        .filter((child) => child.include_in_menu === undefined || Boolean(child.include_in_menu))
        .map((child) => {
          const node = toMenuNode(child, suffix, 1);
          return { ...node, isBranch: node.childrenCount > 0 };
        }),
    [category, suffix],
  );
  return {
    isLoading: !category && (loading || !categoryUid),
    error: !category && error ? formatApolloError(error) : null,
    selfHref: !isRoot && category ? categoryHref(category, suffix) : null,
    selfName: category?.name ?? '',
    children,
  };
}
