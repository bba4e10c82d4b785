/**
 * Which content types a piece of Page Builder markup holds, read from its `data-content-type`
 * attributes without parsing it, and the chunk each on-demand type's code is in. The app uses the
 * first to load the code of a CMS page's leading elements with the page's; the server, which
 * cannot load the views, uses both to hint those chunks with the page (scripts/lib/pageData.ts).
 */
import type { ContentType } from './types';

/** Each on-demand type's chunk: the webpackChunkName of its import in registry.tsx. */
export const CONTENT_TYPE_CHUNKS: Partial<Record<ContentType, string>> = {
  image: 'pb-media',
  banner: 'pb-media',
  slide: 'pb-media',
  slider: 'pb-media',
  tabs: 'pb-blocks',
  'tab-item': 'pb-blocks',
  buttons: 'pb-blocks',
  'button-item': 'pb-blocks',
  block: 'pb-blocks',
  dynamic_block: 'pb-blocks',
  html: 'pb-blocks',
  divider: 'pb-blocks',
  newsletter: 'pb-blocks',
  faq: 'pb-blocks',
  products: 'pb-products',
  category: 'pb-products',
  video: 'pb-video',
  map: 'pb-map',
  instafeed: 'pb-instafeed',
};

const TYPE_ATTRIBUTE = /\sdata-content-type\s*=\s*["']?([\w-]+)/gi;

/**
 * How many top-level elements count as the top of the page: they render whole at once, with their
 * types' code loaded before the page renders (and hinted by the server); the on-demand elements
 * of the rest wait until they near the viewport (PageBuilder.tsx).
 */
export const LEADING_ELEMENTS = 2;

const DIV_TAG = /<div\b[^>]*>|<\/div\s*>/gi;

/**
 * The markup of the first `count` top-level elements (Page Builder's rows are top-level divs),
 * found by counting div tags rather than parsing; all of it when it has no more.
 */
export function leadingMarkup(html: string, count = LEADING_ELEMENTS): string {
  let depth = 0;
  let closed = 0;
  for (const tag of html.matchAll(DIV_TAG)) {
    if (tag[0][1] !== '/') {
      depth += 1;
      continue;
    }
    depth = Math.max(0, depth - 1);
    if (depth === 0 && (closed += 1) === count) return html.slice(0, tag.index + tag[0].length);
  }
  return html;
}

/** The content type names the markup holds, each once, in order of first appearance. */
export function contentTypesIn(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(TYPE_ATTRIBUTE)) names.add(match[1]!.toLowerCase());
  return [...names];
}

/** The chunks of the on-demand types the markup holds, each once. */
export function contentTypeChunksIn(html: string): string[] {
  const chunks = new Set<string>();
  for (const name of contentTypesIn(html)) {
    const chunk = CONTENT_TYPE_CHUNKS[name as ContentType];
    if (chunk) chunks.add(chunk);
  }
  return [...chunks];
}
