import type { CSSProperties } from 'react';
import { useBackground } from '../../background/useBackground';
import { ContentWidthContext, shareOf, useContentWidth } from '../../contentWidth';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { FLEX_ALIGNMENT } from '../../parseHelpers';
import type { ContentTypeProps } from '../../types';
import type { ColumnAppearance } from './parse';
import * as styles from './Column.module.css';

const ALIGN_SELF: Record<ColumnAppearance, CSSProperties['alignSelf']> = {
  'full-height': 'stretch',
  'align-top': 'flex-start',
  'align-center': 'center',
  'align-bottom': 'flex-end',
};

/** A column: its share of the line (full width at 768px and narrower), alignment and background. */
export default function Column({ config, children }: ContentTypeProps<'column'>) {
  const background = useBackground(config);
  const share = useContentWidth() * shareOf(config.width);
  const style = useContentStyle(config, {
    ...background.style,
    ['--column-align' as string]: ALIGN_SELF[config.appearance],
    justifyContent: config.verticalAlignment ? FLEX_ALIGNMENT[config.verticalAlignment] : undefined,
    ['--column-width' as string]: config.width ?? '100%',
  });
  return (
    <ContentWidthContext.Provider value={share}>
      <div
        ref={background.ref}
        {...background.attributes}
        className={cx(styles.column, background.className, ...config.cssClasses)}
        style={style}
      >
        {background.layers}
        {children}
      </div>
    </ContentWidthContext.Provider>
  );
}
