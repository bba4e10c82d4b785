#!/usr/bin/env node
// `npm run test:e2e`: builds dist/ (unless E2E_SKIP_BUILD=1 says the caller just did), then runs
// the Playwright journeys against `npm run serve` in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is not at ${chromium}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
