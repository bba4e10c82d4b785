/**
 * How wide the catalog's images are shown (the `sizes` of their srcset) and the width of their
 * fallback URL. The server reads them too, to preload a page's main image exactly as the page
 * will ask for it.
 */

/** A listing tile: 3 columns, 2 below 640px; the filter sidebar beside them from 1024px. */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 1440px) 340px, (min-width: 1024px) calc((100vw - 25rem) / 3), (min-width: 640px) 33vw, 50vw';
export const GALLERY_IMAGE_WIDTH = 640;

/** The product page's main image: the page's width below 1024px, about half of it beside the details above. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw';
export const PRODUCT_IMAGE_WIDTH = 960;

/** The product gallery's thumbnails. */
export const PRODUCT_THUMB_SIZES = '5rem';
export const PRODUCT_THUMB_WIDTH = 160;
