import { useMemo } from 'react';
import { htmlToReact, type HtmlToReactOptions } from './htmlToReact';

export interface RichContentProps {
  html: string;
  className?: string;
  /** Sanitizer options, e.g. a `mapElement` that turns links into in-app links. Keep it stable. */
  options?: HtmlToReactOptions;
}

/** Backend HTML shown safely (see htmlToReact): an empty container for empty input. */
export default function RichContent({ html, className, options }: RichContentProps) {
  const content = useMemo(() => htmlToReact(html, options), [html, options]);
  return <div className={className}>{content}</div>;
}
