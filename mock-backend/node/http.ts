/**
 * HTTP helpers shared by the embedded backend's Node servers (node/middleware.ts) and the
 * production server (scripts/serve.ts): which paths are the backend's, and answer compression.
 * Nothing here loads the backend itself, so a server that proxies to a remote Magento does not.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const BACKEND_PATHS = /^\/(graphql|rest|media|downloadable\/download)(\/|\?|$)/;

/** Bodies worth compressing: JSON and text, from 1 KB (GraphQL answers, REST). */
const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/)/i;
const MIN_COMPRESSED_LENGTH = 1024;

/** Brotli at a fast setting, else gzip: what a request's Accept-Encoding allows, or null. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * `body`, compressed with brotli (fast setting) or gzip when the client accepts it and the type
 * is worth it, as a web server in front of Magento does: a catalog answer is mostly repeated
 * field names and shrinks about fivefold. Returns the encoding used (null: sent as it is).
 */
function compressBody(
  body: Buffer,
  contentType: string | null | undefined,
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (body.length < MIN_COMPRESSED_LENGTH || !COMPRESSIBLE.test(contentType ?? '')) {
    return { body, encoding: null };
  }
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    return {
      body: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: gzipSync(body, { level: GZIP_LEVEL }), encoding };
  return { body, encoding: null };
}

/** Writes a backend answer: compressed as the request accepts (see compressBody). */
export function writeBody(req: IncomingMessage | undefined, res: ServerResponse, raw: Buffer): void {
  const contentType = res.getHeader('content-type');
  const { body, encoding } = compressBody(
    raw,
    typeof contentType === 'string' ? contentType : null,
    req?.headers['accept-encoding'],
  );
  if (encoding) {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
