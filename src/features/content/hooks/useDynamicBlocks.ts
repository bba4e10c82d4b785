import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type {
  DynamicBlockTypeEnum,
  GetDynamicBlocksForContentQuery,
} from '../../../__generated__/operations';
import { GET_DYNAMIC_BLOCKS } from '../graphql/dynamicBlocks';

export interface DynamicBlocksView {
  isLoading: boolean;
  /** The blocks to show (one for rotating display modes), as CMS content. */
  blocks: Array<{ uid: string; html: string }>;
}

const TYPES: Record<string, DynamicBlockTypeEnum> = {
  salesrule: 'CART_PRICE_RULE_RELATED',
  catalogrule: 'CATALOG_PRICE_RULE_RELATED',
};

/**
 * Adobe Commerce dynamic blocks named by a rotator widget. A backend without `dynamicBlocks`
 * (Magento Open Source) answers with an error: the element then shows nothing.
 */
export function useDynamicBlocks(uids: readonly string[], displayMode: string): DynamicBlocksView {
  const type = TYPES[displayMode] ?? 'SPECIFIED';
  const { data, loading } = useQuery<GetDynamicBlocksForContentQuery>(GET_DYNAMIC_BLOCKS, {
    variables: { type, uids: [...uids] },
    skip: type === 'SPECIFIED' && uids.length === 0,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // Rotating modes show one block, picked once per visit of the page.
  const [pick] = useState(() => Math.random());
  const blocks = useMemo(() => {
    const all = (data?.dynamicBlocks.items ?? [])
      .filter((item) => item !== null)
      .map((item) => ({ uid: item.uid, html: item.content.html }))
      .filter((item) => item.html.trim());
    if (displayMode === 'fixed' || all.length < 2) return all;
    return [all[Math.floor(pick * all.length)]!];
  }, [data, displayMode, pick]);
  return { isLoading: loading && !data, blocks };
}
