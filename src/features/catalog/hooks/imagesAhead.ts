/**
 * The image URLs a catalog page will ask for, worked out before it shows, so the service worker
 * can fetch them ahead (platform/sw/imagePrefetch.ts): the same srcset, sizes and choice among
 * its widths as the page's `<img>` elements (platform/images/srcsetChoice.ts), or the fetch is
 * wasted. No React here.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetProductDetailQuery } from '../../../__generated__/operations';
import { catalogImageSource } from '../../../platform/images/catalogImage';
import type { ResolvedPage } from '../../../platform/routing/pageKind';
import {
  chosenImageUrl,
  currentViewport,
  type ViewportConditions,
} from '../../../platform/images/srcsetChoice';
import {
  GALLERY_IMAGE_SIZES,
  GALLERY_IMAGE_WIDTH,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTH,
  PRODUCT_THUMB_SIZES,
  PRODUCT_THUMB_WIDTH,
} from '../imageSizes';
import { productDetailQuery } from '../pageQueries';
import { galleryImages, type GalleryImage } from './productModel';
import type { ProductTileView } from './productTile';

/** At most this many of a product's pictures are fetched ahead (at the main image's size). */
const GALLERY_PICTURES_AHEAD = 6;

const shownAt = (url: string, sizes: string, width: number, viewport: ViewportConditions | null) =>
  chosenImageUrl(catalogImageSource(url, { sizes, width }), viewport);

/**
 * What the product page's gallery asks for (ProductGallery): each picture at the main image's
 * size (the first one shows at once, the others as the shopper steps through them) and, when there
 * is more than one, their thumbnails.
 */
function productGalleryImageUrls(
  images: readonly GalleryImage[],
  viewport: ViewportConditions | null = currentViewport(),
): string[] {
  const pictures = images.slice(0, GALLERY_PICTURES_AHEAD);
  const main = pictures.map((image) =>
    shownAt(image.url, PRODUCT_IMAGE_SIZES, PRODUCT_IMAGE_WIDTH, viewport),
  );
  const thumbnails =
    images.length > 1
      ? pictures.map((image) => shownAt(image.url, PRODUCT_THUMB_SIZES, PRODUCT_THUMB_WIDTH, viewport))
      : [];
  return [...main, ...thumbnails].filter(Boolean);
}

/** What a listing's tiles ask for (ProductTile in Gallery). */
export function listingImageUrls(
  tiles: readonly ProductTileView[],
  viewport: ViewportConditions | null = currentViewport(),
): string[] {
  return tiles
    .flatMap((tile) =>
      tile.image ? [shownAt(tile.image.url, GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH, viewport)] : [],
    )
    .filter(Boolean);
}

/**
 * The gallery images of a product page whose first data is in the cache (a prefetched link);
 * none for another kind of page or when the data is not there.
 */
export function cachedProductGalleryImageUrls(client: ApolloClient, page: ResolvedPage | null): string[] {
  if (page?.type !== 'PRODUCT') return [];
  const data = client.readQuery<GetProductDetailQuery>(productDetailQuery(page.relativeUrl));
  const product = data?.products?.items?.find((item) => item !== null);
  if (!product) return [];
  return productGalleryImageUrls(galleryImages(product.media_gallery, product.name ?? ''));
}
