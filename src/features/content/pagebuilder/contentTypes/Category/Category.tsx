import { useIntl } from 'react-intl';
import ImageView from '../../../../../components/Image/Image';
import Shimmer from '../../../../../components/Shimmer/Shimmer';
import { contentImageSrcSet, contentImageUrl } from '../../../../../platform/images/contentImage';
import { useContentCategory } from '../../../hooks/useContentCategory';
import ContentLink from '../../ContentLink';
import { imageSizes, useContentWidth } from '../../contentWidth';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Category.module.css';

const RATIO = 1.5;

/** A category card: its image and name, linking to the category page. */
export default function Category({ config }: ContentTypeProps<'category'>) {
  const intl = useIntl();
  const style = useContentStyle(config);
  const share = useContentWidth();
  const { isLoading, category } = useContentCategory(config.catid);
  if (isLoading) return <Shimmer aspectRatio={RATIO} />;
  if (!category) return null;
  return (
    <div className={cx(styles.category, ...config.cssClasses)} style={style}>
      <ContentLink href={category.href} className={styles.card}>
        {category.imageUrl ? (
          <ImageView
            className={styles.image}
            src={contentImageUrl(category.imageUrl, { width: 960, height: 640, fit: 'cover' })}
            srcSet={contentImageSrcSet(category.imageUrl, { ratio: RATIO, maxWidth: 1600 })}
            sizes={imageSizes(share)}
            width={960}
            height={640}
            alt=""
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        <span className={styles.name}>{category.name}</span>
        <span className={styles.cta}>
          {intl.formatMessage({ id: 'content.category.shop', defaultMessage: 'Shop now' })}
        </span>
      </ContentLink>
    </div>
  );
}
