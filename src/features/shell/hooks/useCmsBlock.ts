import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { firstAskPolicy } from '../../../platform/apollo/askedQueries';
import { LOW_PRIORITY } from '../../../platform/apollo/fetchPriority';
import type { GetShellCmsBlockQuery } from '../../../__generated__/operations';
import { GET_SHELL_CMS_BLOCK } from '../graphql/cmsBlock';

export interface ShellCmsBlock {
  /** The block's HTML, or null while it loads, when it is missing and when it failed. */
  html: string | null;
  isLoading: boolean;
}

/**
 * A CMS block the shell places (the info bar, the footer's blocks): cache-and-network on the
 * first ask, cache-first after (spec 7, "cms blocks"); the first ask is the one made before the
 * first render when there was one (warmShellQueries), not a second identical request. The
 * shell's frame must stand without its decorations, so a missing or failing block shows nothing.
 * TODO(content): move to the content feature's CmsBlock once it lands.
 */
export function useCmsBlock(
  identifier: string,
  { lowPriority = false }: { lowPriority?: boolean } = {},
): ShellCmsBlock {
  const fetchPolicy = useMemo(() => firstAskPolicy(GET_SHELL_CMS_BLOCK, { identifier }), [identifier]);
  const { data, loading } = useQuery<GetShellCmsBlockQuery>(GET_SHELL_CMS_BLOCK, {
    variables: { identifier },
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    context: lowPriority ? LOW_PRIORITY : undefined,
  });
  const block = data?.cmsBlocks?.items?.find((item) => item?.identifier === identifier);
  return { html: block?.content?.trim() ? block.content : null, isLoading: loading && !data };
}
