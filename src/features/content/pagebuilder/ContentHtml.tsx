import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  htmlToReact,
  safeAttributes,
  type HtmlToReactOptions,
} from '../../../components/RichContent/htmlToReact';
import ContentLink from './ContentLink';

/** Sanitizer options for content HTML: links become ContentLinks (in-app navigation, new tabs). */
export const contentHtmlOptions: HtmlToReactOptions = {
  mapElement: (element, children, key) => {
    if (element.tagName.toLowerCase() !== 'a') return undefined;
    const props = safeAttributes(element) as {
      href?: string;
      target?: string;
      className?: string;
      title?: string;
      'aria-label'?: string;
      id?: string;
    };
    if (props.id) {
      // A named anchor: keep it as a plain element so it stays a jump target.
      return createElement(
        'a',
        { key, id: props.id, href: props.href, className: props.className },
        ...children,
      );
    }
    return createElement(
      ContentLink,
      {
        key,
        href: props.href,
        openInNewTab: props.target === '_blank',
        className: props.className,
        title: props.title,
        'aria-label': props['aria-label'],
      },
      ...children,
    );
  },
};

/** Inside a link (a linked banner) links cannot nest: they become plain text. */
const insideLinkOptions: HtmlToReactOptions = {
  mapElement: (element, children, key) =>
    element.tagName.toLowerCase() === 'a' ? createElement('span', { key }, ...children) : undefined,
};

export interface ContentHtmlProps {
  html: string;
  className?: string;
  style?: CSSProperties;
  /** Element to render the HTML into (default div). */
  as?: 'div' | 'span';
  /** The HTML sits inside a link: its own links are shown as text. */
  insideLink?: boolean;
}

/** Backend HTML through the sanitizer, with content link handling. */
export default function ContentHtml({
  html,
  className,
  style,
  as = 'div',
  insideLink = false,
}: ContentHtmlProps) {
  const content: ReactNode[] = useMemo(
    () => htmlToReact(html, insideLink ? insideLinkOptions : contentHtmlOptions),
    [html, insideLink],
  );
  return createElement(as, { className, style }, ...content);
}
