import { useBackground } from '../../background/useBackground';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './ColumnGroup.module.css';

/** Columns side by side (in column lines since Magento 2.4.7); stacked at 768px and narrower. */
export default function ColumnGroup({ config, childNodes, children }: ContentTypeProps<'column-group'>) {
  const background = useBackground(config);
  const style = useContentStyle(config, background.style);
  const hasLines = childNodes.some((node) => node.contentType === 'column-line');
  return (
    <div
      ref={background.ref}
      {...background.attributes}
      className={cx(
        styles.group,
        hasLines ? styles.lines : styles.columns,
        background.className,
        ...config.cssClasses,
      )}
      style={style}
    >
      {background.layers}
      {children}
    </div>
  );
}
