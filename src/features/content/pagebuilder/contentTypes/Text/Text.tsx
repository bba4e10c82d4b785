import ContentHtml from '../../ContentHtml';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Text.module.css';

/** Rich text, sanitized; its links navigate inside the app. */
export default function Text({ config }: ContentTypeProps<'text'>) {
  const style = useContentStyle(config);
  return (
    <ContentHtml html={config.content} className={cx(styles.text, ...config.cssClasses)} style={style} />
  );
}
