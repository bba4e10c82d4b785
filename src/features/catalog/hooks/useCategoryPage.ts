import { useQuery } from '@apollo/client/react';
import type { GetCategoryPageQuery } from '../../../__generated__/operations';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { GET_CATEGORY_PAGE } from '../graphql/catalogPages';

/** Catalog page size (spec 9). */
export const CATALOG_PAGE_SIZE = 6;

export interface CategoryTile {
  uid: string;
  name: string;
  href: string;
  imageUrl: string | null;
  imageLabel: string;
  price: { value: number; currency: string } | null;
}

export interface CategoryPageView {
  isLoading: boolean;
  hasError: boolean;
  name: string;
  totalCount: number;
  tiles: CategoryTile[];
}

export function useCategoryPage(uid: string): CategoryPageView {
  const { data, loading, error } = useQuery<GetCategoryPageQuery>(GET_CATEGORY_PAGE, {
    variables: { uid, pageSize: CATALOG_PAGE_SIZE, currentPage: 1 },
  });
  const category = data?.categories?.items?.[0];
  useDocumentMeta(category?.meta_title || category?.name, category?.meta_description);
  const tiles = (data?.products?.items ?? []).flatMap((item) => {
    if (!item) return [];
    const price = item.price_range.minimum_price.final_price;
    return [
      {
        uid: item.uid,
        name: item.name ?? '',
        href: `/${item.url_key ?? ''}${item.url_suffix ?? ''}`,
        imageUrl: item.small_image?.url ?? null,
        imageLabel: item.small_image?.label || item.name || '',
        price:
          price.value != null && price.currency ? { value: price.value, currency: price.currency } : null,
      },
    ];
  });
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    name: category?.name ?? '',
    totalCount: data?.products?.total_count ?? 0,
    tiles,
  };
}
