/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { server as mswServer } from '../../test/server';

// MOCK_DB keeps every change the backend answered, whatever moment the process dies at.
jest.setTimeout(180_000);

const ROOT = resolve(__dirname, '..', '..');
let directory: string;

beforeAll(() => {
  mswServer.close();
  directory = mkdtempSync(join(tmpdir(), 'mock-db-'));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

interface Backend {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Set the moment the test kills it: a connection error from then on is the kill's doing. */
  killed?: boolean;
}

function startBackend(file: string): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backend.ts'], {
    cwd: ROOT,
    env: { ...process.env, BACKEND_PORT: '0', MOCK_DB: file, MOCK_FAULTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) done({ child, url, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      fail(new Error(`the backend exited (${code}) before listening:\n${output}`)),
    );
  });
}

function kill(backend: Backend): Promise<void> {
  backend.killed = true;
  return new Promise((done) => {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null) return done();
    backend.child.once('exit', () => done());
    backend.child.kill('SIGKILL');
  });
}

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of three known shapes, read loosely
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

const CREATE = 'mutation { createGuestCart { cart { id } } }';
const ADD = `mutation ($cart: String!, $sku: String!) {
  addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) {
    cart { items { quantity product { sku } } }
    user_errors { message }
  }
}`;
const READ = 'query ($cart: String!) { cart(cart_id: $cart) { items { quantity product { sku } } } }';
const SKUS = ['SS-AC-9101', 'SS-AC-9102', 'SS-AC-9103'];

/** Carts and the quantity of each the backend has answered for, across every round. */
const acknowledged = new Map<string, number>();

/** Writes carts as fast as it can until the process dies, noting each answered change. */
async function writeUntilKilled(backend: Backend, writers: number): Promise<void> {
  const { url } = backend;
  const dead = () => backend.killed === true;
  const writer = async (n: number) => {
    for (;;) {
      try {
        const created = await graphql(url, CREATE);
        const id = created.data?.createGuestCart?.cart?.id as string | undefined;
        if (!id) throw new Error(`no cart: ${JSON.stringify(created)}`);
        acknowledged.set(id, 0);
        for (let line = 0; line < 3; line += 1) {
          const added = await graphql(url, ADD, { cart: id, sku: SKUS[(n + line) % SKUS.length] });
          if (added.errors || added.data?.addProductsToCart?.user_errors?.length) {
            throw new Error(`refused: ${JSON.stringify(added)}`);
          }
          acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        }
      } catch (error) {
        if (dead()) return; // the connection died with the process
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
}

it('keeps every answered change and a file that parses, however often the process is killed mid-write', async () => {
  const file = join(directory, 'state.json');
  const rounds = 8;
  for (let round = 0; round < rounds; round += 1) {
    const backend = await startBackend(file);
    const before = acknowledged.size;
    const writing = writeUntilKilled(backend, 6);
    while (acknowledged.size === before) await new Promise((wait) => setTimeout(wait, 10));
    // Killed at a different moment of the burst each round.
    await new Promise((wait) => setTimeout(wait, 50 + ((round * 137) % 400)));
    await kill(backend);
    await writing;
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
  }
  expect(acknowledged.size).toBeGreaterThan(rounds);

  const backend = await startBackend(file);
  try {
    for (const [id, quantity] of acknowledged) {
      const answer = await graphql(backend.url, READ, { cart: id });
      const held = (answer.data?.cart?.items ?? []).reduce(
        (sum: number, item: { quantity: number }) => sum + item.quantity,
        0,
      );
      // A change written but not answered (the process died in between) may be there too.
      expect({ id, held: held >= quantity }).toEqual({ id, held: true });
    }
    expect(backend.output()).not.toMatch(/does not hold a saved state/);
  } finally {
    await kill(backend);
  }
  expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

it('moves a state file that does not parse aside, says where, and never overwrites it', async () => {
  const file = join(directory, 'torn.json');
  writeFileSync(file, '{"carts":{"abc":{"id":"abc","items":[');
  const backend = await startBackend(file);
  try {
    const aside = readdirSync(directory).find((name) => name.startsWith('torn.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(readFileSync(join(directory, aside!), 'utf8')).toBe('{"carts":{"abc":{"id":"abc","items":[');
    expect(backend.output()).toContain(`${file} does not hold a saved state`);
    expect(backend.output()).toContain(join(directory, aside!));
    // The backend carries on from the seed data and keeps its own changes in the file again.
    const created = await graphql(backend.url, CREATE);
    expect(created.data?.createGuestCart?.cart?.id).toEqual(expect.any(String));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(join(directory, aside!), 'utf8')).toBe('{"carts":{"abc":{"id":"abc","items":[');
  } finally {
    await kill(backend);
  }
});
