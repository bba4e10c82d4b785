/**
 * Procedural illustrations for the embedded backend's media: every catalog, category, CMS and
 * swatch image is an SVG drawn here from a small description (what to draw, main colour, which
 * view) and rasterised by sharp in mediaHandler.ts. Nothing is downloaded; the same description
 * always gives the same picture.
 *
 * Objects are drawn in a simple oblique projection (a front face plus a receding top/side), lit
 * from the top left, standing on a studio sweep with a soft contact shadow.
 */

/* ================================================================================================
 * Public types
 * ============================================================================================== */

export type ProductKind =
  | 'suitcase'
  | 'hifi'
  | 'allinone'
  | 'bookshelf'
  | 'bluetooth'
  | 'radio'
  | 'overear'
  | 'earbuds'
  | 'vinyl'
  | 'brush'
  | 'crate'
  | 'needle'
  | 'card'
  | 'generic';

export const PRODUCT_KINDS: readonly ProductKind[] = [
  'suitcase',
  'hifi',
  'allinone',
  'bookshelf',
  'bluetooth',
  'radio',
  'overear',
  'earbuds',
  'vinyl',
  'brush',
  'crate',
  'needle',
  'card',
  'generic',
];

export interface ProductDrawing {
  type: 'product';
  kind: ProductKind;
  /** Main colour (#rrggbb). */
  color: string;
  /** True when the colour came from the catalog (a swatch), not from the fallback palette. */
  colorExplicit?: boolean;
  /** Wood finish: surfaces get a grain. */
  wood?: boolean;
  /** 1-based gallery position: changes angle, zoom and backdrop. */
  view: number;
  /** Identity of the product (same for all its images): cover art, titles, small details. */
  seed: string;
  /** Direct-drive turntable (strobe dots on the platter). */
  directDrive?: boolean;
  /** Record sleeves: printed artist and title (invented from the seed when absent). */
  album?: { artist: string; title: string };
  /** Cards: the big printed word(s), e.g. `GIFT CARD`. */
  caption?: string;
}

interface CategoryDrawing {
  type: 'category';
  /** Objects shown in the banner, most important first. */
  kinds: ProductKind[];
  /** Special scene instead of objects (people for ambassadors, tags for clearance...). */
  scene?: SceneName;
  seed: string;
}

interface WysiwygDrawing {
  type: 'wysiwyg';
  /** File path (e.g. `wysiwyg/home/hero-mobile.jpg`): keywords pick the scene and the size. */
  name: string;
}

interface SwatchDrawing {
  type: 'swatch';
  /** Base tone. */
  color: string;
  seed: string;
  texture: 'wood' | 'leather';
  /** `swatch`: 200x200 attribute swatch; `product`: a product gallery image (4:5). */
  size: 'swatch' | 'product';
}

export type Drawing = ProductDrawing | CategoryDrawing | WysiwygDrawing | SwatchDrawing;

export interface DrawnImage {
  svg: string;
  width: number;
  height: number;
}

export type SceneName =
  'hero' | 'objects' | 'people' | 'contest' | 'map' | 'sale' | 'records' | 'abstract' | 'lineup';

/** Output sizes (pixels). Product images are 4:5 portraits (the storefront's 0.8 ratio). */
const SIZES = {
  product: { width: 1600, height: 2000 },
  category: { width: 2400, height: 800 },
  banner: { width: 2400, height: 1000 },
  mobile: { width: 1080, height: 1350 },
  tile: { width: 1200, height: 1200 },
  swatch: { width: 200, height: 200 },
} as const;

/* ================================================================================================
 * Small utilities: hashing, random numbers, colours, numbers
 * ============================================================================================== */

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic random numbers in [0, 1) (mulberry32). */
function seededRandom(seed: string): () => number {
  let a = hashString(seed) || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;

const between = (rand: Rand, lo: number, hi: number): number => lo + (hi - lo) * rand();
function pick<T>(rand: Rand, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Compact number for SVG text. */
const n = (v: number): string => String(Math.round(v * 10) / 10);
/** Three decimals (scales, matrices, opacities). */
const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

type Rgb = [number, number, number];

/** `#abc`, `#aabbcc` or `aabbcc` → `#aabbcc`; anything else → null. */
export function normalizeHex(value: string | undefined | null): string | null {
  if (!value) return null;
  let h = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (c) => c + c);
  return /^[0-9a-f]{6}$/i.test(h) ? `#${h.toLowerCase()}` : null;
}

function toRgb(hex: string): Rgb {
  const h = normalizeHex(hex) ?? '#808080';
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** amount > 0 lightens toward white, < 0 darkens toward black. */
function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** Relative luminance 0..1. */
function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Colours for products whose catalog data names none (warm, muted, brand-like). */
const FALLBACK_PALETTE = [
  '#1f1d1b',
  '#7a2e2a',
  '#2f5d62',
  '#c47f3a',
  '#e3d5bd',
  '#3c4a3e',
  '#8c5a3c',
  '#5a4a78',
  '#b84a3b',
  '#2b3a55',
  '#9caf88',
  '#d9a52b',
];

export function paletteColor(seed: string): string {
  return FALLBACK_PALETTE[hashString(seed) % FALLBACK_PALETTE.length] ?? '#7a2e2a';
}

/** Colour words that may appear in labels or file names when no swatch says it. */
export const NAMED_COLORS: Record<string, string> = {
  black: '#1d1c1c',
  ebony: '#231d1a',
  charcoal: '#36383b',
  white: '#f2efe9',
  ivory: '#f0e8d6',
  cream: '#f1e6cc',
  red: '#b8302b',
  burgundy: '#6d1f2b',
  maroon: '#5e1c24',
  turquoise: '#3fb8af',
  teal: '#1f7a78',
  blue: '#2c5d9c',
  navy: '#1f2f4d',
  green: '#3f6e4a',
  sage: '#9caf88',
  olive: '#6b6b3a',
  pink: '#e4a3b0',
  blush: '#e8b4b0',
  purple: '#6a4c93',
  lavender: '#b9a7d6',
  orange: '#e07030',
  yellow: '#e0b53a',
  mustard: '#d3a02e',
  grey: '#8a8d91',
  gray: '#8a8d91',
  silver: '#c0c4c8',
  gold: '#c9a54b',
  copper: '#b06a3f',
  brown: '#6b4a32',
  tan: '#b08a5e',
  sand: '#d8c3a0',
  walnut: '#5d3a1a',
  oak: '#c49a6c',
  cherry: '#8a3b2a',
  mahogany: '#5e2a1f',
  espresso: '#3b2219',
  bamboo: '#dcc48e',
  ash: '#ece6da',
  maple: '#d9b98c',
  teak: '#9a6a3c',
  natural: '#cfae7d',
};

export const WOOD_WORDS = [
  'walnut',
  'oak',
  'cherry',
  'mahogany',
  'espresso',
  'bamboo',
  'ash',
  'maple',
  'teak',
  'wood',
  'rosewood',
  'birch',
  'pine',
];

/* ================================================================================================
 * SVG canvas: collects <defs> and hands out ids
 * ============================================================================================== */

type Stop = [offset: number, color: string, opacity?: number];

class Canvas {
  private readonly defs: string[] = [];
  private next = 0;

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${n3(a)}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient in the shape's bounding box, from (x1,y1) to (x2,y2). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in the shape's bounding box. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Tiled pattern in user space. */
  pattern(w: number, h: number, body: string, transform = ''): string {
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(w)}" height="${n(h)}"${transform ? ` patternTransform="${transform}"` : ''}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  svg(width: number, height: number, vbW: number, vbH: number, body: string): DrawnImage {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vbW} ${vbH}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`;
    return { svg, width, height };
  }
}

/* ================================================================================================
 * Textures. SVG <pattern>s are very slow in librsvg once a transform applies (hundreds of ms), so
 * fine textures are plain paths: dots are zero-length dashes with round caps.
 * ============================================================================================== */

/**
 * Staggered rows of dots filling a rectangle, or only the part of each row that `extent` allows
 * (returns [x0, x1] for a row's y, or null to skip it).
 */
function dotRows(
  x: number,
  y: number,
  w: number,
  h: number,
  pitch: number,
  radius: number,
  color: string,
  opacity = 1,
  extent?: (rowY: number) => [number, number] | null,
): string {
  let d = '';
  let row = 0;
  for (let ry = y + pitch / 2; ry < y + h; ry += pitch, row++) {
    let [x0, x1] = [x, x + w];
    if (extent) {
      const e = extent(ry);
      if (!e) continue;
      [x0, x1] = [Math.max(x0, e[0]), Math.min(x1, e[1])];
    }
    const off = row % 2 ? pitch / 2 : 0;
    const start = x + off + Math.ceil((x0 + radius - x - off) / pitch) * pitch;
    if (start > x1 - radius) continue;
    d += `M${n(start)} ${n(ry)}H${n(x1 - radius)}`;
  }
  return d
    ? `<path d="${d}" stroke="${color}" stroke-opacity="${n3(opacity)}" stroke-width="${n3(radius * 2)}" stroke-linecap="round" stroke-dasharray="0 ${n3(pitch)}" fill="none"/>`
    : '';
}

/** Rows of dots inside a circle (speaker grilles). */
function dotCircle(cx: number, cy: number, r: number, pitch: number, radius: number, color: string): string {
  return dotRows(cx - r, cy - r, r * 2, r * 2, pitch, radius, color, 1, (ry) => {
    const half = Math.sqrt(Math.max(0, r * r - (ry - cy) ** 2));
    return half > radius ? [cx - half, cx + half] : null;
  });
}

/** Woven grille cloth in a rounded rectangle. */
function weave(x: number, y: number, w: number, h: number, base: string, rx: number): string {
  const inset = rx * 0.35;
  let hd = '';
  for (let yy = y + 2; yy < y + h - 1; yy += 4) hd += `M${n(x + inset)} ${n(yy)}H${n(x + w - inset)}`;
  let vd = '';
  for (let xx = x + 2; xx < x + w - 1; xx += 4) vd += `M${n(xx)} ${n(y + inset)}V${n(y + h - inset)}`;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${base}"/>` +
    `<path d="${hd}" stroke="${shade(base, -0.3)}" stroke-opacity="0.7" stroke-width="1.3"/>` +
    `<path d="${vd}" stroke="${shade(base, 0.15)}" stroke-opacity="0.35" stroke-width="1"/>`
  );
}

/** Wavy wood-grain strokes across a rectangle (they stay inside it). */
function grainLines(
  x: number,
  y: number,
  w: number,
  h: number,
  base: string,
  rand: Rand,
  spacing = 7,
): string {
  const count = Math.max(2, Math.round(h / spacing));
  const band = h / count;
  let dark = '';
  let light = '';
  for (let i = 0; i < count; i++) {
    const amp = Math.min(between(rand, 0.8, 3.5), band * 0.45);
    const yy = y + (i + 0.5) * band + between(rand, -band * 0.2, band * 0.2);
    const k = between(rand, 0.2, 0.35);
    const seg = `M${n(x)} ${n(yy)}C${n(x + w * k)} ${n(yy - amp)} ${n(x + w * (k + 0.25))} ${n(yy + amp)} ${n(x + w * 0.7)} ${n(yy - amp * 0.4)}S${n(x + w)} ${n(yy + amp * 0.3)} ${n(x + w)} ${n(yy)}`;
    if (i % 3 === 1) light += seg;
    else dark += seg;
  }
  return (
    `<path d="${dark}" stroke="${shade(base, -0.38)}" stroke-opacity="0.5" stroke-width="1" fill="none"/>` +
    (light
      ? `<path d="${light}" stroke="${shade(base, 0.22)}" stroke-opacity="0.4" stroke-width="0.8" fill="none"/>`
      : '')
  );
}

/* ================================================================================================
 * Geometry helpers for the oblique projection
 * ============================================================================================== */

type Pt = [number, number];

interface View {
  /** Horizontal shift per unit of depth (>0: the right side is visible). */
  turn: number;
  /** Vertical rise per unit of depth (how much of the top we see). */
  tilt: number;
}

/** Screen point of (u along width, v along depth, z up) for a block whose front-bottom-left is (x, yb). */
function projector(x: number, yb: number, view: View) {
  return (u: number, v: number, z: number): Pt => [x + u + v * view.turn, yb - z - v * view.tilt];
}

const poly = (pts: Pt[]): string => pts.map(([a, b]) => `${n(a)},${n(b)}`).join(' ');

/** A group whose content is drawn in the horizontal plane at height z (u right, v back). */
function plane(x: number, yb: number, z: number, view: View, body: string): string {
  return `<g transform="matrix(1 0 ${n3(view.turn)} ${n3(-view.tilt)} ${n(x)} ${n(yb - z)})">${body}</g>`;
}

interface BoxOpts {
  x: number;
  yb: number;
  w: number;
  h: number;
  d: number;
  fill: string;
  view: View;
  top?: string;
  side?: string;
  rx?: number;
  wood?: boolean;
  rand?: Rand;
  /** Skip the top face (open boxes). */
  noTop?: boolean;
}

/** Front face + top + visible side of a block. */
function box(c: Canvas, o: BoxOpts): string {
  const p = projector(o.x, o.yb, o.view);
  const { w, h, d } = o;
  const top = o.top ?? shade(o.fill, 0.16);
  const side = o.side ?? shade(o.fill, -0.3);
  const sidePts: Pt[] =
    o.view.turn >= 0
      ? [p(w, 0, 0), p(w, 0, h), p(w, d, h), p(w, d, 0)]
      : [p(0, 0, 0), p(0, 0, h), p(0, d, h), p(0, d, 0)];
  const topPts: Pt[] = [p(0, 0, h), p(w, 0, h), p(w, d, h), p(0, d, h)];
  const rx = o.rx ?? 4;
  let s = '';
  s += `<polygon points="${poly(sidePts)}" fill="${c.linear([
    [0, shade(side, 0.05)],
    [1, shade(side, -0.12)],
  ])}"/>`;
  if (!o.noTop) {
    s += `<polygon points="${poly(topPts)}" fill="${c.linear(
      [
        [0, shade(top, 0.08)],
        [1, shade(top, -0.04)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
  }
  s += `<rect x="${n(o.x)}" y="${n(o.yb - h)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${c.linear(
    [
      [0, shade(o.fill, 0.07)],
      [0.55, o.fill],
      [1, shade(o.fill, -0.18)],
    ],
  )}"/>`;
  if (o.wood && o.rand) {
    s += grainLines(o.x + rx * 0.4, o.yb - h + 1.5, w - rx * 0.8, h - 3, o.fill, o.rand);
    if (!o.noTop)
      s += plane(o.x, o.yb, h, o.view, grainLines(1, 1, w - 2, d - 2, shade(o.fill, 0.1), o.rand, 10));
  }
  // Edge highlights: light catches the front-top edge; a darker line grounds the bottom.
  const [a, b] = [p(0, 0, h), p(w, 0, h)];
  s += `<line x1="${n(a[0] + rx)}" y1="${n(a[1] + 0.8)}" x2="${n(b[0] - rx)}" y2="${n(b[1] + 0.8)}" stroke="#fff" stroke-opacity="0.35" stroke-width="1.4"/>`;
  return s;
}

/** Soft elliptical shadow (radial gradient). */
function shadowEllipse(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.5): string {
  const fill = c.radial([
    [0, '#000', strength],
    [0.55, '#000', strength * 0.45],
    [1, '#000', 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** Ellipse under the footprint of a block: soft wide shadow plus a darker contact shadow. */
function footprintShadow(c: Canvas, x: number, yb: number, w: number, d: number, view: View): string {
  const cx = x + w / 2 + (d * view.turn) / 2;
  const cy = yb - (d * view.tilt) / 2;
  const ry = (d * view.tilt) / 2;
  return (
    shadowEllipse(c, cx + 10, cy + 8, w * 0.66 + d * Math.abs(view.turn) * 0.5, ry + 38, 0.38) +
    shadowEllipse(c, cx, cy + 2, w * 0.54 + d * Math.abs(view.turn) * 0.4, ry + 10, 0.55)
  );
}

/* ================================================================================================
 * Shared parts: records, knobs, tonearms
 * ============================================================================================== */

/** A vinyl record in plane coordinates (call inside plane()). */
function recordDisc(c: Canvas, cx: number, cy: number, r: number, label: string, disc = '#0c0c0d'): string {
  const dark = luminance(disc) < 0.05;
  let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${disc}"/>`;
  // Grooves: one radial gradient of alternating rings (stroking many circles is far slower).
  const groove = dark ? '#3a3a3e' : shade(disc, -0.25);
  const rings: Stop[] = [[0.38, groove, 0]];
  for (let i = 0; i < 13; i++) {
    const o = 0.4 + i * 0.045;
    rings.push([o, groove, 0], [o + 0.006, groove, 0.6], [o + 0.014, groove, 0]);
  }
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.radial(rings, 0.5, 0.5, 0.5)}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.linear(
    [
      [0, '#fff', 0],
      [0.42, '#fff', 0],
      [0.5, '#fff', dark ? 0.16 : 0.28],
      [0.58, '#fff', 0],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.33)}" fill="${c.linear(
    [
      [0, shade(label, 0.15)],
      [1, shade(label, -0.12)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.24)}" fill="none" stroke="${shade(label, -0.3)}" stroke-width="0.8" opacity="0.6"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(2.5, r * 0.025))}" fill="#d8d8dc"/>`;
  return s;
}

/** Platter with a record, in plane coordinates; thickness drawn as a darker copy below. */
function platterWithRecord(
  c: Canvas,
  x: number,
  yb: number,
  z: number,
  view: View,
  cx: number,
  cy: number,
  r: number,
  label: string,
  opts: { metal?: boolean; strobe?: boolean; disc?: string } = {},
): string {
  const side = opts.metal ? '#9a9ca2' : '#2a2a2c';
  let s = plane(
    x,
    yb,
    z - 7,
    view,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.linear(
      [
        [0, shade(side, 0.3)],
        [0.5, side],
        [1, shade(side, -0.4)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  let top = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${opts.metal ? '#b9bbc0' : '#1b1b1c'}"/>`;
  if (opts.strobe) {
    for (let i = 0; i < 72; i++) {
      const a = (i / 72) * Math.PI * 2;
      top += `<circle cx="${n(cx + Math.cos(a) * (r - 3))}" cy="${n(cy + Math.sin(a) * (r - 3))}" r="1.1" fill="#555"/>`;
    }
  }
  top += recordDisc(c, cx, cy, r * 0.94, label, opts.disc);
  s += plane(x, yb, z, view, top);
  return s;
}

/** Round knob seen from the front (screen coordinates). */
function knob(c: Canvas, cx: number, cy: number, r: number, color = '#c9c9cc'): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.18)}" r="${n(r)}" fill="#000" opacity="0.35"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.radial(
      [
        [0, shade(color, 0.45)],
        [0.6, color],
        [1, shade(color, -0.35)],
      ],
      0.35,
      0.3,
      0.75,
    )}"/>` +
    `<line x1="${n(cx)}" y1="${n(cy - r * 0.85)}" x2="${n(cx)}" y2="${n(cy - r * 0.35)}" stroke="${shade(color, -0.55)}" stroke-width="${n(Math.max(1, r * 0.14))}" stroke-linecap="round"/>`
  );
}

/** Tonearm from a pivot to a headshell (screen points), with counterweight behind. */
function tonearm(c: Canvas, pivot: Pt, head: Pt, rise: number, scale = 1): string {
  const [px, py] = pivot;
  const [hx, hy] = head;
  const top: Pt = [px, py - rise];
  const dx = hx - px;
  const dy = hy - top[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const elbow: Pt = [top[0] + dx * 0.82 - uy * 10 * scale, top[1] + dy * 0.82 + ux * 10 * scale];
  const weight: Pt = [top[0] - ux * 34 * scale, top[1] - uy * 34 * scale];
  let s = '';
  s += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(20 * scale)}" ry="${n(11 * scale)}" fill="#111" opacity="0.45"/>`;
  s += `<rect x="${n(px - 13 * scale)}" y="${n(top[1])}" width="${n(26 * scale)}" height="${n(rise)}" rx="${n(4 * scale)}" fill="${c.linear(
    [
      [0, '#6d6f74'],
      [0.4, '#e1e2e5'],
      [1, '#55575c'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<ellipse cx="${n(px)}" cy="${n(top[1])}" rx="${n(13 * scale)}" ry="${n(6 * scale)}" fill="#d9dade"/>`;
  s += `<line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(weight[0])}" y2="${n(weight[1])}" stroke="#2b2b2e" stroke-width="${n(17 * scale)}" stroke-linecap="round"/>`;
  s += `<line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(weight[0])}" y2="${n(weight[1])}" stroke="#5d5e63" stroke-width="${n(7 * scale)}" stroke-linecap="round" opacity="0.7"/>`;
  const arm = `M${n(top[0])} ${n(top[1])} L${n(elbow[0])} ${n(elbow[1])} L${n(hx)} ${n(hy - 6 * scale)}`;
  s += `<path d="${arm}" stroke="#3c3d41" stroke-width="${n(7.5 * scale)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="${arm}" stroke="#e6e7ea" stroke-width="${n(4 * scale)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M${n(hx - 9 * scale)} ${n(hy - 10 * scale)} l${n(18 * scale)} ${n(-3 * scale)} l${n(3 * scale)} ${n(10 * scale)} l${n(-18 * scale)} ${n(3 * scale)} z" fill="#1a1a1c" stroke="#777" stroke-width="${n(0.8 * scale)}"/>`;
  s += `<circle cx="${n(top[0])}" cy="${n(top[1])}" r="${n(7 * scale)}" fill="#c4c5c9" stroke="#555" stroke-width="0.8"/>`;
  return s;
}

/** A transparent dust cover or lid standing open behind a block. */
function openLid(
  c: Canvas,
  p: (u: number, v: number, z: number) => Pt,
  w: number,
  d: number,
  z: number,
  height: number,
  lean: number,
  body: (pts: Pt[]) => string,
): string {
  const a = p(0, d, z);
  const b = p(w, d, z);
  const up = (q: Pt): Pt => [q[0] + lean, q[1] - height];
  return body([a, b, up(b), up(a)]);
}

/* ================================================================================================
 * Objects. Each returns SVG in local coordinates: floor centre at (0,0), the object above (y < 0).
 * ============================================================================================== */

interface ObjOpts {
  color: string;
  colorExplicit: boolean;
  wood: boolean;
  view: View;
  /** Identity randomness (same for every image of the product). */
  id: Rand;
  /** Per-image randomness. */
  rand: Rand;
  seed: string;
  directDrive: boolean;
  album?: { artist: string; title: string };
  caption?: string;
}

interface Obj {
  svg: string;
  /** Bounds of the drawing in local coordinates. */
  x0: number;
  x1: number;
  top: number;
  /** Point of interest for close-ups. */
  focus: Pt;
}

/** Label colours for records on players. */
const LABELS = ['#c8392f', '#e9c46a', '#f1e6cc', '#2a9d8f', '#e76f51', '#3d5a80'];

function bounds(pts: Pt[]): { x0: number; x1: number; top: number } {
  let x0 = Infinity;
  let x1 = -Infinity;
  let top = 0;
  for (const [x, y] of pts) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    top = Math.min(top, y);
  }
  return { x0, x1, top };
}

function drawSuitcase(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 520;
  const H = 118;
  const D = 330;
  const LH = 300;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = 0;
  const p = projector(x, yb, view);
  const color = o.color;
  const dark = luminance(color) < 0.06;
  const lining = dark ? '#3b2f2a' : shade(color, -0.42);
  const piping = dark ? '#8a7f74' : shade(color, 0.35);
  let s = footprintShadow(c, x, yb, W, D, view);

  // Lid (open, leaning back), inner face visible.
  const lean = view.turn * 40;
  s += openLid(c, p, W, D, H, LH, lean, (pts) => {
    const [a, b, bt, at] = pts as [Pt, Pt, Pt, Pt];
    const inset = 16;
    const inner: [Pt, Pt, Pt, Pt] = [
      [a[0] + inset, a[1] - 4],
      [b[0] - inset, b[1] - 4],
      [bt[0] - inset, bt[1] + inset],
      [at[0] + inset, at[1] + inset],
    ];
    let l = `<polygon points="${poly(pts)}" fill="${c.linear([
      [0, shade(color, 0.1)],
      [1, shade(color, -0.15)],
    ])}" stroke="${shade(color, -0.35)}" stroke-width="1.5" stroke-linejoin="round"/>`;
    l += `<polygon points="${poly(inner)}" fill="${c.linear([
      [0, shade(lining, -0.25)],
      [1, shade(lining, 0.08)],
    ])}"/>`;
    // Quilted lining lines and a small pocket.
    for (let i = 1; i < 4; i++) {
      const t = i / 4;
      const y0 = inner[3][1] + (inner[0][1] - inner[3][1]) * t;
      const xa = inner[3][0] + (inner[0][0] - inner[3][0]) * t;
      const xb = inner[2][0] + (inner[1][0] - inner[2][0]) * t;
      l += `<line x1="${n(xa)}" y1="${n(y0)}" x2="${n(xb)}" y2="${n(y0)}" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>`;
    }
    const mid = (inner[0][0] + inner[1][0]) / 2;
    l += `<rect x="${n(mid - 70)}" y="${n(inner[0][1] - 90)}" width="140" height="78" rx="6" fill="${shade(lining, -0.15)}" stroke="#000" stroke-opacity="0.25"/>`;
    l += `<path d="M${n(at[0])} ${n(at[1])} L${n(bt[0])} ${n(bt[1])}" stroke="${piping}" stroke-width="3" stroke-linecap="round"/>`;
    return l;
  });

  // Base block.
  s += box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 14, wood: o.wood, rand: o.id });
  // Deck plate inside the rim.
  const deck = dark ? '#3a3431' : '#1e1c1b';
  s += plane(
    x,
    yb,
    H,
    view,
    `<rect x="16" y="16" width="${W - 32}" height="${D - 32}" rx="8" fill="${c.linear(
      [
        [0, shade(deck, 0.12)],
        [1, shade(deck, -0.1)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  const pcx = W * 0.41;
  const pcy = D * 0.52;
  const pr = 134;
  const label = pick(o.id, LABELS);
  s += platterWithRecord(c, x, yb, H + 8, view, pcx, pcy, pr, label);

  // Knobs on the deck (front right).
  for (const [u, v] of [
    [W * 0.8, D * 0.14],
    [W * 0.92, D * 0.14],
  ] as Pt[]) {
    const [kx, ky] = p(u, v, H);
    s += knob(c, kx, ky - 6, 11, '#d2d3d6');
  }
  // Tonearm resting on the record's outer grooves.
  const pivot = p(W * 0.86, D * 0.7, H);
  const headPlane: Pt = [pcx + pr * 0.62, pcy - pr * 0.52];
  const head = p(headPlane[0], headPlane[1], H + 12);
  s += tonearm(c, pivot, head, 30);

  // Front face details: speakers, stitching, latches, handle, badge.
  const fy = yb - H;
  s += `<rect x="${n(x + 8)}" y="${n(fy + 8)}" width="${W - 16}" height="${H - 16}" rx="10" fill="none" stroke="${piping}" stroke-opacity="0.55" stroke-width="1.6" stroke-dasharray="5 4"/>`;
  for (const gx of [x + W * 0.17, x + W * 0.83]) {
    s += `<circle cx="${n(gx)}" cy="${n(fy + H * 0.52)}" r="40" fill="${shade(color, -0.45)}"/>`;
    s += `<circle cx="${n(gx)}" cy="${n(fy + H * 0.52)}" r="36" fill="#181818"/>`;
    s += dotCircle(gx, fy + H * 0.52, 35, 5, 1.2, '#000');
    s += `<circle cx="${n(gx)}" cy="${n(fy + H * 0.52)}" r="36" fill="${c.radial(
      [
        [0, '#fff', 0.12],
        [1, '#fff', 0],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`;
  }
  for (const lx of [x + W * 0.32, x + W * 0.68]) {
    s += `<rect x="${n(lx - 13)}" y="${n(fy - 3)}" width="26" height="24" rx="3" fill="${c.linear([
      [0, '#f1f1f3'],
      [0.5, '#a9abb1'],
      [1, '#6f7176'],
    ])}" stroke="#555" stroke-width="0.6"/>`;
  }
  const hx = x + W / 2;
  s += `<rect x="${n(hx - 82)}" y="${n(fy + H * 0.22)}" width="20" height="16" rx="3" fill="#b7b9be"/>`;
  s += `<rect x="${n(hx + 62)}" y="${n(fy + H * 0.22)}" width="20" height="16" rx="3" fill="#b7b9be"/>`;
  s += `<path d="M${n(hx - 72)} ${n(fy + H * 0.32)} C ${n(hx - 74)} ${n(fy + H * 0.78)}, ${n(hx + 74)} ${n(fy + H * 0.78)}, ${n(hx + 72)} ${n(fy + H * 0.32)}" stroke="${shade(color, -0.55)}" stroke-width="15" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${n(hx - 70)} ${n(fy + H * 0.34)} C ${n(hx - 72)} ${n(fy + H * 0.74)}, ${n(hx + 72)} ${n(fy + H * 0.74)}, ${n(hx + 70)} ${n(fy + H * 0.34)}" stroke="#fff" stroke-opacity="0.12" stroke-width="3" fill="none"/>`;
  s += `<rect x="${n(hx - 22)}" y="${n(fy + H * 0.8)}" width="44" height="9" rx="2" fill="#d6c7a1" opacity="0.85"/>`;

  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + LH), p(W, D, H + LH)]);
  return { svg: s, ...b, top: b.top - 6, focus: p(pcx + 40, pcy - 10, H) };
}

function drawHifi(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 560;
  const H = 78;
  const D = 410;
  const feet = 14;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = -feet;
  const p = projector(x, yb, view);
  const color = o.color;
  let s = footprintShadow(c, x, 0, W, D, view);
  // Dust cover, open behind (transparent acrylic).
  s += openLid(c, p, W, D, H, 250, view.turn * 60 - 6, (pts) => {
    return `<polygon points="${poly(pts)}" fill="${c.linear(
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0.04],
      ],
      0,
      0,
      1,
      1,
    )}" stroke="#fff" stroke-opacity="0.45" stroke-width="2" stroke-linejoin="round"/>`;
  });
  // Feet.
  for (const u of [34, W - 34]) {
    const [fx, fy] = p(u, 0, 0);
    s += `<rect x="${n(fx - 18)}" y="${n(fy)}" width="36" height="${feet + 1}" rx="4" fill="${c.linear([
      [0, '#555'],
      [1, '#1a1a1a'],
    ])}"/>`;
  }
  s += box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 6, wood: o.wood, rand: o.id });
  // Top plate: gloss black or matching.
  const plate = luminance(color) < 0.05 ? '#2a2a2c' : '#161617';
  s += plane(
    x,
    yb,
    H,
    view,
    `<rect x="10" y="10" width="${W - 20}" height="${D - 20}" rx="6" fill="${c.linear(
      [
        [0, shade(plate, 0.14)],
        [0.5, plate],
        [1, shade(plate, 0.06)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  const pcx = W * 0.4;
  const pcy = D * 0.52;
  const pr = 166;
  s += platterWithRecord(c, x, yb, H + 12, view, pcx, pcy, pr, pick(o.id, LABELS), {
    metal: true,
    strobe: o.directDrive,
  });
  // Controls: start/stop and speed buttons, pitch slider.
  for (let i = 0; i < 3; i++) {
    const q = p(30 + i * 40, 26, H);
    s += `<rect x="${n(q[0] - 14)}" y="${n(q[1] - 9)}" width="28" height="12" rx="3" fill="${i === 0 ? '#d9d9dc' : '#8d8e92'}" stroke="#222" stroke-width="0.8"/>`;
  }
  const s0 = p(W * 0.93, 40, H);
  const s1 = p(W * 0.93, 150, H);
  s += `<line x1="${n(s0[0])}" y1="${n(s0[1])}" x2="${n(s1[0])}" y2="${n(s1[1])}" stroke="#000" stroke-width="7" stroke-linecap="round"/>`;
  const sm = p(W * 0.93, 95, H);
  s += `<rect x="${n(sm[0] - 10)}" y="${n(sm[1] - 7)}" width="20" height="10" rx="2" fill="#c9cace"/>`;
  // Tonearm.
  const pivot = p(W * 0.83, D * 0.7, H);
  const head = p(pcx + pr * 0.66, pcy - pr * 0.48, H + 16);
  s += tonearm(c, pivot, head, 34, 1.1);
  // Badge on the front.
  s += `<text x="${n(x + W - 26)}" y="${n(yb - H / 2 + 5)}" text-anchor="end" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="bold" font-size="13" letter-spacing="3" fill="${luminance(color) > 0.45 ? '#3a2a20' : '#e8dcc8'}" opacity="0.75">S&amp;S</text>`;
  s += `<circle cx="${n(x + 30)}" cy="${n(yb - H / 2)}" r="4" fill="#ff6a3d"/>`;
  s += `<circle cx="${n(x + 30)}" cy="${n(yb - H / 2)}" r="9" fill="#ff6a3d" opacity="0.25"/>`;
  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + 250), p(W, D, H + 250)]);
  return { svg: s, ...b, x0: b.x0, x1: b.x1 + 30, focus: p(pcx + 60, pcy - 30, H) };
}

function drawAllInOne(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 470;
  const H = 360;
  const D = 300;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = -12;
  const p = projector(x, yb, view);
  const color = o.color;
  let s = footprintShadow(c, x, 0, W, D, view);
  s += openLid(c, p, W, D, H, 190, view.turn * 50 - 4, (pts) => {
    return `<polygon points="${poly(pts)}" fill="${c.linear(
      [
        [0, '#ffffff', 0.18],
        [1, '#ffffff', 0.05],
      ],
      0,
      0,
      1,
      1,
    )}" stroke="#fff" stroke-opacity="0.4" stroke-width="2" stroke-linejoin="round"/>`;
  });
  for (const u of [30, W - 30]) {
    const [fx, fy] = p(u, 0, 0);
    s += `<rect x="${n(fx - 12)}" y="${n(fy)}" width="24" height="13" rx="2" fill="#1b1b1b"/>`;
  }
  s += box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 10, wood: o.wood, rand: o.id });
  s += plane(
    x,
    yb,
    H,
    view,
    `<rect x="14" y="14" width="${W - 28}" height="${D - 28}" rx="6" fill="#1c1b1a"/>`,
  );
  const pcx = W * 0.42;
  const pcy = D * 0.53;
  const pr = 118;
  s += platterWithRecord(c, x, yb, H + 8, view, pcx, pcy, pr, pick(o.id, LABELS));
  s += tonearm(c, p(W * 0.85, D * 0.68, H), p(pcx + pr * 0.62, pcy - pr * 0.5, H + 12), 26, 0.9);

  // Front: control panel (radio dial, knobs, CD slot) over a grille cloth.
  const fx = x + 22;
  const fw = W - 44;
  const fy = yb - H + 22;
  const panel = luminance(color) < 0.08 ? '#2c2a29' : shade(color, -0.25);
  s += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="110" rx="8" fill="${c.linear([
    [0, shade(panel, 0.1)],
    [1, shade(panel, -0.15)],
  ])}"/>`;
  const dx = fx + 24;
  const dy = fy + 22;
  const dw = fw * 0.58;
  s += `<rect x="${n(dx)}" y="${n(dy)}" width="${n(dw)}" height="44" rx="5" fill="${c.linear([
    [0, '#ffcf7a'],
    [1, '#d3822c'],
  ])}" stroke="#3a2b1c" stroke-width="2"/>`;
  for (let i = 0; i <= 20; i++) {
    const tx = dx + 10 + ((dw - 20) * i) / 20;
    s += `<line x1="${n(tx)}" y1="${n(dy + 8)}" x2="${n(tx)}" y2="${n(dy + (i % 5 === 0 ? 22 : 16))}" stroke="#3a2414" stroke-width="1"/>`;
  }
  s += `<line x1="${n(dx + dw * 0.62)}" y1="${n(dy + 4)}" x2="${n(dx + dw * 0.62)}" y2="${n(dy + 40)}" stroke="#b0241b" stroke-width="2.5"/>`;
  s += `<rect x="${n(dx)}" y="${n(dy + 60)}" width="${n(dw)}" height="6" rx="3" fill="#0b0b0b"/>`;
  s += knob(c, fx + fw - 90, fy + 52, 22, '#d4d5d8');
  s += knob(c, fx + fw - 36, fy + 52, 16, '#d4d5d8');
  const gy = fy + 128;
  const gh = yb - 24 - gy;
  s += weave(fx, gy, fw, gh, luminance(color) > 0.5 ? '#6a5a4a' : '#2b2622', 8);
  s += `<rect x="${n(fx)}" y="${n(gy)}" width="${n(fw)}" height="${n(gh)}" rx="8" fill="${c.radial([
    [0, '#fff', 0.08],
    [1, '#000', 0.3],
  ])}"/>`;
  s += `<rect x="${n(fx + fw / 2 - 26)}" y="${n(gy + gh - 26)}" width="52" height="10" rx="2" fill="#cdb88e" opacity="0.85"/>`;
  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + 190), p(W, D, H + 190)]);
  return { svg: s, ...b, top: b.top, focus: [dx + dw / 2, dy + 40] };
}

function speakerBox(c: Canvas, o: ObjOpts, x: number, yb: number, W: number, H: number, D: number): string {
  const { view } = o;
  const color = o.color;
  let s = box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 6, wood: o.wood, rand: o.id });
  const baffle = o.wood || luminance(color) > 0.6 ? '#1d1c1b' : shade(color, -0.2);
  const bx = x + 12;
  const by = yb - H + 12;
  const bw = W - 24;
  const bh = H - 24;
  s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="4" fill="${c.linear([
    [0, shade(baffle, 0.08)],
    [1, shade(baffle, -0.1)],
  ])}"/>`;
  const cx = x + W / 2;
  // Tweeter.
  const ty = by + bh * 0.18;
  s += `<circle cx="${n(cx)}" cy="${n(ty)}" r="31" fill="${c.linear(
    [
      [0, '#d7d8db'],
      [1, '#55575b'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(ty)}" r="25" fill="#101010"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(ty)}" r="14" fill="${c.radial(
    [
      [0, '#f2f2f2'],
      [0.5, '#8d8f94'],
      [1, '#2a2a2c'],
    ],
    0.38,
    0.35,
    0.7,
  )}"/>`;
  // Woofer.
  const wy = by + bh * 0.56;
  const wr = Math.min(bw * 0.44, 92);
  s += `<circle cx="${n(cx)}" cy="${n(wy)}" r="${n(wr + 6)}" fill="#111"/>`;
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    s += `<circle cx="${n(cx + Math.cos(a) * (wr + 1))}" cy="${n(wy + Math.sin(a) * (wr + 1))}" r="2.6" fill="#8b8c90"/>`;
  }
  s += `<circle cx="${n(cx)}" cy="${n(wy)}" r="${n(wr - 4)}" fill="${c.radial(
    [
      [0, '#2e2e30'],
      [0.8, '#3a3a3d'],
      [0.92, '#1c1c1d'],
      [1, '#4a4a4e'],
    ],
    0.45,
    0.42,
    0.6,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(wy)}" r="${n(wr * 0.72)}" fill="${c.radial(
    [
      [0, '#3d3d41'],
      [1, '#151516'],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(wy)}" r="${n(wr * 0.26)}" fill="${c.radial(
    [
      [0, '#77787d'],
      [1, '#1a1a1b'],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`;
  // Port.
  s += `<rect x="${n(cx - 34)}" y="${n(by + bh - 34)}" width="68" height="18" rx="9" fill="#050505" stroke="#444" stroke-width="1"/>`;
  return s;
}

function drawBookshelf(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 220;
  const H = 380;
  const D = 240;
  const gap = 70;
  const total = W * 2 + gap;
  const x = -total / 2 - (D * view.turn) / 2;
  let s = footprintShadow(c, x, 0, W, D, view) + footprintShadow(c, x + W + gap, 0, W, D, view);
  // The farther speaker of the pair first.
  if (view.turn >= 0) {
    s += speakerBox(c, o, x, 0, W, H, D) + speakerBox(c, o, x + W + gap, 0, W, H, D);
  } else {
    s += speakerBox(c, o, x + W + gap, 0, W, H, D) + speakerBox(c, o, x, 0, W, H, D);
  }
  const p = projector(x, 0, view);
  const b = bounds([p(0, 0, 0), p(total, 0, 0), p(total, D, H), p(0, D, H)]);
  return { svg: s, ...b, focus: [x + W / 2, -H * 0.45] };
}

function drawBluetooth(c: Canvas, o: ObjOpts): Obj {
  const W = 440;
  const H = 190;
  const x = -W / 2;
  const y = -H - 6;
  const color = o.color;
  const cap = luminance(color) < 0.08 ? '#3a3a3c' : shade(color, -0.45);
  let s = shadowEllipse(c, 0, -4, W * 0.58, 34, 0.5);
  // Fabric-covered capsule with rubber end caps (caps = the capsule left/right of x ± 46).
  const R = H / 2;
  const cy = y + R;
  const capW = 46;
  const dy = Math.sqrt(R * R - (R - capW) ** 2);
  s += `<rect x="${n(x)}" y="${n(y)}" width="${W}" height="${H}" rx="${R}" fill="${color}"/>`;
  s += dotRows(x + capW, y, W - capW * 2, H, 5, 1.25, shade(color, -0.5), 1, (ry) => {
    const half = Math.sqrt(Math.max(0, R * R - (ry - cy) ** 2));
    return [x + R - half, x + W - R + half];
  });
  s += `<path d="M${n(x + capW)} ${n(cy - dy)}A${R} ${R} 0 0 0 ${n(x + capW)} ${n(cy + dy)}Z" fill="${cap}"/>`;
  s += `<path d="M${n(x + W - capW)} ${n(cy - dy)}A${R} ${R} 0 0 1 ${n(x + W - capW)} ${n(cy + dy)}Z" fill="${cap}"/>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${W}" height="${H}" rx="${R}" fill="${c.linear([
    [0, '#fff', 0.1],
    [0.22, '#fff', 0.32],
    [0.5, '#fff', 0],
    [0.8, '#000', 0.3],
    [1, '#000', 0.55],
  ])}"/>`;
  s += `<line x1="${n(x + capW)}" y1="${n(cy - dy)}" x2="${n(x + capW)}" y2="${n(cy + dy)}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
  s += `<line x1="${n(x + W - capW)}" y1="${n(cy - dy)}" x2="${n(x + W - capW)}" y2="${n(cy + dy)}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
  // Buttons along the top.
  for (let i = 0; i < 4; i++) {
    const bx = -66 + i * 44;
    s += `<rect x="${n(bx - 14)}" y="${n(y - 5)}" width="28" height="10" rx="5" fill="${shade(cap, 0.1)}" stroke="#000" stroke-opacity="0.3"/>`;
  }
  // Centre badge and strap loop.
  s += `<rect x="-26" y="${n(y + H / 2 - 8)}" width="52" height="16" rx="8" fill="#e7dcc7" opacity="0.85"/>`;
  s += `<path d="M${n(x + W - 40)} ${n(y + 42)} C ${n(x + W + 70)} ${n(y + 20)}, ${n(x + W + 70)} ${n(y + 160)}, ${n(x + W - 40)} ${n(y + 140)}" stroke="${shade(cap, -0.2)}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${n(x + W - 40)} ${n(y + 42)} C ${n(x + W + 70)} ${n(y + 20)}, ${n(x + W + 70)} ${n(y + 160)}, ${n(x + W - 40)} ${n(y + 140)}" stroke="#fff" stroke-opacity="0.12" stroke-width="3" fill="none"/>`;
  const angle = o.view.turn * -14;
  return {
    svg: `<g transform="rotate(${n(angle)} 0 ${n(y + H / 2)})">${s}</g>`,
    x0: x - 10,
    x1: x + W + 60,
    top: y - 20,
    focus: [0, y + H / 2],
  };
}

function drawRadio(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 430;
  const H = 260;
  const D = 150;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = -8;
  const p = projector(x, yb, view);
  const color = o.color;
  let s = footprintShadow(c, x, 0, W, D, view);
  // Antenna from the back right.
  const ant = p(W - 30, D - 20, H);
  s += `<line x1="${n(ant[0])}" y1="${n(ant[1])}" x2="${n(ant[0] - 150)}" y2="${n(ant[1] - 230)}" stroke="#bfc1c6" stroke-width="3.5" stroke-linecap="round"/>`;
  s += `<circle cx="${n(ant[0] - 150)}" cy="${n(ant[1] - 230)}" r="4" fill="#d9dade"/>`;
  for (const u of [40, W - 40]) {
    const [fx, fy] = p(u, 0, 0);
    s += `<rect x="${n(fx - 14)}" y="${n(fy)}" width="28" height="9" rx="2" fill="#1b1b1b"/>`;
  }
  s += box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 18, wood: o.wood, rand: o.id });
  // Leather handle over the top.
  const h0 = p(W * 0.22, D * 0.5, H);
  const h1 = p(W * 0.78, D * 0.5, H);
  const strap = '#4a2d1c';
  s += `<path d="M${n(h0[0])} ${n(h0[1])} C ${n(h0[0] + 10)} ${n(h0[1] - 95)}, ${n(h1[0] - 10)} ${n(h1[1] - 95)}, ${n(h1[0])} ${n(h1[1])}" stroke="${strap}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${n(h0[0] + 4)} ${n(h0[1] - 6)} C ${n(h0[0] + 14)} ${n(h0[1] - 92)}, ${n(h1[0] - 14)} ${n(h1[1] - 92)}, ${n(h1[0] - 4)} ${n(h1[1] - 6)}" stroke="#c08a5a" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 4" fill="none"/>`;
  for (const q of [h0, h1])
    s += `<rect x="${n(q[0] - 14)}" y="${n(q[1] - 8)}" width="28" height="14" rx="3" fill="#b7b9be"/>`;
  // Front: grille (left), dial and knobs (right).
  const fy = yb - H;
  const gx = x + 24;
  const gw = W * 0.55;
  s += weave(gx, fy + 26, gw, H - 52, luminance(color) > 0.5 ? '#7a6650' : '#cbb893', 10);
  s += `<rect x="${n(gx)}" y="${n(fy + 26)}" width="${n(gw)}" height="${n(H - 52)}" rx="10" fill="${c.radial([
    [0, '#fff', 0.05],
    [1, '#000', 0.35],
  ])}" stroke="${shade(color, -0.4)}" stroke-width="3"/>`;
  for (let i = 1; i < 4; i++) {
    const ly = fy + 26 + ((H - 52) * i) / 4;
    s += `<rect x="${n(gx - 2)}" y="${n(ly - 3)}" width="${n(gw + 4)}" height="6" rx="3" fill="${c.linear([
      [0, '#f4f4f6'],
      [1, '#7d7f84'],
    ])}"/>`;
  }
  const dx = gx + gw + 22;
  const dw = x + W - 24 - dx;
  s += `<rect x="${n(dx)}" y="${n(fy + 30)}" width="${n(dw)}" height="84" rx="8" fill="${c.linear([
    [0, '#ffd991'],
    [1, '#d48a35'],
  ])}" stroke="${shade(color, -0.45)}" stroke-width="3"/>`;
  for (let i = 0; i <= 10; i++) {
    const tx = dx + 10 + ((dw - 20) * i) / 10;
    s += `<line x1="${n(tx)}" y1="${n(fy + 42)}" x2="${n(tx)}" y2="${n(fy + (i % 2 ? 54 : 62))}" stroke="#4a2c14" stroke-width="1.2"/>`;
  }
  s += `<text x="${n(dx + dw / 2)}" y="${n(fy + 92)}" text-anchor="middle" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-size="13" letter-spacing="2" fill="#4a2c14">88  96  104 MHz</text>`;
  s += `<line x1="${n(dx + dw * 0.4)}" y1="${n(fy + 34)}" x2="${n(dx + dw * 0.4)}" y2="${n(fy + 110)}" stroke="#b0241b" stroke-width="2.5"/>`;
  s += knob(c, dx + dw * 0.28, fy + H - 62, 24, '#e9e1d0');
  s += knob(c, dx + dw * 0.74, fy + H - 62, 24, '#e9e1d0');
  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + 90), [ant[0] - 150, ant[1] - 236]]);
  return { svg: s, ...b, focus: [dx + dw / 2, fy + 90] };
}

function drawOverEar(c: Canvas, o: ObjOpts): Obj {
  const color = o.color;
  const cushion = '#1e1c1b';
  const metal = c.linear(
    [
      [0, '#f0f0f2'],
      [0.5, '#9ea0a5'],
      [1, '#5f6166'],
    ],
    0,
    0,
    1,
    0,
  );
  const lean = o.view.turn * 30;
  let s = shadowEllipse(c, 0, -4, 230, 34, 0.5);
  // Headband.
  const band = `M-150 -250 C -160 -520, 160 -520, 150 -250`;
  s += `<path d="${band}" stroke="${shade(color, -0.35)}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
  s += `<path d="${band}" stroke="${color}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-132 -300 C -140 -480, 140 -480, 132 -300" stroke="${cushion}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M-140 -300 C -148 -500, 148 -500, 140 -300" stroke="#fff" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
  s += `<path d="M-143 -262 C -152 -508, 152 -508, 143 -262" stroke="${shade(color, 0.3)}" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="4 5" fill="none"/>`;
  // Sliders and yokes.
  for (const side of [-1, 1]) {
    const sx = side * 152;
    s += `<rect x="${n(sx - 6)}" y="-280" width="12" height="70" rx="4" fill="${metal}"/>`;
    s += `<path d="M${n(sx - side * 4)} -215 C ${n(sx + side * 40)} -215, ${n(sx + side * 46)} -150, ${n(sx + side * 30)} -110" stroke="${metal}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  // Left cup: outer face. Right cup: cushion side.
  const lx = -150 + lean;
  const cy = -135;
  s += `<ellipse cx="${n(lx - 10)}" cy="${n(cy)}" rx="66" ry="104" fill="${shade(color, -0.45)}"/>`;
  s += `<ellipse cx="${n(lx)}" cy="${n(cy)}" rx="70" ry="104" fill="${c.linear(
    [
      [0, shade(color, 0.2)],
      [0.6, color],
      [1, shade(color, -0.3)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<ellipse cx="${n(lx + 4)}" cy="${n(cy)}" rx="48" ry="74" fill="none" stroke="${metal}" stroke-width="5"/>`;
  s += `<ellipse cx="${n(lx + 4)}" cy="${n(cy)}" rx="43" ry="68" fill="${c.radial(
    [
      [0, shade(color, 0.1)],
      [1, shade(color, -0.25)],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  s += `<text x="${n(lx + 4)}" y="${n(cy + 5)}" text-anchor="middle" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="bold" font-size="16" letter-spacing="2" fill="${luminance(color) > 0.45 ? '#2a211c' : '#efe6d6'}" opacity="0.8">S&amp;S</text>`;
  const rx = 150 + lean;
  s += `<ellipse cx="${n(rx + 12)}" cy="${n(cy)}" rx="54" ry="104" fill="${shade(color, -0.35)}"/>`;
  s += `<ellipse cx="${n(rx)}" cy="${n(cy)}" rx="56" ry="100" fill="${c.radial(
    [
      [0, '#121212'],
      [0.55, '#121212'],
      [0.62, '#2f2d2b'],
      [0.85, cushion],
      [1, '#3a3735'],
    ],
    0.45,
    0.45,
    0.55,
  )}"/>`;
  s += `<ellipse cx="${n(rx - 4)}" cy="${n(cy - 4)}" rx="26" ry="52" fill="#0b0b0b" opacity="0.8"/>`;
  s += `<ellipse cx="${n(rx)}" cy="${n(cy)}" rx="56" ry="100" fill="${c.linear(
    [
      [0, '#fff', 0.16],
      [0.4, '#fff', 0],
      [1, '#000', 0.2],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  return { svg: s, x0: -240, x1: 240, top: -520, focus: [lx + 4, cy] };
}

function bud(c: Canvas, x: number, y: number, flip: number, color: string): string {
  const t = `translate(${n(x)} ${n(y)}) scale(${flip} 1)`;
  let s = `<g transform="${t}">`;
  s += `<ellipse cx="6" cy="34" rx="44" ry="9" fill="#000" opacity="0.3"/>`;
  s += `<rect x="-10" y="-4" width="24" height="74" rx="12" fill="${c.linear(
    [
      [0, shade(color, 0.15)],
      [1, shade(color, -0.25)],
    ],
    0,
    0,
    1,
    0,
  )}" transform="rotate(-58 2 0)"/>`;
  s += `<ellipse cx="0" cy="0" rx="38" ry="33" fill="${c.radial(
    [
      [0, shade(color, 0.35)],
      [0.6, color],
      [1, shade(color, -0.35)],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`;
  s += `<ellipse cx="-30" cy="-8" rx="16" ry="20" fill="${c.radial(
    [
      [0, '#5a5a5e'],
      [1, '#1b1b1c'],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  s += `<ellipse cx="10" cy="-4" rx="12" ry="7" fill="#fff" opacity="0.25"/>`;
  s += `</g>`;
  return s;
}

function drawEarbuds(c: Canvas, o: ObjOpts): Obj {
  const color = o.color;
  let s = shadowEllipse(c, 0, -10, 200, 36, 0.45);
  // Case (pill), lid seam, LED.
  const cw = 250;
  const ch = 170;
  const cx = -cw / 2;
  const cy = -ch - 60;
  s += shadowEllipse(c, 0, -58, 150, 20, 0.5);
  s += `<rect x="${n(cx)}" y="${n(cy)}" width="${cw}" height="${ch}" rx="70" fill="${c.linear(
    [
      [0, shade(color, 0.28)],
      [0.45, color],
      [1, shade(color, -0.3)],
    ],
    0,
    0,
    0.4,
    1,
  )}"/>`;
  s += `<path d="M${n(cx + 6)} ${n(cy + ch * 0.36)} H ${n(cx + cw - 6)}" stroke="#000" stroke-opacity="0.35" stroke-width="2.5"/>`;
  s += `<path d="M${n(cx + 8)} ${n(cy + ch * 0.36 + 2)} H ${n(cx + cw - 8)}" stroke="#fff" stroke-opacity="0.25" stroke-width="1"/>`;
  s += `<circle cx="0" cy="${n(cy + ch * 0.58)}" r="4" fill="#5dff9a"/><circle cx="0" cy="${n(cy + ch * 0.58)}" r="10" fill="#5dff9a" opacity="0.2"/>`;
  s += `<rect x="${n(cx + 30)}" y="${n(cy + 10)}" width="${cw - 60}" height="18" rx="9" fill="#fff" opacity="0.18"/>`;
  s += `<g transform="translate(-150 -44) scale(1.25)">${bud(c, 0, 0, 1, color)}</g>`;
  s += `<g transform="translate(150 -50) scale(1.25)">${bud(c, 0, 0, -1, color)}</g>`;
  return { svg: s, x0: -220, x1: 220, top: cy - 10, focus: [-150, -40] };
}

/* ---------------------------------------------------------------- vinyl sleeves and cover art */

const TITLE_A = [
  'Midnight',
  'Velvet',
  'Golden',
  'Electric',
  'Paper',
  'Silver',
  'Neon',
  'Quiet',
  'Wild',
  'Northern',
  'Crimson',
  'Hollow',
  'Lunar',
  'Amber',
  'Static',
  'Burning',
  'Slow',
  'Distant',
  'Sunday',
  'Coastal',
];
const TITLE_B = [
  'Tides',
  'Motel',
  'Radio',
  'Highway',
  'Gardens',
  'Echoes',
  'Hours',
  'Fever',
  'Signals',
  'Canyon',
  'Parade',
  'Horizons',
  'Waves',
  'Letters',
  'Lights',
  'Machines',
  'Satellites',
  'Rooms',
  'Rivers',
  'Dreams',
];
const ARTISTS = [
  'The Low Frequencies',
  'Marlowe & The Grooves',
  'Ada Vance',
  'Nightjar Collective',
  'Oslo Sound Co.',
  'Juniper Hale',
  'The Copper Lanterns',
  'Soren Pike Trio',
  'Velma Strand',
  'The Dust Jackets',
  'Harbor Lights',
  'Mona Reyes Quartet',
];

const ART_PALETTES = [
  ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653'],
  ['#f1e3c8', '#c8392f', '#1f1d1b', '#d9a52b', '#5c7c89'],
  ['#0b1d2a', '#1f4e5f', '#f2a65a', '#eee3cb', '#c44536'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#ffcdb2', '#ffb4a2', '#e5989b', '#b5838d', '#6d6875'],
  ['#1b1b1e', '#f5d547', '#e4572e', '#29335c', '#f3f3f3'],
  ['#3d405b', '#e07a5f', '#f4f1de', '#81b29a', '#f2cc8f'],
  ['#14110f', '#7e7f83', '#d9c5b2', '#34312d', '#f3f3f4'],
];

/** Invented album title and artist for a seed (stable across views). */
function inventTitle(seed: string): { title: string; artist: string } {
  const r = seededRandom(`title:${seed}`);
  return { title: `${pick(r, TITLE_A)} ${pick(r, TITLE_B)}`, artist: pick(r, ARTISTS) };
}

/** Greedy word wrap to lines of at most `max` characters (long words stay whole). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Abstract cover art in the square (x, y, size), with the artist and title printed on it. */
function coverArt(
  c: Canvas,
  seed: string,
  x: number,
  y: number,
  S: number,
  tint: string | null,
  album?: { artist: string; title: string },
): string {
  const r = seededRandom(`art:${seed}`);
  const pal = [...pick(r, ART_PALETTES)];
  if (tint) pal[Math.floor(r() * pal.length)] = tint;
  const col = () => pick(r, pal);
  const bg = pal[0] ?? '#222';
  const style = Math.floor(r() * 5);
  const clip = c.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(S)}" height="${n(S)}"/>`);
  let s = `<g clip-path="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(S)}" height="${n(S)}" fill="${bg}"/>`;
  if (style === 0) {
    // Overlapping circles.
    for (let i = 0; i < 6; i++) {
      s += `<circle cx="${n(x + S * between(r, 0.1, 0.9))}" cy="${n(y + S * between(r, 0.15, 0.95))}" r="${n(S * between(r, 0.12, 0.42))}" fill="${col()}" opacity="${n(between(r, 0.65, 0.95))}"/>`;
    }
  } else if (style === 1) {
    // Diagonal bands.
    const a = between(r, -40, 40);
    let bands = '';
    let pos = -S;
    while (pos < S * 2) {
      const w = S * between(r, 0.05, 0.2);
      bands += `<rect x="${n(x + pos)}" y="${n(y - S)}" width="${n(w)}" height="${n(S * 3)}" fill="${col()}"/>`;
      pos += w + S * between(r, 0, 0.08);
    }
    s += `<g transform="rotate(${n(a)} ${n(x + S / 2)} ${n(y + S / 2)})">${bands}</g>`;
  } else if (style === 2) {
    // Retro sunset with cut lines.
    const sky = c.linear([
      [0, pal[1] ?? '#e76f51'],
      [1, pal[2] ?? '#e9c46a'],
    ]);
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(S)}" height="${n(S)}" fill="${sky}"/>`;
    const sunY = y + S * between(r, 0.45, 0.6);
    s += `<circle cx="${n(x + S / 2)}" cy="${n(sunY)}" r="${n(S * 0.28)}" fill="${pal[3] ?? '#fff'}"/>`;
    for (let i = 0; i < 6; i++) {
      const ly = sunY + i * S * 0.035 + S * 0.02;
      s += `<rect x="${n(x)}" y="${n(ly)}" width="${n(S)}" height="${n(2 + i * 1.6)}" fill="${pal[1] ?? '#000'}"/>`;
    }
    s += `<path d="M${n(x)} ${n(y + S * 0.78)} L${n(x + S * 0.3)} ${n(y + S * 0.6)} L${n(x + S * 0.55)} ${n(y + S * 0.74)} L${n(x + S * 0.8)} ${n(y + S * 0.58)} L${n(x + S)} ${n(y + S * 0.7)} V${n(y + S)} H${n(x)} z" fill="${pal[4] ?? '#222'}"/>`;
  } else if (style === 3) {
    // Bauhaus grid of quarter circles.
    const cells = 4;
    const cs = S / cells;
    for (let i = 0; i < cells; i++) {
      for (let j = 0; j < cells; j++) {
        const cx0 = x + i * cs;
        const cy0 = y + j * cs;
        s += `<rect x="${n(cx0)}" y="${n(cy0)}" width="${n(cs)}" height="${n(cs)}" fill="${col()}"/>`;
        const corner = Math.floor(r() * 4);
        const ox = corner % 2 ? cx0 + cs : cx0;
        const oy = corner > 1 ? cy0 + cs : cy0;
        s += `<circle cx="${n(ox)}" cy="${n(oy)}" r="${n(cs)}" fill="${col()}" clip-path="${c.clip(`<rect x="${n(cx0)}" y="${n(cy0)}" width="${n(cs)}" height="${n(cs)}"/>`)}"/>`;
      }
    }
  } else {
    // Stacked waves.
    for (let i = 0; i < 7; i++) {
      const yy = y + S * (0.2 + i * 0.12);
      const amp = S * between(r, 0.03, 0.09);
      s += `<path d="M${n(x)} ${n(yy)} C ${n(x + S * 0.25)} ${n(yy - amp)}, ${n(x + S * 0.5)} ${n(yy + amp)}, ${n(x + S * 0.75)} ${n(yy - amp)} S ${n(x + S * 1.1)} ${n(yy)}, ${n(x + S)} ${n(yy)} V ${n(y + S)} H ${n(x)} z" fill="${col()}" opacity="0.92"/>`;
    }
  }
  // Title block.
  const names = album ?? inventTitle(seed);
  const ink = luminance(bg) > 0.4 ? '#16120f' : '#f6efe3';
  const lines = wrapWords(names.title.toUpperCase(), 16).slice(0, 3);
  const artist = names.artist.toUpperCase();
  // Condensed bold caps are about 0.65 em wide (+ letter spacing): keep text inside 88%.
  const longest = Math.max(6, ...lines.map((l) => l.length));
  const fs = Math.min(S * 0.1, (S * 0.88) / (longest * 0.72));
  const afs = Math.min(fs * 0.42, S * 0.045, (S * 0.88) / (artist.length * 0.62));
  const lineH = fs * 1.02;
  const pad = S * 0.05;
  const blockH = pad * 2 + afs * 1.5 + lines.length * lineH;
  const top = r() < 0.5;
  const by = top ? y : y + S - blockH;
  const font = 'DejaVu Sans Condensed, Arial Narrow, sans-serif';
  s += `<rect x="${n(x)}" y="${n(by)}" width="${n(S)}" height="${n(blockH)}" fill="${bg}" opacity="0.55"/>`;
  s += `<text x="${n(x + S * 0.06)}" y="${n(by + pad + afs)}" font-family="${font}" font-size="${n(afs)}" letter-spacing="${n(afs * 0.12)}" fill="${ink}" opacity="0.85">${escapeXml(artist)}</text>`;
  lines.forEach((line, i) => {
    s += `<text x="${n(x + S * 0.06)}" y="${n(by + pad + afs * 1.5 + lineH * (i + 1) - fs * 0.12)}" font-family="${font}" font-weight="bold" font-size="${n(fs)}" letter-spacing="${n(fs * 0.04)}" fill="${ink}">${escapeXml(line)}</text>`;
  });
  s += `</g>`;
  return s;
}

/** Sleeve (upright) with the record peeking out; (x, yb) = bottom-left of the sleeve. */
function sleeve(
  c: Canvas,
  seed: string,
  x: number,
  yb: number,
  S: number,
  out: number,
  disc: string,
  tint: string | null,
  view: View,
  album?: { artist: string; title: string },
): string {
  const label = pick(seededRandom(`label:${seed}`), LABELS);
  const r = S * 0.48;
  let s = '';
  // Record pulled out to the right (drawn in the vertical plane: a circle).
  const dcx = x + S / 2 + out;
  const dcy = yb - S / 2;
  s += `<circle cx="${n(dcx + 6)}" cy="${n(dcy + 4)}" r="${n(r)}" fill="#000" opacity="0.35"/>`;
  s += recordDisc(c, dcx, dcy, r, label, disc);
  // Sleeve thickness on the visible side.
  const th = 7;
  const side = view.turn >= 0 ? 1 : -1;
  const sx = side > 0 ? x + S : x;
  s += `<polygon points="${poly([
    [sx, yb],
    [sx, yb - S],
    [sx + side * th, yb - S - th * 0.6],
    [sx + side * th, yb - th * 0.6],
  ])}" fill="#d8d0c4"/>`;
  s += coverArt(c, seed, x, yb - S, S, tint, album);
  // Sleeve finish: edge wear and a soft gloss.
  s += `<rect x="${n(x)}" y="${n(yb - S)}" width="${n(S)}" height="${n(S)}" fill="${c.linear(
    [
      [0, '#fff', 0.18],
      [0.35, '#fff', 0],
      [0.75, '#000', 0],
      [1, '#000', 0.18],
    ],
    0,
    0,
    1,
    1,
  )}" stroke="#fff" stroke-opacity="0.25" stroke-width="1.2"/>`;
  return s;
}

function drawVinyl(c: Canvas, o: ObjOpts): Obj {
  const S = 420;
  const disc = o.colorExplicit && luminance(o.color) > 0.02 && !o.wood ? o.color : '#0c0c0d';
  const tint = o.colorExplicit ? null : o.color;
  const out = 90 + Math.abs(o.view.turn) * 110;
  const x = -S / 2 - out / 2;
  let s = shadowEllipse(c, out / 2 + 10, -2, S * 0.75, 30, 0.5);
  const lean = o.view.turn * -5;
  s += `<g transform="rotate(${n(lean)} 0 0)">${sleeve(c, o.seed, x, 0, S, out, disc, tint, o.view, o.album)}</g>`;
  return { svg: s, x0: x - 10, x1: x + S + out + 10, top: -S - 20, focus: [x + S * 0.45, -S * 0.55] };
}

/* ------------------------------------------------------------------------------ accessories */

function drawBrush(c: Canvas, o: ObjOpts): Obj {
  const color = o.color;
  let s = shadowEllipse(c, 0, -6, 260, 40, 0.45);
  // Cleaning-fluid bottle behind.
  const bx = 120;
  const bw = 92;
  const bh = 240;
  s += shadowEllipse(c, bx, -30, 70, 14, 0.5);
  s += `<rect x="${n(bx - bw / 2)}" y="${n(-30 - bh)}" width="${bw}" height="${bh}" rx="14" fill="${c.linear(
    [
      [0, '#3b3330'],
      [0.25, '#8a7b70'],
      [0.45, '#4a403b'],
      [1, '#1b1715'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<rect x="${n(bx - bw / 2)}" y="${n(-30 - bh * 0.72)}" width="${bw}" height="${n(bh * 0.45)}" fill="${c.linear(
    [
      [0, shade(color, 0.2)],
      [1, shade(color, -0.2)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<text x="${bx}" y="${n(-30 - bh * 0.5)}" text-anchor="middle" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="bold" font-size="15" letter-spacing="2" fill="${luminance(color) > 0.45 ? '#221a15' : '#f3ead9'}">CLEAN</text>`;
  s += `<rect x="${n(bx - 20)}" y="${n(-30 - bh - 38)}" width="40" height="40" rx="5" fill="#141414"/>`;
  s += `<rect x="${n(bx - 8)}" y="${n(-30 - bh - 60)}" width="16" height="24" rx="3" fill="#262626"/>`;
  // Velvet record brush in front: a block with an arched grip and a velvet pad underneath.
  const handle = color;
  let b = `<g transform="rotate(-6 -70 -20)">`;
  b += shadowEllipse(c, -70, -6, 190, 18, 0.55);
  b += `<rect x="-230" y="-34" width="320" height="22" rx="6" fill="${c.linear([
    [0, '#8a2432'],
    [1, '#3b0d14'],
  ])}"/>`;
  let pile = '';
  for (let vx = -226; vx < 88; vx += 3) pile += `M${vx} -32V-14`;
  b += `<path d="${pile}" stroke="#000" stroke-opacity="0.3" stroke-width="1"/>`;
  b += `<rect x="-236" y="-34" width="332" height="8" fill="#000" opacity="0.25"/>`;
  const block = `M-240 -34 L-240 -70 C -240 -82, -232 -86, -220 -86 L 76 -86 C 92 -86, 100 -80, 100 -70 L 100 -34 z`;
  b += `<path d="${block}" fill="${c.linear([
    [0, shade(handle, 0.22)],
    [0.55, handle],
    [1, shade(handle, -0.3)],
  ])}"/>`;
  if (o.wood) b += grainLines(-236, -84, 332, 48, handle, o.id, 6);
  b += `<path d="M-232 -84 H 88" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`;
  const grip = `M-170 -84 C -160 -176, 30 -176, 40 -84`;
  b += `<path d="${grip}" stroke="${shade(handle, -0.35)}" stroke-width="30" fill="none" stroke-linecap="round"/>`;
  b += `<path d="${grip}" stroke="${handle}" stroke-width="24" fill="none" stroke-linecap="round"/>`;
  b += `<path d="M-160 -96 C -148 -164, 18 -164, 30 -96" stroke="#fff" stroke-opacity="0.28" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  b += `<path d="M-180 -84 C -176 -70, -118 -70, -114 -84 z M-16 -84 C -12 -70, 46 -70, 50 -84 z" fill="#000" opacity="0.15"/>`;
  b += `<rect x="-226" y="-68" width="64" height="14" rx="3" fill="#e6dcc8" opacity="0.8"/>`;
  b += `</g>`;
  s += b;
  return { svg: s, x0: -270, x1: 190, top: -30 - bh - 70, focus: [-60, -100] };
}

function drawCrate(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 440;
  const H = 290;
  const D = 330;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = 0;
  const p = projector(x, yb, view);
  const color = o.color;
  const wood = o.wood || !o.colorExplicit;
  const inner = shade(color, -0.45);
  let s = footprintShadow(c, x, yb, W, D, view);
  // Inside: back wall and far side.
  s += `<polygon points="${poly([p(0, D, 0), p(W, D, 0), p(W, D, H), p(0, D, H)])}" fill="${inner}"/>`;
  s += `<polygon points="${poly(view.turn >= 0 ? [p(0, 0, 0), p(0, D, 0), p(0, D, H), p(0, 0, H)] : [p(W, 0, 0), p(W, D, 0), p(W, D, H), p(W, 0, H)])}" fill="${shade(inner, -0.2)}"/>`;
  // Records standing inside, tops poking above the rim.
  const r = seededRandom(`crate:${o.seed}`);
  const count = 9;
  for (let i = 0; i < count; i++) {
    const v = D - 30 - (i * (D - 60)) / (count - 1);
    const hgt = H + between(r, 30, 90);
    const q0 = p(14, v, 0);
    const q1 = p(W - 14, v, hgt);
    const pal = pick(r, ART_PALETTES);
    const col = pick(r, pal);
    s += `<rect x="${n(q0[0])}" y="${n(q1[1])}" width="${n(q1[0] - q0[0])}" height="${n(q0[1] - q1[1])}" fill="${c.linear(
      [
        [0, shade(col, 0.1)],
        [1, shade(col, -0.35)],
      ],
    )}" stroke="#000" stroke-opacity="0.35" stroke-width="1"/>`;
    s += `<rect x="${n(q0[0] + 20)}" y="${n(q1[1] + 12)}" width="${n((q1[0] - q0[0]) * between(r, 0.2, 0.5))}" height="6" fill="${pick(r, pal)}" opacity="0.9"/>`;
  }
  // Near side and front wall (slatted).
  const sideW =
    view.turn >= 0
      ? [p(W, 0, 0), p(W, D, 0), p(W, D, H), p(W, 0, H)]
      : [p(0, 0, 0), p(0, D, 0), p(0, D, H), p(0, 0, H)];
  s += `<polygon points="${poly(sideW)}" fill="${shade(color, -0.28)}"/>`;
  const slats = 3;
  const gapH = 12;
  const slatH = (H - gapH * (slats - 1)) / slats;
  for (let i = 0; i < slats; i++) {
    const sy = yb - H + i * (slatH + gapH);
    s += `<rect x="${n(x)}" y="${n(sy)}" width="${W}" height="${n(slatH)}" rx="3" fill="${c.linear([
      [0, shade(color, 0.12)],
      [1, shade(color, -0.12)],
    ])}"/>`;
    if (wood) s += grainLines(x + 2, sy + 1, W - 4, slatH - 2, color, o.id, 8);
    s += `<line x1="${n(x + 3)}" y1="${n(sy + 1)}" x2="${n(x + W - 3)}" y2="${n(sy + 1)}" stroke="#fff" stroke-opacity="0.3"/>`;
  }
  // Gaps show the darker inside.
  for (let i = 1; i < slats; i++) {
    const gy = yb - H + i * (slatH + gapH) - gapH;
    s += `<rect x="${n(x + 2)}" y="${n(gy)}" width="${W - 4}" height="${gapH}" fill="${shade(inner, -0.3)}"/>`;
  }
  // Handle cut-out on the top slat.
  s += `<rect x="${n(x + W / 2 - 50)}" y="${n(yb - H + slatH * 0.3)}" width="100" height="${n(slatH * 0.42)}" rx="${n(slatH * 0.21)}" fill="#0e0b09"/>`;
  // Corner posts.
  for (const cxp of [x + 4, x + W - 4])
    s += `<rect x="${n(cxp - 8)}" y="${n(yb - H)}" width="16" height="${H}" fill="#000" opacity="0.12"/>`;
  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + 90), p(W, D, H + 90)]);
  return { svg: s, ...b, focus: p(W / 2, D / 2, H) };
}

function drawNeedle(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const color = o.color;
  const W = 300;
  const H = 150;
  const D = 200;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = -70;
  const p = projector(x, yb, view);
  let s = shadowEllipse(c, 0, -6, 220, 36, 0.5);
  // Headshell plate on top (metal), with mounting screws.
  const body = shade(color, 0);
  s += box(c, { x, yb, w: W, h: H, d: D, fill: body, view, rx: 8 });
  s += box(c, {
    x: x - 20,
    yb: yb - H,
    w: W + 40,
    h: 16,
    d: D,
    fill: '#b9bbc0',
    top: '#d5d6da',
    side: '#85878c',
    view,
    rx: 3,
  });
  for (const u of [W * 0.25, W * 0.75]) {
    const [sx, sy] = p(u + 20, D * 0.5, H + 16);
    s += `<ellipse cx="${n(sx - 20)}" cy="${n(sy)}" rx="12" ry="${n(12 * view.tilt + 2)}" fill="#3b3c40"/>`;
    s += `<line x1="${n(sx - 28)}" y1="${n(sy)}" x2="${n(sx - 12)}" y2="${n(sy)}" stroke="#aaa" stroke-width="2"/>`;
  }
  // Stylus assembly (contrasting colour) at the bottom front with the cantilever.
  const stylus = luminance(color) > 0.4 ? '#1f1f20' : '#c8392f';
  s += `<path d="M${n(x + W * 0.22)} ${n(yb)} L${n(x + W * 0.78)} ${n(yb)} L${n(x + W * 0.68)} ${n(yb + 48)} L${n(x + W * 0.32)} ${n(yb + 48)} z" fill="${c.linear(
    [
      [0, shade(stylus, 0.15)],
      [1, shade(stylus, -0.25)],
    ],
  )}"/>`;
  s += `<line x1="${n(x + W * 0.5)}" y1="${n(yb + 44)}" x2="${n(x + W * 0.5 - 10)}" y2="${n(yb + 66)}" stroke="#d9b45a" stroke-width="3" stroke-linecap="round"/>`;
  s += `<circle cx="${n(x + W * 0.5 - 10)}" cy="${n(yb + 67)}" r="3" fill="#fff"/>`;
  // Brand stripe and name.
  s += `<rect x="${n(x)}" y="${n(yb - H * 0.55)}" width="${W}" height="${n(H * 0.18)}" fill="${luminance(color) > 0.45 ? '#2a211c' : '#e9dcc2'}" opacity="0.85"/>`;
  s += `<text x="${n(x + W / 2)}" y="${n(yb - H * 0.55 + H * 0.135)}" text-anchor="middle" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="bold" font-size="${n(H * 0.12)}" letter-spacing="4" fill="${luminance(color) > 0.45 ? '#f3ead9' : '#2a211c'}">S&amp;S  MM-${100 + (hashString(o.seed) % 900)}</text>`;
  // Signal pins at the back (visible as coloured dots on the side).
  const pins = ['#d23b3b', '#2f9e4f', '#3566c9', '#f0f0f0'];
  pins.forEach((pc, i) => {
    const [px, py] = p(view.turn >= 0 ? W : 0, D - 20 - (i % 2) * 40, H * 0.35 + Math.floor(i / 2) * 40);
    s += `<circle cx="${n(px + (view.turn >= 0 ? 2 : -2))}" cy="${n(py)}" r="6" fill="${pc}" stroke="#000" stroke-opacity="0.4"/>`;
  });
  const b = bounds([p(-20, 0, 0), p(W + 20, 0, 0), p(W + 20, D, H + 16), p(-20, D, H + 16), [x, yb + 70]]);
  return { svg: s, ...b, top: b.top, focus: [x + W * 0.5, yb + 10] };
}

function drawGeneric(c: Canvas, o: ObjOpts): Obj {
  const { view } = o;
  const W = 380;
  const H = 300;
  const D = 300;
  const x = -W / 2 - (D * view.turn) / 2;
  const yb = 0;
  const p = projector(x, yb, view);
  const color = o.color;
  let s = footprintShadow(c, x, yb, W, D, view);
  s += box(c, { x, yb, w: W, h: H, d: D, fill: color, view, rx: 3 });
  const ribbon = luminance(color) > 0.4 ? '#7a1f2b' : '#d9a52b';
  s += `<rect x="${n(x + W / 2 - 18)}" y="${n(yb - H)}" width="36" height="${H}" fill="${ribbon}"/>`;
  s += `<polygon points="${poly([p(W / 2 - 18, 0, H), p(W / 2 + 18, 0, H), p(W / 2 + 18, D, H), p(W / 2 - 18, D, H)])}" fill="${shade(ribbon, 0.15)}"/>`;
  s += `<polygon points="${poly([p(0, D / 2 - 18, H), p(W, D / 2 - 18, H), p(W, D / 2 + 18, H), p(0, D / 2 + 18, H)])}" fill="${shade(ribbon, 0.1)}"/>`;
  const [kx, ky] = p(W / 2, D / 2, H);
  s += `<path d="M${n(kx)} ${n(ky)} C ${n(kx - 90)} ${n(ky - 80)}, ${n(kx - 110)} ${n(ky + 10)}, ${n(kx)} ${n(ky)} C ${n(kx + 90)} ${n(ky - 80)}, ${n(kx + 110)} ${n(ky + 10)}, ${n(kx)} ${n(ky)}" fill="${ribbon}" stroke="${shade(ribbon, -0.3)}" stroke-width="2"/>`;
  const b = bounds([p(0, 0, 0), p(W, 0, 0), p(W, D, 0), p(0, D, H + 80), p(W, D, H + 80)]);
  return { svg: s, ...b, focus: [kx, ky] };
}

/** Gift card / certificate / protection plan: a printed card leaning on its envelope. */
function drawCard(c: Canvas, o: ObjOpts): Obj {
  const caption = (o.caption ?? 'Gift Card').toUpperCase();
  const shield = /PLAN|PROTECT|WARRANT|CARE/.test(caption);
  const base = o.colorExplicit ? o.color : shield ? '#1f2f4d' : '#7a1f2b';
  const ink = luminance(base) > 0.45 ? '#1d1612' : '#f6eedf';
  const font = 'DejaVu Sans Condensed, Arial Narrow, sans-serif';
  let s = shadowEllipse(c, 0, -4, 280, 34, 0.45);
  // Envelope standing behind, slightly turned.
  const ew = 400;
  const eh = 270;
  let env = `<rect x="${n(-ew / 2)}" y="${n(-eh)}" width="${ew}" height="${eh}" rx="6" fill="${c.linear([
    [0, '#f4ede1'],
    [1, '#d9cdb9'],
  ])}"/>`;
  env += `<path d="M${n(-ew / 2)} ${n(-eh)} L0 ${n(-eh * 0.42)} L${n(ew / 2)} ${n(-eh)}" fill="none" stroke="#b9aa92" stroke-width="2"/>`;
  env += `<circle cx="0" cy="${n(-eh * 0.42)}" r="18" fill="#8a2432"/><circle cx="0" cy="${n(-eh * 0.42)}" r="11" fill="none" stroke="#5a111c" stroke-width="2"/>`;
  s += `<g transform="translate(70 -8) rotate(${n(4 + o.view.turn * 6)})">${env}</g>`;
  // The card in front, leaning back a little.
  const cw = 360;
  const ch = 226;
  let card = `<rect x="${n(-cw / 2 + 6)}" y="${n(-ch + 8)}" width="${cw}" height="${ch}" rx="16" fill="#000" opacity="0.3"/>`;
  card += `<rect x="${n(-cw / 2)}" y="${n(-ch)}" width="${cw}" height="${ch}" rx="16" fill="${c.linear(
    [
      [0, shade(base, 0.2)],
      [0.6, base],
      [1, shade(base, -0.3)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  // Record grooves motif in a corner.
  const clip = c.clip(`<rect x="${n(-cw / 2)}" y="${n(-ch)}" width="${cw}" height="${ch}" rx="16"/>`);
  let grooves = '';
  for (let r = 30; r < 200; r += 9) {
    grooves += `<circle cx="${n(cw / 2 - 30)}" cy="${n(-40)}" r="${r}" fill="none" stroke="${ink}" stroke-opacity="0.1" stroke-width="2"/>`;
  }
  card += `<g clip-path="${clip}">${grooves}</g>`;
  card += `<text x="${n(-cw / 2 + 24)}" y="${n(-ch + 40)}" font-family="${font}" font-size="15" letter-spacing="4" fill="${ink}" opacity="0.8">SPINDLE &amp; STYLUS</text>`;
  const words = wrapWords(caption, 12).slice(0, 2);
  const fs = Math.min(40, (cw * 0.62) / (Math.max(...words.map((w) => w.length)) * 0.66));
  words.forEach((w, i) => {
    card += `<text x="${n(-cw / 2 + 24)}" y="${n(-ch * 0.38 + i * fs * 1.05 - (words.length - 1) * fs * 0.5)}" font-family="${font}" font-weight="bold" font-size="${n(fs)}" letter-spacing="2" fill="${ink}">${escapeXml(w)}</text>`;
  });
  const ex = cw / 2 - 62;
  const ey = -ch + 60;
  if (shield) {
    card += `<path d="M${n(ex)} ${n(ey - 30)} L${n(ex + 30)} ${n(ey - 18)} C ${n(ex + 30)} ${n(ey + 14)}, ${n(ex + 16)} ${n(ey + 30)}, ${n(ex)} ${n(ey + 38)} C ${n(ex - 16)} ${n(ey + 30)}, ${n(ex - 30)} ${n(ey + 14)}, ${n(ex - 30)} ${n(ey - 18)} z" fill="${ink}" opacity="0.9"/>`;
    card += `<path d="M${n(ex - 12)} ${n(ey + 2)} l9 10 l17 -20" stroke="${base}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  } else {
    card += `<path d="M${n(ex)} ${n(ey)} C ${n(ex - 40)} ${n(ey - 36)}, ${n(ex - 48)} ${n(ey + 8)}, ${n(ex)} ${n(ey)} C ${n(ex + 40)} ${n(ey - 36)}, ${n(ex + 48)} ${n(ey + 8)}, ${n(ex)} ${n(ey)} z" fill="#d9a52b"/>`;
    card += `<rect x="${n(ex - 4)}" y="${n(-ch)}" width="8" height="${ch}" fill="#d9a52b" opacity="0.85"/>`;
  }
  card += `<rect x="${n(-cw / 2 + 24)}" y="${n(-30)}" width="120" height="8" rx="4" fill="${ink}" opacity="0.35"/>`;
  card += `<rect x="${n(-cw / 2)}" y="${n(-ch)}" width="${cw}" height="${ch}" rx="16" fill="${c.linear(
    [
      [0, '#fff', 0.22],
      [0.4, '#fff', 0],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<g transform="translate(-60 0) rotate(${n(-5 + o.view.turn * 4)})">${card}</g>`;
  return { svg: s, x0: -260, x1: 290, top: -300, focus: [-60, -120] };
}

const DRAWERS: Record<ProductKind, (c: Canvas, o: ObjOpts) => Obj> = {
  suitcase: drawSuitcase,
  hifi: drawHifi,
  allinone: drawAllInOne,
  bookshelf: drawBookshelf,
  bluetooth: drawBluetooth,
  radio: drawRadio,
  overear: drawOverEar,
  earbuds: drawEarbuds,
  vinyl: drawVinyl,
  brush: drawBrush,
  crate: drawCrate,
  needle: drawNeedle,
  card: drawCard,
  generic: drawGeneric,
};

/* ================================================================================================
 * Backdrops
 * ============================================================================================== */

type Backdrop = 'light' | 'dark' | 'tint';

/** Studio sweep: wall fading into the floor, a light pool behind the subject and a vignette. */
function studio(
  c: Canvas,
  W: number,
  H: number,
  style: Backdrop,
  color: string,
  horizon: number,
  glow: Pt,
): string {
  let top: string;
  let mid: string;
  let floor: string;
  let bottom: string;
  let light: string;
  let lightOpacity: number;
  let vignette: number;
  if (style === 'light') {
    [top, mid, floor, bottom, light, lightOpacity, vignette] = [
      '#cfc5b9',
      '#efe9e1',
      '#e6ddd2',
      '#c7baa9',
      '#ffffff',
      0.6,
      0.2,
    ];
  } else if (style === 'dark') {
    [top, mid, floor, bottom, light, lightOpacity, vignette] = [
      '#110e0c',
      '#2c241f',
      '#241d19',
      '#0c0a09',
      '#c9773c',
      0.28,
      0.55,
    ];
  } else {
    const lightColor = luminance(color) < 0.35;
    const base = lightColor ? mix(color, '#f1ebe3', 0.8) : mix(color, '#231c18', 0.72);
    top = shade(base, -0.18);
    mid = shade(base, 0.06);
    floor = base;
    bottom = shade(base, -0.22);
    light = lightColor ? '#ffffff' : shade(color, 0.3);
    lightOpacity = lightColor ? 0.5 : 0.3;
    vignette = lightColor ? 0.22 : 0.45;
  }
  const hz = horizon / H;
  let s = `<rect width="${W}" height="${H}" fill="${c.linear([
    [0, top],
    [Math.max(0.05, hz - 0.12), mid],
    [Math.min(0.95, hz + 0.06), floor],
    [1, bottom],
  ])}"/>`;
  // Light pool behind the subject (radial gradients are the costly part: keep it compact).
  s += `<ellipse cx="${n(glow[0])}" cy="${n(glow[1])}" rx="${n(W * 0.42)}" ry="${n(H * 0.3)}" fill="${c.radial(
    [
      [0, light, lightOpacity],
      [0.5, light, lightOpacity * 0.35],
      [1, light, 0],
    ],
  )}"/>`;
  s += vignetteEdges(c, W, H, vignette);
  return s;
}

/** Darkened edges from four linear gradients (much cheaper to rasterise than a radial one). */
function vignetteEdges(c: Canvas, W: number, H: number, strength: number): string {
  const edge = (x1: number, y1: number, x2: number, y2: number) =>
    c.linear(
      [
        [0, '#000', strength * 0.8],
        [0.5, '#000', strength * 0.22],
        [1, '#000', 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  const bw = W * 0.22;
  const bh = H * 0.2;
  return (
    `<rect width="${n(bw)}" height="${H}" fill="${edge(0, 0, 1, 0)}"/>` +
    `<rect x="${n(W - bw)}" width="${n(bw)}" height="${H}" fill="${edge(1, 0, 0, 0)}"/>` +
    `<rect width="${W}" height="${n(bh)}" fill="${edge(0, 0, 0, 1)}"/>` +
    `<rect y="${n(H - bh)}" width="${W}" height="${n(bh)}" fill="${edge(0, 1, 0, 0)}"/>`
  );
}

/** Dark moody brand gradient with light streaks and record grooves. */
function moody(c: Canvas, W: number, H: number, rand: Rand, accent: string, focusX: number): string {
  // Darkest on the left, where banner text usually sits.
  let s = `<rect width="${W}" height="${H}" fill="${c.linear(
    [
      [0, '#070605'],
      [0.3, '#110d0c'],
      [0.6, '#1e1714'],
      [1, '#2e221c'],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  s += `<ellipse cx="${n(focusX)}" cy="${n(H * 0.45)}" rx="${n(W * 0.34)}" ry="${n(H * 0.6)}" fill="${c.radial(
    [
      [0, accent, 0.42],
      [0.45, accent, 0.14],
      [1, accent, 0],
    ],
  )}"/>`;
  // Big faint record grooves (one path).
  const gx = focusX + W * between(rand, -0.05, 0.15);
  const gy = H * between(rand, 0.3, 0.7);
  const gr = Math.max(W, H) * 0.42;
  let grooves = '';
  for (let rr = gr * 0.3; rr < gr; rr += gr * 0.045) {
    grooves += `M${n(gx - rr)} ${n(gy)}a${n(rr)} ${n(rr)} 0 1 0 ${n(rr * 2)} 0a${n(rr)} ${n(rr)} 0 1 0 ${n(-rr * 2)} 0`;
  }
  s += `<path d="${grooves}" fill="none" stroke="#fff" stroke-opacity="0.035" stroke-width="1.2"/>`;
  // Diagonal light beams.
  for (let i = 0; i < 2; i++) {
    const bx = W * between(rand, 0.35, 0.9);
    const bw = W * between(rand, 0.04, 0.1);
    s += `<polygon points="${poly([
      [bx, 0],
      [bx + bw, 0],
      [bx + bw - H * 0.5, H],
      [bx - H * 0.5, H],
    ])}" fill="${c.linear([
      [0, '#fff', 0.07],
      [1, '#fff', 0],
    ])}"/>`;
  }
  // Dust specks.
  let dust = '';
  for (let i = 0; i < 40; i++) {
    dust += `M${n(W * rand())} ${n(H * rand())}h0`;
  }
  s += `<path d="${dust}" stroke="#f3d9b5" stroke-opacity="0.18" stroke-width="2" stroke-linecap="round"/>`;
  // Floor shade.
  s += `<rect y="${n(H * 0.82)}" width="${W}" height="${n(H * 0.18)}" fill="${c.linear([
    [0, '#000', 0],
    [1, '#000', 0.45],
  ])}"/>`;
  return s;
}

/* ================================================================================================
 * Product images
 * ============================================================================================== */

interface Pose {
  style: Backdrop;
  view: View;
  zoom: number;
}

function poseFor(view: number, rand: Rand): Pose {
  const base: Pose[] = [
    { style: 'light', view: { turn: 0.3, tilt: 0.42 }, zoom: 1 },
    { style: 'dark', view: { turn: -0.34, tilt: 0.6 }, zoom: 0.95 },
    { style: 'tint', view: { turn: 0.2, tilt: 0.34 }, zoom: 1.9 },
  ];
  const i = Math.max(0, view - 1);
  const p = base[i % 3] ?? base[0]!;
  if (i < 3) return p;
  // Later gallery images: same families with a different angle.
  return {
    style: p.style,
    view: { turn: p.view.turn * between(rand, -1.2, 1.2), tilt: p.view.tilt * between(rand, 0.8, 1.3) },
    zoom: p.zoom * between(rand, 0.9, 1.2),
  };
}

function objOpts(d: ProductDrawing, view: View, rand: Rand): ObjOpts {
  return {
    color: normalizeHex(d.color) ?? paletteColor(d.seed),
    colorExplicit: d.colorExplicit ?? false,
    wood: d.wood ?? false,
    view,
    id: seededRandom(`id:${d.seed}`),
    rand,
    seed: d.seed,
    directDrive: d.directDrive ?? false,
    album: d.album,
    caption: d.caption,
  };
}

function drawProductImage(d: ProductDrawing): DrawnImage {
  const VW = 800;
  const VH = 1000;
  const c = new Canvas();
  const rand = seededRandom(`view:${d.seed}:${d.view}`);
  const pose = poseFor(d.view, rand);
  const o = objOpts(d, pose.view, rand);
  const drawer = DRAWERS[d.kind] ?? drawGeneric;
  const obj = drawer(c, o);
  const w = obj.x1 - obj.x0;
  const h = -obj.top;
  const fit = Math.min(620 / w, 600 / h, 1.6);
  let scale = fit * pose.zoom;
  const floorY = 770;
  let tx = VW / 2 - ((obj.x0 + obj.x1) / 2) * scale;
  let ty = floorY;
  if (pose.zoom > 1.2) {
    // Close-up: centre the point of interest.
    scale = Math.min(scale, 2.4);
    tx = VW / 2 - obj.focus[0] * scale;
    ty = VH * 0.52 - obj.focus[1] * scale;
  }
  const horizon = Math.min(VH * 0.8, ty - h * scale * 0.15);
  let s = studio(c, VW, VH, pose.style, o.color, horizon, [VW / 2, ty - (h * scale) / 2]);
  s += `<g transform="translate(${n(tx)} ${n(ty)}) scale(${n3(scale)})">${obj.svg}</g>`;
  return c.svg(SIZES.product.width, SIZES.product.height, VW, VH, s);
}

/* ================================================================================================
 * Scenes: category banners and CMS (wysiwyg) images
 * ============================================================================================== */

interface Placed {
  kind: ProductKind;
  color: string;
  wood?: boolean;
  /** Relative size (1 = hero). */
  size: number;
}

const SCENE_COLORS = [
  '#3fb8af',
  '#7a1f2b',
  '#d9a52b',
  '#f3e9d2',
  '#1f2f4d',
  '#e8702a',
  '#9caf88',
  '#5d3a1a',
  '#c8312b',
  '#e8b4b0',
];

/** Lays objects out on a floor line inside the region [rx0, rx1] × [.., floorY]. */
function placeObjects(
  c: Canvas,
  items: Placed[],
  seed: string,
  rx0: number,
  rx1: number,
  floorY: number,
  maxH: number,
): string {
  const rand = seededRandom(`scene:${seed}`);
  const view: View = { turn: 0.28, tilt: 0.4 };
  const drawn = items.map((it, i) => {
    const o: ObjOpts = {
      color: it.color,
      colorExplicit: true,
      wood: it.wood ?? false,
      view,
      id: seededRandom(`${seed}:${i}`),
      rand,
      seed: `${seed}:${i}`,
      directDrive: false,
    };
    return { it, obj: DRAWERS[it.kind](c, o) };
  });
  const gap = 40;
  // Scale each to its relative height, then shrink all to fit the width.
  // Size by visual extent: flat, wide objects (turntables) would look tiny if scaled by height.
  let scales = drawn.map(({ it, obj }) => (maxH * it.size) / Math.max(-obj.top, (obj.x1 - obj.x0) * 0.62));
  const widthAt = (sc: number[]) =>
    drawn.reduce((sum, { obj }, i) => sum + (obj.x1 - obj.x0) * (sc[i] ?? 1), 0) + gap * (drawn.length - 1);
  const avail = rx1 - rx0;
  const total = widthAt(scales);
  if (total > avail)
    scales = scales.map(
      (sc) => sc * ((avail - gap * (drawn.length - 1)) / (total - gap * (drawn.length - 1))),
    );
  let x = rx0 + (avail - widthAt(scales)) / 2;
  // Put the hero in the middle of the group: reorder [a, hero, b...].
  let s = '';
  drawn.forEach(({ obj }, i) => {
    const sc = scales[i] ?? 1;
    const w = (obj.x1 - obj.x0) * sc;
    const tx = x - obj.x0 * sc;
    s += `<g transform="translate(${n(tx)} ${n(floorY)}) scale(${n3(sc)})">${obj.svg}</g>`;
    x += w + gap;
  });
  return s;
}

function people(c: Canvas, x0: number, x1: number, floorY: number, h: number, seed: string): string {
  const rand = seededRandom(`people:${seed}`);
  const skins = ['#f1c7a1', '#d9a27a', '#a86b45', '#7a4a2c', '#5a3622', '#e8b896'];
  const clothes = ['#7a1f2b', '#3fb8af', '#d9a52b', '#1f2f4d', '#e8702a', '#9caf88', '#2c2522', '#e8b4b0'];
  const hairs = ['#1b1210', '#3b2219', '#6b4a32', '#c49a6c', '#0e0b09'];
  const count = 5;
  const step = (x1 - x0) / count;
  let s = '';
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => Math.abs(b - 2) - Math.abs(a - 2));
  for (const i of order) {
    const cx = x0 + step * (i + 0.5) + between(rand, -step * 0.1, step * 0.1);
    const k = 0.8 + (1 - Math.abs(i - 2) / 2) * 0.25 + between(rand, -0.05, 0.05);
    const H = h * k;
    const top = floorY - H;
    const shoulders = H * 0.24;
    const headR = H * 0.12;
    const body = pick(rand, clothes);
    const skin = pick(rand, skins);
    s += shadowEllipse(c, cx, floorY, shoulders * 1.3, H * 0.05, 0.5);
    s += `<path d="M${n(cx - shoulders)} ${n(floorY)} L${n(cx - shoulders)} ${n(top + H * 0.42)} C ${n(cx - shoulders)} ${n(top + H * 0.3)}, ${n(cx - shoulders * 0.5)} ${n(top + H * 0.27)}, ${n(cx)} ${n(top + H * 0.27)} C ${n(cx + shoulders * 0.5)} ${n(top + H * 0.27)}, ${n(cx + shoulders)} ${n(top + H * 0.3)}, ${n(cx + shoulders)} ${n(top + H * 0.42)} L${n(cx + shoulders)} ${n(floorY)} z" fill="${c.linear(
      [
        [0, shade(body, 0.15)],
        [1, shade(body, -0.3)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
    s += `<rect x="${n(cx - headR * 0.35)}" y="${n(top + H * 0.19)}" width="${n(headR * 0.7)}" height="${n(H * 0.1)}" fill="${shade(skin, -0.15)}"/>`;
    s += `<circle cx="${n(cx)}" cy="${n(top + headR + H * 0.03)}" r="${n(headR)}" fill="${c.radial(
      [
        [0, shade(skin, 0.1)],
        [1, shade(skin, -0.2)],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`;
    const hair = pick(rand, hairs);
    const style = Math.floor(rand() * 3);
    if (style === 0) {
      s += `<path d="M${n(cx - headR * 1.05)} ${n(top + headR + H * 0.03)} A ${n(headR * 1.05)} ${n(headR * 1.05)} 0 0 1 ${n(cx + headR * 1.05)} ${n(top + headR + H * 0.03)} C ${n(cx + headR * 0.6)} ${n(top + H * 0.05)}, ${n(cx - headR * 0.6)} ${n(top + H * 0.05)}, ${n(cx - headR * 1.05)} ${n(top + headR + H * 0.03)} z" fill="${hair}"/>`;
    } else if (style === 1) {
      s += `<path d="M${n(cx - headR * 1.15)} ${n(top + H * 0.24)} C ${n(cx - headR * 1.4)} ${n(top - H * 0.01)}, ${n(cx + headR * 1.4)} ${n(top - H * 0.01)}, ${n(cx + headR * 1.15)} ${n(top + H * 0.24)} L${n(cx + headR * 0.9)} ${n(top + H * 0.1)} C ${n(cx + headR * 0.3)} ${n(top + H * 0.06)}, ${n(cx - headR * 0.3)} ${n(top + H * 0.06)}, ${n(cx - headR * 0.9)} ${n(top + H * 0.1)} z" fill="${hair}"/>`;
    } else {
      s += `<circle cx="${n(cx)}" cy="${n(top + headR * 0.75)}" r="${n(headR * 1.08)}" fill="${hair}"/><circle cx="${n(cx)}" cy="${n(top + headR + H * 0.045)}" r="${n(headR * 0.92)}" fill="${skin}"/>`;
    }
    // Some hold a record.
    if (rand() < 0.45) {
      const rr = shoulders * 0.75;
      const rx = cx + between(rand, -shoulders * 0.3, shoulders * 0.3);
      const ry = top + H * 0.62;
      s += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr)}" fill="#0c0c0d"/><circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr * 0.33)}" fill="${pick(rand, LABELS)}"/>`;
      s += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr)}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="${n(rr * 0.4)}" stroke-dasharray="2 3"/>`;
    }
  }
  return s;
}

function mapScene(c: Canvas, W: number, H: number, seed: string): string {
  const rand = seededRandom(`map:${seed}`);
  let s = `<rect width="${W}" height="${H}" fill="#1a1614"/>`;
  // Park and water.
  s += `<path d="M${n(W * 0.05)} ${n(H * 0.15)} C ${n(W * 0.2)} ${n(H * 0.05)}, ${n(W * 0.32)} ${n(H * 0.25)}, ${n(W * 0.28)} ${n(H * 0.42)} C ${n(W * 0.2)} ${n(H * 0.55)}, ${n(W * 0.02)} ${n(H * 0.45)}, ${n(W * 0.05)} ${n(H * 0.15)} z" fill="#243022"/>`;
  s += `<path d="M${n(-W * 0.05)} ${n(H * 0.8)} C ${n(W * 0.3)} ${n(H * 0.6)}, ${n(W * 0.55)} ${n(H * 1.05)}, ${n(W * 1.05)} ${n(H * 0.7)}" stroke="#1e2c36" stroke-width="${n(Math.min(W, H) * 0.09)}" fill="none"/>`;
  // Streets.
  const angle = between(rand, -18, 18);
  let grid = '';
  const stepMain = Math.max(W, H) / 7;
  for (let i = -4; i < 14; i++) {
    const wMain = i % 3 === 0 ? 9 : 3;
    grid += `<line x1="${n(i * stepMain)}" y1="${n(-H)}" x2="${n(i * stepMain)}" y2="${n(H * 2)}" stroke="#3a322d" stroke-width="${wMain}"/>`;
    grid += `<line x1="${n(-W)}" y1="${n(i * stepMain * 0.8)}" x2="${n(W * 2)}" y2="${n(i * stepMain * 0.8)}" stroke="#3a322d" stroke-width="${i % 4 === 0 ? 9 : 3}"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const bx = (Math.floor(rand() * 14) - 4) * stepMain + 10;
    const by = (Math.floor(rand() * 14) - 4) * stepMain * 0.8 + 10;
    grid += `<rect x="${n(bx)}" y="${n(by)}" width="${n(stepMain * between(rand, 0.3, 0.8))}" height="${n(stepMain * 0.8 * between(rand, 0.3, 0.75))}" rx="3" fill="#26211e"/>`;
  }
  s += `<g transform="rotate(${n(angle)} ${n(W / 2)} ${n(H / 2)})">${grid}</g>`;
  s += `<line x1="0" y1="${n(H * 0.3)}" x2="${n(W)}" y2="${n(H * 0.55)}" stroke="#5a4a3e" stroke-width="12"/>`;
  // Pins.
  for (let i = 0; i < 6; i++) {
    const px = W * between(rand, 0.35, 0.92);
    const py = H * between(rand, 0.2, 0.85);
    const r = Math.min(W, H) * (i === 0 ? 0.045 : 0.028);
    const col = i === 0 ? '#e8702a' : '#d9a52b';
    s += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 0.8)}" ry="${n(r * 0.3)}" fill="#000" opacity="0.5"/>`;
    s += `<circle cx="${n(px)}" cy="${n(py - r * 1.6)}" r="${n(r * 3)}" fill="${c.radial([
      [0, col, 0.35],
      [1, col, 0],
    ])}"/>`;
    s += `<path d="M${n(px)} ${n(py)} C ${n(px - r * 0.4)} ${n(py - r * 0.7)}, ${n(px - r)} ${n(py - r * 1.1)}, ${n(px - r)} ${n(py - r * 1.7)} A ${n(r)} ${n(r)} 0 1 1 ${n(px + r)} ${n(py - r * 1.7)} C ${n(px + r)} ${n(py - r * 1.1)}, ${n(px + r * 0.4)} ${n(py - r * 0.7)}, ${n(px)} ${n(py)} z" fill="${col}"/>`;
    s += `<circle cx="${n(px)}" cy="${n(py - r * 1.7)}" r="${n(r * 0.4)}" fill="#1a1614"/>`;
  }
  s += `<rect width="${W}" height="${H}" fill="${c.radial(
    [
      [0, '#000', 0],
      [1, '#000', 0.55],
    ],
    0.6,
    0.5,
    0.8,
  )}"/>`;
  return s;
}

function confetti(W: number, H: number, seed: string): string {
  const rand = seededRandom(`confetti:${seed}`);
  let s = '';
  for (let i = 0; i < 90; i++) {
    const x = W * rand();
    const y = H * rand() * 0.85;
    const w = between(rand, 4, 12);
    s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(w * 0.45)}" fill="${pick(rand, SCENE_COLORS)}" opacity="${n(between(rand, 0.5, 0.95))}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  return s;
}

function saleTags(c: Canvas, x: number, y: number, size: number, seed: string): string {
  const rand = seededRandom(`sale:${seed}`);
  let s = '';
  for (let i = 0; i < 3; i++) {
    const cx = x + i * size * 0.55 + between(rand, -10, 10);
    const cy = y + (i % 2) * size * 0.25;
    const a = between(rand, -25, 25);
    const col = ['#c8312b', '#d9a52b', '#f3e9d2'][i] ?? '#c8312b';
    const ink = i === 2 ? '#7a1f2b' : '#fff7ea';
    s += `<g transform="rotate(${n(a)} ${n(cx)} ${n(cy)})">`;
    s += `<path d="M${n(cx - size * 0.3)} ${n(cy - size * 0.18)} H ${n(cx + size * 0.18)} L ${n(cx + size * 0.32)} ${n(cy)} L ${n(cx + size * 0.18)} ${n(cy + size * 0.18)} H ${n(cx - size * 0.3)} z" fill="${c.linear(
      [
        [0, shade(col, 0.1)],
        [1, shade(col, -0.2)],
      ],
    )}"/>`;
    s += `<circle cx="${n(cx + size * 0.17)}" cy="${n(cy)}" r="${n(size * 0.03)}" fill="#1a1412"/>`;
    s += `<text x="${n(cx - size * 0.07)}" y="${n(cy + size * 0.07)}" text-anchor="middle" font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="bold" font-size="${n(size * 0.18)}" fill="${ink}">${['%', 'SALE', '−30'][i]}</text>`;
    s += `</g>`;
  }
  return s;
}

/** Scene composition shared by category banners and CMS images. */
function drawScene(
  size: { width: number; height: number },
  scene: SceneName,
  items: Placed[],
  seed: string,
): DrawnImage {
  // Drawn in a half-size view box; sharp renders it at the full pixel size.
  const W = size.width / 2;
  const H = size.height / 2;
  const c = new Canvas();
  const rand = seededRandom(`bg:${seed}`);
  const landscape = W / H > 1.3;
  const portrait = H / W > 1.1;
  const accent = pick(rand, ['#c9773c', '#b8503a', '#d9a52b', '#3fb8af', '#a0522d']);
  // Objects sit on the right in landscape (text usually overlays the left), low in portrait.
  const rx0 = landscape ? W * 0.42 : W * 0.08;
  const rx1 = landscape ? W * 0.96 : W * 0.92;
  const floorY = landscape ? H * 0.86 : portrait ? H * 0.88 : H * 0.86;
  const maxH = landscape ? H * 0.66 : portrait ? H * 0.5 : H * 0.56;
  if (!landscape && items.length > 2) {
    // Narrow formats: the hero object and one companion.
    const hero = items.findIndex((it) => it.size >= 1);
    items = hero > 0 ? [items[hero - 1]!, items[hero]!] : items.slice(0, 2);
  }
  let s = '';
  if (scene === 'map') {
    return c.svg(size.width, size.height, W, H, mapScene(c, W, H, seed));
  }
  s += moody(c, W, H, rand, accent, (rx0 + rx1) / 2);
  if (scene === 'people') {
    s += people(c, rx0, rx1, floorY, Math.min(maxH * 1.15, floorY - H * 0.12), seed);
  } else if (scene === 'contest') {
    s += confetti(W, H, seed);
    s += placeObjects(c, items, seed, rx0, rx1, floorY, maxH);
  } else if (scene === 'sale') {
    s += placeObjects(c, items, seed, rx0 + (rx1 - rx0) * 0.35, rx1, floorY, maxH);
    s += saleTags(c, rx0, floorY - maxH * 0.75, Math.min(W, H) * 0.35, seed);
  } else if (scene === 'abstract') {
    // A big record sliding in from the edge, with soft colour orbs.
    const dr = Math.min(W, H) * 0.62;
    const dcx = landscape ? W * 0.86 : W * 0.7;
    const dcy = landscape ? H * 0.55 : H * 0.72;
    s += `<circle cx="${n(dcx + dr * 0.04)}" cy="${n(dcy + dr * 0.05)}" r="${n(dr)}" fill="#000" opacity="0.45"/>`;
    s += recordDisc(c, dcx, dcy, dr, accent);
    for (let i = 0; i < 4; i++) {
      const cx = rx0 + (rx1 - rx0) * between(rand, 0.1, 0.9);
      const cy = H * between(rand, 0.2, 0.8);
      const r = Math.min(W, H) * between(rand, 0.12, 0.32);
      s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.radial([
        [0, pick(rand, SCENE_COLORS), 0.55],
        [1, '#000', 0],
      ])}"/>`;
      s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.7)}" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="1.5"/>`;
    }
  } else {
    s += placeObjects(c, items, seed, rx0, rx1, floorY, maxH);
  }
  return c.svg(size.width, size.height, W, H, s);
}

/**
 * Which scene and objects a CMS image shows, from keywords in its file name (then in its folders,
 * e.g. `wysiwyg/ambassadors/jane.jpg`).
 */
function sceneForName(name: string): { scene: SceneName; items: Placed[] } {
  const parts = name.toLowerCase().split('/');
  const base = parts.pop() ?? '';
  const own = sceneForWords(base, name);
  if (own.scene !== 'abstract' && own.scene !== 'hero') return own;
  // Generic names (`hero.jpg`, `perk-events.jpg`) take the theme of their folder.
  const folders = parts.filter(
    (p) => !['wysiwyg', 'home', 'media', 'banners', 'banner', 'images', 'pagebuilder'].includes(p),
  );
  const fromFolder = folders.length ? sceneForWords(folders.join('/'), name) : own;
  return fromFolder.scene === 'abstract' || fromFolder.scene === 'hero' ? own : fromFolder;
}

function sceneForWords(f: string, name: string): { scene: SceneName; items: Placed[] } {
  const has = (...words: string[]) => words.some((w) => f.includes(w));
  const col = (i: number) => SCENE_COLORS[(hashString(name) + i) % SCENE_COLORS.length] ?? '#3fb8af';
  const wood = (kind: ProductKind, size: number, color = '#5d3a1a'): Placed => ({
    kind,
    color,
    wood: true,
    size,
  });
  if (has('serial', 'underside', 'setup', 'manual', 'support', 'repair'))
    return { scene: 'objects', items: [wood('hifi', 1)] };
  if (has('map', 'store-locator', 'locator', 'find-us', 'findus', 'directions', 'stores'))
    return { scene: 'map', items: [] };
  if (has('room', 'lounge', 'living', 'parallax'))
    return {
      scene: 'objects',
      items: [wood('bookshelf', 0.85), wood('hifi', 1), wood('crate', 0.7, '#c49a6c')],
    };
  if (has('gear'))
    return {
      scene: 'objects',
      items: [
        { kind: 'overear', color: col(3), size: 0.75 },
        { kind: 'suitcase', color: col(4), size: 1 },
      ],
    };
  if (has('crate', 'storage', 'shelf'))
    return {
      scene: 'objects',
      items: [wood('crate', 1, '#c49a6c'), { kind: 'vinyl', color: col(5), size: 0.75 }],
    };
  if (has('record-player', 'players'))
    return {
      scene: 'lineup',
      items: ['#9fc9b0', '#f3e9d2', '#1c1c1c'].map((color, i) => ({
        kind: 'suitcase' as const,
        color,
        size: i === 1 ? 1 : 0.85,
      })),
    };
  if (has('ambassador', 'team', 'about', 'people', 'artist', 'community', 'story'))
    return { scene: 'people', items: [] };
  if (has('contest', 'giveaway', 'win', 'sweepstake', 'prize'))
    return {
      scene: 'contest',
      items: [
        { kind: 'generic', color: '#7a1f2b', size: 0.6 },
        { kind: 'suitcase', color: col(0), size: 1 },
      ],
    };
  if (has('sale', 'clearance', 'deal', 'offer', 'discount'))
    return { scene: 'sale', items: [{ kind: 'bluetooth', color: col(1), size: 0.7 }] };
  if (has('gift'))
    return {
      scene: 'objects',
      items: [
        { kind: 'generic', color: '#1f2f4d', size: 0.7 },
        { kind: 'overear', color: col(2), size: 0.8 },
      ],
    };
  if (has('cruiser', 'suitcase', 'portable'))
    return {
      scene: 'lineup',
      items: [0, 1, 2].map((i) => ({ kind: 'suitcase' as const, color: col(i), size: i === 1 ? 1 : 0.85 })),
    };
  if (has('all-in-one', 'allinone', 'system'))
    return { scene: 'objects', items: [{ kind: 'allinone', color: '#5d3a1a', wood: true, size: 1 }] };
  if (has('turntable', 'hifi', 'hi-fi', 'player', 'audiophile'))
    return {
      scene: 'objects',
      items: [
        { kind: 'hifi', color: '#5d3a1a', wood: true, size: 0.8 },
        { kind: 'vinyl', color: col(3), size: 0.75 },
      ],
    };
  if (has('headphone', 'listen'))
    return { scene: 'objects', items: [{ kind: 'overear', color: col(4), size: 1 }] };
  if (has('earbud', 'wireless'))
    return { scene: 'objects', items: [{ kind: 'earbuds', color: col(5), size: 0.7 }] };
  if (has('radio')) return { scene: 'objects', items: [{ kind: 'radio', color: col(6), size: 0.9 }] };
  if (has('bluetooth')) return { scene: 'objects', items: [{ kind: 'bluetooth', color: col(7), size: 0.6 }] };
  if (has('speaker', 'sound'))
    return {
      scene: 'objects',
      items: [
        { kind: 'bookshelf', color: '#5d3a1a', wood: true, size: 1 },
        { kind: 'bluetooth', color: col(8), size: 0.45 },
      ],
    };
  if (has('vinyl', 'record', 'album', 'release', 'music', 'jazz', 'rock', 'classic'))
    return {
      scene: 'records',
      items: [0, 1, 2].map((i) => ({ kind: 'vinyl' as const, color: col(i + 9), size: i === 1 ? 1 : 0.85 })),
    };
  if (has('accessor', 'care', 'brush', 'clean'))
    return {
      scene: 'objects',
      items: [
        { kind: 'brush', color: '#5d3a1a', wood: true, size: 0.9 },
        { kind: 'needle', color: '#1f1d1b', size: 0.5 },
      ],
    };
  if (has('needle', 'stylus', 'cartridge'))
    return { scene: 'objects', items: [{ kind: 'needle', color: '#1f1d1b', size: 0.6 }] };
  if (has('hero', 'banner', 'home', 'main', 'promo', 'collection', 'new'))
    return {
      scene: 'hero',
      items: [
        { kind: 'vinyl', color: col(0), size: 0.7 },
        { kind: 'suitcase', color: col(1), size: 1 },
        { kind: 'bookshelf', color: '#5d3a1a', wood: true, size: 0.75 },
      ],
    };
  if (has('mobile', 'tile', 'square'))
    return { scene: 'objects', items: [{ kind: 'suitcase', color: col(0), size: 1 }] };
  return { scene: 'abstract', items: [] };
}

/** Output size of a CMS image from its name. */
export function wysiwygSize(name: string): { width: number; height: number } {
  const f = name.toLowerCase();
  if (/mobile|portrait/.test(f)) return SIZES.mobile;
  if (/tile|square|thumb|card|icon|avatar/.test(f)) return SIZES.tile;
  return SIZES.banner;
}

function drawWysiwyg(d: WysiwygDrawing): DrawnImage {
  const { scene, items } = sceneForName(d.name);
  return drawScene(wysiwygSize(d.name), scene, items, d.name);
}

function drawCategoryBanner(d: CategoryDrawing): DrawnImage {
  const items: Placed[] = d.kinds.slice(0, 3).map((kind, i) => ({
    kind,
    color: SCENE_COLORS[(hashString(d.seed) + i * 3) % SCENE_COLORS.length] ?? '#3fb8af',
    wood: kind === 'hifi' || kind === 'bookshelf' || kind === 'crate' || kind === 'allinone',
    size: i === 0 ? 1 : 0.78,
  }));
  for (const it of items) if (it.wood) it.color = '#5d3a1a';
  return drawScene(SIZES.category, d.scene ?? 'objects', items, d.seed);
}

/* ================================================================================================
 * Swatches: wood textures
 * ============================================================================================== */

function drawSwatch(d: SwatchDrawing): DrawnImage {
  const c = new Canvas();
  const rand = seededRandom(`swatch:${d.seed}`);
  const base = normalizeHex(d.color) ?? '#8a5a3c';
  const W = 100;
  const H = d.size === 'product' ? 125 : 100;
  let s = `<rect width="${W}" height="${H}" fill="${c.linear(
    [
      [0, shade(base, 0.08)],
      [0.5, base],
      [1, shade(base, -0.1)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  if (d.texture === 'wood') {
    for (let i = 0; i < 26 * (H / 100); i++) {
      const y = between(rand, -5, H + 5);
      const amp = between(rand, 1, 6);
      const col =
        rand() < 0.7 ? shade(base, -between(rand, 0.15, 0.4)) : shade(base, between(rand, 0.1, 0.25));
      s += `<path d="M-5 ${n(y)} C 25 ${n(y - amp)}, 50 ${n(y + amp)}, 75 ${n(y - amp * 0.5)} S 105 ${n(y + amp * 0.3)}, 105 ${n(y)}" stroke="${col}" stroke-width="${n(between(rand, 0.3, 1.6))}" fill="none" opacity="${n(between(rand, 0.3, 0.8))}"/>`;
    }
    if (rand() < 0.6) {
      const kx = between(rand, 20, 80);
      const ky = between(rand, 20, H - 20);
      for (let i = 0; i < 4; i++) {
        s += `<ellipse cx="${n(kx)}" cy="${n(ky)}" rx="${n(4 + i * 4)}" ry="${n(2 + i * 1.8)}" fill="none" stroke="${shade(base, -0.35)}" stroke-width="0.7" opacity="${n(0.7 - i * 0.12)}"/>`;
      }
      s += `<ellipse cx="${n(kx)}" cy="${n(ky)}" rx="3" ry="1.6" fill="${shade(base, -0.45)}"/>`;
    }
  } else {
    // Pebbled leatherette with a stitched edge.
    const dark = shade(base, -0.22);
    const light = shade(base, 0.14);
    s += `<rect width="${W}" height="${H}" fill="${c.pattern(
      5,
      5,
      `<circle cx="1.2" cy="1.4" r="0.9" fill="${dark}" opacity="0.55"/><circle cx="3.6" cy="3.4" r="1.1" fill="${dark}" opacity="0.45"/><circle cx="3.9" cy="0.9" r="0.5" fill="${light}" opacity="0.6"/><circle cx="1.4" cy="3.9" r="0.45" fill="${light}" opacity="0.5"/>`,
    )}"/>`;
    s += `<rect x="7" y="7" width="${W - 14}" height="${H - 14}" rx="3" fill="none" stroke="${light}" stroke-width="1.1" stroke-dasharray="3 2" opacity="0.8"/>`;
  }
  s += `<rect width="${W}" height="${H}" fill="${c.linear(
    [
      [0, '#fff', 0.12],
      [0.5, '#fff', 0],
      [1, '#000', 0.15],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const size = d.size === 'product' ? SIZES.product : SIZES.swatch;
  return c.svg(size.width, size.height, W, H, s);
}

/* ================================================================================================
 * Entry point
 * ============================================================================================== */

/** The SVG for a drawing description, with its pixel size. */
export function drawImage(d: Drawing): DrawnImage {
  switch (d.type) {
    case 'product':
      return drawProductImage(d);
    case 'category':
      return drawCategoryBanner(d);
    case 'wysiwyg':
      return drawWysiwyg(d);
    case 'swatch':
      return drawSwatch(d);
  }
}
