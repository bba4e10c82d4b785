/**
 * The footer's CMS blocks read as data, so the footer can lay them out in the brand's way (link
 * columns that collapse on small screens, icons for the social networks) while merchants keep
 * editing them as blocks: each heading starts a column holding the links after it; the social
 * block's links are matched to known networks by their text or label.
 */
import { parseHtml } from '../../../components/RichContent/htmlToReact';

export interface FooterLink {
  label: string;
  href: string;
  isExternal: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'pinterest';

export interface SocialLink {
  network: SocialNetwork | null;
  /** The link's accessible name (its aria-label, else its text). */
  label: string;
  href: string;
}

const NETWORKS: SocialNetwork[] = ['instagram', 'facebook', 'youtube', 'tiktok', 'pinterest'];

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A link's target as the app uses it: same-origin absolute URLs become paths. */
function toFooterLink(anchor: HTMLAnchorElement, origin: string): FooterLink | null {
  const raw = anchor.getAttribute('href')?.trim();
  if (!raw || raw.startsWith('#') || /^(javascript|data|vbscript):/i.test(raw)) return null;
  let href = raw;
  let isExternal = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (isExternal && /^https?:/i.test(raw)) {
    const url = new URL(raw);
    if (url.origin === origin) {
      href = `${url.pathname}${url.search}${url.hash}`;
      isExternal = false;
    }
  }
  const label = textOf(anchor);
  return label ? { label, href, isExternal } : null;
}

/**
 * Parses block HTML into an inert document. Page Builder keeps an HTML Code element's markup
 * escaped inside it (`&lt;ul&gt;...`): that markup is parsed in place, so its links count too.
 */
function parse(html: string): Document | null {
  if (!html.trim() || typeof DOMParser === 'undefined') return null;
  const doc = parseHtml(html);
  for (const element of Array.from(doc.querySelectorAll('[data-content-type="html"]'))) {
    const code = doc.importNode(parseHtml(element.textContent ?? '').body, true);
    element.replaceChildren(...Array.from(code.childNodes));
  }
  return doc;
}

/** Heading-led link columns, in document order; links before the first heading are dropped. */
// On the server (a preview) there is no page origin: absolute links stay as they are.
export function parseLinkColumns(html: string, origin = globalThis.location?.origin ?? ''): FooterColumn[] {
  const doc = parse(html);
  if (!doc) return [];
  const columns: FooterColumn[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6, a[href]'))) {
    if (element.tagName !== 'A') {
      columns.push({ title: textOf(element), links: [] });
      continue;
    }
    const link = toFooterLink(element as HTMLAnchorElement, origin);
    if (link && columns.length) columns[columns.length - 1]!.links.push(link);
  }
  return columns.filter((column) => column.title && column.links.length);
}

/** The social block: its heading and its links, each matched to a network if it names one. */
export function parseSocialLinks(html: string): { title: string | null; links: SocialLink[] } {
  const doc = parse(html);
  if (!doc) return { title: null, links: [] };
  const heading = doc.body.querySelector('h1, h2, h3, h4, h5, h6');
  const links: SocialLink[] = [];
  for (const anchor of Array.from(doc.body.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) continue;
    const text = textOf(anchor);
    const label = anchor.getAttribute('aria-label')?.trim() || text;
    const haystack = `${text} ${label} ${href}`.toLowerCase();
    const network = NETWORKS.find((name) => haystack.includes(name)) ?? null;
    if (label) links.push({ network, label, href });
  }
  return { title: heading ? textOf(heading) || null : null, links };
}
