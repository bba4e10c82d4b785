/**
 * `npm run bench:load`: load on the production server (`npm run serve`, embedded backend) from
 * this machine. Starts the server on 127.0.0.1 and a free port, in a child process, with a fresh
 * embedded-backend state (MOCK_DB in a temporary folder), and runs autocannon against:
 *   page   a category page with its page data (the app shell the server fills)
 *   query  a catalog GraphQL query (GET /graphql?query=...)
 *   cart   cart writes: createGuestCart then addProductsToCart on that cart, over and over, so
 *          every iteration writes to a cart of its own
 * at 10, 50 and 200 connections, BENCH_SECONDS each (default 8). Prints req/s, p50 and p99
 * latency, errors, timeouts and the server's peak RSS (VmRSS from /proc) per step; then the RSS
 * after waiting for it to settle (up to BENCH_SETTLE_SECONDS, default 60); then reads every cart
 * back and checks it holds exactly what was added. The goals are printed next to the figures;
 * with BENCH_ASSERT=1 a missed goal makes the exit code 1. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitForServer } from './lib/benchServer.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const connectionSteps = (process.env.BENCH_CONNECTIONS ?? '10,50,200').split(',').map(Number);
const assert = process.env.BENCH_ASSERT === '1';

const PAGE_PATH = '/record-players.html';
const CATALOG_QUERY =
  'query BenchCatalog { products(search: "record", pageSize: 12) { total_count items { uid sku name ' +
  'url_key price_range { minimum_price { final_price { value currency } } } } } }';
const SKU = 'SS-AC-9301';
const CREATE_CART = JSON.stringify({
  operationName: 'createGuestCart',
  query: 'mutation createGuestCart { createGuestCart { cart { id } } }',
  variables: {},
});
const addToCart = (cartId) =>
  JSON.stringify({
    operationName: 'addProductsToCart',
    query:
      'mutation addProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) { ' +
      'addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { id total_quantity } ' +
      'user_errors { code message } } }',
    variables: { cartId, cartItems: [{ sku: SKU, quantity: 1 }] },
  });
const READ_CART =
  'query BenchCart($cartId: String!) { cart(cart_id: $cartId) { total_quantity items { quantity product { sku } } } }';

const GOALS = {
  pageRps: 3000,
  p99Ms: 250,
  rssMb: 400,
};

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Runs autocannon while sampling the server's RSS; resolves with the figures. */
async function step(pid, options) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  const result = await autocannon({ duration: seconds, timeout: 10, ...options });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
    rss: Math.max(peak, rssMb(pid)),
  };
}

const graphqlHeaders = { 'content-type': 'application/json', accept: 'application/json' };

/** The cart scenario: each connection creates a cart, adds one item to it, and starts again. */
function cartRequests(carts) {
  return [
    {
      method: 'POST',
      path: '/graphql',
      headers: graphqlHeaders,
      body: CREATE_CART,
      onResponse: (status, body, context) => {
        const id = status === 200 ? JSON.parse(body)?.data?.createGuestCart?.cart?.id : undefined;
        context.cartId = id;
        if (id) carts.set(id, { added: 0, asked: 0 });
      },
    },
    {
      method: 'POST',
      path: '/graphql',
      headers: graphqlHeaders,
      setupRequest: (request, context) => {
        if (!context.cartId) return request;
        carts.get(context.cartId).asked += 1;
        return { ...request, body: addToCart(context.cartId) };
      },
      onResponse: (status, body, context) => {
        const answer = status === 200 ? JSON.parse(body) : null;
        const cart = context.cartId ? carts.get(context.cartId) : undefined;
        if (cart && answer?.data?.addProductsToCart?.cart && !answer.errors?.length) cart.added += 1;
      },
    },
  ];
}

/** Reads every cart back: it must hold what was added (an add still in flight at the end may or may not be in). */
async function checkCarts(base, carts) {
  const entries = [...carts.entries()];
  let wrong = 0;
  let unread = 0;
  const examples = [];
  let next = 0;
  async function worker() {
    while (next < entries.length) {
      const [id, { added, asked }] = entries[next++];
      const url = `${base}/graphql?query=${encodeURIComponent(READ_CART)}&operationName=BenchCart&variables=${encodeURIComponent(JSON.stringify({ cartId: id }))}`;
      try {
        const answer = await (await fetch(url)).json();
        const cart = answer?.data?.cart;
        if (!cart) {
          unread += 1;
          continue;
        }
        const quantity = (cart.items ?? [])
          .filter((item) => item?.product?.sku === SKU)
          .reduce((sum, item) => sum + item.quantity, 0);
        const others = (cart.items ?? []).some((item) => item?.product?.sku !== SKU);
        if (others || quantity < added || quantity > asked || cart.total_quantity !== quantity) {
          wrong += 1;
          if (examples.length < 3) examples.push({ id, added, asked, quantity, total: cart.total_quantity });
        }
      } catch {
        unread += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker));
  return { carts: entries.length, wrong, unread, examples };
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const mark = (ok) => (ok ? 'pass' : 'FAIL');

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MOCK_DB: join(dbDir, 'mock-db.json'),
      MOCK_FAULTS: '',
      MAGENTO_BACKEND_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${base}/`, { child });
    const pid = child.pid;
    console.log(`Server ${base} (pid ${pid}), RSS at start ${fixed(rssMb(pid))} MB; ${seconds} s per step.`);
    // Warm up: the page's data collected, the catalog answered once.
    await fetch(`${base}${PAGE_PATH}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    const queryPath = `/graphql?query=${encodeURIComponent(CATALOG_QUERY)}&operationName=BenchCatalog`;
    await fetch(`${base}${queryPath}`).then((r) => r.arrayBuffer());

    const carts = new Map();
    const scenarios = [
      ['page', { url: `${base}${PAGE_PATH}`, headers: { 'accept-encoding': 'br, gzip' } }],
      [
        'query',
        { url: `${base}${queryPath}`, headers: { accept: 'application/json', 'accept-encoding': 'gzip' } },
      ],
      ['cart', { url: base, requests: cartRequests(carts) }],
    ];
    const rows = [];
    for (const [name, options] of scenarios) {
      for (const connections of connectionSteps) {
        const figures = await step(pid, { ...options, connections });
        rows.push({ name, connections, ...figures });
        console.log(
          `  ${name} @${connections}: ${fixed(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
            `${figures.errors} errors, ${figures.timeouts} timeouts, RSS ${fixed(figures.rss)} MB`,
        );
      }
    }
    const peakRss = Math.max(...rows.map((row) => row.rss));

    // RSS after the load: wait until it stops falling (or settleSeconds).
    const settleStart = Date.now();
    let settled = rssMb(pid);
    while (Date.now() - settleStart < settleSeconds * 1000) {
      await new Promise((done) => setTimeout(done, 5000));
      settled = rssMb(pid);
      if (settled < GOALS.rssMb && Date.now() - settleStart >= Math.min(settleSeconds, 60) * 1000) break;
    }
    const settleTook = Math.round((Date.now() - settleStart) / 1000);
    const cartCheck = await checkCarts(base, carts);

    const goalOf = (row) => {
      const notes = [];
      let ok = true;
      if (row.name === 'page' && row.connections === 50) {
        ok &&= row.rps >= GOALS.pageRps;
        notes.push(`≥ ${GOALS.pageRps} req/s: ${mark(row.rps >= GOALS.pageRps)}`);
      }
      if (row.connections === 200) {
        const good = row.p99 < GOALS.p99Ms && row.errors === 0 && row.timeouts === 0;
        ok &&= good;
        notes.push(`p99 < ${GOALS.p99Ms} ms, no errors or timeouts: ${mark(good)}`);
      }
      return { ok, note: notes.join('; ') };
    };
    console.log('');
    console.log(
      '| Scenario | Connections | req/s | p50 ms | p99 ms | Errors | Timeouts | Peak RSS MB | Goal |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    let failed = false;
    for (const row of rows) {
      const goal = goalOf(row);
      failed ||= !goal.ok;
      console.log(
        `| ${row.name} | ${row.connections} | ${fixed(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ` +
          `${row.timeouts} | ${fixed(row.rss)} | ${goal.note} |`,
      );
    }
    const rssOk = settled < GOALS.rssMb;
    const cartsOk = cartCheck.wrong === 0 && cartCheck.unread === 0 && cartCheck.carts > 0;
    failed ||= !rssOk || !cartsOk;
    console.log('');
    console.log(
      `Peak RSS ${fixed(peakRss)} MB; RSS ${settleTook} s after the load: ${fixed(settled)} MB ` +
        `(goal < ${GOALS.rssMb} MB: ${mark(rssOk)})`,
    );
    console.log(
      `Carts: ${cartCheck.carts} read back, ${cartCheck.wrong} not holding what was added, ` +
        `${cartCheck.unread} unreadable (${mark(cartsOk)})` +
        (cartCheck.examples.length ? ` e.g. ${JSON.stringify(cartCheck.examples)}` : ''),
    );
    if (failed)
      console.log(assert ? 'A goal was missed.' : 'A goal was missed (BENCH_ASSERT=1 makes that an error).');
    process.exitCode = failed && assert ? 1 : 0;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
