/**
 * Which media files exist in the embedded backend, and what each one shows.
 *
 * Magento serves everything under `/media/`: product gallery images (`catalog/product/c/r/x.jpg`,
 * also through its resize cache `catalog/product/cache/<hash>/c/r/x.jpg`), category images
 * (`catalog/category/x.jpg`), images inserted in CMS content (`{{media url=wysiwyg/...}}`) and
 * image swatches (`attribute/swatch/...`). Here a file exists when the seed references it; its
 * drawing description (draw.ts) comes from the product's categories, colour option and the
 * image's gallery position.
 */
import type { SeedAttribute, SeedAttributeOption, SeedCategory, SeedMedia, SeedProduct } from '../data/types';
import {
  NAMED_COLORS,
  WOOD_WORDS,
  drawImage,
  hashString,
  normalizeHex,
  paletteColor,
  type Drawing,
  type ProductDrawing,
  type ProductKind,
  type SceneName,
} from './draw';

/** The parts of the seed that media depends on. CMS contents: every page's and block's HTML. */
export interface MediaSeed {
  products: SeedProduct[];
  categories: SeedCategory[];
  attributes: SeedAttribute[];
  cmsContents: string[];
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface MediaSource {
  /** Canonical path under `/media/` (no resize-cache segment), e.g. `catalog/product/c/r/x.jpg`. */
  path: string;
  /** Format of the original file (from its extension). */
  format: ImageFormat;
  drawing: Drawing;
  /**
   * Hash of the SVG this source draws (computed on first use): names the cached original and
   * seeds ETags, so any change to the drawing code or the seed yields new files.
   */
  readonly hash: string;
}

const EXTENSIONS: Record<string, ImageFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

function formatOfPath(path: string): ImageFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && EXTENSIONS[ext]) || null;
}

/* ================================================================================================
 * Paths
 * ============================================================================================== */

/**
 * Cleans a request path (the part after `/media/`, with or without it): decodes it, drops the
 * query, leading slashes and a swatch resize folder. Returns null for traversal attempts.
 * Product resize-cache segments are handled by the lookup (their depth varies by version).
 */
function normalizeMediaPath(raw: string): string | null {
  let p = raw.split(/[?#]/)[0] ?? '';
  try {
    p = decodeURIComponent(p);
  } catch {
    return null;
  }
  p = p
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+/, '');
  if (p.startsWith('media/')) p = p.slice('media/'.length);
  if (p.split('/').some((seg) => seg === '..' || seg === '.') || p.includes('\0')) return null;
  // Swatch sizes Magento generates: attribute/swatch/swatch_image/30x20/..., swatch_thumb/110x90/...
  p = p.replace(/^attribute\/swatch\/(?:swatch_image|swatch_thumb)\/\d+x\d+\//, 'attribute/swatch/');
  return p;
}

/** `/c/r/x.jpg` or `c/r/x.jpg` → `catalog/product/c/r/x.jpg`. */
const productPath = (file: string): string => `catalog/product/${file.replace(/^\/+/, '')}`;

/** Category image as stored (`x.jpg`, `/media/catalog/category/x.jpg`...) → `catalog/category/x.jpg`. */
function categoryPath(image: string): string | null {
  let p = image.trim();
  if (!p || /^https?:\/\//i.test(p)) {
    const m = /\/media\/(catalog\/category\/.+)$/.exec(p);
    return m?.[1] ?? null;
  }
  p = p.replace(/^\/+/, '').replace(/^(?:pub\/)?media\//, '');
  return p.startsWith('catalog/category/') ? p : `catalog/category/${p}`;
}

/** Image swatch value (`/w/a/walnut.jpg`, or a URL) → `attribute/swatch/w/a/walnut.jpg`. */
function swatchPath(value: string): string | null {
  const m = /attribute\/swatch\/(.+)$/.exec(value);
  const rest = m ? m[1] : /^https?:/i.test(value) ? null : value.replace(/^\/+/, '');
  return rest ? normalizeMediaPath(`attribute/swatch/${rest}`) : null;
}

const ENTITIES: Record<string, string> = {
  quot: '"',
  amp: '&',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  '#34': '"',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? all;
  });
}

/**
 * Media paths referenced by CMS HTML: `{{media url=...}}` directives (plain, quoted, or
 * HTML-escaped inside attributes such as Page Builder's `data-background-images`) and literal
 * `/media/...` URLs.
 */
export function mediaReferences(html: string): string[] {
  const found = new Set<string>();
  // Entities may be nested (`&amp;quot;`); two passes cover what Page Builder produces.
  const text = decodeEntities(decodeEntities(html));
  for (const m of text.matchAll(/\{\{\s*media\s+url\s*=\s*([^}]*)\}\}/gi)) {
    const value = (m[1] ?? '').replace(/\\/g, '').replace(/^\s*["']?|["']?\s*$/g, '');
    const p = normalizeMediaPath(value);
    if (p) found.add(p);
  }
  for (const m of text.matchAll(/\/media\/([^\s"'()<>\\]+?\.(?:jpe?g|png|webp|gif))(?=[\s"'()<>\\?#]|$)/gi)) {
    const p = normalizeMediaPath(m[1] ?? '');
    if (p) found.add(p);
  }
  return [...found];
}

/* ================================================================================================
 * What a product looks like
 * ============================================================================================== */

/** Most specific first: leaf categories, then parents. */
const CATEGORY_KINDS: Array<[number, ProductKind]> = [
  [4, 'suitcase'],
  [5, 'suitcase'],
  [27, 'hifi'],
  [28, 'hifi'],
  [7, 'allinone'],
  [9, 'bookshelf'],
  [10, 'bluetooth'],
  [11, 'radio'],
  [13, 'overear'],
  [14, 'earbuds'],
  [16, 'vinyl'],
  [29, 'vinyl'],
  [30, 'vinyl'],
  [17, 'vinyl'],
  [19, 'brush'],
  [20, 'crate'],
  [21, 'needle'],
  [6, 'hifi'],
  [15, 'vinyl'],
];

/** Broad categories whose products are told apart by name first. */
const BROAD_KINDS: Array<[number, ProductKind]> = [
  [3, 'suitcase'],
  [8, 'bookshelf'],
  [12, 'overear'],
  [18, 'brush'],
];

const NAME_KINDS: Array<[RegExp, ProductKind]> = [
  [/gift card|certificate|voucher|protection plan|warranty|\bplan\b/i, 'card'],
  [/suitcase|cruiser|portable (record|turntable)/i, 'suitcase'],
  [/all-in-one|music (center|centre|system)|console|entertainment|\bsystem\b/i, 'allinone'],
  [/turntable|record player/i, 'hifi'],
  [/bookshelf|monitor speaker|speakers\b|\bpair\b/i, 'bookshelf'],
  [/bluetooth|speaker|boombox/i, 'bluetooth'],
  [/radio/i, 'radio'],
  [/earbud|in-ear|\bbuds?\b/i, 'earbuds'],
  [/headphone/i, 'overear'],
  [/needle|stylus|cartridge/i, 'needle'],
  [/crate|storage|shelf|rack|carrying case|\bbox\b/i, 'crate'],
  [/sleeve|vinyl|\blp\b|album|record\b/i, 'vinyl'],
  [/brush|clean|care|fluid|kit/i, 'brush'],
];

function kindForProduct(categoryIds: number[], name: string): ProductKind {
  const ids = new Set(categoryIds);
  // Inner sleeves live in Record Care but look like record sleeves.
  if (/\bsleeves?\b/i.test(name) && !ids.has(4) && !ids.has(5)) return 'vinyl';
  for (const [id, kind] of CATEGORY_KINDS) if (ids.has(id)) return kind;
  for (const [re, kind] of NAME_KINDS) if (re.test(name)) return kind;
  for (const [id, kind] of BROAD_KINDS) if (ids.has(id)) return kind;
  return 'generic';
}

interface OptionInfo {
  option: SeedAttributeOption;
  attribute: SeedAttribute;
}

interface Look {
  color: string;
  explicit: boolean;
  wood: boolean;
}

const words = (label: string): string[] =>
  label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

function isWood(label: string): boolean {
  return words(label).some((w) => WOOD_WORDS.includes(w));
}

/** Colour of an option: its colour swatch, else a colour word in its label. */
function optionLook(info: OptionInfo): Look | null {
  const { option } = info;
  const wood = isWood(option.label);
  const hex = option.swatch?.type === 'color' ? normalizeHex(option.swatch.value) : null;
  if (hex) return { color: hex, explicit: true, wood };
  for (const w of words(option.label).reverse()) {
    const named = NAMED_COLORS[w];
    if (named) return { color: named, explicit: true, wood };
  }
  return null;
}

/** Attributes that describe how a product looks, in priority order. */
function isLookAttribute(a: SeedAttribute): boolean {
  return /colou?r|finish/i.test(a.code) || a.swatch_input_type === 'visual';
}

/* ================================================================================================
 * Index
 * ============================================================================================== */

interface MediaIndex {
  byPath: Map<string, MediaSource>;
}

function svgHash(drawing: Drawing, format: ImageFormat): string {
  const text = `${format}|${drawImage(drawing).svg}`;
  return (
    hashString(text).toString(36).padStart(7, '0') + hashString(`x${text}`).toString(36).padStart(7, '0')
  );
}

function makeSource(path: string, drawing: Drawing): MediaSource | null {
  const format = formatOfPath(path);
  if (!format) return null;
  let hash: string | undefined;
  return {
    path,
    format,
    drawing,
    get hash() {
      hash ??= svgHash(drawing, format);
      return hash;
    },
  };
}

/** Gallery position of an image: `-2.jpg` in the name, else its position. */
function viewOf(media: SeedMedia, index: number): number {
  const m = /-(\d{1,2})\.[a-z0-9]+$/i.exec(media.file);
  const v = m ? Number(m[1]) : media.position || index + 1;
  return Math.max(1, v);
}

/** `Artist - Title (2LP)` → `{ artist, title }` for record sleeves. */
function albumOf(name: string): { artist: string; title: string } | undefined {
  const m = /^(.+?)\s+[-–—]\s+(.+)$/.exec(name);
  if (!m) return undefined;
  const title = (m[2] ?? '').replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  return title ? { artist: (m[1] ?? '').trim(), title } : undefined;
}

function buildIndex(seed: MediaSeed): MediaIndex {
  const byPath = new Map<string, MediaSource>();
  const add = (path: string | null, drawing: Drawing, override = false) => {
    if (!path || (!override && byPath.has(path))) return;
    const src = makeSource(path, drawing);
    if (src) byPath.set(path, src);
  };

  // Options by attribute code and id.
  const options = new Map<string, Map<string, OptionInfo>>();
  const lookAttributes: SeedAttribute[] = [];
  for (const attribute of seed.attributes) {
    const map = new Map<string, OptionInfo>();
    for (const option of attribute.options ?? []) map.set(option.id, { option, attribute });
    options.set(attribute.code, map);
    if (isLookAttribute(attribute)) lookAttributes.push(attribute);
  }
  // `color` before `finish` before other visual attributes.
  lookAttributes.sort((a, b) => rank(a.code) - rank(b.code));
  const optionOf = (code: string, id: string | undefined) => (id ? options.get(code)?.get(id) : undefined);

  /** Look from option values (a variant's options or a product's attributes). */
  const lookFrom = (values: Record<string, string | string[]>): Look | null => {
    const looks: Look[] = [];
    for (const a of lookAttributes) {
      const raw = values[a.code];
      const id = Array.isArray(raw) ? raw[0] : raw;
      const info = optionOf(a.code, id);
      const look = info && optionLook(info);
      if (look) looks.push(look);
    }
    // A wood finish describes the body better than a generic colour.
    return looks.find((l) => l.wood) ?? looks[0] ?? null;
  };

  for (const product of seed.products) {
    const kind = kindForProduct(product.category_ids, product.name);
    const directDrive =
      product.category_ids.includes(28) ||
      Object.entries(product.attributes).some(([code, v]) =>
        /drive/i.test(code)
          ? /direct/i.test(optionOf(code, Array.isArray(v) ? v[0] : v)?.option.label ?? '')
          : false,
      );
    const base: Omit<ProductDrawing, 'color' | 'view'> = { type: 'product', kind, seed: product.sku };
    if (directDrive) base.directDrive = true;
    if (kind === 'vinyl') {
      const album = albumOf(product.name);
      if (album) base.album = album;
    }
    if (kind === 'card')
      base.caption = /plan|warrant|protect/i.test(product.name) ? 'Protection Plan' : 'Gift Card';

    const variants = (product.variants ?? []).map((v) => ({ variant: v, look: lookFrom(v.options) }));
    const productLook = lookFrom(product.attributes) ?? variants.find((v) => v.look)?.look ?? null;

    const addMedia = (media: SeedMedia[], look: Look | null, override: boolean) => {
      media.forEach((m, i) => {
        // A parent's image named after a variant's colour shows that colour.
        let l = look;
        if (!override) {
          const file = m.file.toLowerCase();
          const named = variants.find(({ variant, look: vl }) => {
            if (!vl) return false;
            return Object.entries(variant.options).some(([code, id]) => {
              const label = optionOf(code, id)?.option.label;
              return label ? file.includes(`-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`) : false;
            });
          });
          if (named?.look) l = named.look;
        }
        const color = l?.color ?? paletteColor(product.sku);
        const path = productPath(m.file);
        if (m.types.includes('swatch_image') || /-swatch\.[a-z]+$/i.test(m.file)) {
          add(
            path,
            { type: 'swatch', color, seed: m.file, texture: l?.wood ? 'wood' : 'leather', size: 'product' },
            override,
          );
          return;
        }
        const drawing: ProductDrawing = { ...base, color, view: viewOf(m, i) };
        if (l?.explicit) drawing.colorExplicit = true;
        if (l?.wood) drawing.wood = true;
        add(path, drawing, override);
      });
    };
    addMedia(product.media, productLook, false);
    // Variant images: the variant's own colour wins over anything guessed for the parent.
    for (const { variant, look } of variants) addMedia(variant.media ?? [], look ?? productLook, true);
  }

  // Category banners.
  const byId = new Map(seed.categories.map((c) => [c.id, c]));
  for (const category of seed.categories) {
    if (!category.image) continue;
    const { kinds, scene } = categoryLook(category, byId);
    const drawing: Drawing = { type: 'category', kinds, seed: category.image };
    if (scene) drawing.scene = scene;
    add(categoryPath(category.image), drawing);
  }

  // Image swatches.
  for (const attribute of seed.attributes) {
    for (const option of attribute.options ?? []) {
      if (option.swatch?.type !== 'image' || !option.swatch.value) continue;
      const look = optionLook({ option, attribute });
      add(swatchPath(option.swatch.value), {
        type: 'swatch',
        color: look?.color ?? paletteColor(option.label),
        seed: option.swatch.value,
        texture: isWood(option.label) || /finish|wood/i.test(attribute.code) ? 'wood' : 'leather',
        size: 'swatch',
      });
    }
  }

  // Everything CMS content points at (that is not a catalog file already).
  for (const html of seed.cmsContents) {
    for (const path of mediaReferences(html)) add(path, { type: 'wysiwyg', name: path });
  }
  return { byPath };
}

function rank(code: string): number {
  if (/colou?r/i.test(code)) return 0;
  if (/finish/i.test(code)) return 1;
  return 2;
}

const CATEGORY_SCENES: Record<number, { kinds: ProductKind[]; scene?: SceneName }> = {
  3: { kinds: ['suitcase', 'hifi'] },
  4: { kinds: ['suitcase', 'suitcase', 'suitcase'], scene: 'lineup' },
  5: { kinds: ['suitcase', 'vinyl'] },
  6: { kinds: ['hifi', 'vinyl'] },
  7: { kinds: ['allinone', 'vinyl'] },
  8: { kinds: ['bookshelf', 'radio', 'bluetooth'] },
  9: { kinds: ['bookshelf'] },
  10: { kinds: ['bluetooth', 'bluetooth'] },
  11: { kinds: ['radio'] },
  12: { kinds: ['overear', 'earbuds'] },
  13: { kinds: ['overear'] },
  14: { kinds: ['earbuds'] },
  15: { kinds: ['vinyl', 'vinyl', 'vinyl'], scene: 'records' },
  16: { kinds: ['vinyl', 'vinyl'], scene: 'records' },
  17: { kinds: ['vinyl', 'vinyl', 'vinyl'], scene: 'records' },
  18: { kinds: ['brush', 'needle', 'crate'] },
  19: { kinds: ['brush'] },
  20: { kinds: ['crate'] },
  21: { kinds: ['needle'] },
  22: { kinds: ['radio', 'suitcase', 'bluetooth'] },
  23: { kinds: ['radio', 'suitcase'] },
  24: { kinds: ['bluetooth', 'hifi'] },
  25: { kinds: [], scene: 'people' },
  26: { kinds: ['generic', 'bluetooth'], scene: 'sale' },
  27: { kinds: ['hifi'] },
  28: { kinds: ['hifi'] },
  29: { kinds: ['vinyl', 'vinyl'], scene: 'records' },
  30: { kinds: ['vinyl', 'vinyl'], scene: 'records' },
};

/** Objects shown in a category's banner: by id, else by name, else like its parent. */
function categoryLook(
  category: SeedCategory,
  byId: Map<number, SeedCategory>,
): { kinds: ProductKind[]; scene?: SceneName } {
  const name = category.name;
  if (/ambassador|artist|team|community/i.test(name)) return { kinds: [], scene: 'people' };
  if (/clearance|sale|outlet|deal/i.test(name)) return { kinds: ['generic', 'bluetooth'], scene: 'sale' };
  const known = CATEGORY_SCENES[category.id];
  if (known) return known;
  const kind = kindForProduct([], name);
  if (kind !== 'generic') return { kinds: [kind] };
  const parent = byId.get(category.parent_id);
  if (parent && parent.id !== category.id && parent.level > 1) return categoryLook(parent, byId);
  return { kinds: ['suitcase'] };
}

/* ================================================================================================
 * Lookup
 * ============================================================================================== */

const indexes = new WeakMap<MediaSeed, MediaIndex>();

/** Secondary cache for callers that build a fresh seed object per request from the same arrays. */
interface PartsEntry {
  categories: SeedCategory[];
  attributes: SeedAttribute[];
  cmsContents: string[];
  index: MediaIndex;
}
const byParts = new WeakMap<SeedProduct[], PartsEntry>();

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((v, i) => v === b[i]));

/** The media index of a seed, built once per seed object (or per identical set of arrays). */
function mediaIndex(seed: MediaSeed): MediaIndex {
  let index = indexes.get(seed);
  if (index) return index;
  const entry = byParts.get(seed.products);
  if (
    entry &&
    entry.categories === seed.categories &&
    entry.attributes === seed.attributes &&
    sameItems(entry.cmsContents, seed.cmsContents)
  ) {
    index = entry.index;
  } else {
    index = buildIndex(seed);
    byParts.set(seed.products, {
      categories: seed.categories,
      attributes: seed.attributes,
      cmsContents: seed.cmsContents,
      index,
    });
  }
  indexes.set(seed, index);
  return index;
}

/**
 * The drawing behind a media path (after `/media/`, e.g. `catalog/product/c/r/x.jpg` or
 * `catalog/product/cache/<hash>/c/r/x.jpg`), or null when the seed has no such file.
 */
export function resolveMediaSource(path: string, seed: MediaSeed): MediaSource | null {
  const p = normalizeMediaPath(path);
  if (!p) return null;
  const { byPath } = mediaIndex(seed);
  const direct = byPath.get(p);
  if (direct) return direct;
  // Resize cache: catalog/product/cache/<hash>/c/r/x.jpg (2.2+), or older
  // catalog/product/cache/<store>/<role>/<WxH>/<hash>/c/r/x.jpg: drop 1..5 segments after cache/.
  const m = /^catalog\/product\/cache\/(.+)$/.exec(p);
  if (m) {
    const segments = (m[1] ?? '').split('/');
    for (let drop = 1; drop <= Math.min(5, segments.length - 1); drop++) {
      const found = byPath.get(`catalog/product/${segments.slice(drop).join('/')}`);
      if (found) return found;
    }
  }
  return null;
}

/** Every original the seed references (for pre-rendering). */
export function listMediaSources(seed: MediaSeed): MediaSource[] {
  return [...mediaIndex(seed).byPath.values()];
}

/** Shape of the backend state that media needs (see state.ts). */
export interface MediaStateLike {
  catalog: { products: SeedProduct[]; categories: SeedCategory[]; attributes: SeedAttribute[] };
  cms: { pages: Array<{ content: string }>; blocks: Array<{ content: string }> };
}

const seedsByState = new WeakMap<object, MediaSeed>();

/** The media seed of a backend state (memoised per state object). */
export function mediaSeedFromState(state: MediaStateLike): MediaSeed {
  let seed = seedsByState.get(state);
  if (!seed) {
    seed = {
      products: state.catalog.products,
      categories: state.catalog.categories,
      attributes: state.catalog.attributes,
      cmsContents: [...state.cms.pages.map((p) => p.content), ...state.cms.blocks.map((b) => b.content)],
    };
    seedsByState.set(state, seed);
  }
  return seed;
}
