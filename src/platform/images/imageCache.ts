/**
 * The image cache by sku (spec 3, "Image cache by sku"; persistence key `imagesBySku`): the image
 * a product is known by, kept in browser storage so places that only know a sku (a cart line of a
 * configurable product's child, say) can show the picture the shopper chose. The entry kept for a
 * sku is the first gallery entry with position 1, else the first entry.
 */
import {
  getBrowserPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../persistence/browserPersistence';

export interface CachedImage {
  url: string;
  label: string | null;
}

export interface GalleryEntryLike {
  url?: string | null;
  /** `media_gallery_entries` name the file `file`; `media_gallery` names it `url`. */
  file?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

export type ImagesBySku = Record<string, CachedImage>;

/** The entry a sku is known by: position 1, else the first (disabled entries never). */
export function imageForGallery(
  entries: ReadonlyArray<GalleryEntryLike | null> | null | undefined,
): CachedImage | null {
  const usable = (entries ?? []).filter((entry): entry is GalleryEntryLike =>
    Boolean(entry && !entry.disabled && (entry.url || entry.file)),
  );
  const entry = usable.find((candidate) => candidate.position === 1) ?? usable[0];
  if (!entry) return null;
  return { url: (entry.url || entry.file) as string, label: entry.label ?? null };
}

export function readImagesBySku(persistence: BrowserPersistence = getBrowserPersistence()): ImagesBySku {
  const stored = persistence.getItem<ImagesBySku>(STORAGE_KEYS.imagesBySku);
  return stored && typeof stored === 'object' ? stored : {};
}

/** The cached image of a sku, if any. */
export function imageForSku(sku: string, persistence?: BrowserPersistence): CachedImage | null {
  return readImagesBySku(persistence)[sku] ?? null;
}

/**
 * Remembers the image of each sku given (a product and its variants, say). Writes only when
 * something changed, so showing the same product again costs a read.
 */
export function rememberImages(
  products: ReadonlyArray<{
    sku: string | null | undefined;
    gallery: ReadonlyArray<GalleryEntryLike | null> | null | undefined;
  }>,
  persistence: BrowserPersistence = getBrowserPersistence(),
): ImagesBySku {
  const known = readImagesBySku(persistence);
  let changed = false;
  const next: ImagesBySku = { ...known };
  for (const { sku, gallery } of products) {
    if (!sku) continue;
    const image = imageForGallery(gallery);
    if (!image) continue;
    const previous = known[sku];
    if (previous?.url === image.url && previous.label === image.label) continue;
    next[sku] = image;
    changed = true;
  }
  if (changed) persistence.setItem(STORAGE_KEYS.imagesBySku, next);
  return changed ? next : known;
}
