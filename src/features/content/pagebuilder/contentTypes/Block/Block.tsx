import CmsBlock from '../../../components/CmsBlock';
import ContentHtml from '../../ContentHtml';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as textStyles from '../Text/Text.module.css';
import { blockWidgetIdentifier } from './parse';

/**
 * A CMS block placed in content. Magento sends it rendered: its Page Builder elements are this
 * element's children (plain HTML shows through the sanitizer). A widget the backend left
 * unrendered is fetched by identifier through CmsBlock (with its empty and error states).
 */
export default function Block({ config, children }: ContentTypeProps<'block'>) {
  const style = useContentStyle(config);
  const className = cx(...config.cssClasses) || undefined;
  if (children.length) {
    return (
      <div className={className} style={style}>
        {children}
      </div>
    );
  }
  const identifier = blockWidgetIdentifier(config.richContent);
  if (identifier) {
    return (
      <div className={className} style={style}>
        <CmsBlock identifiers={identifier} />
      </div>
    );
  }
  if (!config.richContent.trim()) return null;
  return <ContentHtml html={config.richContent} className={cx(textStyles.text, className)} style={style} />;
}
