/**
 * `npm run bench:catalog`: the embedded backend with the large catalog (MOCK_CATALOG=large):
 * how long the catalog takes to generate and index and what it weighs, then the storefront's own
 * catalog queries (category pages with sorting, filters and layered navigation, searches with and
 * without typos, product pages, price ranges, later pages, the menu, URL resolution) run many
 * times each, in-process against the executor and over HTTP against `npm run backend`.
 * Prints Markdown tables of p50/p95/max per query kind against a p95 budget of 50 ms.
 *
 * - MOCK_CATALOG_SEED: the catalog to generate (default: the fixed default seed)
 * - BENCH_RUNS (default 60) runs per kind in-process, BENCH_HTTP_RUNS (default 30) over HTTP
 * - BENCH_HTTP=0 skips the HTTP part; BENCH_URL=http://127.0.0.1:PORT uses a backend already
 *   running (with MOCK_CATALOG=large) instead of starting one on BACKEND_PORT (default 18181)
 * - BENCH_ONLY=text runs only the kinds whose name contains it
 * - BENCH_ASSERT=1 exits 1 when a kind misses the budget (or answers an error)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { executeGraphQL } from '../mock-backend/executor';
import { getCatalogIndex } from '../mock-backend/resolvers/catalog/catalogIndex';
import { prepareCatalogIndexes } from '../mock-backend/resolvers/catalog/queryIndex';
import { createState, resetState, seedCatalog } from '../mock-backend/state';
import { toUid } from '../mock-backend/uid';
import { GET_CATEGORY } from '../src/features/catalog/graphql/category';
import { GET_PRODUCT_DETAIL } from '../src/features/catalog/graphql/product';
import { GET_CATEGORY_FACET, GET_PRODUCT_LIST } from '../src/features/catalog/graphql/productList';
import { GET_REVIEW_FORM } from '../src/features/catalog/graphql/reviews';
import { GET_SEARCH_SUGGESTIONS } from '../src/features/catalog/graphql/searchSuggestions';
import { GET_MEGA_MENU } from '../src/features/shell/graphql/megaMenu';
import { RESOLVE_URL } from '../src/platform/routing/graphql/resolveUrl';

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS || 60);
const HTTP_RUNS = Number(process.env.BENCH_HTTP_RUNS || 30);
const PAGE_SIZE = 12;

process.env.MOCK_CATALOG = 'large';

interface Request {
  query: string;
  variables: Record<string, unknown>;
}

interface Kind {
  name: string;
  requests: Request[];
}

interface Row {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  /** Median CPU time of this process per run (in-process only): what a run costs on a busy machine. */
  cpu?: number;
  errors: string[];
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

/** A deterministic pseudo-random sequence, so runs ask the same things. */
function sequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** A word with two neighbouring letters swapped (or one dropped): a typo. */
function typo(word: string, n: number): string {
  if (word.length < 4) return word;
  const at = 1 + (n % (word.length - 2));
  return n % 3 === 0
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function buildKinds(): Kind[] {
  const state = resetState(createState());
  const { catalog } = state;
  const random = sequence(20_000);
  const generated = catalog.products.filter((product) => product.id >= 200_000);
  const byLevel = (level: number) =>
    catalog.categories.filter((category) => category.level === level && category.id >= 1000);
  const pickCategory = () => random.pick(byLevel(random.pick([2, 3, 3, 4, 4, 5, 5, 5])));
  const colors = catalog.attributes.find((a) => a.code === 'color')?.options ?? [];
  const connectivity = catalog.attributes.find((a) => a.code === 'connectivity')?.options ?? [];
  const nameWords = () =>
    random
      .pick(generated)
      .name.toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 3 && !/\d/.test(word));
  const searchText = (words: number) => nameWords().slice(0, words).join(' ') || 'turntable';
  const sorts = [
    undefined,
    { price: 'ASC' },
    { price: 'DESC' },
    { name: 'ASC' },
    { name: 'DESC' },
    { position: 'ASC' },
  ];
  const list = print(GET_PRODUCT_LIST as DocumentNode);
  const times = <T>(make: (i: number) => T) => Array.from({ length: 40 }, (_v, i) => make(i));
  const productList = (variables: Record<string, unknown>): Request => ({
    query: list,
    variables: { pageSize: PAGE_SIZE, currentPage: 1, ...variables },
  });

  const index = getCatalogIndex(state);
  const pagesOf = (uid: string) => {
    const id = Number(Buffer.from(uid, 'base64').toString());
    return Math.max(1, Math.ceil((index.members.get(id)?.size ?? 0) / PAGE_SIZE));
  };

  return [
    {
      name: 'category page, position',
      requests: times(() =>
        productList({
          filter: { category_uid: { eq: toUid(pickCategory().id) } },
          sort: { position: 'ASC' },
        }),
      ),
    },
    {
      name: 'category page, sort + filters',
      requests: times((i) => {
        const filter: Record<string, unknown> = {
          category_uid: { eq: toUid(pickCategory().id) },
          price: {
            from: String(random.pick([0, 25, 50, 100])),
            to: String(random.pick([150, 300, 800, 2500])),
          },
        };
        if (i % 2 === 0) filter.color = { in: [random.pick(colors).id, random.pick(colors).id] };
        if (i % 3 === 0) filter.connectivity = { eq: random.pick(connectivity).id };
        return productList({ filter, sort: random.pick(sorts.slice(1)) });
      }),
    },
    {
      name: 'top-level category, name sort',
      requests: times(() =>
        productList({
          filter: { category_uid: { eq: toUid(random.pick(byLevel(2)).id) } },
          sort: { name: random.pick(['ASC', 'DESC']) },
        }),
      ),
    },
    {
      name: 'category page 2 / last page',
      requests: times((i) => {
        const uid = toUid(pickCategory().id);
        return productList({
          filter: { category_uid: { eq: uid } },
          sort: random.pick(sorts),
          currentPage: i % 2 ? Math.min(2, pagesOf(uid)) : pagesOf(uid),
        });
      }),
    },
    {
      name: 'search',
      requests: times((i) => productList({ search: searchText(1 + (i % 3)) })),
    },
    {
      name: 'search, typos + filters',
      requests: times((i) => {
        const words = nameWords().slice(0, 2);
        const text = words.map((word, w) => (w === 0 ? typo(word, i) : word)).join(' ') || 'turntabel';
        const filter: Record<string, unknown> = {
          price: { from: '0', to: String(random.pick([100, 400, 1000])) },
        };
        if (i % 2) filter.color = { in: [random.pick(colors).id] };
        return productList({ search: text, filter, sort: i % 3 ? undefined : { price: 'ASC' } });
      }),
    },
    {
      name: 'search, category facet',
      requests: times(() => ({
        query: print(GET_CATEGORY_FACET as DocumentNode),
        variables: { search: searchText(1) },
      })),
    },
    {
      name: 'search suggestions (typing)',
      requests: times((i) => {
        const word = searchText(1);
        return {
          query: print(GET_SEARCH_SUGGESTIONS as DocumentNode),
          variables: { text: word.slice(0, 3 + (i % Math.max(1, word.length - 2))), pageSize: 6 },
        };
      }),
    },
    {
      name: 'price range, whole catalog',
      requests: times(() => {
        const from = random.pick([0, 20, 50, 100, 200, 500]);
        return productList({
          filter: { price: { from: String(from), to: String(from + random.pick([25, 100, 400, 2000])) } },
          sort: { price: random.pick(['ASC', 'DESC']) },
        });
      }),
    },
    {
      name: 'product by url_key',
      requests: times(() => ({
        query: print(GET_PRODUCT_DETAIL as DocumentNode),
        variables: { urlKey: random.pick(generated).url_key },
      })),
    },
    {
      name: 'category (GetCategory)',
      requests: times(() => ({
        query: print(GET_CATEGORY as DocumentNode),
        variables: { uid: toUid(pickCategory().id) },
      })),
    },
    {
      name: 'mega menu (categories)',
      requests: [{ query: print(GET_MEGA_MENU as DocumentNode), variables: {} }],
    },
    {
      name: 'route by URL',
      requests: times((i) => ({
        query: print(RESOLVE_URL as DocumentNode),
        variables: {
          url:
            i % 2
              ? `/${random.pick(generated).url_key}.html`
              : `/${random.pick(catalog.categories.filter((c) => c.url_path)).url_path}.html`,
        },
      })),
    },
    {
      name: 'productReviewRatingsMetadata',
      requests: [{ query: print(GET_REVIEW_FORM as DocumentNode), variables: {} }],
    },
  ];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function summarise(name: string, durations: number[], errors: string[], cpu?: number[]): Row {
  return {
    name,
    runs: durations.length,
    p50: quantile(durations, 0.5),
    p95: quantile(durations, 0.95),
    max: quantile(durations, 1),
    cpu: cpu ? quantile(cpu, 0.5) : undefined,
    errors,
  };
}

function errorOf(body: unknown): string | null {
  const errors = (body as { errors?: Array<{ message: string }> }).errors;
  return errors?.length ? errors[0]!.message : null;
}

async function runInProcess(kinds: Kind[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of kinds) {
    const durations: number[] = [];
    const cpu: number[] = [];
    const errors: string[] = [];
    for (let run = -3; run < RUNS; run++) {
      const { query, variables } = kind.requests[(run + 3) % kind.requests.length]!;
      const request = new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const answer = await executeGraphQL(request);
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuStart);
      const error = errorOf(answer.body);
      if (run < 0) continue; // warm-up
      durations.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
      if (error) errors.push(error);
    }
    rows.push(summarise(kind.name, durations, errors, cpu));
  }
  return rows;
}

async function startBackend(): Promise<{ url: string; child: ChildProcess }> {
  const port = Number(process.env.BACKEND_PORT || 18181);
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'backend.ts')], {
    env: { ...process.env, MOCK_CATALOG: 'large', BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the backend did not start within 60 s')), 60_000);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Embedded Magento backend on (\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the backend exited (${code}) before it started:\n${output}`));
    });
  });
  return { url, child };
}

async function runOverHttp(kinds: Kind[], url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of kinds) {
    const durations: number[] = [];
    const errors: string[] = [];
    for (let run = -2; run < HTTP_RUNS; run++) {
      const { query, variables } = kind.requests[(run + 2) % kind.requests.length]!;
      const started = performance.now();
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
        body: JSON.stringify({ query, variables }),
      });
      const body: unknown = await response.json();
      const elapsed = performance.now() - started;
      if (run < 0) continue;
      durations.push(elapsed);
      const error = response.ok ? errorOf(body) : `HTTP ${response.status}`;
      if (error) errors.push(error);
    }
    rows.push(summarise(kind.name, durations, errors));
  }
  return rows;
}

function table(rows: Row[]): string {
  const withCpu = rows.some((row) => row.cpu !== undefined);
  const lines = [
    `| Query | Runs | p50 ms | p95 ms | max ms |${withCpu ? ' CPU p50 ms |' : ''} p95 < ${BUDGET_MS} ms |`,
    `| --- | ---: | ---: | ---: | ---: |${withCpu ? ' ---: |' : ''} --- |`,
  ];
  for (const row of rows) {
    const verdict = row.errors.length ? `FAIL (${row.errors[0]})` : row.p95 < BUDGET_MS ? 'pass' : 'FAIL';
    const cpu = withCpu ? ` ${ms(row.cpu ?? 0)} |` : '';
    lines.push(
      `| ${row.name} | ${row.runs} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |${cpu} ${verdict} |`,
    );
  }
  return lines.join('\n');
}

const missed = (rows: Row[]) => rows.filter((row) => row.errors.length > 0 || row.p95 >= BUDGET_MS);

async function main() {
  const before = memory();
  const generationStart = performance.now();
  seedCatalog();
  const generationMs = performance.now() - generationStart;

  const state = resetState(createState());
  const indexMs = prepareCatalogIndexes(state);
  const after = memory();

  const products = state.catalog.products.length;
  const categories = state.catalog.categories.length;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(`\n## Large catalog (${products} products, ${categories} categories; load average ${load})\n`);
  console.log(`| Step | Time | Heap used | RSS |`);
  console.log(`| --- | ---: | ---: | ---: |`);
  console.log(`| before | | ${mb(before.heapUsed)} | ${mb(before.rss)} |`);
  console.log(
    `| generate + index | ${Math.round(generationMs)} + ${Math.round(indexMs)} ms | ${mb(after.heapUsed)} | ${mb(after.rss)} |`,
  );

  const only = process.env.BENCH_ONLY?.toLowerCase();
  const kinds = buildKinds().filter((kind) => !only || kind.name.toLowerCase().includes(only));
  const inProcess = await runInProcess(kinds);
  console.log(`\n### In-process (executeGraphQL), ${RUNS} runs per kind\n`);
  console.log(table(inProcess));
  const failures = missed(inProcess);

  if (process.env.BENCH_HTTP !== '0') {
    let child: ChildProcess | null = null;
    let url = process.env.BENCH_URL?.replace(/\/+$/, '');
    try {
      if (!url) ({ url, child } = await startBackend());
      const overHttp = await runOverHttp(kinds, url);
      console.log(`\n### Over HTTP (${url}/graphql, one request at a time), ${HTTP_RUNS} runs per kind\n`);
      console.log(table(overHttp));
      failures.push(...missed(overHttp));
    } finally {
      child?.kill('SIGTERM');
    }
  }

  if (failures.length) {
    console.log(
      `\n${failures.length} kind(s) missed the budget: ${failures.map((row) => row.name).join(', ')}`,
    );
    if (process.env.BENCH_ASSERT === '1') process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
