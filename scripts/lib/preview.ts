/**
 * A page's first view in the HTML the server sends (src/preview.tsx renders it): the page is seen
 * as soon as its HTML, style sheets and lead image are here, rather than after the app's code has
 * loaded and rendered. The app still renders the page itself, over the preview (src/index.tsx).
 *
 * The page's document changes accordingly:
 * - the preview goes inside `#root`, inert (nothing is clicked or typed into a view about to be
 *   replaced);
 * - the style sheets the app would load with its code (the data layer's, the page's) are linked,
 *   so the preview is styled as the app will be;
 * - the app's scripts are started by start.js (src/start/start.js) once the preview has painted
 *   its lead image, instead of being requested with the page, and not shown at all to a shopper
 *   who is signed in or in another store view (the preview is a guest's, in the default one), or
 *   who has kept what changes the page's first view (checkout's finished steps).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreviewRequest } from '../../src/preview';
import { attribute } from './pageData';

export type RenderPreview = (request: PreviewRequest) => Promise<string | null>;

/** The server build's renderer (`npm run build` writes dist-server/preview.js), or null. */
export async function loadPreviewRenderer(file: string): Promise<RenderPreview | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPreview?: RenderPreview;
    default?: { renderPreview?: RenderPreview };
  };
  return module.renderPreview ?? module.default?.renderPreview ?? null;
}

/** The start script's path under the public path (dist/js/start.<hash>.js), or null. */
export function findStartScript(root: string): string | null {
  const dir = join(root, 'js');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((name) => /^start(\.[0-9a-f]{8})?\.js$/.test(name));
  return file ? `js/${file}` : null;
}

/** `<script defer src=…>` and script preloads, as html-webpack-plugin writes them (minified or not). */
const DEFERRED_SCRIPT = /<script\s+defer(?:="")?\s+src="?([^"\s>]+)"?\s*><\/script>/g;
const SCRIPT_PRELOAD = /<link\s+rel="?preload"?\s+href="?([^"\s>]+)"?\s+as="?script"?\s*\/?>/g;
const STYLE_PRELOAD = /<link\s+rel="?preload"?\s+href="?([^"\s>]+)"?\s+as="?style"?\s*\/?>/g;
const ROOT = /<div\s+id="?root"?\s*><\/div>/;

export interface PreviewPage {
  /** The document up to and including `<body>`, and the rest (index.html split there). */
  head: string;
  tail: string;
  /** The page's tags (pageDataTags): its data, image and code hints. */
  tags: string;
  /** The preview's markup, for inside #root. */
  preview: string;
  /** start.js under the public path. */
  startScript: string;
  publicPath?: string;
  /** The store view and currency the preview was rendered in. */
  store: string;
  currency: string | null;
  /** Storage entries (their names) whose presence makes the shopper's first view differ. */
  unlessStored?: readonly string[];
}

/** The page's document with its preview (see above), or null when index.html is not as expected. */
export function documentWithPreview(page: PreviewPage): string | null {
  const { publicPath = '/' } = page;
  const scripts = [...page.head.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  if (!scripts.length || !ROOT.test(page.tail)) return null;
  const preloads = [
    ...new Set([...`${page.head}${page.tags}`.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]!)),
  ];
  const styles = (html: string) =>
    html
      .replace(SCRIPT_PRELOAD, '')
      .replace(STYLE_PRELOAD, (_tag, href: string) => `<link rel="stylesheet" href="${href}">`);
  const start =
    `<script src="${publicPath}${page.startScript}" data-scripts="${attribute(scripts.join(' '))}"` +
    ` data-preloads="${attribute(preloads.join(' '))}" data-store="${attribute(page.store)}"` +
    ` data-currency="${attribute(page.currency ?? '')}"` +
    (page.unlessStored?.length ? ` data-unless-stored="${attribute(page.unlessStored.join(' '))}"` : '') +
    '></script>';
  const head = styles(page.head.replace(DEFERRED_SCRIPT, '')).replace('</head>', `${start}</head>`);
  const tail = page.tail.replace(
    ROOT,
    () => `<div id="root"><div data-preview inert>${page.preview}</div></div>`,
  );
  return head + styles(page.tags) + tail;
}
