/**
 * Backend HTML (CMS content, product descriptions, Page Builder text) becomes React elements
 * through an allowlist, never through innerHTML: the markup is parsed into an inert document
 * (parseHtml: nothing runs, nothing loads, nothing is reported), then only known-safe elements and
 * attributes are rebuilt as React elements. So no script runs, no inline handler or `javascript:` URL survives,
 * styles are parsed into objects with dangerous values dropped, and links that open a new window
 * get rel="noopener noreferrer". Unknown elements are unwrapped (their text stays); dangerous
 * ones are dropped with their content. What the markup loads (image, source and video addresses,
 * style `url()`s) from the backend's media on another origin is asked for at the storefront's own
 * `/media/` path (platform/images/mediaUrl.ts).
 */
import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';
import { isSafeUrl } from '../../platform/html/safeUrl';
import { siteMediaSrcSet, siteMediaUrl } from '../../platform/images/mediaUrl';

const ALLOWED = new Set(
  (
    'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div ' +
    'dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark nav ol p picture pre q ' +
    's samp section small source span strong sub summary sup table tbody td tfoot th thead time tr u ul var video wbr'
  ).split(' '),
);

/** Dropped together with everything inside them. */
const DROPPED = new Set(
  (
    'script style iframe frame frameset object embed applet noscript template link meta base form input ' +
    'button select option textarea label fieldset legend datalist output svg math title head portal'
  ).split(' '),
);

const VOID = new Set(['br', 'col', 'hr', 'img', 'source', 'wbr']);

// No `role`: static markup that claims a widget role (Page Builder's tabs say role="tab") without
// the widget's behaviour misleads assistive technology; components that add the behaviour set it.
const GLOBAL_ATTRIBUTES = new Set(['id', 'title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'hreflang'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
  video: [
    'src',
    'poster',
    'controls',
    'muted',
    'loop',
    'playsinline',
    'autoplay',
    'preload',
    'width',
    'height',
  ],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  q: ['cite'],
  blockquote: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  details: ['open'],
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite']);
/** Attributes whose address the browser loads (rather than navigates to). */
const LOADED_URL_ATTRIBUTES = new Set(['src', 'poster']);
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  hreflang: 'hrefLang',
  datetime: 'dateTime',
  playsinline: 'playsInline',
  autoplay: 'autoPlay',
};
const BOOLEAN_ATTRIBUTES = new Set([
  'controls',
  'muted',
  'loop',
  'playsinline',
  'autoplay',
  'reversed',
  'open',
]);

const safeSrcset = (value: string): boolean =>
  value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? ''));

const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import/i;

/**
 * A CSS value that can neither run code nor load anything: for values read from backend markup
 * and handed to React style objects (`url(...)` is refused; images go through their own helper).
 */
export function isSafeCssValue(value: string): boolean {
  return !UNSAFE_STYLE.test(value) && !/url\s*\(|[<>{};\\]/i.test(value);
}

/** A URL as a CSS `url("...")` value, or undefined when the URL is not safe. */
export function cssUrl(url: string): string | undefined {
  if (!url || !isSafeUrl(url)) return undefined;
  return `url("${url.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/**
 * `color: red; --x: 1` → { color: 'red', '--x': '1' }, dropping anything that could run code;
 * backend media in a `url()` is asked for at the storefront's own `/media/` path.
 */
export function parseStyle(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value || UNSAFE_STYLE.test(value) || !/^-{0,2}[a-z][a-z0-9-]*$/.test(property))
      continue;
    const urls = [...value.matchAll(CSS_URL)].map((match) => match[2] ?? '');
    if (urls.some((url) => !isSafeUrl(url))) continue;
    const key = property.startsWith('--')
      ? property
      : property
          .replace(
            /^-(ms|moz|webkit|o)-/,
            (_, vendor: string) => `${vendor === 'ms' ? 'ms' : vendor[0]!.toUpperCase() + vendor.slice(1)}-`,
          )
          .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const loaded = urls.length
      ? value.replace(CSS_URL, (whole, quote: string, url: string) => {
          const mapped = siteMediaUrl(url);
          return mapped === url ? whole : `url(${quote}${mapped}${quote})`;
        })
      : value;
    style[key] = loaded.replace(/\s*!important$/i, '');
  }
  return style as CSSProperties;
}

type ElementMapper = (element: Element, children: ReactNode[], key: number) => ReactNode | undefined;

export interface HtmlToReactOptions {
  /** Gets the first say over every allowed element; return undefined for the default. */
  mapElement?: ElementMapper;
  /**
   * Gets a say over elements that are otherwise dropped with their content (iframes, forms and
   * form controls, among others): what to show in their place (undefined: nothing). What it
   * returns is the caller's own markup; the dropped element's content is never rendered.
   */
  mapDropped?: (element: Element, key: number) => ReactNode | undefined;
}

/**
 * The allowed attributes of an element as React props (class, parsed style, data-*, aria-*, the
 * tag's safe attributes; unsafe URLs dropped; rel="noopener noreferrer" for new windows). For
 * mappers that build their own element but must keep the sanitizer's rules.
 */
export function safeAttributes(element: Element): Record<string, unknown> {
  return attributesOf(element, element.tagName.toLowerCase());
}

function attributesOf(element: Element, tag: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const allowed = TAG_ATTRIBUTES[tag] ?? [];
  for (const { name, value } of Array.from(element.attributes)) {
    const lower = name.toLowerCase();
    if (lower === 'class') {
      props.className = value;
    } else if (lower === 'style') {
      props.style = parseStyle(value);
    } else if (lower.startsWith('data-') || lower.startsWith('aria-')) {
      props[lower] = value;
    } else if (GLOBAL_ATTRIBUTES.has(lower) || allowed.includes(lower)) {
      if (URL_ATTRIBUTES.has(lower) && !isSafeUrl(value)) continue;
      if (lower === 'srcset' && !safeSrcset(value)) continue;
      const loaded = LOADED_URL_ATTRIBUTES.has(lower)
        ? siteMediaUrl(value)
        : lower === 'srcset'
          ? siteMediaSrcSet(value)
          : value;
      props[REACT_NAMES[lower] ?? lower] = BOOLEAN_ATTRIBUTES.has(lower) ? true : loaded;
    }
  }
  if (tag === 'a' && props.target === '_blank') props.rel = 'noopener noreferrer';
  return props;
}

function convert(node: Node, key: number, options: HtmlToReactOptions): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return options.mapDropped?.(element, key) ?? null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, index, options));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  const mapped = options.mapElement?.(element, children, key);
  if (mapped !== undefined) return mapped;
  const props = attributesOf(element, tag);
  return VOID.has(tag)
    ? createElement(tag, { ...props, key })
    : createElement(tag, { ...props, key }, ...children);
}

let detachedImplementation: DOMImplementation | null | undefined;

/**
 * The DOMImplementation of a document whose window is gone (a blank frame's, taken out of the page
 * at once): documents it makes have no script context at all, so the parser builds inline handler
 * attributes (`onclick`, `onerror`...) as plain attributes. Null where no frame can be made.
 */
function windowlessImplementation(): DOMImplementation | null {
  if (detachedImplementation !== undefined) return detachedImplementation;
  detachedImplementation = null;
  try {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    document.documentElement.append(frame);
    const implementation = frame.contentDocument?.implementation ?? null;
    frame.remove();
    detachedImplementation = implementation;
  } catch {
    // No frame here: the fallback below still never runs anything.
  }
  return detachedImplementation;
}

/** Takes every `<template>` and every `on…` attribute out of `doc`'s body. */
function withoutHandlersOrTemplates(doc: Document): Document {
  for (const template of Array.from(doc.body.querySelectorAll('template'))) template.remove();
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) element.removeAttribute(name);
    }
  }
  return doc;
}

/**
 * Whether parsing `html` may give an element an inline handler. The tokenizer starts an attribute
 * name only after whitespace, a `/` or a quoted value's closing quote, and every handler's name is
 * "on" and letters (any case), so markup without such a sequence anywhere cannot hold one. Prose
 * can ("the only one"): that markup is simply parsed the careful way.
 */
export function mayHoldInlineHandlers(html: string): boolean {
  return /[\s/"']on[a-z]/i.test(html);
}

/**
 * Parses HTML into an inert document: nothing runs, nothing loads, and nothing is reported.
 * A document from DOMParser or `createHTMLDocument` neither runs scripts nor loads resources, but
 * it shares the page's window, and Chromium checks every inline handler attribute it parses
 * against the page's Content-Security-Policy: hostile content would raise a violation report per
 * handler on every load. So the markup is parsed in a document without a window (where a handler
 * attribute is only text), every `on…` attribute and `<template>` is taken out, and the rest is
 * copied into a document of the page's own (whose elements have working inline styles, which the
 * Page Builder parser reads).
 */
export function parseHtml(html: string): Document {
  // Markup that cannot hold a handler attribute is parsed in the page's own kind of document at
  // once: making the windowless frame costs a phone tens of milliseconds before the first render.
  if (!mayHoldInlineHandlers(html)) {
    try {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = html;
      return withoutHandlersOrTemplates(doc);
    } catch {
      // A browser that will not make such a document: the careful way below.
    }
  }
  const implementation = windowlessImplementation();
  if (implementation) {
    try {
      const inert = implementation.createHTMLDocument('');
      inert.body.innerHTML = html;
      withoutHandlersOrTemplates(inert);
      const doc = document.implementation.createHTMLDocument('');
      doc.body.replaceWith(doc.importNode(inert.body, true));
      return doc;
    } catch {
      // A browser that will not make or copy such a document: DOMParser's is inert too.
      detachedImplementation = null;
    }
  }
  // The last resort (and the server's, which has no document of its own: src/preview.tsx).
  return withoutHandlersOrTemplates(new DOMParser().parseFromString(html, 'text/html'));
}

function nodesToReact(
  nodes: NodeListOf<ChildNode> | ChildNode[],
  options: HtmlToReactOptions = {},
): ReactNode[] {
  return Array.from(nodes, (node, index) => convert(node, index, options));
}

export function htmlToReact(html: string, options: HtmlToReactOptions = {}): ReactNode[] {
  if (!html.trim()) return [];
  return nodesToReact(parseHtml(html).body.childNodes, options);
}
