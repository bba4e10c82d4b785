import type { CSSProperties } from 'react';
import { buttonClassName } from '../../../../../components/Button/Button';
import { useBackground } from '../../background/useBackground';
import ContentHtml from '../../ContentHtml';
import ContentLink from '../../ContentLink';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { BUTTON_PRIORITY } from '../ButtonItem/ButtonItem';
import * as textStyles from '../Text/Text.module.css';
import type { BannerConfig } from './parse';
import * as styles from './Banner.module.css';

const APPEARANCE_CLASS: Record<BannerConfig['appearance'], string | undefined> = {
  poster: styles.poster,
  'collage-left': styles.collageLeft,
  'collage-centered': styles.collageCentered,
  'collage-right': styles.collageRight,
};

/**
 * A banner or slide: background (image or video), overlay, rich content and a button. Poster
 * covers the whole banner with the overlay; collages put the content in an overlaid box on the
 * left, centre or right. With a link the whole banner is the link (its button is a label then).
 */
export default function BannerView({ config }: { config: BannerConfig }) {
  const background = useBackground(config);
  const poster = config.appearance === 'poster';
  // The main element keeps margins, alignment and media rules; the box parts go to their elements.
  const mainStyle = useContentStyle({
    ...config,
    border: undefined,
    borderColor: undefined,
    borderWidth: undefined,
    borderRadius: undefined,
    paddingTop: undefined,
    paddingRight: undefined,
    paddingBottom: undefined,
    paddingLeft: undefined,
    minHeight: undefined,
    backgroundColor: undefined,
  });
  const padding: CSSProperties = {
    paddingTop: config.paddingTop,
    paddingRight: config.paddingRight,
    paddingBottom: config.paddingBottom,
    paddingLeft: config.paddingLeft,
  };
  const wrapperStyle: CSSProperties = {
    ...background.style,
    backgroundColor: config.backgroundColor,
    borderStyle: config.border,
    borderColor: config.borderColor,
    borderWidth: config.borderWidth,
    borderRadius: config.borderRadius,
    minHeight: config.minHeight,
    ...(poster ? {} : padding),
  };
  const overlayStyle: CSSProperties = {
    ...(poster ? { ...padding, minHeight: config.minHeight } : {}),
    ['--overlay-color' as string]: config.showOverlay !== 'never' ? config.overlayColor : undefined,
  };
  const linked = Boolean(config.link);
  const showButton = config.showButton !== 'never' && config.buttonText;
  const body = (
    <div
      ref={background.ref}
      className={cx(styles.wrapper, background.className)}
      style={wrapperStyle}
      {...background.attributes}
    >
      {background.layers}
      {config.altText && <span role="img" aria-label={config.altText} className={styles.imageLabel} />}
      <div className={styles.overlay} style={overlayStyle}>
        <div className={styles.content}>
          <ContentHtml
            html={config.content}
            className={cx(textStyles.text, styles.text)}
            insideLink={linked}
          />
          {showButton && (
            <span
              className={cx(styles.button, buttonClassName({ priority: BUTTON_PRIORITY[config.buttonType] }))}
            >
              {config.buttonText}
            </span>
          )}
        </div>
      </div>
    </div>
  );
  return (
    <div
      className={cx(
        styles.banner,
        APPEARANCE_CLASS[config.appearance],
        config.showOverlay === 'hover' && styles.overlayOnHover,
        config.showButton === 'hover' && styles.buttonOnHover,
        ...config.cssClasses,
      )}
      style={mainStyle}
    >
      {linked ? (
        <ContentLink href={config.link} openInNewTab={config.openInNewTab} className={styles.link}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
