/**
 * `npm run serve`: the production server for dist/ (scripts/lib/server.ts), with its settings
 * from the environment:
 * - PORT (default 8080), HOST (default: every interface; e.g. 127.0.0.1 for this machine only)
 * - MAGENTO_BACKEND_URL: /graphql and /rest proxied there, /media to its media base
 *   (MAGENTO_MEDIA_URL, else the one its store config names); unset, the embedded backend answers
 *   them in this process
 * - PAGE_DATA_TIMEOUT_MS (default 300, 0 turns page data off) and PAGE_DATA_MAX_AGE_MS (default
 *   a minute): how long a page waits for its first data, and how long that data is kept
 * - PAGE_CACHE_ENTRIES (default 2000) and PAGE_CACHE_BYTES (default 64 MB): the pages kept with
 *   their data, least recently used first out
 * - MAX_BODY_BYTES (default 1 MB): larger request bodies are answered 413
 * - BACKEND_TIMEOUT_MS (default 30000): then a proxied request is answered 504
 * - TRUST_PROXY=1: the proxy in front is believed about X-Forwarded-Proto (HSTS over https)
 * - CSP_REPORT_URI: where CSP violations are reported; `self` is the server's own /csp-report
 * - SERVE_SOURCE_MAPS=1: source maps are served (else 404)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { optionsFromEnv, startStorefrontServer } from './lib/server';

const root = resolve(__dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST || undefined;

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

async function main() {
  const options = optionsFromEnv(process.env, root);
  const { server } = await startStorefrontServer(options, { port, host });
  const media = options.mediaUrl ? `, media from ${options.mediaUrl}` : '';
  const backend = options.backendUrl ? `proxying to ${options.backendUrl}${media}` : 'embedded backend';
  console.log(`Serving dist/ on http://${host ?? 'localhost'}:${port} (${backend})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[serve] could not start:', error);
  process.exit(1);
});
