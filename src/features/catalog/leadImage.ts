/**
 * The largest image a catalog page shows first, read from its first data. Only the server asks
 * for it (to preload the image with the page): the page declarations (pages.ts) load it on demand,
 * so it is never part of what the browser loads before a page.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetProductDetailQuery, GetProductListQuery } from '../../__generated__/operations';
import { catalogImageSource, type CatalogImageSource } from '../../platform/images/catalogImage';
import type { ResolvedPage } from '../../platform/routing/pageKind';
import { galleryImages } from './hooks/productModel';
import { toProductTiles } from './hooks/productTile';
import {
  GALLERY_IMAGE_SIZES,
  GALLERY_IMAGE_WIDTH,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTH,
} from './imageSizes';
import { categoryListQuery, productDetailQuery, searchListQueries } from './pageQueries';

/*
 * Read from the cache once the page's first data is there; null when it is not cached or has no
 * image. The server preloads it with the page, with the same srcset and sizes as the `<img>`, so
 * the browser fetches it while the scripts load and uses it when the page renders. (A content
 * page's first image has none: its size comes from the element it fills, measured in the browser.)
 */

/** A product page's: the product's first picture, as the gallery shows it. */
export function productLeadImage(client: ApolloClient, page: ResolvedPage): CatalogImageSource | null {
  const data = client.readQuery<GetProductDetailQuery>(productDetailQuery(page.relativeUrl));
  const product = data?.products?.items?.find((item) => item !== null);
  const [first] = galleryImages(product?.media_gallery, product?.name ?? '');
  return first
    ? catalogImageSource(first.url, { sizes: PRODUCT_IMAGE_SIZES, width: PRODUCT_IMAGE_WIDTH })
    : null;
}

/** A listing's: its first tile's picture, as the gallery shows it. */
function listingLeadImage(data: GetProductListQuery | null): CatalogImageSource | null {
  const [first] = toProductTiles(data?.products?.items);
  return first?.image
    ? catalogImageSource(first.image.url, { sizes: GALLERY_IMAGE_SIZES, width: GALLERY_IMAGE_WIDTH })
    : null;
}

/** A category page's: the first tile of its listing. */
export function categoryLeadImage(
  client: ApolloClient,
  page: ResolvedPage,
  search: string,
): CatalogImageSource | null {
  return listingLeadImage(client.readQuery<GetProductListQuery>(categoryListQuery(page.id, search)));
}

/** The search results': the first tile, when there is a text and it found something. */
export function searchLeadImage(client: ApolloClient, search: string): CatalogImageSource | null {
  const [query] = searchListQueries(search);
  return query ? listingLeadImage(client.readQuery<GetProductListQuery>(query)) : null;
}
