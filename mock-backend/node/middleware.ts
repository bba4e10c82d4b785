/**
 * Serves the msw handlers from a Node HTTP server (webpack-dev-server in `npm start`, the
 * production server in `npm run serve`, the backend on its own in `npm run backend`): a Node
 * request becomes a Fetch Request, msw picks the handler, and the Fetch Response is written back.
 * A network-error response drops the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { CLIENT_HEADER, clientAddress } from '../guestOrderLimit';
import { handlers } from '../handlers';
import { prepareCatalogIndexes } from '../resolvers/catalog/queryIndex';
import { getState, isLargeCatalog } from '../state';
import { BACKEND_PATHS, writeBody } from './http';

/**
 * The Fetch Request for a Node request. Its URL's origin is the one the backend names its media
 * and links by: `origin` when given (a base URL of its own, as Magento's), else the Host asked for.
 */
export function toFetchRequest(req: IncomingMessage, origin?: string): Request {
  const url = new URL(req.url ?? '/', origin ?? `http://${req.headers.host ?? 'localhost'}`);
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

export interface BackendMiddlewareOptions {
  /** The backend's own origin (see toFetchRequest); default: the Host each request names. */
  origin?: string;
  /** Whether X-Forwarded-For is believed about the client (a trusted proxy in front). */
  trustProxy?: boolean;
}

/** Connect-style middleware: answers backend paths, passes everything else on. */
export function backendMiddleware({ origin, trustProxy = false }: BackendMiddlewareOptions = {}) {
  // Loads MOCK_DB now, so a state file that cannot be read is said at start, not at a first request.
  const state = getState();
  if (isLargeCatalog()) {
    // A large catalog's indexes take a moment: built now, not during the first shopper's request.
    const took = prepareCatalogIndexes(state);
    console.info(`[mock-backend] large catalog indexed in ${Math.round(took)} ms`);
    // And which image each product shows (nothing is drawn until it is asked for).
    void import('../media/catalogMedia').then(({ listMediaSources, mediaSeedFromState }) =>
      listMediaSources(mediaSeedFromState(state)),
    );
  }
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!BACKEND_PATHS.test(req.url ?? '')) return next();
    try {
      // Who is asking, for the limits kept per client (guestOrderLimit.ts): never the client's say.
      req.headers[CLIENT_HEADER] = clientAddress(req, trustProxy);
      const request = toFetchRequest(req, origin);
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
