/**
 * `npm run bench:cache`: the persisted Apollo cache over a long visit. Starts `npm run serve` (the
 * production build in dist/ with the embedded backend, or the backend its environment names: the
 * environment is passed through, so `MOCK_CATALOG=large` works) on BENCH_PORT (default: a free
 * port), discovers BENCH_PAGES distinct pages (default 200) from the backend, and visits them in one
 * tab of Debian's Chromium:
 *
 * - pages: products (`products(search: "")`, paged), categories (the `categories` tree) and CMS
 *   pages (the home page's links, each looked up with `route`); when the catalog has fewer pages
 *   than asked, search results (`/search.html?query=<word>`, words from product names) and category
 *   pages at other `page` and `sort` values fill the list. Kinds are interleaved, as a shopper
 *   wanders.
 * - first a simple product is added to the cart through its page's Add to Cart button;
 * - then, unless BENCH_PREVIOUS_VISIT=0, an earlier visit's data (BENCH_PREVIOUS_VISIT code units,
 *   default 1,500,000: product pages no longer in the catalog, each field with its product) is put
 *   in the stored copy, older than everything in it, and the page is loaded again so the app
 *   restores it: with the default catalog, 200 pages alone stay under the limit (about 0.9 M), so
 *   this is what makes the copy outgrow it; the check is that the earlier visit's oldest pages go
 *   first and none of this visit's goes while any of them is left;
 * - each page is reached by client-side navigation (`history.pushState` and a `popstate` event:
 *   the router's own path, without a document load), and is done when its h1 shows what the page
 *   should show and no GraphQL request has been under way for a moment;
 * - every 25 pages (once the idle-time save has stored what changed) it prints the stored entry's
 *   length, its root fields and entities, and how many of the visited pages' queries it holds;
 * - at the end it checks: the stored length is within the limit (MAX_PERSISTED_CACHE_LENGTH, read
 *   from src/platform/apollo/cachePersistence.ts), the newest pages' queries are stored, the cart
 *   (by the cart id the app stored) is stored with its line, and a reload of the last page with
 *   GraphQL blocked shows its h1 (so from the persisted cache alone).
 *
 * The server runs with PAGE_DATA_TIMEOUT_MS=0 unless set (no answers sent with the page: the reload
 * must be answered from the persisted cache) and without faults; service workers are blocked. It
 * prints Markdown tables; BENCH_ASSERT=1 makes a failed check exit 1; BENCH_CACHE_DUMP=<file> writes
 * the final stored copy there (to see what fills it). Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort, waitForServer } from './lib/benchServer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pageCount = Number(process.env.BENCH_PAGES ?? 200);
const assert = process.env.BENCH_ASSERT === '1';
/** Code units of an earlier visit's data put in storage before this one (0: none). */
const previousVisitSize = Number(process.env.BENCH_PREVIOUS_VISIT ?? 1_500_000);
/** The newest pages whose queries must all be in the stored copy. */
const NEWEST = 10;
const REPORT_EVERY = 25;
const STORAGE_KEY = 'radio_storefront__apollo_cache';
const CART_ID_KEY = 'radio_storefront__cartId';

/** The limit as the app builds it: `<n> * 1024 * 1024` or a number. */
function persistedLimit() {
  const source = readFileSync(join(root, 'src/platform/apollo/cachePersistence.ts'), 'utf8');
  const match = /export const MAX_PERSISTED_CACHE_LENGTH = ([\d_ *]+);/.exec(source);
  if (!match) throw new Error('MAX_PERSISTED_CACHE_LENGTH not found');
  return match[1]
    .split('*')
    .map((factor) => Number(factor.trim().replaceAll('_', '')))
    .reduce((product, factor) => product * factor, 1);
}

/** The paths the app routes itself (src/app/routes.tsx): not CMS pages even when linked. */
function staticPaths() {
  const source = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
  return new Set([...source.matchAll(/'(\/[A-Za-z][^']*)'/g)].map((match) => match[1]));
}

async function graphql(origin, query, variables = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors?.length) throw new Error(`GraphQL: ${answer.errors[0].message}`);
  return answer.data;
}

const PRODUCTS = `query BenchProducts($page: Int!) {
  products(search: "", pageSize: 50, currentPage: $page) {
    page_info { total_pages }
    items { __typename name url_key url_suffix stock_status }
  }
}`;
const CATEGORY_FIELDS = 'uid name url_path url_suffix product_count';
const CATEGORIES = `query BenchCategories {
  categories {
    items { ${CATEGORY_FIELDS}
      children { ${CATEGORY_FIELDS}
        children { ${CATEGORY_FIELDS}
          children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} } } } } }
  }
}`;
const ROUTE = `query BenchRoute($url: String!) {
  route(url: $url) { type ... on CmsPage { identifier content_heading } }
}`;
/** The listing's page size (useProductListing) and sorts (listingState.ts) on category pages. */
const LISTING_PAGE_SIZE = 6;
const CATEGORY_SORTS = ['name_ASC', 'name_DESC', 'price_ASC', 'price_DESC'];

/**
 * A page to visit: its path, the h1 it shows (null: any new one), and the root fields (exact, or
 * a test) that show its queries are in a stored copy.
 */
function productPage(item) {
  const path = `/${item.url_key}${item.url_suffix ?? '.html'}`;
  return {
    kind: 'product',
    path,
    h1: item.name,
    stored: [`route({"url":"${path}"})`, `products({"filter":{"url_key":{"eq":"${item.url_key}"}}})`],
    item,
  };
}

function categoryPage(category, params = '') {
  const path = `/${category.url_path}${category.url_suffix ?? '.html'}`;
  const uid = `"category_uid":{"eq":"${category.uid}"}`;
  const page = /page=(\d+)/.exec(params)?.[1] ?? '1';
  const sort = /sort=(\w+)_(ASC|DESC)/.exec(params);
  const listing = (name) =>
    name.startsWith('products(') &&
    name.includes(uid) &&
    name.includes(`"currentPage":${page}`) &&
    (!sort || name.includes(`"sort":{"${sort[1]}":"${sort[2]}"}`));
  return {
    kind: params ? 'category variant' : 'category',
    path: `${path}${params}`,
    h1: category.name,
    stored: [`route({"url":"${path}"})`, listing],
  };
}

function searchPage(word) {
  return {
    kind: 'search',
    path: `/search.html?query=${encodeURIComponent(word)}`,
    h1: `Results for “${word}”`,
    stored: [(name) => name.startsWith('products(') && name.includes(`"search":${JSON.stringify(word)}`)],
  };
}

function cmsPage(path, identifier, heading) {
  return {
    kind: 'cms',
    path,
    h1: heading || null,
    stored: [`route({"url":"${path}"})`, `cmsPage({"identifier":"${identifier}"})`],
  };
}

function flattenCategories(items, into = []) {
  for (const category of items ?? []) {
    if (category.url_path) into.push(category);
    flattenCategories(category.children, into);
  }
  return into;
}

/** Takes `per` from each list in turn (skipping paths already taken) until `count` are taken. */
function interleave(lists, count) {
  const taken = [];
  const seen = new Set();
  const queues = lists.map(({ pages, per }) => ({ pages: [...pages], per }));
  while (taken.length < count && queues.some((queue) => queue.pages.length > 0)) {
    for (const queue of queues) {
      for (let n = 0; n < queue.per && queue.pages.length > 0 && taken.length < count; n += 1) {
        const next = queue.pages.shift();
        if (seen.has(next.path)) n -= 1;
        else {
          seen.add(next.path);
          taken.push(next);
        }
      }
    }
  }
  return taken;
}

/** The pages to visit, and the product to put in the cart. */
async function discoverPages(origin, browser) {
  const products = [];
  for (let page = 1, total = 1; page <= total && products.length < pageCount; page += 1) {
    const answer = await graphql(origin, PRODUCTS, { page });
    total = answer.products.page_info.total_pages;
    products.push(...answer.products.items.filter((item) => item.url_key));
  }
  const categories = flattenCategories((await graphql(origin, CATEGORIES)).categories.items);

  // CMS pages: the home page's links that the backend resolves to one.
  const tab = await browser.newPage();
  await tab.goto(`${origin}/`);
  await tab.locator('h1').first().waitFor({ timeout: 30_000 });
  await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await tab.waitForTimeout(1500);
  const links = await tab.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('a[href^="/"]')].map((a) => new URL(a.href).pathname).filter(Boolean),
    ),
  ]);
  await tab.close();
  const cms = [];
  const ownPages = staticPaths();
  for (const path of links) {
    if (path.endsWith('.html') || ownPages.has(path)) continue; // catalog pages, the app's own pages
    const { route } = await graphql(origin, ROUTE, { url: path }).catch(() => ({ route: null }));
    if (route?.type === 'CMS_PAGE') cms.push(cmsPage(path, route.identifier, route.content_heading));
  }

  // Fillers when the catalog is small: search results and other listing pages of categories.
  const words = [
    ...new Set(
      products.flatMap((item) =>
        item.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((word) => word.length >= 4),
      ),
    ),
  ];
  const variants = [];
  for (const sort of CATEGORY_SORTS) {
    for (const category of categories) variants.push(categoryPage(category, `?sort=${sort}`));
  }
  for (const category of categories) {
    const pages = Math.ceil((category.product_count ?? 0) / LISTING_PAGE_SIZE);
    for (let page = 2; page <= pages; page += 1) variants.unshift(categoryPage(category, `?page=${page}`));
  }
  const cartProduct = products.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  // Per round: two product pages, then a category, a CMS page, a search and another listing page.
  const pages = interleave(
    [
      { pages: products.filter((item) => item !== cartProduct).map(productPage), per: 2 },
      { pages: categories.map((category) => categoryPage(category)), per: 1 },
      { pages: cms, per: 1 },
      { pages: words.map(searchPage), per: 1 },
      { pages: variants, per: 1 },
    ],
    pageCount - 1,
  );
  return { cartProduct: cartProduct && productPage(cartProduct), pages };
}

const PREVIOUS_VISIT_PREFIX = 'bench-previous-visit-';

/**
 * Puts an earlier visit's data in the stored copy, older than everything in it: root fields of
 * product pages no longer in the catalog, each with its product entity (about 3 K code units
 * apiece), `size` code units in all. Returns how many. The app restores them at the next load.
 */
async function addPreviousVisit(tab, size) {
  return tab.evaluate(
    ({ key, size, prefix }) => {
      const entry = JSON.parse(localStorage.getItem(key));
      const description = `<p>${'A product page from an earlier visit, stored long ago. '.repeat(50)}</p>`;
      const older = {};
      let length = 0;
      let count = 0;
      while (length < size) {
        const uid = `${prefix}${count}`;
        const id = `SimpleProduct:{"uid":"${uid}"}`;
        const entity = {
          __typename: 'SimpleProduct',
          uid,
          sku: uid,
          name: `Earlier visit ${count}`,
          url_key: uid,
          description: { __typename: 'ComplexTextValue', html: description },
        };
        const field = `products({"filter":{"url_key":{"eq":"${uid}"}}})`;
        older[field] = { __typename: 'Products', items: [{ __ref: id }] };
        entry.data[id] = entity;
        length +=
          JSON.stringify(id).length + JSON.stringify(entity).length + JSON.stringify(field).length + 80;
        count += 1;
      }
      entry.data.ROOT_QUERY = { __typename: 'Query', ...older, ...entry.data.ROOT_QUERY };
      localStorage.setItem(key, JSON.stringify(entry));
      return count;
    },
    { key: STORAGE_KEY, size, prefix: PREVIOUS_VISIT_PREFIX },
  );
}

/** The indices of the earlier visit's fields a stored copy holds. */
function previousVisitFields(fields) {
  const pattern = new RegExp(`^products\\(.*"eq":"${PREVIOUS_VISIT_PREFIX}(\\d+)"`);
  return [...fields]
    .map((name) => pattern.exec(name)?.[1])
    .filter((index) => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Navigates client-side (the router listens to popstate) and waits for the page to be shown. */
async function visit(tab, page, inFlight, previousH1) {
  await tab.evaluate((path) => {
    history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, page.path);
  await tab.waitForFunction(
    ([expected, previous]) => {
      const h1 = document.querySelector('main h1, h1');
      const text = h1?.textContent?.trim();
      return expected === null ? Boolean(text) && text !== previous : text === expected;
    },
    [page.h1, previousH1],
    { timeout: 30_000 },
  );
  await quiet(tab, inFlight);
  return tab.evaluate(() => document.querySelector('main h1, h1')?.textContent?.trim() ?? '');
}

/** Waits until no GraphQL request has been under way for 300 ms (at most 10 s). */
async function quiet(tab, inFlight) {
  const end = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await tab.waitForTimeout(50);
  }
}

/** The stored entry once the idle-time save has caught up: unchanged for 1.5 s (at most 15 s). */
async function settledEntry(tab) {
  const end = Date.now() + 15_000;
  let last = null;
  let stableSince = Date.now();
  while (Date.now() < end) {
    const text = await tab.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    if (text !== last) {
      last = text;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1500) break;
    await tab.waitForTimeout(250);
  }
  return last;
}

function describeEntry(text, visited) {
  if (!text) return { length: 0, rootFields: 0, entities: 0, pagesStored: 0, fields: new Set(), data: {} };
  const { data } = JSON.parse(text);
  const fields = new Set(Object.keys(data.ROOT_QUERY ?? {}));
  return {
    length: text.length,
    rootFields: fields.size,
    entities: Object.keys(data).filter((id) => id !== 'ROOT_QUERY').length,
    pagesStored: visited.filter((page) => isStored(page, fields)).length,
    fields,
    data,
  };
}

function isStored(page, fields) {
  return page.stored.every((test) =>
    typeof test === 'string' ? fields.has(test) : [...fields].some((name) => test(name)),
  );
}

/** A Markdown table; `align` per column: 'l' or 'r'. */
const table = (header, align, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${align.map((side) => (side === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const number = (value) => value.toLocaleString('en-US');

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const limit = persistedLimit();
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const origin = `http://localhost:${port}`;
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PAGE_DATA_TIMEOUT_MS: process.env.PAGE_DATA_TIMEOUT_MS ?? '0',
      MOCK_FAULTS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });
  try {
    await waitForServer(`${origin}/`, { child: server, timeoutMs: 90_000 });
    const started = Date.now();
    const { cartProduct, pages } = await discoverPages(origin, browser);
    if (!cartProduct) throw new Error('No simple product in stock to put in the cart');
    const kinds = {};
    for (const page of [cartProduct, ...pages]) kinds[page.kind] = (kinds[page.kind] ?? 0) + 1;
    process.stderr.write(
      `${pages.length + 1} pages: ${Object.entries(kinds)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}\n`,
    );

    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
    });
    // Each write of the stored cache: its length and how long setItem held the main thread.
    await context.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      window.__cacheWrites = [];
      Storage.prototype.setItem = function (name, value) {
        const start = performance.now();
        setItem.call(this, name, value);
        if (name === key) window.__cacheWrites.push([String(value).length, performance.now() - start]);
      };
    }, STORAGE_KEY);
    const tab = await context.newPage();
    const inFlight = new Set();
    const isGraphql = (request) => new URL(request.url()).pathname === '/graphql';
    tab.on('request', (request) => isGraphql(request) && inFlight.add(request));
    tab.on('requestfinished', (request) => inFlight.delete(request));
    tab.on('requestfailed', (request) => inFlight.delete(request));

    // The cart: one simple product, added on its page.
    await tab.goto(`${origin}${cartProduct.path}`);
    await tab.getByRole('heading', { level: 1, name: cartProduct.h1 }).waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await tab.waitForFunction((key) => localStorage.getItem(key) !== null, CART_ID_KEY, { timeout: 30_000 });
    await quiet(tab, inFlight);
    const cartId = await tab.evaluate(
      (key) => JSON.parse(JSON.parse(localStorage.getItem(key)).value),
      CART_ID_KEY,
    );

    // An earlier visit's data, older than this one's: the cache is over its limit sooner.
    let previousCount = 0;
    if (previousVisitSize > 0) {
      await settledEntry(tab);
      // Leaving the page saves the cache (pagehide); a same-origin file that is not the app then
      // lets the stored copy be changed with no app running to overwrite it.
      await tab.goto(`${origin}/favicon.svg`);
      previousCount = await addPreviousVisit(tab, previousVisitSize);
      await tab.goto(`${origin}${cartProduct.path}`);
      await tab.getByRole('heading', { level: 1, name: cartProduct.h1 }).waitFor({ timeout: 30_000 });
      await quiet(tab, inFlight);
    }

    const visited = [cartProduct];
    const progress = [];
    let h1 = cartProduct.h1;
    for (const page of pages) {
      h1 = await visit(tab, page, inFlight, h1);
      visited.push(page);
      if (visited.length % REPORT_EVERY === 0 || visited.length === pages.length + 1) {
        const entry = describeEntry(await settledEntry(tab), visited);
        progress.push([
          visited.length,
          number(entry.length),
          entry.rootFields,
          entry.entities,
          `${entry.pagesStored} / ${visited.length}`,
          `${previousVisitFields(entry.fields).length} / ${previousCount}`,
          Math.round((Date.now() - started) / 1000),
        ]);
        process.stderr.write(`${visited.length} pages: ${number(entry.length)} stored\n`);
      }
    }

    const finalText = await settledEntry(tab);
    if (process.env.BENCH_CACHE_DUMP) writeFileSync(process.env.BENCH_CACHE_DUMP, finalText ?? '');
    const entry = describeEntry(finalText, visited);
    const writes = await tab.evaluate(() => window.__cacheWrites);
    const others = await tab.evaluate(
      (key) =>
        Object.keys(localStorage)
          .filter((name) => name !== key)
          .reduce((sum, name) => sum + name.length + (localStorage.getItem(name)?.length ?? 0), 0),
      STORAGE_KEY,
    );
    const parseMs = await tab.evaluate((key) => {
      const text = localStorage.getItem(key) ?? 'null';
      const start = performance.now();
      for (let i = 0; i < 5; i += 1) JSON.parse(text);
      return (performance.now() - start) / 5;
    }, STORAGE_KEY);

    check(
      'Stored length within the limit',
      entry.length > 0 && entry.length <= limit,
      `${number(entry.length)} ≤ ${number(limit)}`,
    );
    const newest = visited.slice(-NEWEST);
    const missing = newest.filter((page) => !isStored(page, entry.fields));
    check(
      `The newest ${NEWEST} pages' queries stored`,
      missing.length === 0,
      missing.length === 0 ? 'all stored' : `missing: ${missing.map((page) => page.path).join(', ')}`,
    );
    if (previousCount > 0) {
      const kept = previousVisitFields(entry.fields);
      const newestFirst = kept.every((index, n) => index === previousCount - kept.length + n);
      const lost = visited.filter((page) => !isStored(page, entry.fields)).length;
      check(
        "The earlier visit's pages went first",
        newestFirst && (lost === 0 || kept.length === 0),
        `${previousCount - kept.length} of its ${previousCount} pages evicted (its oldest); ${lost} of this visit's ${visited.length}`,
      );
    }
    const cartField = `cart({"cart_id":"${cartId}"})`;
    const cart = entry.data[`Cart:{"id":"${cartId}"}`];
    check(
      'The cart survives',
      entry.fields.has(cartField) && Array.isArray(cart?.items) && cart.items.length > 0,
      cart ? `${cartField}, ${cart.items?.length ?? 0} line(s)` : `no Cart:{"id":"${cartId}"}`,
    );

    // Reload the last page with GraphQL blocked: what it shows comes from the persisted cache.
    const last = visited[visited.length - 1];
    await tab.route('**/graphql**', (route) => route.abort());
    await tab.reload();
    const shown = await tab
      .waitForFunction(
        (expected) => {
          const text = document.querySelector('main h1, h1')?.textContent?.trim();
          return expected === null ? Boolean(text) : text === expected;
        },
        last.h1,
        { timeout: 20_000 },
      )
      .then(() => true)
      .catch(() => false);
    const shownH1 = await tab.evaluate(
      () => document.querySelector('main h1, h1')?.textContent?.trim() ?? '',
    );
    check('Reload shows the last page from the persisted cache', shown, `${last.path}: “${shownH1}”`);
    await context.close();

    const evictions = writes.filter((write, i) => i > 0 && write[0] < writes[i - 1][0] * 0.9).length;
    const setItemMs = writes.map((write) => write[1]).sort((a, b) => a - b);
    console.log(`\nPersisted cache over ${visited.length} pages (limit ${number(limit)} code units)\n`);
    console.log(
      table(
        [
          'Pages visited',
          'Stored length',
          'Root fields',
          'Entities',
          'Visited pages stored',
          "Earlier visit's pages stored",
          'Seconds',
        ],
        ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
        progress,
      ),
    );
    console.log('');
    console.log(
      table(
        [
          'Saves',
          'Evictions',
          'Largest save',
          'setItem median ms',
          'setItem max ms',
          'JSON.parse ms',
          'Other entries',
        ],
        ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
        [
          [
            writes.length,
            evictions,
            number(Math.max(0, ...writes.map((write) => write[0]))),
            (setItemMs[Math.floor(setItemMs.length / 2)] ?? 0).toFixed(1),
            (setItemMs[setItemMs.length - 1] ?? 0).toFixed(1),
            parseMs.toFixed(1),
            number(others),
          ],
        ],
      ),
    );
    console.log('');
    console.log(
      table(
        ['Check', 'Result', 'Detail'],
        ['l', 'l', 'l'],
        checks.map((c) => [c.name, c.ok ? 'pass' : 'FAIL', c.detail]),
      ),
    );
    if (assert && checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await browser.close();
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
