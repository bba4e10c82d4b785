import { Link } from 'react-router';
import ImageView from '../../../../../components/Image/Image';
import Price from '../../../../../components/Price/Price';
import {
  contentImageSrcSet,
  contentImageUrl,
  PRODUCT_IMAGE_RATIO,
} from '../../../../../platform/images/contentImage';
import type { ContentProductTile } from '../../../hooks/useContentProducts';
import * as styles from './Products.module.css';

const WIDTH = 640;

/** A product in a content product list: image, name and price, linking to the product page. */
export default function ProductTile({ product, sizes }: { product: ContentProductTile; sizes: string }) {
  return (
    <Link className={styles.tile} to={product.href}>
      {product.imageUrl ? (
        <ImageView
          className={styles.image}
          src={contentImageUrl(product.imageUrl, {
            width: WIDTH,
            height: WIDTH / PRODUCT_IMAGE_RATIO,
            fit: 'cover',
          })}
          srcSet={contentImageSrcSet(product.imageUrl, { ratio: PRODUCT_IMAGE_RATIO, maxWidth: 1280 })}
          sizes={sizes}
          width={WIDTH}
          height={WIDTH / PRODUCT_IMAGE_RATIO}
          alt={product.imageLabel === product.name ? '' : product.imageLabel}
        />
      ) : (
        <span className={styles.noImage} aria-hidden="true" />
      )}
      <span className={styles.name}>{product.name}</span>
      {product.price && (
        <Price className={styles.price} value={product.price.value} currencyCode={product.price.currency} />
      )}
    </Link>
  );
}
