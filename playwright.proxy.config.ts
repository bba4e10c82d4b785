import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The catalog, cart, checkout and account journeys against the storefront in proxy mode, as with
// a real Magento: the embedded backend alone on a port of its own (`npm run backend`), and
// `MAGENTO_BACKEND_URL=<it> npm run serve` in front of it, so the backend is on another origin
// (its media URLs name 127.0.0.1:<backend port>; the pages are on localhost:<port>).
// `npm run test:e2e:proxy` runs it.
const port = Number(process.env.E2E_PORT ?? 4174);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4175);
const backendUrl = `http://127.0.0.1:${backendPort}`;

export default defineConfig({
  ...base,
  testMatch: ['catalog.spec.ts', 'cart.spec.ts', 'checkout.spec.ts', 'account.spec.ts', 'preview.spec.ts'],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: 'npx tsx scripts/backend.ts',
      url: `${backendUrl}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
      env: { BACKEND_PORT: String(backendPort), MOCK_FAULTS: '' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/serve.ts',
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        MAGENTO_BACKEND_URL: backendUrl,
        MAGENTO_MEDIA_URL: '',
        PAGE_DATA_TIMEOUT_MS: '3000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
