import { useQuery } from '@apollo/client/react';
import type { GetCmsPageQuery } from '../../../__generated__/operations';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { GET_CMS_PAGE } from '../graphql/cmsPage';
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

/** A CMS page by identifier; its meta title (else title) and meta description go to the document. */
export function useCmsPage(identifier: string): CmsPageView {
  const { data, loading, error } = useQuery<GetCmsPageQuery>(GET_CMS_PAGE, {
    variables: { identifier },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = data?.cmsPage;
  useDocumentMeta(page?.meta_title || page?.title, page?.meta_description);
  const html = page?.content ?? '';
  return {
    isLoading: loading && !page,
    hasError: Boolean(error) && !page,
    heading: page?.content_heading?.trim() || null,
    html,
    isPageBuilder: detectPageBuilder(html),
  };
}
