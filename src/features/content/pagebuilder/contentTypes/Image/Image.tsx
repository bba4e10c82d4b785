import ImageView from '../../../../../components/Image/Image';
import { contentImageSrcSet, contentImageUrl } from '../../../../../platform/images/contentImage';
import ContentLink from '../../ContentLink';
import { imageSizes, MOBILE_MEDIA_QUERY, useContentWidth } from '../../contentWidth';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Image.module.css';

/** A content image: the mobile image at 768px or narrower, optional link and caption. */
export default function Image({ config }: ContentTypeProps<'image'>) {
  const style = useContentStyle(config);
  const share = useContentWidth();
  const desktop = config.desktopImage;
  if (!desktop) return null;
  const mobile = config.mobileImage;
  const picture = (
    <ImageView
      className={styles.image}
      src={contentImageUrl(desktop.src, { width: 1280 })}
      srcSet={contentImageSrcSet(desktop.src, { maxWidth: desktop.dimensions?.width })}
      sizes={imageSizes(share)}
      width={desktop.dimensions?.width}
      height={desktop.dimensions?.height}
      alt={config.altText}
      title={config.title}
      sources={
        mobile
          ? [
              {
                media: MOBILE_MEDIA_QUERY,
                srcSet: contentImageSrcSet(mobile.src, { maxWidth: mobile.dimensions?.width }) || mobile.src,
                sizes: '100vw',
                width: mobile.dimensions?.width,
                height: mobile.dimensions?.height,
              },
            ]
          : []
      }
    />
  );
  return (
    <figure className={cx(styles.figure, ...config.cssClasses)} style={style}>
      {config.link ? (
        <ContentLink href={config.link} openInNewTab={config.openInNewTab} className={styles.link}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {config.caption && <figcaption className={styles.caption}>{config.caption}</figcaption>}
    </figure>
  );
}
