/**
 * Serves the msw handlers from a Node HTTP server (webpack-dev-server in `npm start`, the
 * production server in `npm run serve`): a Node request becomes a Fetch Request, msw picks the
 * handler, and the Fetch Response is written back. A network-error response drops the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
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

export async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
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
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Connect-style middleware: answers backend paths, passes everything else on. */
export function backendMiddleware() {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!BACKEND_PATHS.test(req.url ?? '')) return next();
    try {
      const request = toFetchRequest(req);
      const response = await getResponse(handlers, request);
      if (!response) return next();
      await writeFetchResponse(response, res);
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
