import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './ColumnLine.module.css';

/** One line of columns in a column group. */
export default function ColumnLine({ config, children }: ContentTypeProps<'column-line'>) {
  const style = useContentStyle(config);
  return (
    <div className={cx(styles.line, ...config.cssClasses)} style={style}>
      {children}
    </div>
  );
}
