import { useQuery } from '@apollo/client/react';
import type { GetProductPageQuery } from '../../../__generated__/operations';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { GET_PRODUCT_PAGE } from '../graphql/catalogPages';

export interface ProductPageView {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  name: string;
  sku: string;
  inStock: boolean;
  imageUrl: string | null;
  imageLabel: string;
  price: { value: number; currency: string } | null;
  descriptionHtml: string;
}

/** Magento URL keys hold no dots, so the URL suffix is whatever follows the last one. */
export const urlKeyOf = (relativeUrl: string): string =>
  relativeUrl.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');

export function useProductPage(relativeUrl: string): ProductPageView {
  const { data, loading, error } = useQuery<GetProductPageQuery>(GET_PRODUCT_PAGE, {
    variables: { urlKey: urlKeyOf(relativeUrl) },
  });
  const product = data?.products?.items?.[0];
  useDocumentMeta(product?.meta_title || product?.name, product?.meta_description);
  const price = product?.price_range.minimum_price.final_price;
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    isMissing: Boolean(data) && !product,
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    inStock: product?.stock_status !== 'OUT_OF_STOCK',
    imageUrl: product?.image?.url ?? null,
    imageLabel: product?.image?.label || product?.name || '',
    price: price?.value != null && price.currency ? { value: price.value, currency: price.currency } : null,
    descriptionHtml: product?.description?.html ?? '',
  };
}
