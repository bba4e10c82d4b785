/**
 * `/media/...` for the embedded backend: draws the original (draw.ts) the first time it is asked
 * for, keeps it on disk (`.generated/`) and in memory, and resizes / re-encodes it per request the
 * way Magento behind Fastly image optimisation does:
 *
 *   width, height   1..4000 px (never larger than the original)
 *   dpr             1..5, multiplies width and height
 *   fit             cover (default with both sizes) | contain | inside | bounds (= inside) | crop (= cover)
 *   crop            false (default) | true | W:H (aspect ratio) | W,H (pixels), optionally ,xN,yN offsets
 *   quality         1..100, default 85 (JPEG and WebP only)
 *   format          png | png8 | pjpg (progressive JPEG) | jpg | bjpg | webp | gif (served as PNG)
 *   auto=webp       WebP when the request's Accept header allows it (wins over format)
 *   bg-color        padding / flattening colour: hex (`fff`, `1a1a1a`) or `r,g,b`
 *
 * Other parameters (optimize, ...) are ignored. sharp is loaded on first use only.
 */
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type sharpFn from 'sharp';
import type { FitEnum, Sharp } from 'sharp';
import { drawImage } from './draw';
import { shippedMediaResponse } from './shippedMedia';
import { resolveMediaSource, type ImageFormat, type MediaSeed, type MediaSource } from './catalogMedia';

type SharpFn = typeof sharpFn;

export interface MediaHandlerOptions {
  /**
   * Folder for rendered originals; null keeps them in memory only. Default: `MEDIA_CACHE_DIR` or
   * `mock-backend/media/.generated`.
   */
  cacheDir?: string | null;
}

const MAX_DIMENSION = 4000;
const DEFAULT_QUALITY = 85;
/** Quality of the stored originals. */
const ORIGINAL_QUALITY = 90;
/** Part of stored file names and ETags: change it when the encoding of originals changes. */
const ORIGINAL_TAG = 'q90';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function defaultCacheDir(): string {
  if (process.env.MEDIA_CACHE_DIR) return resolve(process.env.MEDIA_CACHE_DIR);
  const here = typeof __dirname === 'string' ? __dirname : resolve(process.cwd(), 'mock-backend/media');
  return join(here, '.generated');
}

/* ================================================================================================
 * sharp, loaded lazily
 * ============================================================================================== */

let sharpPromise: Promise<SharpFn> | null = null;

function loadSharp(): Promise<SharpFn> {
  sharpPromise ??= import('sharp').then((m) => {
    const mod = m as unknown as { default?: SharpFn };
    return mod.default ?? (m as unknown as SharpFn);
  });
  return sharpPromise;
}

/* ================================================================================================
 * Caches
 * ============================================================================================== */

/** Least-recently-used map bounded by entry count and total bytes. */
class Lru {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Buffer | undefined {
    const value = this.map.get(key);
    if (value) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.length;
      this.map.delete(key);
    }
    if (value.length > this.maxBytes) return;
    this.map.set(key, value);
    this.bytes += value.length;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.bytes -= this.map.get(oldest.value)?.length ?? 0;
      this.map.delete(oldest.value);
    }
  }

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }
}

const originals = new Lru(64, 160 * 1024 * 1024);
const resized = new Lru(300, 128 * 1024 * 1024);
const inflight = new Map<string, Promise<Buffer>>();

/** Forgets everything kept in memory (tests). */
export function clearMediaCaches(): void {
  originals.clear();
  resized.clear();
  inflight.clear();
}

/** At most this many originals are drawn at once (each holds a full-size bitmap). */
let rendering = 0;
const waiting: Array<() => void> = [];
const RENDER_SLOTS = Math.max(1, Math.min(4, availableParallelism()));

async function withRenderSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (rendering >= RENDER_SLOTS) await new Promise<void>((done) => waiting.push(done));
  rendering += 1;
  try {
    return await fn();
  } finally {
    rendering -= 1;
    waiting.shift()?.();
  }
}

/* ================================================================================================
 * Originals
 * ============================================================================================== */

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** Where an original is kept on disk: its media path with the drawing hash before the extension. */
export function originalFile(source: MediaSource, cacheDir: string): string {
  const base = source.path.replace(/\.[a-z0-9]+$/i, '');
  return join(cacheDir, `${base}.${source.hash}${ORIGINAL_TAG}.${EXT[source.format]}`);
}

/** Draws and encodes an original. */
async function renderOriginal(source: MediaSource): Promise<Buffer> {
  const sharp = await loadSharp();
  const { svg } = drawImage(source.drawing);
  let img = sharp(Buffer.from(svg));
  switch (source.format) {
    case 'jpeg':
      // Drawings are opaque; skipping Huffman optimisation makes encoding ~30 % faster.
      img = img.jpeg({ quality: ORIGINAL_QUALITY, optimiseCoding: false });
      break;
    case 'png':
      img = img.png({ compressionLevel: 6 });
      break;
    case 'webp':
      img = img.webp({ quality: ORIGINAL_QUALITY });
      break;
    case 'gif':
      img = img.gif();
      break;
  }
  return img.toBuffer();
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * The original's bytes: from memory, else from disk, else drawn now (and stored). With `force`
 * it is drawn again. `created` tells whether it was drawn by this call.
 */
export async function ensureOriginal(
  source: MediaSource,
  options: { cacheDir?: string | null; force?: boolean } = {},
): Promise<{ data: Buffer; created: boolean }> {
  const cacheDir = options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir;
  const key = `${source.path}|${source.hash}${ORIGINAL_TAG}`;
  if (!options.force) {
    const hit = originals.get(key);
    if (hit) return { data: hit, created: false };
    const pending = inflight.get(key);
    if (pending) return { data: await pending, created: false };
  }
  let created = false;
  const job = (async () => {
    const file = cacheDir ? originalFile(source, cacheDir) : null;
    if (file && !options.force) {
      const stored = await readIfExists(file);
      if (stored) return stored;
    }
    const data = await withRenderSlot(() => renderOriginal(source));
    created = true;
    if (file) {
      await writeAtomically(file, data).catch((err: unknown) => {
        console.warn(`media: could not store ${file}: ${String(err)}`);
      });
    }
    return data;
  })();
  inflight.set(key, job);
  try {
    const data = await job;
    originals.set(key, data);
    return { data, created };
  } finally {
    inflight.delete(key);
  }
}

/* ================================================================================================
 * Query parameters
 * ============================================================================================== */

type Fit = 'cover' | 'contain' | 'inside';

interface Crop {
  kind: 'ratio' | 'size';
  w: number;
  h: number;
  x?: number;
  y?: number;
}

export interface ImageRequest {
  width?: number;
  height?: number;
  fit: Fit;
  crop?: Crop;
  quality?: number;
  format: ImageFormat;
  progressive: boolean;
  palette: boolean;
  background?: { r: number; g: number; b: number };
}

class BadRequest extends Error {}

function intParam(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const v = raw.trim();
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new BadRequest(`Invalid ${name} "${raw}": expected an integer from ${min} to ${max}.`);
  }
  return Number(v);
}

function parseColor(raw: string): { r: number; g: number; b: number } {
  const v = raw.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$|^[0-9a-f]{6}$/i.test(v)) {
    const h = v.length === 3 ? v.replace(/./g, (c) => c + c) : v;
    return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
  }
  const m = /^(\d{1,3}),(\d{1,3}),(\d{1,3})$/.exec(v);
  if (m && [m[1], m[2], m[3]].every((c) => Number(c) <= 255)) {
    return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]) };
  }
  throw new BadRequest(`Invalid bg-color "${raw}": expected a hex colour (fff, 1a1a1a) or r,g,b.`);
}

function parseCrop(raw: string): Crop | undefined | 'cover' {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return undefined;
  if (v === 'true' || v === '1') return 'cover';
  const m =
    /^(\d+(?:\.\d+)?)([:,])(\d+(?:\.\d+)?)(?:,(?:offset-)?x(\d+),(?:offset-)?y(\d+))?(?:,(?:smart|safe))?$/.exec(
      v,
    );
  const w = Number(m?.[1]);
  const h = Number(m?.[3]);
  if (!m || !(w > 0) || !(h > 0) || (m[2] === ',' && (w > MAX_DIMENSION * 2 || h > MAX_DIMENSION * 2))) {
    throw new BadRequest(`Invalid crop "${raw}": expected false, true, W:H (aspect ratio) or W,H (pixels).`);
  }
  const crop: Crop = { kind: m[2] === ':' ? 'ratio' : 'size', w, h };
  if (m[4] !== undefined) crop.x = Number(m[4]);
  if (m[5] !== undefined) crop.y = Number(m[5]);
  return crop;
}

/** Whether an Accept header allows WebP (explicitly, with q > 0). */
function acceptsWebp(accept: string | null): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...rest] = part.trim().toLowerCase().split(';');
    if (type?.trim() !== 'image/webp') return false;
    const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const FORMATS: Record<string, { format: ImageFormat; progressive?: boolean; palette?: boolean }> = {
  png: { format: 'png' },
  png8: { format: 'png', palette: true },
  png24: { format: 'png' },
  png32: { format: 'png' },
  gif: { format: 'png' },
  pjpg: { format: 'jpeg', progressive: true },
  jpg: { format: 'jpeg' },
  jpeg: { format: 'jpeg' },
  bjpg: { format: 'jpeg' },
  webp: { format: 'webp' },
  webpll: { format: 'webp' },
  webply: { format: 'webp' },
};

/** Reads and validates the image parameters of a request (throws BadRequest). */
export function parseImageRequest(
  params: URLSearchParams,
  accept: string | null,
  original: ImageFormat,
): ImageRequest {
  const dprRaw = params.get('dpr');
  let dpr = 1;
  if (dprRaw !== null) {
    dpr = Number(dprRaw);
    if (!/^\d+(\.\d+)?$/.test(dprRaw.trim()) || dpr < 1 || dpr > 5) {
      throw new BadRequest(`Invalid dpr "${dprRaw}": expected a number from 1 to 5.`);
    }
  }
  const w = intParam(params, 'width', 1, MAX_DIMENSION);
  const h = intParam(params, 'height', 1, MAX_DIMENSION);
  const req: ImageRequest = { fit: 'inside', format: original, progressive: false, palette: false };
  if (w !== undefined) req.width = Math.min(MAX_DIMENSION, Math.round(w * dpr));
  if (h !== undefined) req.height = Math.min(MAX_DIMENSION, Math.round(h * dpr));

  const fitRaw = params.get('fit');
  const fit = fitRaw?.trim().toLowerCase();
  if (fit !== undefined && !['cover', 'contain', 'inside', 'bounds', 'crop'].includes(fit)) {
    throw new BadRequest(`Invalid fit "${fitRaw}": expected cover, contain, inside, bounds or crop.`);
  }
  const crop = params.has('crop') ? parseCrop(params.get('crop') ?? '') : undefined;
  if (fit === 'contain') req.fit = 'contain';
  else if (fit === 'cover' || fit === 'crop') req.fit = 'cover';
  else if (fit === 'inside' || fit === 'bounds') req.fit = 'inside';
  else req.fit = w !== undefined && h !== undefined ? 'cover' : 'inside';
  if (crop === 'cover' && fit === undefined) req.fit = 'cover';
  else if (crop && crop !== 'cover') req.crop = crop;

  const quality = intParam(params, 'quality', 1, 100);
  if (quality !== undefined) req.quality = quality;

  const formatRaw = params.get('format');
  if (formatRaw !== null) {
    const key = formatRaw.trim().toLowerCase();
    if (key !== 'auto') {
      const f = FORMATS[key];
      if (!f) {
        throw new BadRequest(
          `Invalid format "${formatRaw}": expected png, png8, pjpg, jpg, bjpg, webp or gif.`,
        );
      }
      req.format = f.format;
      req.progressive = f.progressive ?? false;
      req.palette = f.palette ?? false;
    }
  }
  const auto = (params.get('auto') ?? '').toLowerCase().split(',');
  if ((auto.includes('webp') || formatRaw?.trim().toLowerCase() === 'auto') && acceptsWebp(accept)) {
    req.format = 'webp';
    req.progressive = false;
    req.palette = false;
  }
  const bg = params.get('bg-color');
  if (bg !== null) req.background = parseColor(bg);
  return req;
}

/** Canonical text of a request (cache key and ETag input). */
function requestKey(source: MediaSource, r: ImageRequest): string {
  const lossy = r.format === 'jpeg' || r.format === 'webp';
  return [
    source.hash + ORIGINAL_TAG,
    source.path,
    r.width ?? '',
    r.height ?? '',
    r.fit,
    r.crop ? `${r.crop.kind}${r.crop.w}x${r.crop.h}@${r.crop.x ?? ''},${r.crop.y ?? ''}` : '',
    lossy ? (r.quality ?? DEFAULT_QUALITY) : '',
    r.format + (r.progressive ? '-progressive' : '') + (r.palette ? '-palette' : ''),
    r.background ? `${r.background.r},${r.background.g},${r.background.b}` : '',
  ].join('|');
}

/** True when the original bytes answer the request as they are. */
function isPassThrough(source: MediaSource, r: ImageRequest): boolean {
  return (
    r.width === undefined &&
    r.height === undefined &&
    !r.crop &&
    r.quality === undefined &&
    r.format === source.format &&
    !r.progressive &&
    !r.palette
  );
}

/* ================================================================================================
 * Transforming
 * ============================================================================================== */

function cropRegion(
  c: Crop,
  ow: number,
  oh: number,
): { left: number; top: number; width: number; height: number } {
  let width: number;
  let height: number;
  if (c.kind === 'ratio') {
    const ratio = c.w / c.h;
    width = Math.min(ow, oh * ratio);
    height = width / ratio;
  } else {
    width = Math.min(ow, c.w);
    height = Math.min(oh, c.h);
  }
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.round(height));
  const left = c.x !== undefined ? Math.min(c.x, ow - width) : Math.round((ow - width) / 2);
  const top = c.y !== undefined ? Math.min(c.y, oh - height) : Math.round((oh - height) / 2);
  return { left: Math.max(0, left), top: Math.max(0, top), width, height };
}

async function transform(original: Buffer, r: ImageRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  let img: Sharp = sharp(original);
  const meta = await img.metadata();
  let bw = meta.width ?? 1;
  let bh = meta.height ?? 1;
  if (r.crop) {
    const region = cropRegion(r.crop, bw, bh);
    img = img.extract(region);
    bw = region.width;
    bh = region.height;
  }
  const lossless = r.format === 'png' || r.format === 'gif';
  const background = r.background
    ? { ...r.background, alpha: 1 }
    : lossless || r.format === 'webp'
      ? { r: 0, g: 0, b: 0, alpha: 0 }
      : { r: 255, g: 255, b: 255, alpha: 1 };
  if (r.width !== undefined || r.height !== undefined) {
    let w = r.width;
    let h = r.height;
    let fit: keyof FitEnum = r.fit;
    if (w !== undefined && h !== undefined && fit !== 'inside') {
      // Never upscale: shrink the requested box (keeping its shape) until the image fills it
      // (cover) or fits it (contain) at no more than 100 %.
      const scale = fit === 'cover' ? Math.max(w / bw, h / bh) : Math.min(w / bw, h / bh);
      if (scale > 1) {
        w = Math.max(1, Math.round(w / scale));
        h = Math.max(1, Math.round(h / scale));
      }
    } else {
      // Fit inside the box keeping the aspect ratio; sizes computed here so rounding matches
      // the simple width × ratio a client expects (sharp can land one pixel off).
      const scale = Math.min(1, w !== undefined ? w / bw : Infinity, h !== undefined ? h / bh : Infinity);
      w = Math.max(1, Math.round(bw * scale));
      h = Math.max(1, Math.round(bh * scale));
      fit = 'fill';
    }
    img = img.resize({ width: w, height: h, fit, position: 'centre', background });
  }
  const quality = r.quality ?? DEFAULT_QUALITY;
  switch (r.format) {
    case 'jpeg':
      img = img
        .flatten({ background: r.background ?? { r: 255, g: 255, b: 255 } })
        .jpeg({ quality, progressive: r.progressive });
      break;
    case 'webp':
      // effort 2: about twice as fast as the default, files a few percent larger.
      img = img.webp({ quality, effort: 2 });
      break;
    case 'png':
      img = img.png(r.palette ? { palette: true } : { compressionLevel: 6 });
      break;
    case 'gif':
      img = img.gif();
      break;
  }
  return img.toBuffer();
}

/* ================================================================================================
 * HTTP
 * ============================================================================================== */

const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/**
 * Answers GET/HEAD `/media/...` requests (the URL's path must start with `/media/`). `seed` is
 * what exists; see catalogMedia.ts.
 */
export async function handleMediaRequest(
  request: Request,
  seed: MediaSeed,
  options: MediaHandlerOptions = {},
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    return text(405, 'Method not allowed', { Allow: 'GET, HEAD' });
  }
  const url = new URL(request.url);
  const m = /^\/media\/(.+)$/.exec(url.pathname);
  const shipped = m ? shippedMediaResponse(request, m[1] ?? '') : null;
  if (shipped) return shipped;
  const source = m ? resolveMediaSource(m[1] ?? '', seed) : null;
  if (!source) return text(404, 'Image not found');

  let req: ImageRequest;
  try {
    req = parseImageRequest(url.searchParams, request.headers.get('accept'), source.format);
  } catch (err) {
    if (err instanceof BadRequest) return text(400, err.message);
    throw err;
  }
  const key = requestKey(source, req);
  const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 27)}"`;
  const common = { ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept' };
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: common });
  }

  let body: Buffer;
  try {
    body = resized.get(key) ?? (await produce(source, req, key, options));
  } catch (err) {
    console.error(`media: failed to render ${source.path}:`, err);
    return text(500, 'Image could not be rendered');
  }
  const headers = { ...common, 'Content-Type': MIME[req.format], 'Content-Length': String(body.length) };
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: 200,
    headers,
  });
}

async function produce(source: MediaSource, req: ImageRequest, key: string, options: MediaHandlerOptions) {
  const { data } = await ensureOriginal(source, { cacheDir: options.cacheDir });
  if (isPassThrough(source, req)) return data;
  const pending = inflight.get(key);
  if (pending) return pending;
  const job = transform(data, req);
  inflight.set(key, job);
  try {
    const out = await job;
    resized.set(key, out);
    return out;
  } finally {
    inflight.delete(key);
  }
}
