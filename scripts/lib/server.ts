/**
 * The production server for dist/ (`npm run serve`, scripts/serve.ts), as a function so tests can
 * start it on a port of their own with a folder and settings of their own.
 * - precompressed brotli/gzip variants chosen by Accept-Encoding
 * - hashed assets cached for a year, index.html and sw.js never without revalidation
 * - SPA fallback to index.html for page URLs (category and product URLs end in .html), sent with
 *   the answers to the page's first queries and preload hints for its code (scripts/lib/pageData.ts;
 *   pageDataTimeoutMs bounds the wait for the backend, 0 turns it off)
 * - security headers (scripts/lib/securityHeaders.ts): a Content-Security-Policy the app runs
 *   under, its violations reported where cspReportUri says; Strict-Transport-Security for
 *   requests that came over HTTPS
 * - source maps only when serveSourceMaps says so (the scripts' sourceMappingURL comments then
 *   name a 404, which a browser's developer tools report and nothing else notices)
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
import {
  asksGuestOrder,
  clientAddress,
  LookupLimiter,
  tooManyRequestsAnswer,
} from '../../mock-backend/guestOrderLimit';
import { BACKEND_PATHS, preferredEncoding } from '../../mock-backend/node/http';
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
import { compress, compressingStream, compressionSlots, type Encoding } from './compress';
import { embeddedFetch } from './embeddedFetch';
import type { BootstrapAnswer } from '../../src/platform/apollo/bootstrapLink';
import type { CachedPage } from './pageCache';
import { DEFAULT_PAGE_CACHE_BYTES, DEFAULT_PAGE_CACHE_ENTRIES, PageCache, SingleFlight } from './pageCache';
import { pageDataSearch } from '../../src/app/resolver/pageBootstrap';
import { appRoutePage } from '../../src/app/pages/loadPage';
import { cartPreviewOf } from '../../src/app/routes';
import { SERVER_CART_PREVIEW_WAIT_MS } from '../../src/platform/loadingPolicy';
import { cartIdFromCookies } from '../../src/platform/persistence/cartCookie';
import { documentWithPreview, findStartScript, loadPreviewRenderer } from './preview';
import type { PreviewRequest } from '../../src/preview';
import {
  cameOverHttps,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  HSTS,
  receiveReport,
  reportUriFrom,
  securityHeaders,
} from './securityHeaders';
import {
  collectPageData,
  PAGE_DATA_MAX_AGE_MS,
  PAGE_DATA_TIMEOUT_MS,
  isAppRoute,
  pageDataLifetimeMs,
  pageDataTags,
  type PageData,
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
  /** How many pages with their data are kept at most (PAGE_CACHE_ENTRIES). */
  pageCacheEntries: number;
  /** How many bytes of them, compressed bodies included (PAGE_CACHE_BYTES). */
  pageCacheBytes: number;
  /**
   * Whether the proxy in front is trusted to say how the request came (TRUST_PROXY=1):
   * `X-Forwarded-Proto: https` then earns Strict-Transport-Security.
   */
  trustProxy: boolean;
  /** Where CSP violations are reported (CSP_REPORT_URI; `self`: the server's /csp-report), or null. */
  cspReportUri: string | null;
  /** Whether source maps (/js/*.map, /sw.js.map) are served (SERVE_SOURCE_MAPS=1); else 404. */
  serveSourceMaps: boolean;
  /**
   * Whether pages are sent with a preview of their first view (PAGE_PREVIEW=0 turns it off;
   * scripts/lib/preview.ts), when the build has its renderer.
   */
  preview?: boolean;
  /** The renderer's file (default: dist-server/preview.js beside the served folder). */
  previewModule?: string;
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
    pageCacheEntries: positive(env.PAGE_CACHE_ENTRIES, DEFAULT_PAGE_CACHE_ENTRIES),
    pageCacheBytes: positive(env.PAGE_CACHE_BYTES, DEFAULT_PAGE_CACHE_BYTES),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cspReportUri: reportUriFrom(env.CSP_REPORT_URI),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1' || env.SERVE_SOURCE_MAPS === 'true',
    preview: env.PAGE_PREVIEW !== '0' && env.PAGE_PREVIEW !== 'false',
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

/** A page's data being collected: its status as soon as known, then the whole document. */
interface PageCollection {
  status: Promise<number>;
  result: Promise<CollectedPage>;
}

interface CollectedPage {
  html: Buffer;
  status: number;
  page: CachedPage | null;
  /** The data the document was made from (null for a failed collection). */
  data: PageData | null;
}

/**
 * Request headers and cookies that say the request is not a plain guest's in the default store
 * view: their page answers are not for a shared cache. (The page's data is a guest's in the
 * default store view whatever they say, and the app uses it only when that fits: this keeps a
 * cache in front from storing it under such a request.)
 */
const PERSONAL_HEADERS = ['authorization', 'store', 'content-currency'];
const PERSONAL_COOKIES = /(?:^|;\s*)(?:store|X-Magento-Vary)=/i;

function isSharedRequest(req: IncomingMessage): boolean {
  if (PERSONAL_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return !PERSONAL_COOKIES.test(req.headers.cookie ?? '');
}

/**
 * A kept page's Cache-Control: a shared cache in front (Varnish, Fastly) may keep it for what is
 * left of its time here (s-maxage); a browser asks again each time (max-age=0) and gets a 304
 * while it has not changed. Personal requests get `private, no-cache`.
 */
function pageCacheControl(page: CachedPage, shared: boolean, now = Date.now()): string {
  if (!shared) return 'private, no-cache';
  const seconds = Math.floor((page.expires - now) / 1000);
  return seconds >= 1 ? `public, max-age=0, s-maxage=${seconds}` : 'no-cache';
}

/** If-None-Match against a page's validator, weakly compared (RFC 9110, 13.1.2). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the embedded backend is asked on for a page's data: the host the browser used, so
 * its links and media name it as when the browser asks itself; a Host that is not a host name
 * gets localhost.
 */
function embeddedOrigin(host: string | undefined, port: number): string {
  return `http://${host && HOST.test(host) ? host.toLowerCase() : `localhost:${port}`}`;
}

/**
 * `req` with its body already read: what the embedded backend reads of a request (method, URL,
 * headers, the body as a stream) is the same.
 */
/** A URL's text with its escapes read (as it is, when they do not read). */
function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

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
   * Pages with their data, by what the data depends on: the path and the part of the query string
   * the page reads (pageDataSearch), and for the embedded backend, which names links and media by
   * the host it is asked on, that host. Kept as long as pageDataLifetimeMs allows: what the
   * backend's Cache-Control says, at most pageDataMaxAgeMs (nothing purges this cache when a
   * merchant saves). Concurrent requests for a page being collected share that collection.
   */
  const pageCache = new PageCache(options.pageCacheEntries, options.pageCacheBytes);
  const collections = new SingleFlight<PageCollection>();

  function shellParts(): { head: string; tail: string } | null {
    const html = readStatic(join(root, 'index.html'))!.body.toString('utf8');
    const bodyAt = html.indexOf('<body>');
    if (bodyAt < 0) return null;
    const split = bodyAt + '<body>'.length;
    return { head: html.slice(0, split), tail: html.slice(split) };
  }

  /**
   * Whether a page may be sent with a guest's preview of its first view: a page the route lookup
   * names, or the search page, whose first data the server collects as a guest's. Never the cart,
   * checkout or account pages, which show the shopper's own data (the cart and checkout get one of
   * their own with a guest's cart cookie: withCartPreview).
   */
  function mayPreview(pathname: string): boolean {
    return renderPreview !== null && (!isAppRoute(pathname) || appRoutePage(pathname) !== undefined);
  }

  /** The page's document with its first view when it can have one (scripts/lib/preview.ts). */
  async function withPreview(
    tags: string,
    data: PageData,
    pathname: string,
    search: string,
  ): Promise<string | null> {
    startScript ??= findStartScript(root);
    if (!renderPreview || !mayPreview(pathname) || !startScript || !data.complete) return null;
    // Only a page whose largest element the preview shows: a page whose lead image is known, or a
    // content page, whose backgrounds start.js shows at their laid-out size (useBackground).
    if (!data.leadImage && data.type !== 'CMS_PAGE') return null;
    const preview = await renderLogged({ pathname, search, answers: data.bootstrap.answers });
    return preview && documentFor(data, tags, preview);
  }

  /** The renderer's preview, or null (a failure is logged: the page goes without one). */
  function renderLogged(request: PreviewRequest): Promise<string | null> {
    return renderPreview!(request).catch((error: unknown) => {
      console.error('[serve] preview failed:', error);
      return null;
    });
  }

  /** The page's document with `preview` in it (scripts/lib/preview.ts). */
  function documentFor(data: PageData, tags: string, preview: string, unlessStored?: readonly string[]) {
    return documentWithPreview({
      ...shellParts()!,
      tags,
      preview,
      startScript: startScript!,
      store: data.bootstrap.store,
      currency: data.bootstrap.currency ?? null,
      unlessStored,
    });
  }

  /**
   * The cart or checkout page with its first view rendered with a guest's own cart (the cart
   * cookie, src/platform/persistence/cartCookie.ts), or null: no renderer, data cut short, or a
   * view that could not be rendered whole in time (then the page goes as for anyone).
   */
  async function withCartPreview(
    data: PageData,
    pathname: string,
    search: string,
    cartId: string,
    origin: string | null,
    { chunks, unlessStored = [] }: NonNullable<ReturnType<typeof cartPreviewOf>>,
  ): Promise<string | null> {
    startScript ??= findStartScript(root);
    if (!renderPreview || !startScript || !data.complete) return null;
    const answers: Record<string, BootstrapAnswer> = {};
    const preview = await renderLogged({
      pathname,
      search,
      answers: data.bootstrap.answers,
      timeoutMs: SERVER_CART_PREVIEW_WAIT_MS,
      cart: {
        id: cartId,
        uri: `${backendUrl ?? origin}/graphql`,
        fetch: embeddedHandlers && origin ? embeddedFetch(embeddedHandlers, origin) : fetch,
        onAnswer: (key, answer) => (answers[key] = answer),
      },
    });
    if (!preview) return null;
    // The cart's answers go with this page alone, so the app's first render shows what the preview
    // showed instead of asking again (they are never in a kept page).
    const bootstrap = { ...data.bootstrap, answers: { ...data.bootstrap.answers, ...answers } };
    const tags = pageDataTags(
      { ...data, bootstrap, chunkGroups: [...(data.chunkGroups ?? []), ...chunks] },
      readChunkGroups(),
    );
    return documentFor(data, tags, preview, unlessStored);
  }

  function collect(key: string, pathname: string, search: string, origin: string | null): PageCollection {
    let settleStatus: (status: number) => void = () => undefined;
    const status = new Promise<number>((resolve) => (settleStatus = resolve));
    const shell = shellParts()!;
    const result = collectPageData({
      pathname,
      search,
      graphqlUrl: `${backendUrl ?? origin}/graphql`,
      timeoutMs: pageDataTimeoutMs,
      ...(embeddedHandlers && origin ? { fetchImpl: embeddedFetch(embeddedHandlers, origin) } : {}),
      onOutcome: (outcome) => settleStatus(outcome.status === 'not-found' ? 404 : 200),
    }).then(
      async (data) => {
        const pageStatus = data.notFound ? 404 : 200;
        settleStatus(pageStatus);
        const tags = pageDataTags(data, readChunkGroups());
        // Data cut short by the time limit is not kept: the next visitor gets the whole of it.
        const keepMs = data.complete ? pageDataLifetimeMs(data, pageDataMaxAgeMs) : 0;
        const previewed = await withPreview(tags, data, pathname, search);
        const html = Buffer.from(previewed ?? shell.head + tags + shell.tail);
        // The data is kept too only where a page is made from it per request (a guest's cart page).
        const forCart = cartPreviewOf(pathname) ? data : null;
        const page = keepMs > 0 ? pageCache.put(key, html, pageStatus, Date.now() + keepMs, forCart) : null;
        return { html, status: pageStatus, page, data };
      },
      (error: unknown) => {
        settleStatus(200);
        console.error('[serve] page data failed:', error);
        return { html: Buffer.from(shell.head + shell.tail), status: 200, page: null, data: null };
      },
    );
    return { status, result };
  }

  /** Headers every page answer has, cached or not. */
  function pageHeaders(res: ServerResponse, cacheControl: string) {
    res.setHeader('Content-Type', TYPES['.html']!);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
  }

  /** A page made for this shopper alone: never kept, here or by any cache on the way. */
  async function sendOwn(
    req: IncomingMessage,
    res: ServerResponse,
    encoding: Encoding | null,
    html: Buffer,
    status: number,
  ) {
    pageHeaders(res, 'private, no-store');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    const body = encoding ? await compress(html, encoding) : html;
    res.statusCode = status;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  /** A page as one body: compressed once (kept with the page) or, for a page not kept, now. */
  async function sendWhole(
    req: IncomingMessage,
    res: ServerResponse,
    encoding: Encoding | null,
    whole: Pick<CollectedPage, 'html' | 'status' | 'page'>,
    shared: boolean,
  ) {
    const { page } = whole;
    const cacheControl = page ? pageCacheControl(page, shared) : shared ? 'no-cache' : 'private, no-cache';
    pageHeaders(res, cacheControl);
    if (page) {
      res.setHeader('ETag', page.etag);
      if (etagMatches(req.headers['if-none-match'], page.etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    const body = page
      ? await page.body(encoding)
      : encoding
        ? await compress(whole.html, encoding)
        : whole.html;
    res.statusCode = whole.status;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The app shell for a page URL, with the page's data. A page kept from an earlier visit goes out
   * at once, compressed once for everyone. Otherwise the status waits for the route lookup (404 for
   * a URL the backend does not know), then everything up to `<body>` goes out (the browser starts
   * on the scripts and styles) while the rest of the data comes in, then the data, hints and the
   * rest. The app's scripts are deferred, so they run after the whole document has arrived. With
   * no compression slot free, a request waits for the whole page instead.
   */
  async function sendPage(req: IncomingMessage, res: ServerResponse) {
    const shell = shellParts();
    if (!(pageDataTimeoutMs > 0) || !shell) {
      sendFile(req, res, '/index.html', join(root, 'index.html'));
      return;
    }
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    const dataSearch = pageDataSearch(pathname, search);
    const origin = embeddedHandlers ? embeddedOrigin(req.headers.host, boundPort) : null;
    const key = `${origin ?? ''} ${pathname}${dataSearch}`;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const shared = isSharedRequest(req);
    const kept = pageCache.get(key);
    const cartPreview = renderPreview && req.method === 'GET' ? cartPreviewOf(pathname) : undefined;
    const cartId = cartPreview ? cartIdFromCookies(req.headers.cookie) : null;
    const collection = kept
      ? null
      : collections.run(
          key,
          () => collect(key, pathname, dataSearch, origin),
          (running) => running.result,
        );
    const keptWhole = kept && { html: kept.html, status: kept.status, page: kept, data: kept.data };
    if (cartId) {
      const whole = keptWhole ?? (await collection!.result);
      const html =
        whole.data && (await withCartPreview(whole.data, pathname, dataSearch, cartId, origin, cartPreview!));
      if (html) await sendOwn(req, res, encoding, Buffer.from(html), whole.status);
      else await sendWhole(req, res, encoding, whole, shared);
      return;
    }
    if (keptWhole) {
      await sendWhole(req, res, encoding, keptWhole, shared);
      return;
    }
    // A page that may be sent with its preview goes whole: its head changes with it.
    const streams =
      req.method === 'GET' && !mayPreview(pathname) && (!encoding || compressionSlots.tryAcquire());
    if (!streams) {
      await sendWhole(req, res, encoding, await collection!.result, shared);
      return;
    }
    try {
      const status = await collection!.status;
      res.statusCode = status;
      // Whether the page may be kept is known only at its end.
      pageHeaders(res, shared ? 'no-cache' : 'private, no-cache');
      let out: NodeJS.WritableStream = res;
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        const compressor = compressingStream(encoding);
        compressor.pipe(res);
        compressor.write(shell.head);
        compressor.flush();
        out = compressor;
      } else {
        res.write(shell.head);
      }
      const { html } = await collection!.result;
      out.end(html.subarray(Buffer.byteLength(shell.head)));
      await new Promise((resolve) => res.once('close', resolve));
    } finally {
      if (encoding) compressionSlots.release();
    }
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
    // Source maps are the app's source: only for a server told to show it.
    const hidden = !options.serveSourceMaps && urlPath.endsWith('.map');
    if (
      urlPath !== '/' &&
      !hidden &&
      readStatic(file) &&
      !urlPath.endsWith('.gz') &&
      !urlPath.endsWith('.br')
    ) {
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

  /**
   * Magento sets no limit on guest order lookups (guestOrder): in front of one, this server keeps
   * it (mock-backend/guestOrderLimit.ts), per client, and answers past it as Magento's rate
   * limiting does. A GraphQL POST is read whole (within the body limit) to see what it asks.
   */
  const guestOrderLookups = new LookupLimiter();
  function refuseLookup(res: ServerResponse) {
    const body = JSON.stringify(tooManyRequestsAnswer());
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }

  /** /graphql and /rest to the backend; /media to its media base (scripts/lib/mediaBase.ts). */
  async function proxyToBackend(req: IncomingMessage, res: ServerResponse, base: string) {
    const url = req.url ?? '/';
    const limits = { maxBodyBytes, timeoutMs: backendTimeoutMs };
    if (/^\/graphql(\/|\?|$)/.test(url)) {
      let sent = req;
      let text = decodeURIComponentSafe(url);
      if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req)) {
        let body: Buffer;
        try {
          body = await readBodyWithin(req, maxBodyBytes);
        } catch (error) {
          if (error instanceof BodyTooLargeError) answerTooLarge(req, res, maxBodyBytes);
          else res.destroy();
          return;
        }
        text += body.toString('utf8');
        sent = withBody(req, body);
      }
      if (asksGuestOrder(text) && !guestOrderLookups.take(clientAddress(req, options.trustProxy))) {
        refuseLookup(res);
        return;
      }
      await proxyRequest(sent, res, `${base}${url}`, limits);
      return;
    }
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
    : (await import('../../mock-backend/node/middleware')).backendMiddleware({
        trustProxy: options.trustProxy,
      });
  const renderPreview =
    options.preview === false
      ? null
      : await loadPreviewRenderer(options.previewModule ?? join(root, '..', 'dist-server', 'preview.js'));
  // Looked up once, like the chunk groups: the build does not change under a running server.
  let startScript: string | null | undefined;
  const embeddedHandlers = backendUrl ? null : (await import('../../mock-backend/handlers')).handlers;
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

  const headers = securityHeaders(
    contentSecurityPolicy({ reportUri: options.cspReportUri }),
    options.cspReportUri,
  );

  function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (cameOverHttps(req, options.trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
    if (options.cspReportUri === CSP_REPORT_PATH && req.url?.split('?')[0] === CSP_REPORT_PATH) {
      void receiveReport(req, res);
      return;
    }
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
