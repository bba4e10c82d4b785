import Image from '../Image/Image';
import {
  DEFAULT_IMAGE_RATIO,
  catalogImageSource,
  heightFor,
  type CatalogImageType,
} from '../../platform/images/catalogImage';
import * as styles from './CatalogImage.module.css';

export interface CatalogImageProps {
  src: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice among the srcset (`sizes`). */
  sizes: string;
  /** The width of the fallback `src` (browsers without srcset), in CSS pixels. */
  width: number;
  type?: CatalogImageType;
  /** Width over height of the box; default 0.8 (spec 3). */
  ratio?: number;
  /** The page's largest image above the fold: loaded at once, with high priority. */
  priority?: boolean;
  /** Not requested yet (the page's main image goes first); the box and placeholder show. */
  deferred?: boolean;
  /** Called once the image has loaded or failed. */
  onSettle?: () => void;
  className?: string;
}

/**
 * A catalog image in a box of fixed shape (nothing moves when it arrives), resized by the media
 * endpoint for each width of the srcset, lazy unless it is the page's main image. It fades in
 * once loaded (512ms) as the placeholder mask fades out (192ms); a new picture brings the mask
 * back (224ms). See spec 4, "Image loading". The page's main image is the exception: it shows as
 * soon as it is decoded, without mask or fade, so the largest paint is not held back by them.
 */
export default function CatalogImage({
  src,
  alt,
  sizes,
  width,
  type,
  ratio = DEFAULT_IMAGE_RATIO,
  priority = false,
  deferred,
  onSettle,
  className,
}: CatalogImageProps) {
  const source = catalogImageSource(src, { sizes, width, type, ratio });
  return (
    <span
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: String(ratio) }}
      data-priority={priority || undefined}
    >
      <Image
        key={src}
        className={styles.image}
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.sizes}
        width={width}
        height={heightFor(width, ratio)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        deferred={deferred}
        onSettle={onSettle}
      />
    </span>
  );
}
