/**
 * Readers shared by the content types' parsers: attributes, the element's own parts, common
 * style fields, background fields and links. Every reader is forgiving (a missing attribute gives
 * the default); the walker in parse.ts still guards each parser, so a reader may throw on
 * nonsense without breaking the page.
 */
import { isSafeCssValue } from '../../../components/RichContent/htmlToReact';
import { isSafeUrl } from '../../../platform/html/safeUrl';
import type { MediaQueryStyle } from './pbStyles';

export interface ParseContext {
  /** Media-query styles from the content's `<style>` blocks, by element. */
  mediaStyles: WeakMap<Element, MediaQueryStyle[]>;
}

/** Style fields every content type carries (spec 3, "Common style fields"). */
export interface CommonStyles {
  textAlign?: string;
  border?: string;
  borderColor?: string;
  borderWidth?: string;
  borderRadius?: string;
  marginTop?: string;
  marginRight?: string;
  marginBottom?: string;
  marginLeft?: string;
  paddingTop?: string;
  paddingRight?: string;
  paddingBottom?: string;
  paddingLeft?: string;
  minHeight?: string;
  /** The element's own max-width (Magento writes it for narrow text); not the video's maxWidth. */
  boxMaxWidth?: string;
  backgroundColor?: string;
  /** The element's own text colour (kept only where it is readable: contentTone.ts). */
  textColor?: string;
  cssClasses: string[];
  /** Magento's "Hide" toggle (display: none): the element renders nothing. */
  isHidden: boolean;
  mediaQueries: MediaQueryStyle[];
}

export const commonDefaults = (): CommonStyles => ({ cssClasses: [], isHidden: false, mediaQueries: [] });

type LinkType = 'default' | 'category' | 'product' | 'page';

export interface LinkConfig {
  link?: string;
  linkType: LinkType;
  openInNewTab: boolean;
}

export const linkDefaults = (): LinkConfig => ({ linkType: 'default', openInNewTab: false });

export interface ImageSource {
  src: string;
  dimensions?: { width: number; height: number; ratio: number };
}

export interface BackgroundConfig {
  desktopImage?: string;
  mobileImage?: string;
  backgroundSize?: string;
  backgroundPosition?: string;
  backgroundAttachment?: string;
  backgroundRepeat: string;
  backgroundType: 'image' | 'video';
  videoSrc?: string;
  videoFallbackSrc?: string;
  videoLoop: boolean;
  videoPlayOnlyVisible: boolean;
  videoLazyLoading: boolean;
  videoOverlayColor?: string;
  enableParallax: boolean;
  parallaxSpeed: number;
}

const DEFAULT_PARALLAX_SPEED = 0.5;

export const backgroundDefaults = (): BackgroundConfig => ({
  backgroundRepeat: 'repeat',
  backgroundType: 'image',
  videoLoop: true,
  videoPlayOnlyVisible: true,
  videoLazyLoading: true,
  enableParallax: false,
  parallaxSpeed: DEFAULT_PARALLAX_SPEED,
});

/* --- Attributes -------------------------------------------------------------------------------- */

const attr = (element: Element, name: string): string | undefined => element.getAttribute(name) ?? undefined;

/** `true`/`1` are true, `false`/`0`/'' are false, anything else (or no attribute) the fallback. */
export function boolAttr(element: Element, name: string, fallback = false): boolean {
  const value = element.getAttribute(name)?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return fallback;
}

export function numberAttr(element: Element, name: string, fallback: number): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : fallback;
}

/** A non-empty CSS value that is safe to hand to a style object, else undefined. */
export function cssValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && isSafeCssValue(trimmed) ? trimmed : undefined;
}

/** A URL that is safe to use, else undefined. */
export function safeUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : undefined;
}

/**
 * The element's own part named `data-element="name"`: the first such descendant that belongs to
 * this element, not to a content type nested inside it.
 */
export function ownPart(main: Element, name: string): HTMLElement | null {
  for (const candidate of Array.from(main.querySelectorAll<HTMLElement>(`[data-element="${name}"]`))) {
    if (candidate.parentElement?.closest('[data-content-type]') === main) return candidate;
  }
  return null;
}

/** All of the element's own parts with that name (see ownPart). */
export function ownParts(main: Element, name: string): HTMLElement[] {
  return Array.from(main.querySelectorAll<HTMLElement>(`[data-element="${name}"]`)).filter(
    (candidate) => candidate.parentElement?.closest('[data-content-type]') === main,
  );
}

/* --- Common styles ----------------------------------------------------------------------------- */

const styleOf = (element: Element): CSSStyleDeclaration | undefined => (element as HTMLElement).style;

/** The common style fields of an element (its inline style after the `<style>` rules were applied). */
export function parseCommonStyles(element: Element, context: ParseContext): CommonStyles {
  const style = styleOf(element);
  const read = (value: string | undefined) => cssValue(value);
  return {
    textAlign: read(style?.textAlign),
    border: read(style?.borderStyle),
    borderColor: read(style?.borderColor),
    borderWidth: read(style?.borderWidth),
    borderRadius: read(style?.borderRadius),
    marginTop: read(style?.marginTop),
    marginRight: read(style?.marginRight),
    marginBottom: read(style?.marginBottom),
    marginLeft: read(style?.marginLeft),
    paddingTop: read(style?.paddingTop),
    paddingRight: read(style?.paddingRight),
    paddingBottom: read(style?.paddingBottom),
    paddingLeft: read(style?.paddingLeft),
    minHeight: read(style?.minHeight),
    boxMaxWidth: read(style?.maxWidth),
    backgroundColor: read(style?.backgroundColor),
    textColor: read(style?.color),
    cssClasses: Array.from(element.classList ?? []),
    isHidden: style?.display === 'none',
    mediaQueries: context.mediaStyles.get(element) ?? [],
  };
}

/** Only the fields that have a value (so spreading it over defaults keeps the defaults). */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/* --- Vertical alignment ------------------------------------------------------------------------ */

export type VerticalAlignment = 'top' | 'middle' | 'bottom';

/** justify-content of a flex column as Page Builder's vertical alignment. */
export function verticalAlignmentOf(element: Element): VerticalAlignment | undefined {
  switch (styleOf(element)?.justifyContent) {
    case 'flex-start':
    case 'start':
      return 'top';
    case 'center':
      return 'middle';
    case 'flex-end':
    case 'end':
      return 'bottom';
    default:
      return undefined;
  }
}

/** Spec 3: top, middle, bottom are laid out as start, center, end. */
export const FLEX_ALIGNMENT: Record<VerticalAlignment, 'start' | 'center' | 'end'> = {
  top: 'start',
  middle: 'center',
  bottom: 'end',
};

/* --- Backgrounds ------------------------------------------------------------------------------- */

/** `data-background-images` holds JSON with escaped quotes: {\"desktop_image\":\"...\"}. */
function parseBackgroundImages(element: Element): { desktopImage?: string; mobileImage?: string } {
  const raw = element.getAttribute('data-background-images');
  if (!raw) return {};
  const images = JSON.parse(raw.replace(/\\(["\\/])/g, '$1')) as Record<string, unknown>;
  const read = (value: unknown) => (typeof value === 'string' ? safeUrl(value) : undefined);
  return defined({ desktopImage: read(images.desktop_image), mobileImage: read(images.mobile_image) });
}

/**
 * The background fields of an element (spec 3, Row): images, CSS background properties,
 * parallax and video. Video without parallax moves with the page (speed 1).
 */
export function parseBackground(element: Element, overlay?: Element | null): Partial<BackgroundConfig> {
  const style = styleOf(element);
  const backgroundType = element.getAttribute('data-background-type') === 'video' ? 'video' : 'image';
  const enableParallax = boolAttr(element, 'data-enable-parallax');
  const speed = numberAttr(element, 'data-parallax-speed', DEFAULT_PARALLAX_SPEED);
  return defined({
    ...parseBackgroundImages(element),
    backgroundSize: cssValue(style?.backgroundSize),
    backgroundPosition: cssValue(style?.backgroundPosition),
    backgroundAttachment: cssValue(style?.backgroundAttachment),
    backgroundRepeat: cssValue(style?.backgroundRepeat),
    backgroundType,
    videoSrc: backgroundType === 'video' ? attr(element, 'data-video-src')?.trim() || undefined : undefined,
    videoFallbackSrc: safeUrl(attr(element, 'data-video-fallback-src')),
    videoLoop: boolAttr(element, 'data-video-loop', true),
    videoPlayOnlyVisible: boolAttr(element, 'data-video-play-only-visible', true),
    videoLazyLoading: boolAttr(element, 'data-video-lazy-load', true),
    videoOverlayColor: cssValue(overlay?.getAttribute('data-video-overlay-color')),
    enableParallax,
    parallaxSpeed: backgroundType === 'video' && !enableParallax ? 1 : speed,
  });
}

/* --- Links ------------------------------------------------------------------------------------- */

const LINK_TYPES: readonly LinkType[] = ['default', 'category', 'product', 'page'];

/** A Page Builder link (`<a data-link-type>`): safe href, its type and whether it opens a new tab. */
export function parseLink(anchor: Element | null | undefined): Partial<LinkConfig> {
  if (!anchor || anchor.tagName.toLowerCase() !== 'a') return {};
  const type = anchor.getAttribute('data-link-type') as LinkType | null;
  return defined({
    link: safeUrl(anchor.getAttribute('href')),
    linkType: type && LINK_TYPES.includes(type) ? type : 'default',
    openInNewTab: anchor.getAttribute('target') === '_blank',
  });
}

/** An `<img>` as an image source: its URL and, when it states them, its pixel dimensions. */
export function parseImageSource(image: Element | null | undefined): ImageSource | undefined {
  const src = safeUrl(image?.getAttribute('src'));
  if (!image || !src) return undefined;
  const width = Number.parseInt(image.getAttribute('width') ?? '', 10);
  const height = Number.parseInt(image.getAttribute('height') ?? '', 10);
  if (width > 0 && height > 0) return { src, dimensions: { width, height, ratio: width / height } };
  const stated = image.getAttribute('data-image-dimensions');
  if (stated) {
    const parsed = JSON.parse(stated) as { width?: unknown; height?: unknown };
    const w = Number(parsed.width);
    const h = Number(parsed.height);
    if (w > 0 && h > 0) return { src, dimensions: { width: w, height: h, ratio: w / h } };
  }
  return { src };
}
