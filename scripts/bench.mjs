/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against
 * `npm run serve` and the embedded backend, on the home page, a category page and a product page.
 * Each page is measured BENCH_RUNS times (default 3) in a fresh browser profile; the medians are
 * printed as a Markdown table and checked against the budgets (exit 1 when one is missed, unless
 * BENCH_NO_ASSERT=1). Run `npm run build` first. BENCH_JSON=path also writes the summaries.
 * BENCH_STATIC=1 also measures each page as static HTML: the page as the app rendered it, with its
 * styles and images but without scripts, served by the same server (the floor a client-rendered
 * page is compared with; no budgets apply to it).
 * Plain JavaScript on purpose: Lighthouse runs some of its own functions inside the page, and a
 * TypeScript loader's rewriting of them breaks that.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
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
const STATIC_DIR = 'bench-static';

/** Each page as the app rendered it, scripts left out, saved under dist/bench-static/. */
async function saveStaticPages() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  mkdirSync(join('dist', STATIC_DIR), { recursive: true });
  const saved = [];
  try {
    for (const [name, path] of pages) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const html = await page.evaluate(() => {
        document
          .querySelectorAll('script, link[rel="modulepreload"], link[as="script"], link[rel="manifest"]')
          .forEach((element) => element.remove());
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      const file = `${name.toLowerCase()}.html`;
      writeFileSync(join('dist', STATIC_DIR, file), html);
      saved.push([`${name} as static HTML`, `/${STATIC_DIR}/${file}`]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return saved;
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
    const staticPages = process.env.BENCH_STATIC === '1' ? await saveStaticPages() : [];
    const summaries = [];
    for (const [name, path] of [...pages, ...staticPages]) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureRecorded(`${origin}${path}`));
      summaries.push(summarize(`${name} (\`${path}\`)`, results));
      process.stderr.write(`measured ${name}
`);
    }
    console.log(formatTable(summaries));
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(summaries, null, 2));
    const missed = summaries.slice(0, pages.length).some((summary) => summary.failures.length > 0);
    if (missed && process.env.BENCH_NO_ASSERT !== '1') process.exitCode = 1;
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(join('dist', STATIC_DIR), { recursive: true, force: true });
  }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
