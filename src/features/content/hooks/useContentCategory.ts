import { useQuery } from '@apollo/client/react';
import type { GetCategoryForContentQuery } from '../../../__generated__/operations';
import { GET_CATEGORY_FOR_CONTENT } from '../graphql/contentCategory';

interface ContentCategory {
  name: string;
  href: string;
  imageUrl: string | null;
  productCount: number | null;
}

export interface ContentCategoryView {
  isLoading: boolean;
  category: ContentCategory | null;
}

/** The category a category element points at (by id). */
export function useContentCategory(catid: string | undefined): ContentCategoryView {
  const { data, loading } = useQuery<GetCategoryForContentQuery>(GET_CATEGORY_FOR_CONTENT, {
    variables: { id: catid ?? '' },
    skip: !catid,
    fetchPolicy: 'cache-first',
  });
  const found = data?.categoryList?.find((entry) => entry !== null) ?? null;
  return {
    isLoading: loading && !data,
    category:
      found && found.name && found.url_path
        ? {
            name: found.name,
            href: `/${found.url_path}${found.url_suffix ?? '.html'}`,
            imageUrl: found.image ?? null,
            productCount: found.product_count ?? null,
          }
        : null,
  };
}
