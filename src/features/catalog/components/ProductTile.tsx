import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductTileView } from '../hooks/productTile';
import { useCatalogSlots } from '../catalogSlots';
import { GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH } from '../imageSizes';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import PrefetchLink from './PrefetchLink';
import ProductPrice from './ProductPrice';
import { TileRating } from './RatingStars';
import * as styles from './ProductTile.module.css';

export interface ProductTileProps {
  tile: ProductTileView;
  /** The page's main image (the first tile): loaded at once with high priority. */
  priority?: boolean;
  /** The image is not requested yet (it waits for the page's main image). */
  imageDeferred?: boolean;
  /** Called once the tile's image has loaded or failed. */
  onImageSettled?: () => void;
  sizes?: string;
  /** The category the tile is shown in, for the product page's breadcrumbs. */
  categoryUid?: string;
}

/**
 * A product in a gallery, all one link: image, name, price in the shopper's currency, stock;
 * and the wish-list heart over the image.
 */
export default function ProductTile({
  tile,
  priority = false,
  imageDeferred,
  onImageSettled,
  sizes = GALLERY_IMAGE_SIZES,
  categoryUid,
}: ProductTileProps) {
  const nameId = useId();
  const { WishlistHeart } = useCatalogSlots();
  return (
    <article className={styles.root} aria-labelledby={nameId}>
      <PrefetchLink
        className={styles.link}
        to={tile.href}
        state={categoryUid ? { categoryUid } : undefined}
        prefetchImages
      >
        <span className={styles.media}>
          {tile.image ? (
            <CatalogImage
              src={tile.image.url}
              alt=""
              sizes={sizes}
              width={GALLERY_IMAGE_WIDTH}
              priority={priority}
              deferred={imageDeferred}
              onSettle={onImageSettled}
            />
          ) : (
            <span className={styles.noImage} />
          )}
          {!tile.inStock ? (
            <span className={styles.badge}>
              <FormattedMessage id="catalog.productTile.outOfStock" defaultMessage="Out of stock" />
            </span>
          ) : null}
        </span>
        <span id={nameId} className={styles.name}>
          {tile.name}
        </span>
        {tile.rating ? <TileRating rating={tile.rating} /> : null}
        {tile.price ? <ProductPrice className={styles.price} price={tile.price} /> : null}
      </PrefetchLink>
      {/* Outside the link: a button inside a link is not allowed. */}
      <WishlistHeart sku={tile.sku} name={tile.name} className={styles.heart} />
    </article>
  );
}
