import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { GetCmsPageQuery } from '../../../__generated__/operations';
import { firstAskPolicy } from '../../../platform/apollo/askedQueries';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { cmsPageQuery } from '../pageQueries';
import { detectPageBuilder } from '../pagebuilder/detect';

export interface CmsPageView {
  isLoading: boolean;
  hasError: boolean;
  /** The page's content heading, when it has one. */
  heading: string | null;
  /** The page's HTML as the backend sent it; PageBuilderContent shows it safely. */
  html: string;
  /** Page Builder content lays itself out (rows); plain HTML needs the page's margins. */
  isPageBuilder: boolean;
}

/**
 * A CMS page by identifier; its meta title (else title) and meta description go to the document.
 * From the network first, then from the cache; not asked twice when route resolution has just
 * fetched it with the page's code.
 */
export function useCmsPage(identifier: string): CmsPageView {
  // The page's first query, as its declaration (pageQueries.ts) has it.
  const first = useMemo(() => cmsPageQuery(identifier), [identifier]);
  const fetchPolicy = useMemo(() => firstAskPolicy(first.query, first.variables), [first]);
  const {
    data: latest,
    loading,
    error,
  } = useQuery<GetCmsPageQuery>(first.query, {
    variables: first.variables,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  // The page's content is a large tree: it renders as a non-blocking update that yields to the
  // browser, instead of in one long task when the data arrives (the shimmer shows meanwhile).
  const data = useDeferredValue(latest);
  const page = data?.cmsPage;
  useDocumentMeta(page?.meta_title || page?.title, page?.meta_description);
  const html = page?.content ?? '';
  return {
    isLoading: (loading || latest !== data) && !page,
    hasError: Boolean(error) && !page,
    heading: page?.content_heading?.trim() || null,
    html,
    isPageBuilder: detectPageBuilder(html),
  };
}
