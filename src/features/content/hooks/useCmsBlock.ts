import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { GetCmsBlocksQuery } from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { GET_CMS_BLOCKS } from '../graphql/cmsBlocks';

export interface CmsBlockView {
  isLoading: boolean;
  /** The load error's message (spec 8: shown as it is), when nothing could be shown. */
  errorMessage: string | null;
  /** The blocks found, in the order asked for. */
  blocks: Array<{ identifier: string; content: string }>;
}

const toList = (identifiers: string | readonly string[]): string[] =>
  (typeof identifiers === 'string' ? [identifiers] : [...identifiers]).map((id) => id.trim()).filter(Boolean);

/**
 * CMS blocks by identifier: from the network first, then from the cache (spec 7). Magento answers
 * the blocks it has and, for each identifier it lacks, a null item with its own error
 * (CmsGraphQl/Model/Resolver/Blocks.php): the blocks found are shown, and the error only when
 * nothing could be (spec 8, "Block load error").
 */
export function useCmsBlock(identifiers: string | readonly string[]): CmsBlockView {
  const key = toList(identifiers).join('\n');
  const list = useMemo(() => (key ? key.split('\n') : []), [key]);
  const { data, loading, error } = useQuery<GetCmsBlocksQuery>(GET_CMS_BLOCKS, {
    variables: { identifiers: list },
    skip: list.length === 0,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    errorPolicy: 'all',
  });
  const blocks = useMemo(
    () =>
      (data?.cmsBlocks?.items ?? [])
        .filter((item) => item !== null)
        .map((item) => ({ identifier: item.identifier ?? '', content: item.content ?? '' })),
    [data],
  );
  return {
    isLoading: loading && !data,
    errorMessage: error && blocks.length === 0 ? formatApolloError(error) : null,
    blocks,
  };
}
