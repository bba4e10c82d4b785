/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against
 * `npm run serve` and the embedded backend, on the home page, a category page and a product page.
 * Each page is measured BENCH_RUNS times (default 3) in a fresh browser profile; the medians are
 * printed as a Markdown table and checked against the budgets (exit 1 when one is missed, unless
 * BENCH_NO_ASSERT=1). Run `npm run build` first. BENCH_JSON=path also writes the summaries.
 * Plain JavaScript on purpose: Lighthouse runs some of its own functions inside the page, and a
 * TypeScript loader's rewriting of them breaks that.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatTable, summarize } from './lib/benchReport.mjs';
const port = Number(process.env.BENCH_PORT ?? 4180);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://localhost:${port}`;
const pages = [
  ['Home', '/'],
  ['Category', '/record-players.html'],
  ['Product', '/cruiser-deluxe.html'],
];
async function waitForServer(url, timeoutMs = 6e4) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer at ${url}`);
}
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}
/**
 * One measured run; a run Lighthouse itself could not record (a runtime error such as NO_NAVSTART,
 * which happens now and then with headless Chromium) is measured again, up to twice more.
 */
async function measureRecorded(url) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    lhr = await measure(url);
    if (!lhr.runtimeError) return lhr;
    process.stderr.write(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); measuring again\n`);
  }
  return lhr;
}
async function main() {
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_FAULTS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(`${origin}/`);
    // One untimed visit per page first: the embedded backend renders its images on first request.
    for (const [, path] of pages) await measure(`${origin}${path}`);
    const summaries = [];
    for (const [name, path] of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureRecorded(`${origin}${path}`));
      summaries.push(summarize(`${name} (\`${path}\`)`, results));
      process.stderr.write(`measured ${name}
`);
    }
    console.log(formatTable(summaries));
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(summaries, null, 2));
    const missed = summaries.some((summary) => summary.failures.length > 0);
    if (missed && process.env.BENCH_NO_ASSERT !== '1') process.exitCode = 1;
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
