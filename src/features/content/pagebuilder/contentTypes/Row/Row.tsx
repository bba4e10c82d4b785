import { useBackground } from '../../background/useBackground';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { FLEX_ALIGNMENT } from '../../parseHelpers';
import type { ContentTypeProps } from '../../types';
import * as styles from './Row.module.css';

/**
 * A row: contained (content and background within the contained width), full width (background
 * across the page, content contained) or full bleed (both across the page).
 */
export default function Row({ config, children }: ContentTypeProps<'row'>) {
  const background = useBackground(config);
  const style = useContentStyle(config, {
    ...background.style,
    justifyContent: config.verticalAlignment ? FLEX_ALIGNMENT[config.verticalAlignment] : undefined,
  });
  const className = cx(styles.row, background.className, ...config.cssClasses);
  if (config.appearance === 'contained') {
    return (
      <div className={styles.contained}>
        <div ref={background.ref} className={className} style={style} {...background.attributes}>
          {background.layers}
          {children}
        </div>
      </div>
    );
  }
  return (
    <div ref={background.ref} className={cx(className, styles.wide)} style={style} {...background.attributes}>
      {background.layers}
      {config.appearance === 'full-width' ? (
        <div className={styles.fullWidthInner}>{children}</div>
      ) : (
        children
      )}
    </div>
  );
}
