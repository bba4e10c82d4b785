import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  htmlToReact,
  safeAttributes,
  type HtmlToReactOptions,
} from '../../../components/RichContent/htmlToReact';
import ContentLink from './ContentLink';
import { EmbeddedVideo, FormUnavailable, TableScroller } from './EmbeddedContent';
import { parseVideoSource } from './video';

const FORM_PARTS = new Set([
  'input',
  'select',
  'textarea',
  'button',
  'label',
  'fieldset',
  'datalist',
  'output',
]);

/** Elements already holding a note for the loose form parts in them (one note for a group). */
const noted = new WeakSet<Element>();

/**
 * What content HTML shows in place of markup the sanitizer drops: a YouTube or Vimeo iframe
 * becomes the click-to-play facade; a form, or form controls and their labels outside one, a note
 * saying the form cannot be used here. Everything else dropped (scripts, other frames, objects...) leaves nothing.
 */
function standIn(element: Element, key: number): ReactNode | undefined {
  const tag = element.tagName.toLowerCase();
  if (tag === 'iframe') {
    const source = parseVideoSource(element.getAttribute('src'));
    if (!source || source.kind === 'local') return undefined;
    return createElement(EmbeddedVideo, { key, source, frame: element });
  }
  if (tag === 'form') return createElement(FormUnavailable, { key });
  if (FORM_PARTS.has(tag)) {
    const group = element.parentElement;
    if (group && noted.has(group)) return undefined;
    if (group) noted.add(group);
    return createElement(FormUnavailable, { key });
  }
  return undefined;
}

/**
 * Sanitizer options for content HTML: links become ContentLinks (in-app navigation, new tabs),
 * tables scroll sideways in their own box; embedded players and forms get their stand-ins
 * (standIn).
 */
export const contentHtmlOptions: HtmlToReactOptions = {
  mapDropped: standIn,
  mapElement: (element, children, key) => {
    if (element.tagName.toLowerCase() === 'table') {
      return createElement(
        TableScroller,
        { key, caption: element.querySelector('caption')?.textContent?.trim() },
        createElement('table', safeAttributes(element), ...children),
      );
    }
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
