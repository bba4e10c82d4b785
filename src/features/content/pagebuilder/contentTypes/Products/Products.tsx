import Shimmer from '../../../../../components/Shimmer/Shimmer';
import { PRODUCT_IMAGE_RATIO } from '../../../../../platform/images/contentImage';
import { useContentProducts } from '../../../hooks/useContentProducts';
import { useContentDue } from '../../hooks/useContentDue';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import ProductsCarousel from './ProductsCarousel';
import ProductTile from './ProductTile';
import * as styles from './Products.module.css';
import { media } from '../../../../../styles/breakpoints';

const GRID_SIZES = `${media.upTo('sm')} 50vw, ${media.upTo('xl')} 33vw, 25vw`;

/**
 * The products a catalog widget lists: a grid or a carousel of product tiles. They are asked when
 * the element nears the viewport or the page is quiet after load (the shimmer holds their place),
 * not with the page's first render.
 */
export default function Products({ config }: ContentTypeProps<'products'>) {
  const style = useContentStyle(config);
  const [due, observeDue] = useContentDue(true);
  const { isLoading, products } = useContentProducts(config.pathNames, { skip: !due });
  const className = cx(styles.products, ...config.cssClasses);
  if (isLoading) {
    return (
      <div className={className} style={style} aria-busy="true" ref={observeDue}>
        <ul className={styles.grid}>
          {config.pathNames.slice(0, 4).map((path) => (
            <li key={path}>
              <Shimmer aspectRatio={PRODUCT_IMAGE_RATIO} />
              <Shimmer width="70%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!products.length) return null;
  return (
    <div className={className} style={style}>
      {config.appearance === 'carousel' ? (
        <ProductsCarousel config={config} products={products} />
      ) : (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.uid}>
              <ProductTile product={product} sizes={GRID_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
