/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against
 * `npm run serve` and the embedded backend, side by side with the same pages as static HTML.
 *
 * Seven page kinds: home, a category, a product, a search, a CMS content page, and the cart and
 * checkout with items in the cart (a guest cart made through the backend's GraphQL, its id put in
 * the browser's storage as the app keeps it). For each page the app is rendered once in Chromium
 * and saved without its scripts (the page as the app rendered it: same HTML, CSS, font and
 * images, no JavaScript) under dist/bench-static/, served by the same server: the limit for that
 * content on that server. Each page and its static copy are measured BENCH_RUNS times (default 3)
 * in fresh browser profiles, interleaved (app, static, app, static...) so that a slower minute of
 * the machine weighs on both alike; the medians are printed as two Markdown tables (app against
 * static with the LCP ratio, then every figure) and the run fails (exit 1) when a page's LCP ratio
 * is above BENCH_MAX_RATIO (default 1.5), unless BENCH_NO_ASSERT=1.
 *
 * Then the repeat visit (BENCH_REPEAT=0 skips it): each page is opened twice in one browser
 * profile under DevTools throttling close to Lighthouse's mobile preset (150 ms round trip,
 * 1.6 Mbit/s, 4x CPU); the second visit, with the service worker installed and the data cache
 * persisted, is timed (LCP, the page's h1) and every request that went to the network before the
 * h1 appeared is counted.
 *
 * Run `npm run build` first. BENCH_PORT (default 4180), BENCH_PAGES=home,product (a subset, by
 * kind), BENCH_JSON=path (the summaries as JSON). Plain JavaScript on purpose: Lighthouse runs
 * some of its own functions inside the page, and a TypeScript loader's rewriting of them breaks
 * that.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { compare, formatComparison, formatTable, summarize } from './lib/benchReport.mjs';
import { waitForServer } from './lib/benchServer.mjs';

const port = Number(process.env.BENCH_PORT ?? 4180);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const maxRatio = Number(process.env.BENCH_MAX_RATIO ?? 1.5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://localhost:${port}`;
/** The storage entry the app keeps the guest cart's id in (src/platform/persistence). */
const CART_ID_KEY = 'radio_storefront__cartId';
/** The cookie the app mirrors a guest's cart id into (src/platform/persistence/cartCookie.ts). */
const CART_COOKIE = 'radio_storefront_cart';
const cartCookie = (cartId) => ({ name: CART_COOKIE, value: cartId, url: origin, sameSite: 'Lax' });
const STATIC_DIR = 'bench-static';

const ALL_PAGES = [
  { kind: 'home', name: 'Home', path: '/' },
  { kind: 'category', name: 'Category', path: '/record-players.html' },
  { kind: 'product', name: 'Product', path: '/cruiser-deluxe.html' },
  { kind: 'search', name: 'Search', path: '/search.html?query=turntable' },
  { kind: 'cms', name: 'CMS page', path: '/ambassadors' },
  { kind: 'cart', name: 'Cart (2 items)', path: '/cart', cart: true },
  { kind: 'checkout', name: 'Checkout (2 items)', path: '/checkout', cart: true },
];
const only = process.env.BENCH_PAGES?.split(',').map((kind) => kind.trim());
const pages = only ? ALL_PAGES.filter((page) => only.includes(page.kind)) : ALL_PAGES;

async function graphql(query, variables = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length)
    throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data;
}

/** A guest cart with two in-stock simple products, made through the backend as the app would. */
async function seedCart() {
  const { products } = await graphql(`
    {
      products(search: "turntable", pageSize: 40) {
        items {
          __typename
          sku
          stock_status
        }
      }
    }
  `);
  const skus = products.items
    .filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')
    .slice(0, 2)
    .map((item) => item.sku);
  if (skus.length < 2) throw new Error('The catalog has no two in-stock simple products to put in the cart');
  const { createGuestCart } = await graphql(`
    mutation {
      createGuestCart {
        cart {
          id
        }
      }
    }
  `);
  const cartId = createGuestCart.cart.id;
  const { addProductsToCart } = await graphql(
    `
      mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) {
          cart {
            total_quantity
          }
          user_errors {
            message
          }
        }
      }
    `,
    { cartId, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  if (addProductsToCart.user_errors.length) throw new Error(addProductsToCart.user_errors[0].message);
  return cartId;
}

/** The storage entry, as BrowserPersistence writes it (the value JSON-encoded twice). */
const cartEntry = (cartId) => JSON.stringify({ value: JSON.stringify(cartId), timeStored: Date.now() });

/**
 * Puts the cart id into the profile's storage and cookie for the origin, as the app keeps them,
 * from a page that runs no app code.
 */
async function seedStorage(chromePort, cartId) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  await browser.contexts()[0].addCookies([cartCookie(cartId)]);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_ID_KEY, cartEntry(cartId)]);
  await page.close();
  // Disconnects only: the browser stays for Lighthouse.
  await browser.close();
}

async function measure(url, cartId) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    if (cartId) await seedStorage(chrome.port, cartId);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new; keeping its storage keeps the cart id put there above.
      disableStorageReset: Boolean(cartId),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * One measured run; a run Lighthouse itself could not record (a runtime error such as NO_NAVSTART,
 * which happens now and then with headless Chromium) is measured again, up to twice more.
 */
async function measureRecorded(url, cartId) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    lhr = await measure(url, cartId);
    if (!lhr.runtimeError) return lhr;
    process.stderr.write(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); measuring again\n`);
  }
  return lhr;
}

async function newPage(browser, cartId, viewport = { width: 412, height: 823 }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  if (cartId) {
    await context.addCookies([cartCookie(cartId)]);
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [CART_ID_KEY, cartEntry(cartId)],
    );
  }
  return context.newPage();
}

/** Each page as the app rendered it, scripts left out, saved under dist/bench-static/. */
async function saveStaticPages(cartId) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  mkdirSync(join('dist', STATIC_DIR), { recursive: true });
  try {
    for (const page of pages) {
      const tab = await newPage(browser, page.cart ? cartId : undefined);
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      const html = await tab.evaluate(() => {
        document
          .querySelectorAll('script, link[rel="modulepreload"], link[as="script"], link[rel="manifest"]')
          .forEach((element) => element.remove());
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      const file = `${page.kind}.html`;
      writeFileSync(join('dist', STATIC_DIR, file), html);
      page.staticPath = `/${STATIC_DIR}/${file}`;
      await tab.context().close();
    }
  } finally {
    await browser.close();
  }
}

/** DevTools throttling close to Lighthouse's mobile preset. */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** One visit: the time to the page's h1 and its LCP, and the requests that left for the network before the h1. */
async function visit(page, url) {
  const requests = [];
  const onResponse = (response) => {
    requests.push({ url: response.url(), fromWorker: response.fromServiceWorker(), at: Date.now() });
  };
  page.on('response', onResponse);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const h1At = Date.now();
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
  page.off('response', onResponse);
  const network = requests.filter(
    (request) => !request.fromWorker && request.at <= h1At && !request.url.startsWith('data:'),
  );
  return { h1: h1At - start, lcp, network: network.map((request) => new URL(request.url).pathname) };
}

/** First and repeat visit of each page in one profile, throttled. */
async function measureRepeatVisits(cartId) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const rows = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (page.cart) {
        await context.addCookies([cartCookie(cartId)]);
        await context.addInitScript(
          ([key, value]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          },
          [CART_ID_KEY, cartEntry(cartId)],
        );
      }
      const tab = await context.newPage();
      await throttle(tab);
      const first = await visit(tab, `${origin}${page.path}`);
      // The worker installs and takes the page over; the cache is saved when the page is hidden.
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
      });
      await tab.waitForLoadState('networkidle');
      await tab.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      const repeat = await visit(tab, `${origin}${page.path}`);
      rows.push({ name: page.name, first, repeat });
      await context.close();
      process.stderr.write(
        `repeat visit of ${page.name}: ${repeat.network.length} network requests before the h1\n`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function formatRepeatVisits(rows) {
  const ms = (value) => (value == null ? 'n/a' : `${(value / 1e3).toFixed(2)} s`);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const header = [
    'Page',
    'First visit: h1',
    'First visit: LCP',
    'Repeat visit: h1',
    'Repeat visit: LCP',
    'Repeat visit: network requests before the h1',
  ];
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map((row) =>
      line([
        row.name,
        ms(row.first.h1),
        ms(row.first.lcp),
        ms(row.repeat.h1),
        ms(row.repeat.lcp),
        row.repeat.network.length ? `${row.repeat.network.length}: ${row.repeat.network.join(', ')}` : '0',
      ]),
    ),
  ].join('\n');
}

async function main() {
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_FAULTS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(`${origin}/`);
    const cartId = pages.some((page) => page.cart) ? await seedCart() : undefined;
    // One untimed visit per page first: the embedded backend renders its images on first request.
    for (const page of pages) await measure(`${origin}${page.path}`, page.cart ? cartId : undefined);
    await saveStaticPages(cartId);
    const comparisons = [];
    const details = [];
    for (const page of pages) {
      const app = [];
      const still = [];
      for (let run = 0; run < runs; run += 1) {
        app.push(await measureRecorded(`${origin}${page.path}`, page.cart ? cartId : undefined));
        still.push(await measureRecorded(`${origin}${page.staticPath}`));
      }
      const appSummary = summarize(`${page.name} (\`${page.path}\`)`, app);
      const staticSummary = summarize(`${page.name} as static HTML`, still);
      details.push(appSummary, staticSummary);
      comparisons.push(compare(appSummary, staticSummary, maxRatio));
      process.stderr.write(`measured ${page.name}\n`);
    }
    console.log(formatComparison(comparisons, maxRatio));
    console.log('');
    console.log(formatTable(details));
    const repeat = process.env.BENCH_REPEAT === '0' ? [] : await measureRepeatVisits(cartId);
    if (repeat.length) {
      console.log('');
      console.log(formatRepeatVisits(repeat));
    }
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ comparisons, details, repeat }, null, 2));
    }
    const missed = comparisons.filter((row) => !row.met);
    if (missed.length && process.env.BENCH_NO_ASSERT !== '1') {
      console.error(`LCP ratio above ${maxRatio}: ${missed.map((row) => row.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(join('dist', STATIC_DIR), { recursive: true, force: true });
  }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
