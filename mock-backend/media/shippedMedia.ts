/**
 * Media that cannot be drawn (draw.ts makes images only): files kept in `files/` under their media
 * path, e.g. the home page's background video at `files/wysiwyg/video/turntable-loop.mp4` (made
 * once by make-video.sh and committed). Served as Magento's web server serves media files: with a
 * validator, and byte ranges, which a `<video>` element asks for.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };
const CACHE_CONTROL = 'public, max-age=31536000';

const root = resolve(typeof __dirname === 'string' ? __dirname : 'mock-backend/media', 'files');
const cache = new Map<string, { body: Buffer; etag: string } | null>();

function read(path: string): { body: Buffer; etag: string; type: string } | null {
  const type = TYPES[extname(path).toLowerCase()];
  if (!type) return null;
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return null;
  if (!cache.has(file)) {
    let entry: { body: Buffer; etag: string } | null = null;
    try {
      if (statSync(file).isFile()) {
        const body = readFileSync(file);
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      }
    } catch {
      // No such file.
    }
    cache.set(file, entry);
  }
  const entry = cache.get(file);
  return entry ? { ...entry, type } : null;
}

/** The byte range a Range header asks for within `size` bytes, 'unsatisfiable', or null (all). */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** The answer for a media path (after `/media/`) kept in files/, or null when there is none. */
export function shippedMediaResponse(request: Request, path: string): Response | null {
  const entry = read(path);
  if (!entry) return null;
  const { body, etag, type } = entry;
  const common = {
    ETag: etag,
    'Cache-Control': CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    'Content-Type': type,
  };
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const head = request.method.toUpperCase() === 'HEAD';
  const range = byteRange(request.headers.get('range'), body.length);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${body.length}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: body.length - 1 };
  const part = body.subarray(start, end + 1);
  const headers: Record<string, string> = { ...common, 'Content-Length': String(part.length) };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
  return new Response(head ? null : new Uint8Array(part), { status: range ? 206 : 200, headers });
}
