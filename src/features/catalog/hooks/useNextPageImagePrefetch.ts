import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { GetProductListQuery, GetProductListQueryVariables } from '../../../__generated__/operations';
import { whenPageQuiet } from '../../../platform/browser/pageQuiet';
import { prefetchImagesOnce } from '../../../platform/sw/imagePrefetch';
import { GET_PRODUCT_LIST } from '../graphql/productList';
import { listingImageUrls } from './imagesAhead';
import { canPrefetch } from './prefetchRoute';
import { toProductTiles } from './productTile';

export interface NextPagePrefetch {
  /** The listing's query, as it asks it for the page shown. */
  variables: GetProductListQueryVariables;
  /** There is a next page. */
  hasNextPage: boolean;
  /** The page shown has its products (and is not being replaced). */
  isShown: boolean;
}

/**
 * The listing's next page, ahead: once the page shown is quiet (its own images in, whenPageQuiet),
 * its products (the query the next page asks, so the click finds it in the cache) and their
 * tiles' images, into the service worker's cache at the size the next page's tiles ask for. Not
 * on a connection with data saver or 2G.
 */
export function useNextPageImagePrefetch({ variables, hasNextPage, isShown }: NextPagePrefetch): void {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!isShown || !hasNextPage || !canPrefetch()) return undefined;
    const shown = JSON.parse(key) as GetProductListQueryVariables;
    const next = { ...shown, currentPage: (shown.currentPage ?? 1) + 1 };
    let cancelled = false;
    const stop = whenPageQuiet(() => {
      client
        .query<GetProductListQuery, GetProductListQueryVariables>({
          query: GET_PRODUCT_LIST,
          variables: next,
        })
        .then(({ data }) => {
          if (!cancelled) return prefetchImagesOnce(listingImageUrls(toProductTiles(data?.products?.items)));
          return 0;
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [client, hasNextPage, isShown, key]);
}
