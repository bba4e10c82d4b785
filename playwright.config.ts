import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium against the production build served by `npm run serve`
// (embedded backend). No browser is ever downloaded.
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that passes only at a second try hides a fault to fix.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `http://localhost:${port}/`,
    // The page-data wait is longer than in production (300 ms), so that journeys which check the
    // page's data came with its HTML hold on a loaded CI machine.
    env: {
      PORT: String(port),
      MOCK_FAULTS: process.env.E2E_MOCK_FAULTS ?? '',
      PAGE_DATA_TIMEOUT_MS: '3000',
      // The reviews journey approves the review it wrote, as a moderator would.
      MOCK_MODERATION: '1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
