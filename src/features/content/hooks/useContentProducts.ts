import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useMemo } from 'react';
import type { GetProductsForContentQuery } from '../../../__generated__/operations';
import { GET_PRODUCTS_FOR_CONTENT } from '../graphql/contentProducts';

export interface ContentProductTile {
  uid: string;
  name: string;
  /** Storefront path of the product page. */
  href: string;
  imageUrl: string | null;
  imageLabel: string;
  price: { value: number; currency: string } | null;
}

export interface ContentProducts {
  isLoading: boolean;
  products: ContentProductTile[];
}

/** `/vinyl/blue-train.html` → `blue-train`: the url key is the last segment without its suffix. */
function urlKeyOf(pathName: string): string {
  const last = pathName.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last.replace(/\.html?$/i, ''));
  } catch {
    return last.replace(/\.html?$/i, '');
  }
}

/**
 * The products a Page Builder products element shows, by the url keys of the links Magento's
 * widget rendered, in the widget's order. With `skip`, they are not asked yet (loading).
 */
export function useContentProducts(
  pathNames: readonly string[],
  { skip = false }: { skip?: boolean } = {},
): ContentProducts {
  const urlKeys = useMemo(() => [...new Set(pathNames.map(urlKeyOf).filter(Boolean))], [pathNames]);
  const { data: latest, loading } = useQuery<GetProductsForContentQuery>(GET_PRODUCTS_FOR_CONTENT, {
    variables: { urlKeys, pageSize: Math.max(1, urlKeys.length) },
    skip: skip || urlKeys.length === 0,
    fetchPolicy: 'cache-first',
  });
  // A carousel of tiles is a sizeable tree: when the answer comes, it renders as a non-blocking
  // update in slices rather than in one long task (the shimmer stays meanwhile).
  const data = useDeferredValue(latest);
  const products = useMemo(() => {
    const items = (data?.products?.items ?? []).filter((item) => item !== null);
    const byKey = new Map(items.map((item) => [item.url_key ?? '', item]));
    return urlKeys
      .map((key) => byKey.get(key))
      .filter((item) => item !== undefined)
      .map((item): ContentProductTile => ({
        uid: item.uid,
        name: item.name ?? '',
        href: `/${item.url_key ?? ''}${item.url_suffix ?? '.html'}`,
        imageUrl: item.small_image?.url ?? null,
        imageLabel: item.small_image?.label || item.name || '',
        price:
          item.price_range.minimum_price.final_price.value != null
            ? {
                value: item.price_range.minimum_price.final_price.value,
                currency: item.price_range.minimum_price.final_price.currency ?? 'USD',
              }
            : null,
      }));
  }, [data, urlKeys]);
  const waiting = skip && urlKeys.length > 0;
  return { isLoading: (waiting || loading || latest !== data) && !data, products };
}
