/**
 * How wide the catalog's images are shown (the `sizes` of their srcset) and the width of their
 * fallback URL. The server reads them too, to preload a page's main image exactly as the page
 * will ask for it.
 */
import { media } from '../../styles/breakpoints';

/** A listing tile: 3 columns, 2 below 640px; the filter sidebar beside them from 1024px. */
export const GALLERY_IMAGE_SIZES = `${media.from('4xl')} 340px, ${media.from('xl')} calc((100vw - 25rem) / 3), ${media.from('sm')} 33vw, 50vw`;
export const GALLERY_IMAGE_WIDTH = 640;

/** The product page's main image: the page's width below 1024px, about half of it beside the details above. */
export const PRODUCT_IMAGE_SIZES = `${media.from('4xl')} 760px, ${media.from('xl')} 55vw, 100vw`;
export const PRODUCT_IMAGE_WIDTH = 960;

/** The product gallery's thumbnails. */
export const PRODUCT_THUMB_SIZES = '5rem';
export const PRODUCT_THUMB_WIDTH = 160;
