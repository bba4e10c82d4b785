/**
 * The largest image a catalog page shows first, read from its first data. Only the server needs
 * it (to preload the image with the page), so it stays out of the app's bundles.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetProductDetailQuery, GetProductListQuery } from '../../__generated__/operations';
import type { PageResolution } from '../../app/resolver/pageData';
import { catalogImageSource, type CatalogImageSource } from '../../platform/images/catalogImage';
import { GET_PRODUCT_DETAIL } from './graphql/product';
import { GET_PRODUCT_LIST } from './graphql/productList';
import { galleryImages } from './hooks/productModel';
import { toProductTiles } from './hooks/productTile';
import { urlKeyOf } from '../../platform/catalog/catalogUrls';
import {
  GALLERY_IMAGE_SIZES,
  GALLERY_IMAGE_WIDTH,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTH,
} from './imageSizes';
import { categoryListVariables } from './pageData';

/**
 * The largest image a catalog page shows first, from the cache once its first data is there: the
 * product's first picture, or the first tile of a category's listing. Null when that data is not
 * cached or has no image, and for content pages (their first image's size comes from the element
 * it fills, measured in the browser). The server preloads it with the page, with the same srcset and sizes as
 * the `<img>`, so the browser fetches it while the scripts load and uses it when the page renders.
 */
export function catalogLeadImage(
  client: ApolloClient,
  resolution: PageResolution,
  search = '',
): CatalogImageSource | null {
  if (resolution.type === 'PRODUCT') {
    const data = client.readQuery<GetProductDetailQuery>({
      query: GET_PRODUCT_DETAIL,
      variables: { urlKey: urlKeyOf(resolution.relativeUrl) },
    });
    const product = data?.products?.items?.find((item) => item !== null);
    const [first] = galleryImages(product?.media_gallery, product?.name ?? '');
    return first
      ? catalogImageSource(first.url, { sizes: PRODUCT_IMAGE_SIZES, width: PRODUCT_IMAGE_WIDTH })
      : null;
  }
  if (resolution.type === 'CATEGORY') {
    const data = client.readQuery<GetProductListQuery>({
      query: GET_PRODUCT_LIST,
      variables: categoryListVariables(resolution.id, search),
    });
    const [first] = toProductTiles(data?.products?.items);
    return first?.image
      ? catalogImageSource(first.image.url, { sizes: GALLERY_IMAGE_SIZES, width: GALLERY_IMAGE_WIDTH })
      : null;
  }
  return null;
}
