/**
 * The production server for dist/ (`npm run serve`, scripts/serve.ts), as a function so tests can
 * start it on a port of their own with a folder and settings of their own.
 * - precompressed brotli/gzip variants chosen by Accept-Encoding
 * - hashed assets cached for a year, index.html and sw.js never without revalidation
 * - SPA fallback to index.html for page URLs (category and product URLs end in .html), sent with
 *   the answers to the page's first queries and preload hints for its code (scripts/lib/pageData.ts;
 *   pageDataTimeoutMs bounds the wait for the backend, 0 turns it off)
 * - security headers, including a Content-Security-Policy the app runs under
 * - /graphql and /rest proxied to the backend when one is named, and /media to that backend's
 *   media base (mediaUrl, else the one its store config names: scripts/lib/mediaBase.ts); else the
 *   embedded backend answers them in this process
 * - a page's data kept at most pageDataMaxAgeMs, and no longer than the backend's Cache-Control
 *   allows (pageDataLifetimeMs)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { BACKEND_PATHS, compressionStream, preferredEncoding } from '../../mock-backend/node/http';
import {
  answerTooLarge,
  BodyTooLargeError,
  DEFAULT_MAX_BODY_BYTES,
  declaresTooLarge,
  hasBody,
  lingerThenClose,
  readBodyWithin,
} from './bodyLimit';
import { createMediaBase, mediaTarget } from './mediaBase';
import { DEFAULT_BACKEND_TIMEOUT_MS, proxyRequest } from './proxy';
import {
  collectPageData,
  loopbackFetch,
  PAGE_DATA_MAX_AGE_MS,
  PAGE_DATA_TIMEOUT_MS,
  pageDataLifetimeMs,
  pageDataTags,
} from './pageData';

export interface StorefrontServerOptions {
  /** The folder served (the build's dist/). */
  root: string;
  /** The backend's base URL without a trailing slash (MAGENTO_BACKEND_URL), or null for the embedded one. */
  backendUrl: string | null;
  /** Where /media is fetched from when proxying (MAGENTO_MEDIA_URL), else the backend's media base. */
  mediaUrl: string | null;
  /** How long a page waits for its first data (PAGE_DATA_TIMEOUT_MS); 0 sends no data. */
  pageDataTimeoutMs: number;
  /** The longest a page's data is kept (PAGE_DATA_MAX_AGE_MS). */
  pageDataMaxAgeMs: number;
  /** The largest request body read (MAX_BODY_BYTES); larger ones are answered 413. */
  maxBodyBytes: number;
  /** How long the backend has to answer a proxied request (BACKEND_TIMEOUT_MS); then 504. */
  backendTimeoutMs: number;
}

/** A positive number from the environment, else `fallback`. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The settings from the environment, as `npm run serve` reads them. */
export function optionsFromEnv(env: NodeJS.ProcessEnv, root: string): StorefrontServerOptions {
  return {
    root,
    backendUrl: env.MAGENTO_BACKEND_URL?.replace(/\/+$/, '') || null,
    mediaUrl: env.MAGENTO_MEDIA_URL || null,
    pageDataTimeoutMs: Number(env.PAGE_DATA_TIMEOUT_MS ?? PAGE_DATA_TIMEOUT_MS),
    pageDataMaxAgeMs: Number(env.PAGE_DATA_MAX_AGE_MS ?? PAGE_DATA_MAX_AGE_MS),
    maxBodyBytes: positive(env.MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES),
    backendTimeoutMs: positive(env.BACKEND_TIMEOUT_MS, DEFAULT_BACKEND_TIMEOUT_MS),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const FRAME_HOSTS =
  'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com';
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  `frame-src ${FRAME_HOSTS}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

function cacheControlFor(path: string): string {
  if (path === '/index.html' || path === '/sw.js') return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

interface StaticFile {
  body: Buffer;
  etag: string;
}

/**
 * `req` with its body already read: what the embedded backend reads of a request (method, URL,
 * headers, the body as a stream) is the same.
 */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = Readable.from(body.length ? [body] : [], { objectMode: false });
  return Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    httpVersion: req.httpVersion,
    socket: req.socket,
  }) as unknown as IncomingMessage;
}

export interface StorefrontServer {
  server: Server;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the server on `port` (0: a free one) and `host` (default: every interface). */
export async function startStorefrontServer(
  options: StorefrontServerOptions,
  { port = 0, host }: { port?: number; host?: string } = {},
): Promise<StorefrontServer> {
  const root = resolve(options.root);
  const { backendUrl, pageDataTimeoutMs, pageDataMaxAgeMs, maxBodyBytes, backendTimeoutMs } = options;
  const mediaBase = backendUrl ? createMediaBase({ backendUrl, configured: options.mediaUrl }) : null;
  let boundPort = port;

  const fileCache = new Map<string, StaticFile | null>();
  function readStatic(file: string): StaticFile | null {
    if (fileCache.has(file)) return fileCache.get(file)!;
    let entry: StaticFile | null = null;
    if (existsSync(file) && statSync(file).isFile()) {
      const body = readFileSync(file);
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    fileCache.set(file, entry);
    return entry;
  }

  function pickEncoding(req: IncomingMessage, file: string): { file: string; encoding: string | null } {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted) && readStatic(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
    if (/\bgzip\b/.test(accepted) && readStatic(`${file}.gz`))
      return { file: `${file}.gz`, encoding: 'gzip' };
    return { file, encoding: null };
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, urlPath: string, file: string, status = 200) {
    const ext = extname(file);
    const chosen = pickEncoding(req, file);
    const entry = readStatic(chosen.file)!;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = status;
    res.setHeader('Content-Length', entry.body.length);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  let chunkGroups: Record<string, string[]> | null = null;
  function readChunkGroups(): Record<string, string[]> {
    if (!chunkGroups) {
      const entry = readStatic(join(root, 'chunk-groups.json'));
      chunkGroups = entry ? (JSON.parse(entry.body.toString('utf8')) as Record<string, string[]>) : {};
    }
    return chunkGroups;
  }

  /**
   * A page's tags are kept as long as pageDataLifetimeMs allows: what the backend's Cache-Control
   * says, at most pageDataMaxAgeMs (guest catalog data, as a full-page cache in front of Magento
   * keeps it, only much shorter, since nothing purges this one when a merchant saves). A page asked
   * again while its data is being collected waits for that collection instead of starting another.
   */
  const pageTagCache = new Map<string, { until: number; tags: Promise<string> }>();

  function pageTags(host: string, pathname: string, search: string): Promise<string> {
    const key = `${host} ${pathname}${search}`;
    const cached = pageTagCache.get(key);
    if (cached && Date.now() < cached.until) return cached.tags;
    if (pageTagCache.size > 500) pageTagCache.clear();
    const forget = () => {
      if (pageTagCache.get(key) === entry) pageTagCache.delete(key);
    };
    const entry = {
      until: Infinity,
      tags: collectPageData({
        pathname,
        search,
        graphqlUrl: `${backendUrl ?? `http://127.0.0.1:${boundPort}`}/graphql`,
        timeoutMs: pageDataTimeoutMs,
        // The embedded backend names media by the host it is asked on: the browser's.
        ...(backendUrl ? {} : { fetchImpl: loopbackFetch(host) }),
      }).then(
        (data) => {
          // Data cut short by the time limit is not kept: the next visitor gets the whole of it.
          const keepMs = data.complete ? pageDataLifetimeMs(data, pageDataMaxAgeMs) : 0;
          if (keepMs > 0) entry.until = Date.now() + keepMs;
          else forget();
          return pageDataTags(data, readChunkGroups());
        },
        (error: unknown) => {
          forget();
          console.error('[serve] page data failed:', error);
          return '';
        },
      ),
    };
    pageTagCache.set(key, entry);
    return entry.tags;
  }

  /**
   * The app shell for a page URL, streamed: everything up to `<body>` goes out at once (the browser
   * starts on the scripts and styles), then the page's data and code hints once the backend has
   * answered (or the time limit has passed), then the rest. The app's scripts are deferred, so they
   * run after the whole document, data included, has arrived.
   */
  async function sendPage(req: IncomingMessage, res: ServerResponse) {
    const host = req.headers.host ?? `localhost:${boundPort}`;
    const shell = join(root, 'index.html');
    const html = readStatic(shell)!.body.toString('utf8');
    const bodyAt = html.indexOf('<body>');
    if (req.method !== 'GET' || !(pageDataTimeoutMs > 0) || bodyAt < 0) {
      sendFile(req, res, '/index.html', shell);
      return;
    }
    const split = bodyAt + '<body>'.length;
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES['.html']!);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    let out: NodeJS.WritableStream = res;
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      const compressor = compressionStream(encoding);
      compressor.pipe(res);
      compressor.write(html.slice(0, split));
      compressor.flush();
      out = compressor;
    } else {
      res.write(html.slice(0, split));
    }
    out.end((await pageTags(host, pathname, search)) + html.slice(split));
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      if (!req.complete) lingerThenClose(req);
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    const file = normalize(join(root, urlPath));
    if (!file.startsWith(root + sep) && file !== root) {
      res.statusCode = 403;
      res.end();
      return;
    }
    if (urlPath !== '/' && readStatic(file) && !urlPath.endsWith('.gz') && !urlPath.endsWith('.br')) {
      sendFile(req, res, urlPath, file);
      return;
    }
    // Page URLs (no extension, or .html for categories, products and CMS pages) get the app shell.
    const ext = extname(urlPath);
    if (ext === '' || ext === '.html') {
      void sendPage(req, res);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  }

  /** /graphql and /rest to the backend; /media to its media base (scripts/lib/mediaBase.ts). */
  async function proxyToBackend(req: IncomingMessage, res: ServerResponse, base: string) {
    const url = req.url ?? '/';
    const limits = { maxBodyBytes, timeoutMs: backendTimeoutMs };
    if (!url.startsWith('/media')) {
      await proxyRequest(req, res, `${base}${url}`, limits);
      return;
    }
    const target = mediaTarget(await mediaBase!(), url);
    if (!target) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    await proxyRequest(req, res, target, { ...limits, media: true });
  }

  const embedded = backendUrl
    ? null
    : (await import('../../mock-backend/node/middleware')).backendMiddleware();
  const notFound = (res: ServerResponse) => () => {
    res.statusCode = 404;
    res.end('Not found');
  };

  /**
   * The embedded backend reads a request's body whole: it gets it once it is here and within
   * the limit, never more.
   */
  async function toEmbedded(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) {
      void embedded!(req, res, notFound(res));
      return;
    }
    let body: Buffer;
    try {
      body = await readBodyWithin(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) answerTooLarge(req, res, maxBodyBytes);
      else res.destroy();
      return;
    }
    void embedded!(withBody(req, body), res, notFound(res));
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (declaresTooLarge(req, maxBodyBytes)) {
      answerTooLarge(req, res, maxBodyBytes);
      return;
    }
    if (BACKEND_PATHS.test(req.url ?? '')) {
      if (backendUrl) void proxyToBackend(req, res, backendUrl);
      else void toEmbedded(req, res);
      return;
    }
    serveStatic(req, res);
  }

  const server = createServer(handle);
  // A client that asks before sending its body (Expect: 100-continue) is told at once when the
  // body it announces is too large, and sends none of it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (declaresTooLarge(req, maxBodyBytes)) {
      handle(req, res);
      return;
    }
    res.writeContinue();
    handle(req, res);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  boundPort = (server.address() as AddressInfo).port;
  // Look the backend's media base up before the first image is asked for.
  void mediaBase?.();
  return {
    server,
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}
