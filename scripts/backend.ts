/**
 * `npm run backend`: the embedded Magento-compatible backend alone, on its own port, answering as
 * a remote Magento does (mock-backend/node/server.ts). Point the storefront at it with
 * `MAGENTO_BACKEND_URL=<the printed URL> npm run serve`.
 * - BACKEND_PORT (else PORT, else 8081): the port
 * - BACKEND_HOST (default 127.0.0.1): the interface to listen on
 * - BACKEND_URL: the base URL it names its media and links by (default http://<host>:<port>)
 * - MOCK_DB, MOCK_FAULTS and MOCK_CATALOG (=large: 20,000 more products) as for the embedded backend (README)
 */
import { startBackendServer } from '../mock-backend/node/server';
import { isLargeCatalog } from '../mock-backend/state';

const port = Number(process.env.BACKEND_PORT || process.env.PORT || 8081);
const host = process.env.BACKEND_HOST || '127.0.0.1';

async function main() {
  const backend = await startBackendServer({ port, host, baseUrl: process.env.BACKEND_URL || undefined });
  const extras = [
    process.env.MOCK_DB ? `state kept in ${process.env.MOCK_DB}` : '',
    process.env.MOCK_FAULTS ? `faults: ${process.env.MOCK_FAULTS}` : '',
    isLargeCatalog() ? 'large catalog' : '',
  ].filter(Boolean);
  console.log(
    `Embedded Magento backend on ${backend.url} (GraphQL /graphql, REST /rest, media /media)${
      extras.length ? `; ${extras.join('; ')}` : ''
    }`,
  );
  const stop = () => {
    void backend.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[backend] could not start:', error);
  process.exit(1);
});
