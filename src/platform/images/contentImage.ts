/**
 * Resize URLs for images the backend's media endpoint serves (spec 7 "Other", spec 9 "Images"),
 * following the content (wysiwyg) rules, which product tiles in content share: quality 85, `auto=webp`, `format=png` for .png files else `pjpg`.
 * Cover backgrounds ask for their measured size with `fit=cover` and no crop, scaled by 1.25
 * behind a parallax effect. Only media URLs (a `/media/` path) get parameters, and one on another
 * origin (a remote Magento's media base) is asked for at the storefront's own `/media/` path
 * (mediaUrl.ts); anything else is returned untouched, and an unsafe URL becomes ''.
 */
import { isSafeUrl } from '../html/safeUrl';
import { siteMediaUrl } from './mediaUrl';

/** Widths offered in srcset lists (spec 3, "Image"). */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
export const CONTENT_IMAGE_QUALITY = 85;
/** Parallax backgrounds move, so they are fetched larger than the box they fill. */
const PARALLAX_IMAGE_FACTOR = 1.25;
/** Used when the window cannot be measured (spec 9). */
const WINDOW_SIZE_FALLBACK = { width: 1080, height: 1920 } as const;
/** Product images: width over height (spec 3). */
export const PRODUCT_IMAGE_RATIO = 0.8;

export interface ResizeOptions {
  width?: number;
  height?: number;
  /** `cover` fills the box; with `crop: false` the media endpoint scales instead of cutting. */
  fit?: 'cover' | 'contain' | 'inside';
  crop?: boolean;
  quality?: number;
}

const MEDIA_PATH = /\/media\//;

function formatFor(pathname: string): 'png' | 'pjpg' {
  return /\.png$/i.test(pathname) ? 'png' : 'pjpg';
}

/** What a source URL says once parsed: untouched (or unsafe: ''), or a media URL to resize. */
type ParsedSource =
  | { kind: 'as-is'; value: string }
  | { kind: 'media'; withoutQuery: string; query: string; format: 'png' | 'pjpg' };

/**
 * Parsed sources, by URL. A page lists the same image many times (a srcset names each width, tiles
 * render again), and parsing a URL is the costly part of building one.
 */
const parsedSources = new Map<string, ParsedSource>();
const PARSED_SOURCES_MAX = 500;

function parseSource(trimmed: string): ParsedSource {
  if (!trimmed || !isSafeUrl(trimmed)) return { kind: 'as-is', value: '' };
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { kind: 'as-is', value: '' };
  }
  if (!/^https?:$/.test(url.protocol) || !MEDIA_PATH.test(url.pathname))
    return { kind: 'as-is', value: trimmed };
  // Keep the URL as the backend wrote it (absolute or relative), with the parameters added; one
  // on another origin is asked for through the storefront's own /media/ (mediaUrl.ts).
  return {
    kind: 'media',
    withoutQuery: siteMediaUrl(trimmed).replace(/[?#].*$/, ''),
    query: url.search,
    format: formatFor(url.pathname),
  };
}

function parsedSource(trimmed: string): ParsedSource {
  // A relative path resolves against the page's address, so only absolute ones are remembered.
  if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(trimmed)) return parseSource(trimmed);
  let parsed = parsedSources.get(trimmed);
  if (!parsed) {
    if (parsedSources.size >= PARSED_SOURCES_MAX) parsedSources.clear();
    parsed = parseSource(trimmed);
    parsedSources.set(trimmed, parsed);
  }
  return parsed;
}

/** A resize URL for an image the media endpoint serves (see the module comment). */
export function contentImageUrl(src: string, options: ResizeOptions = {}): string {
  const parsed = parsedSource(src.trim());
  if (parsed.kind === 'as-is') return parsed.value;
  const entries: Array<[string, string]> = [
    ['auto', 'webp'],
    ['format', parsed.format],
    ['quality', String(options.quality ?? CONTENT_IMAGE_QUALITY)],
  ];
  if (options.width) entries.push(['width', String(Math.round(options.width))]);
  if (options.height) entries.push(['height', String(Math.round(options.height))]);
  if (options.fit) entries.push(['fit', options.fit]);
  if (options.crop === false) entries.push(['crop', 'false']);
  let query: string;
  if (parsed.query) {
    // The source's own parameters come first; ours replace any of the same name.
    const params = new URLSearchParams(parsed.query);
    for (const [name, value] of entries) params.set(name, value);
    query = params.toString();
  } else {
    query = entries.map(([name, value]) => `${name}=${value}`).join('&');
  }
  return `${parsed.withoutQuery}?${query}`;
}

/**
 * A srcset over the offered widths. With `ratio` (width / height) every candidate also asks for
 * the matching height and `fit=cover`; `maxWidth` drops widths beyond the original's.
 */
export function contentImageSrcSet(
  src: string,
  { ratio, maxWidth }: { ratio?: number; maxWidth?: number } = {},
): string {
  if (!contentImageUrl(src).includes('?')) return '';
  const widths: number[] = IMAGE_WIDTHS.filter((width) => !maxWidth || width <= maxWidth);
  // The original's own width too, so wide screens still get its full resolution.
  if (maxWidth && !widths.includes(maxWidth) && maxWidth < 2560) widths.push(maxWidth);
  return widths
    .map((width) => {
      const url = contentImageUrl(src, {
        width,
        ...(ratio ? { height: Math.round(width / ratio), fit: 'cover' as const } : {}),
      });
      return `${url} ${width}w`;
    })
    .join(', ');
}

export interface BoxSize {
  width: number;
  height: number;
}

/** The window's size, or the spec's fallback where it cannot be read. */
export function windowSize(): BoxSize {
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return { width: width || WINDOW_SIZE_FALLBACK.width, height: height || WINDOW_SIZE_FALLBACK.height };
}

/**
 * A cover background for a box of the measured size: `fit=cover`, no crop, and 1.25 times larger
 * behind a parallax effect. Other background sizes get the image at the box's width.
 */
export function backgroundImageUrl(
  src: string,
  box: BoxSize,
  { cover = true, parallax = false }: { cover?: boolean; parallax?: boolean } = {},
): string {
  const factor = parallax ? PARALLAX_IMAGE_FACTOR : 1;
  const width = Math.max(1, Math.ceil(box.width * factor));
  const height = Math.max(1, Math.ceil(box.height * factor));
  return cover
    ? contentImageUrl(src, { width, height, fit: 'cover', crop: false })
    : contentImageUrl(src, { width });
}

/**
 * A background's URL before its box is measured: the width and height stand as these numbers,
 * which the start script of a page sent with a preview (src/start/start.js) replaces with the box's
 * measured size, building the very URL backgroundImageUrl gives for it.
 */
export const UNMEASURED_BOX: BoxSize = { width: 1000003, height: 1000033 };
