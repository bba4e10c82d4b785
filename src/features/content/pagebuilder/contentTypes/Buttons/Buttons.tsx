import type { CSSProperties } from 'react';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Buttons.module.css';

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** Buttons in a row or stacked, aligned left, center or right, optionally all of one width. */
export default function Buttons({ config, children }: ContentTypeProps<'buttons'>) {
  const alignment = JUSTIFY[config.textAlign ?? 'left'] ?? 'flex-start';
  const stacked = config.appearance === 'stacked';
  const style = useContentStyle(config, stacked ? { alignItems: alignment } : { justifyContent: alignment });
  return (
    <div
      className={cx(
        styles.buttons,
        stacked ? styles.stacked : styles.inline,
        config.isSameWidth && styles.sameWidth,
        ...config.cssClasses,
      )}
      style={style}
    >
      {children}
    </div>
  );
}
