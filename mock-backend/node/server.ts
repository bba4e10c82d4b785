/**
 * The embedded backend on its own HTTP server (`npm run backend`, scripts/backend.ts), answering
 * as a remote Magento does: GraphQL at /graphql, REST under /rest, media under /media, with
 * absolute media and link URLs on its own base URL whatever Host a request names (a proxy in
 * front, such as `MAGENTO_BACKEND_URL=… npm run serve`, sends its own), and its own
 * `X-Magento-Cache-Id`. Anything else is answered 404, as a storefront-less Magento would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { backendMiddleware } from './middleware';

export interface BackendServerOptions {
  /** The port to listen on; 0 picks a free one. */
  port: number;
  /** The interface to listen on. */
  host?: string;
  /**
   * The backend's base URL, as Magento's `web/secure/base_url`: what its media and links are
   * named by. Default: `http://<host>:<port>` as listened on.
   */
  baseUrl?: string;
}

export interface BackendServer {
  server: Server;
  /** The base URL the backend names itself by, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export async function startBackendServer({
  port,
  host = '127.0.0.1',
  baseUrl,
}: BackendServerOptions): Promise<BackendServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  const url = baseUrl
    ? new URL(baseUrl).origin
    : `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  // Installed before any request can be read: that takes a turn of the event loop.
  const middleware = backendMiddleware({ origin: url });
  server.on('request', (req, res) => {
    void middleware(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ message: 'Not found: this server answers /graphql, /rest and /media.' }));
    });
  });
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Kept-alive connections would hold the server open.
        server.closeAllConnections();
      }),
  };
}
