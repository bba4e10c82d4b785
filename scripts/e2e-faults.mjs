#!/usr/bin/env node
// `npm run test:e2e:faults`: the shopper's journeys that change data (catalog, cart, checkout,
// account) again, with the embedded backend's faults on: slow answers, an HTTP 500 on every fifth
// GraphQL request and a dropped connection now and then. They must pass through the retry link and
// the lost-answer checks (a read-back before a change is sent again), without a lost cart item, a
// second order, a lost account change or a wrong screen. E2E_MOCK_FAULTS overrides
// the faults; extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';

const faults = process.env.E2E_MOCK_FAULTS || 'latency=150,http500=1/5,drop=1/13';
const specs = [
  'test/e2e/catalog.spec.ts',
  'test/e2e/cart.spec.ts',
  'test/e2e/checkout.spec.ts',
  'test/e2e/account.spec.ts',
];
const args = process.argv.slice(2);
const result = spawnSync('node', ['scripts/e2e.mjs', ...(args.length ? args : specs)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_MOCK_FAULTS: faults },
});
process.exit(result.status ?? 1);
