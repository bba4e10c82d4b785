/**
 * `npm run serve`: the production server for dist/ (scripts/lib/server.ts), with its settings
 * from the environment:
 * - PORT (default 8080)
 * - MAGENTO_BACKEND_URL: /graphql and /rest proxied there, /media to its media base
 *   (MAGENTO_MEDIA_URL, else the one its store config names); unset, the embedded backend answers
 *   them in this process
 * - PAGE_DATA_TIMEOUT_MS (default 300, 0 turns page data off) and PAGE_DATA_MAX_AGE_MS (default
 *   a minute): how long a page waits for its first data, and how long that data is kept
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { optionsFromEnv, startStorefrontServer } from './lib/server';

const root = resolve(__dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 8080);

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

async function main() {
  const options = optionsFromEnv(process.env, root);
  const { server } = await startStorefrontServer(options, { port });
  const media = options.mediaUrl ? `, media from ${options.mediaUrl}` : '';
  const backend = options.backendUrl ? `proxying to ${options.backendUrl}${media}` : 'embedded backend';
  console.log(`Serving dist/ on http://localhost:${port} (${backend})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[serve] could not start:', error);
  process.exit(1);
});
