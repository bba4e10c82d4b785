import ContentHtml from '../../ContentHtml';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as textStyles from '../Text/Text.module.css';
import * as styles from './Html.module.css';

/** HTML code from the editor: unescaped at parse time, then through the sanitizer like any content. */
export default function Html({ config }: ContentTypeProps<'html'>) {
  const style = useContentStyle(config);
  return (
    <ContentHtml
      html={config.html}
      className={cx(textStyles.text, styles.html, ...config.cssClasses)}
      style={style}
    />
  );
}
