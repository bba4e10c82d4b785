import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Divider.module.css';

/** A horizontal rule of the configured width, colour and thickness. */
export default function Divider({ config }: ContentTypeProps<'divider'>) {
  const style = useContentStyle(config);
  return (
    <div className={cx(styles.divider, ...config.cssClasses)} style={style}>
      <hr
        className={styles.line}
        style={{ width: config.width, borderTopColor: config.color, borderTopWidth: config.thickness }}
      />
    </div>
  );
}
