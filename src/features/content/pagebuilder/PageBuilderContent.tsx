import { useMemo } from 'react';
import { htmlToReact } from '../../../components/RichContent/htmlToReact';
import { contentHtmlOptions } from './ContentHtml';
import * as textStyles from './contentTypes/Text/Text.module.css';
import { detectPageBuilder } from './detect';
import { cx } from './hooks/useContentStyle';
import { PreparedPageBuilder } from './PageBuilder';
import { preparePageBuilder } from './parse';

export interface PageBuilderContentProps {
  /** CMS content as the backend sent it. */
  html: string;
  className?: string;
  /** Marks a CMS block's container with its identifier. */
  'data-cms-block'?: string;
}

/**
 * CMS content on the page: Page Builder content is parsed and rendered one top-level element at a
 * time (see PreparedPageBuilder); other HTML shows through the sanitizer; empty input leaves an
 * empty container (spec 4).
 */
export default function PageBuilderContent({ html, className, ...data }: PageBuilderContentProps) {
  const content = useMemo(() => {
    if (!detectPageBuilder(html)) return { plain: htmlToReact(html, contentHtmlOptions) };
    return { prepared: preparePageBuilder(html) };
  }, [html]);
  if ('plain' in content) {
    return (
      <div className={cx(className, textStyles.text) || undefined} {...data}>
        {content.plain}
      </div>
    );
  }
  return (
    <div className={className} {...data}>
      <PreparedPageBuilder content={content.prepared} />
    </div>
  );
}
