/**
 * Serves the msw handlers from a Node HTTP server (webpack-dev-server in `npm start`, the
 * production server in `npm run serve`): a Node request becomes a Fetch Request, msw picks the
 * handler, and the Fetch Response is written back. A network-error response drops the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import { getResponse } from 'msw';
import { handlers } from '../handlers';

export const BACKEND_PATHS = /^\/(graphql|rest|media)(\/|\?|$)/;

export function toFetchRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch requires this for streamed bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

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

/** A compressing stream for a body sent in parts (the same settings as compressBody). */
export function compressionStream(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL });
}

/**
 * `body`, compressed with brotli (fast setting) or gzip when the client accepts it and the type
 * is worth it, as a web server in front of Magento does: a catalog answer is mostly repeated
 * field names and shrinks about fivefold. Returns the encoding used (null: sent as it is).
 */
export function compressBody(
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

export async function writeFetchResponse(
  response: Response,
  res: ServerResponse,
  req?: IncomingMessage,
): Promise<void> {
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  writeBody(req, res, Buffer.from(await response.arrayBuffer()));
}

/** Connect-style middleware: answers backend paths, passes everything else on. */
export function backendMiddleware() {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!BACKEND_PATHS.test(req.url ?? '')) return next();
    try {
      const request = toFetchRequest(req);
      const response = await getResponse(handlers, request);
      if (!response) return next();
      await writeFetchResponse(response, res, req);
    } catch (error) {
      console.error('[mock-backend]', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ message: 'Internal server error' }));
      } else {
        res.destroy();
      }
    }
  };
}
