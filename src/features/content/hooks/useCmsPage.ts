import { useQuery } from '@apollo/client/react';
import type { GetCmsPageQuery } from '../../../__generated__/operations';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { GET_CMS_PAGE } from '../graphql/cmsPage';

export interface CmsPageView {
  isLoading: boolean;
  hasError: boolean;
  heading: string | null;
  /** The page's HTML as the backend sent it; RichContent shows it safely. */
  html: string;
}

/** A CMS page by identifier. */
export function useCmsPage(identifier: string): CmsPageView {
  const { data, loading, error } = useQuery<GetCmsPageQuery>(GET_CMS_PAGE, {
    variables: { identifier },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = data?.cmsPage;
  useDocumentMeta(page?.meta_title || page?.title, page?.meta_description);
  return {
    isLoading: loading && !page,
    hasError: Boolean(error) && !page,
    heading: page?.content_heading || null,
    html: page?.content ?? '',
  };
}
