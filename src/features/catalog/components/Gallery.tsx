import { useIntl } from 'react-intl';
import { useCatalogSlots } from '../catalogSlots';
import type { ProductTileView } from '../hooks/productTile';
import { useMainImageFirst } from '../hooks/useMainImageFirst';
import ProductTile from './ProductTile';
import * as styles from './Gallery.module.css';

export interface GalleryProps {
  tiles: ProductTileView[];
  /**
   * The first tile holds the page's main image (eager, high priority); the other tiles' images
   * are requested once it shows.
   */
  prioritizeFirst?: boolean;
  categoryUid?: string;
  /** Results are being replaced: shown dimmed and marked busy. */
  isUpdating?: boolean;
}

/** The product grid: 3 columns, 2 below 640px (spec 9); simple products can be added from it. */
export default function Gallery({
  tiles,
  prioritizeFirst = true,
  categoryUid,
  isUpdating = false,
}: GalleryProps) {
  const { formatMessage } = useIntl();
  const { TileAddToCart } = useCatalogSlots();
  const { othersWait, onMainImageSettled } = useMainImageFirst(
    (prioritizeFirst && tiles[0]?.image?.url) || null,
  );
  return (
    <ul
      className={styles.grid}
      aria-busy={isUpdating || undefined}
      aria-label={formatMessage({ id: 'catalog.gallery.label', defaultMessage: 'Products' })}
      data-updating={isUpdating || undefined}
    >
      {tiles.map((tile, index) => {
        const isMain = prioritizeFirst && index === 0;
        return (
          <li key={tile.uid} className={styles.item}>
            <ProductTile
              tile={tile}
              priority={isMain}
              imageDeferred={!isMain && othersWait}
              onImageSettled={isMain ? onMainImageSettled : undefined}
              categoryUid={categoryUid}
            />
            {tile.canAddToCart ? <TileAddToCart sku={tile.sku} name={tile.name} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
