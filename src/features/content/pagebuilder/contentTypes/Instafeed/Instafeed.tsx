import ContentHtml from '../../ContentHtml';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as textStyles from '../Text/Text.module.css';

/**
 * An Instagram feed. No feed provider is configured for the storefront (its access token is never
 * sent anywhere), so the element shows what it holds for that case: usually a link to the profile.
 */
export default function Instafeed({ config }: ContentTypeProps<'instafeed'>) {
  const style = useContentStyle(config);
  if (!config.fallbackHtml.trim()) return null;
  return (
    <ContentHtml
      html={config.fallbackHtml}
      className={cx(textStyles.text, ...config.cssClasses)}
      style={style}
    />
  );
}
