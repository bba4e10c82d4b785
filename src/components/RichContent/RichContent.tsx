import { useMemo } from 'react';
import { htmlToReact } from './htmlToReact';

export interface RichContentProps {
  html: string;
  className?: string;
}

/** Backend HTML shown safely (see htmlToReact): an empty container for empty input. */
export default function RichContent({ html, className }: RichContentProps) {
  const content = useMemo(() => htmlToReact(html), [html]);
  return <div className={className}>{content}</div>;
}
