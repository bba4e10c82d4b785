/**
 * Readable content by construction. The storefront is dark (near-white text on near-black), but
 * content is often written for a light theme: a row, column, banner or text that sets a light
 * background and no text colour would inherit the near-white text. Each element that sets a
 * background gets, at render time, text of a colour that contrasts with it (WCAG 2 relative
 * luminance, at least 4.5:1), together with the other colours its content uses (muted text,
 * links, buttons, surfaces, borders, focus ring), so descendants that set no colour of their own
 * follow. The choice:
 * - the background is the element's colour laid over what is behind it (the page, or the
 *   enclosing element's background), then its overlay colour when one always shows;
 * - the store's own near-white ink when it reaches 4.5:1 there (so the store's own dark content
 *   looks exactly as designed), else the near-black ink of the light palette; when neither
 *   reaches it (mid-tone backgrounds), pure white or pure black, whichever contrasts more (one of
 *   them always reaches 4.58:1);
 * - muted text, links, error and success colours keep their palette's colour where it reaches
 *   4.5:1 too, else take the text colour;
 * - a text colour the author set is kept when it reaches 4.5:1 against the background;
 * - a background image without a colour sets nothing: what the image shows is not known before
 *   it is drawn; the text keeps the colour it has (the store's near-white over its own dark
 *   imagery). Magento writes the colour an author picks under the image, and an overlay colour
 *   over it, and both count.
 */
import type { CSSProperties } from 'react';

/** sRGB channels 0-255 and alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const hex = (value: string): Rgba | null => {
  const digits = value.length <= 4 ? value.replace(/./g, (digit) => digit + digit) : value;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(digits)) return null;
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) / 255 : 1 };
};

/** `50%` → 0.5 of `scale`; a plain number as is. */
const amount = (text: string, scale: number): number =>
  text.endsWith('%') ? (Number.parseFloat(text) / 100) * scale : Number.parseFloat(text);

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Hex, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space syntax), and `transparent`. */
function parseColorSyntax(text: string): Rgba | null {
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (text.startsWith('#')) return hex(text.slice(1));
  const call = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(text);
  if (!call) return null;
  const parts = call[2]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((part) => !/^[-+]?[\d.]+(%|deg)?$/.test(part))) {
    return null;
  }
  const alpha = parts[3] === undefined ? 1 : clamp(amount(parts[3], 1), 1);
  if (call[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((part) => clamp(amount(part, 255), 255)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: alpha };
  }
  const hue = ((Number.parseFloat(parts[0]!) % 360) + 360) % 360;
  const [r, g, b] = hslToRgb(hue, clamp(amount(parts[1]!, 1), 1), clamp(amount(parts[2]!, 1), 1));
  return { r, g, b, a: alpha };
}

let paint: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * The browser's own reading of a colour written another way (named colours, `hwb()`...): a
 * canvas's fill style takes any CSS colour and gives it back as hex or `rgba()`, and keeps its
 * previous value for anything else. Null where there is no canvas (outside a browser).
 */
function browserColor(text: string): string | null {
  if (paint === undefined) {
    paint = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  }
  if (!paint) return null;
  const read = (start: string) => {
    paint!.fillStyle = start;
    paint!.fillStyle = text;
    return String(paint!.fillStyle);
  };
  const onBlack = read('#000000');
  return onBlack === read('#ffffff') ? onBlack : null;
}

/** Keywords that name no colour of the element's own. */
const NOT_A_COLOUR = /^(inherit|initial|unset|revert(-layer)?|currentcolor)$|var\(/;

/**
 * A CSS colour as sRGB channels: hex, `rgb()`/`rgba()`, `hsl()`/`hsla()` and `transparent` read
 * here; other colours the browser knows (named ones, for one) through browserColor. Null for
 * anything else (no colour is assumed then).
 */
export function parseCssColor(value: string | null | undefined): Rgba | null {
  const text = value
    ?.trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (!text || NOT_A_COLOUR.test(text)) return null;
  const read = parseColorSyntax(text);
  if (read) return read;
  const resolved = browserColor(text);
  return resolved ? parseColorSyntax(resolved.toLowerCase()) : null;
}

/** `top` laid over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = ({ r, g, b }: Rgba): string =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** The colours content uses, as hex (the custom properties of tokens.css they stand for). */
export interface Ink {
  text: string;
  muted: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  borderStrong: string;
  error: string;
  success: string;
  scheme: 'dark' | 'light';
}

/** The store's own palette, for dark backgrounds (the values of tokens.css). */
export const LIGHT_INK: Ink = {
  text: '#f4f1ea',
  muted: '#c9c4b8',
  accent: '#e8b04a',
  accentHover: '#f2c36b',
  onAccent: '#0b0b0c',
  surface: '#17171a',
  surfaceRaised: '#222226',
  border: '#3a3a40',
  borderStrong: '#6b6b73',
  error: '#ff7a6b',
  success: '#5fd38d',
  scheme: 'dark',
};

/** The palette for light backgrounds: the brand's near-black and a darker amber. */
export const DARK_INK: Ink = {
  text: '#0b0b0c',
  muted: '#4b4740',
  accent: '#8a5a00',
  accentHover: '#6b4500',
  onAccent: '#f4f1ea',
  surface: '#ffffff',
  surfaceRaised: '#f3f1ec',
  border: '#c9c4b8',
  borderStrong: '#77736b',
  error: '#b3261e',
  success: '#17652f',
  scheme: 'light',
};

/** The page behind all content (--color-bg). */
export const PAGE_BACKGROUND: Rgba = { r: 0x0b, g: 0x0b, b: 0x0c, a: 1 };

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const color = (value: string): Rgba => parseCssColor(value)!;
const readable = (value: string, background: Rgba) => contrast(color(value), background) >= MIN_CONTRAST;

/** The ink for text on `background` (opaque), honouring the author's text colour when readable. */
export function inkFor(background: Rgba, authorText?: Rgba | null): Ink {
  let palette: Ink;
  if (readable(LIGHT_INK.text, background)) palette = LIGHT_INK;
  else if (readable(DARK_INK.text, background)) palette = DARK_INK;
  else {
    const white = { r: 255, g: 255, b: 255, a: 1 };
    const black = { r: 0, g: 0, b: 0, a: 1 };
    palette =
      contrast(white, background) >= contrast(black, background)
        ? { ...LIGHT_INK, text: '#ffffff' }
        : { ...DARK_INK, text: '#000000' };
  }
  const author = authorText ? composite(authorText, background) : null;
  const text = author && contrast(author, background) >= MIN_CONTRAST ? toHex(author) : palette.text;
  const keep = (value: string) => (readable(value, background) ? value : text);
  const accent = keep(palette.accent);
  return {
    ...palette,
    text,
    muted: keep(palette.muted),
    accent,
    accentHover: accent === palette.accent ? keep(palette.accentHover) : text,
    error: keep(palette.error),
    success: keep(palette.success),
  };
}

const sameInk = (a: Ink, b: Ink) => (Object.keys(a) as Array<keyof Ink>).every((key) => a[key] === b[key]);

/** Where an element sits: what is behind its content, and the ink its content inherits. */
export interface ContentTone {
  backdrop: Rgba;
  ink: Ink;
  /** The custom properties an element that changes the ink sets on itself (else undefined). */
  vars?: CSSProperties;
}

export const PAGE_TONE: ContentTone = { backdrop: PAGE_BACKGROUND, ink: LIGHT_INK };

/** The colour properties an element sets for its content to use `ink` on `backdrop`. */
function inkProperties(ink: Ink, backdrop: Rgba): CSSProperties {
  return {
    color: ink.text,
    colorScheme: ink.scheme,
    ['--color-text' as string]: ink.text,
    ['--color-text-muted' as string]: ink.muted,
    ['--color-accent' as string]: ink.accent,
    ['--color-accent-hover' as string]: ink.accentHover,
    ['--color-on-accent' as string]: ink.onAccent,
    ['--color-surface' as string]: ink.surface,
    ['--color-surface-raised' as string]: ink.surfaceRaised,
    ['--color-border' as string]: ink.border,
    ['--color-border-strong' as string]: ink.borderStrong,
    ['--color-error' as string]: ink.error,
    ['--color-success' as string]: ink.success,
    ['--color-bg' as string]: toHex(backdrop),
    ['--color-focus-ring' as string]: ink.accent,
    ['--focus-ring' as string]: `var(--focus-ring-width) solid ${ink.accent}`,
  };
}

/** What an element lays behind its content: its background colour, then an overlay colour. */
export interface Surface {
  background?: string;
  overlay?: string;
  /** The element's own text colour. */
  text?: string;
}

/**
 * The tone inside an element with `surface`, within `parent`. An element that sets no colour
 * keeps its parent's tone (without the parent's properties: inherited already).
 */
export function toneWithin(parent: ContentTone, surface: Surface): ContentTone {
  const layers = [surface.background, surface.overlay].map(parseCssColor);
  const authorText = parseCssColor(surface.text);
  if (!layers.some(Boolean) && !authorText) return parent.vars ? { ...parent, vars: undefined } : parent;
  const backdrop = layers.reduce<Rgba>(
    (under, layer) => (layer ? composite(layer, under) : under),
    parent.backdrop,
  );
  const ink = inkFor(backdrop, authorText);
  return sameInk(ink, parent.ink) ? { backdrop, ink } : { backdrop, ink, vars: inkProperties(ink, backdrop) };
}
