import { useBackground } from '../../background/useBackground';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import { FLEX_ALIGNMENT } from '../../parseHelpers';
import type { ContentTypeProps } from '../../types';
import * as styles from './TabItem.module.css';

/** The content of one tab (its title is shown by Tabs). */
export default function TabItem({ config, children }: ContentTypeProps<'tab-item'>) {
  const background = useBackground(config);
  const style = useContentStyle(config, {
    ...background.style,
    justifyContent: config.verticalAlignment ? FLEX_ALIGNMENT[config.verticalAlignment] : undefined,
  });
  return (
    <div
      ref={background.ref}
      {...background.attributes}
      className={cx(styles.item, background.className, ...config.cssClasses)}
      style={style}
    >
      {background.layers}
      {children}
    </div>
  );
}
