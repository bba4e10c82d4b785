/**
 * The document head of the page shown: title, meta description, canonical URL, robots, Open Graph
 * tags and JSON-LD. `applyDocumentHead` writes what it is given and returns a function that undoes
 * it: tags it created are removed, tags that were there before (index.html's description) get their
 * content back. The title is left as it is on undo: the next page sets its own, and putting the
 * old one back in between would flash.
 */

type OpenGraphType = 'website' | 'product' | 'product.group' | 'article';

interface OpenGraph {
  type?: OpenGraphType;
  title?: string | null;
  description?: string | null;
  /** Defaults to the canonical URL. */
  url?: string | null;
  image?: string | null;
  imageAlt?: string | null;
  siteName?: string | null;
  /** Product pages: `product:price:amount` and `product:price:currency`. */
  priceAmount?: number | null;
  priceCurrency?: string | null;
}

export interface DocumentHead {
  title?: string | null;
  description?: string | null;
  /** Absolute, or a path resolved against the page's origin. */
  canonical?: string | null;
  /** e.g. `noindex, follow` for search results. */
  robots?: string | null;
  openGraph?: OpenGraph | null;
  /** One JSON-LD object or several; each becomes its own script tag. */
  jsonLd?: object | ReadonlyArray<object> | null;
}

/** Marks the tags this module manages, so a reader of the DOM can tell them apart. */
const HEAD_MARKER = 'data-head';

/** An absolute URL for `pathOrUrl` on this origin (canonical and og:url must be absolute). */
export function absoluteUrl(pathOrUrl: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    return new URL(pathOrUrl, `${origin}/`).toString();
  } catch {
    return pathOrUrl;
  }
}

type Undo = () => void;

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): Undo {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = create();
  element.setAttribute(attribute, value);
  element.setAttribute(HEAD_MARKER, '');
  document.head.append(element);
  return () => element.remove();
}

function meta(key: 'name' | 'property', name: string, content: string): Undo {
  return upsert(
    `meta[${key}="${name}"]`,
    () => {
      const element = document.createElement('meta');
      element.setAttribute(key, name);
      return element;
    },
    'content',
    content,
  );
}

function link(rel: string, href: string): Undo {
  return upsert(
    `link[rel="${rel}"]`,
    () => {
      const element = document.createElement('link');
      element.rel = rel;
      return element;
    },
    'href',
    href,
  );
}

/** JSON for a script element: `<` escaped so no value can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function jsonLdScript(data: object): Undo {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(HEAD_MARKER, '');
  script.textContent = serializeJsonLd(data);
  document.head.append(script);
  return () => script.remove();
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Writes `head` into the document; returns the undo. */
export function applyDocumentHead(head: DocumentHead): Undo {
  if (typeof document === 'undefined') return () => undefined;
  const undo: Undo[] = [];
  if (present(head.title)) document.title = head.title;
  if (present(head.description)) undo.push(meta('name', 'description', head.description));
  const canonical = present(head.canonical) ? absoluteUrl(head.canonical) : null;
  if (canonical) undo.push(link('canonical', canonical));
  if (present(head.robots)) undo.push(meta('name', 'robots', head.robots));
  const og = head.openGraph;
  if (og) {
    const title = og.title ?? head.title;
    const description = og.description ?? head.description;
    const url = og.url ? absoluteUrl(og.url) : canonical;
    const tags: Array<[string, string | null | undefined]> = [
      ['og:type', og.type ?? 'website'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', url],
      ['og:image', og.image ? absoluteUrl(og.image) : null],
      ['og:image:alt', og.image ? og.imageAlt : null],
      ['og:site_name', og.siteName],
      ['product:price:amount', og.priceAmount != null ? og.priceAmount.toFixed(2) : null],
      ['product:price:currency', og.priceAmount != null ? og.priceCurrency : null],
    ];
    for (const [property, content] of tags)
      if (present(content)) undo.push(meta('property', property, content));
    undo.push(meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  }
  const jsonLd = head.jsonLd ? (Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]) : [];
  for (const data of jsonLd as object[]) undo.push(jsonLdScript(data));
  return () => {
    for (const step of undo.reverse()) step();
  };
}
