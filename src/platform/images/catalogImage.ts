/**
 * Resize URLs for catalog images (spec 3 "Image", spec 7 "Other", spec 9 "Images"):
 *
 * - product images live under `catalog/product/`, category images under `catalog/category/`,
 *   swatch images under `attribute/swatch/` (a bare file path such as `/c/r/cruiser-1.jpg` is
 *   placed there, below the store's media base URL; a full media URL is used as it is);
 * - widths 40 to 2560 (IMAGE_WIDTHS), quality 85, `auto=webp`, `format=png` for .png files else
 *   `pjpg` (the parameter rules are contentImage.ts's, shared, not repeated here);
 * - default aspect ratio 0.8 (width over height) with `fit=cover`, so every candidate of a srcset
 *   has the same shape as the box it fills and nothing shifts when a larger one arrives.
 */
import { getBrowserPersistence, STORAGE_KEYS } from '../persistence/browserPersistence';
import { CONTENT_IMAGE_QUALITY, IMAGE_WIDTHS, PRODUCT_IMAGE_RATIO, contentImageUrl } from './contentImage';

/** Image types (spec 3: product images default to 'image-product'). */
export type CatalogImageType = 'image-product' | 'image-category' | 'image-swatch';

const DEFAULT_IMAGE_TYPE: CatalogImageType = 'image-product';
/** Quality of catalog images (spec 9), the same as content images'. */
export const CATALOG_IMAGE_QUALITY = CONTENT_IMAGE_QUALITY;
/** Width over height of product images (spec 3). */
export const DEFAULT_IMAGE_RATIO = PRODUCT_IMAGE_RATIO;
const MIN_IMAGE_WIDTH: number = Math.min(...IMAGE_WIDTHS);
const MAX_IMAGE_WIDTH: number = Math.max(...IMAGE_WIDTHS);

/** Where each type's files live below the media base URL. */
const IMAGE_TYPE_PATHS: Record<CatalogImageType, string> = {
  'image-product': 'catalog/product/',
  'image-category': 'catalog/category/',
  'image-swatch': 'attribute/swatch/',
};

/** The media base URL: the store's secure media URL when saved (store switch), else `/media/`. */
export function mediaBaseUrl(): string {
  let saved: string | undefined;
  try {
    saved = getBrowserPersistence().getItem<string>(STORAGE_KEYS.storeViewSecureBaseMediaUrl);
  } catch {
    saved = undefined;
  }
  const base = saved && /^(https?:)?\/\//.test(saved) ? saved : '/media/';
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The URL of an image as the backend gave it: a full URL or a media path stays as it is; a bare
 * file path (`/c/r/file.jpg`, as in `media_gallery_entries.file` or `swatch_image`) is placed in
 * its type's folder below the media base URL.
 */
export function catalogImagePath(src: string, type: CatalogImageType = DEFAULT_IMAGE_TYPE): string {
  const trimmed = src.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || /(^|\/)media\//.test(trimmed)) {
    return trimmed;
  }
  return `${mediaBaseUrl()}${IMAGE_TYPE_PATHS[type]}${trimmed.replace(/^\/+/, '')}`;
}

/** The offered width nearest above `width` (the largest when none is), so URLs repeat and cache. */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((offered) => offered >= width) ?? MAX_IMAGE_WIDTH;
}

export interface CatalogImageOptions {
  type?: CatalogImageType;
  /** Requested width in CSS pixels; snapped to the offered widths. */
  width?: number;
  /** Width over height; null asks for the width only (the original's shape). Default 0.8. */
  ratio?: number | null;
}

/** A resize URL for one width: the matching height and `fit=cover` for the ratio. */
export function catalogImageUrl(
  src: string,
  { type, width, ratio = DEFAULT_IMAGE_RATIO }: CatalogImageOptions = {},
): string {
  const path = catalogImagePath(src, type);
  if (!path) return '';
  if (!width) return contentImageUrl(path, { quality: CATALOG_IMAGE_QUALITY });
  const snapped = snapWidth(width);
  return contentImageUrl(path, {
    width: snapped,
    quality: CATALOG_IMAGE_QUALITY,
    ...(ratio ? { height: Math.round(snapped / ratio), fit: 'cover' as const } : {}),
  });
}

/**
 * A srcset over the offered widths between `minWidth` and `maxWidth` (default: all of them), each
 * candidate with the ratio's height. Empty when the URL is not one the media endpoint resizes.
 */
export function catalogImageSrcSet(
  src: string,
  {
    type,
    ratio = DEFAULT_IMAGE_RATIO,
    minWidth = MIN_IMAGE_WIDTH,
    maxWidth = MAX_IMAGE_WIDTH,
  }: { type?: CatalogImageType; ratio?: number | null; minWidth?: number; maxWidth?: number } = {},
): string {
  const path = catalogImagePath(src, type);
  if (!path || !contentImageUrl(path).includes('?')) return '';
  return IMAGE_WIDTHS.filter((width) => width >= minWidth && width <= maxWidth)
    .map((width) => `${catalogImageUrl(path, { type, width, ratio })} ${width}w`)
    .join(', ');
}

/** What an `<img>` of a catalog image is given; a preload of the image repeats it exactly. */
export interface CatalogImageSource {
  /** The fallback URL, `width` wide. */
  src: string;
  srcSet: string;
  sizes: string;
}

/** The narrowest candidate a catalog image's srcset offers. */
const SRCSET_MIN_WIDTH = 80;

/** The `<img>` attributes of a catalog image shown `sizes` wide, with a fallback `width` wide. */
export function catalogImageSource(
  src: string,
  {
    sizes,
    width,
    type,
    ratio = DEFAULT_IMAGE_RATIO,
  }: { sizes: string; width: number; type?: CatalogImageType; ratio?: number | null },
): CatalogImageSource {
  return {
    src: catalogImageUrl(src, { type, width, ratio }),
    srcSet: catalogImageSrcSet(src, { type, ratio, minWidth: SRCSET_MIN_WIDTH }),
    sizes,
  };
}

/** The height of a box `width` wide at `ratio` (width over height). */
export const heightFor = (width: number, ratio: number = DEFAULT_IMAGE_RATIO): number =>
  Math.round(width / ratio);
