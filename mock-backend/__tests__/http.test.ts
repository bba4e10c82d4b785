/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as mswServer } from '../../test/server';
import { resetFaultCounters } from '../faults';
import { backendMiddleware } from '../node/middleware';

// The same msw handlers, served over real HTTP by the Node middleware (as `npm start` and
// `npm run serve` do), with the fault modes driven by the X-Mock-Fault header.
let server: Server;
let base: string;

beforeAll(async () => {
  // Real sockets here: stop msw from answering fetch in-process.
  mswServer.close();
  const middleware = backendMiddleware();
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('not the backend');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(resetFaultCounters);

const query = (headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, { headers });

describe('backend over HTTP', () => {
  it('answers GraphQL by GET with the cache id header', async () => {
    const response = await query();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'radio_store_view' } } });
  });

  it('answers GraphQL by POST', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ currency { default_display_currency_code } }' }),
    });
    expect(await response.json()).toEqual({ data: { currency: { default_display_currency_code: 'USD' } } });
  });

  it('compresses answers of 1 KB or more as the client accepts (brotli, else gzip), small ones not', async () => {
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const large = `${base}/graphql?query=${encodeURIComponent('{ cmsPage(identifier: "home") { content } }')}`;
    // Node's fetch decodes bodies and always asks for compression: read raw answers instead.
    const raw = (url: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });

    const plain = await raw(large);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const content = JSON.parse(plain.body.toString()) as { data: { cmsPage: { content: string } } };
    expect(content.data.cmsPage.content.length).toBeGreaterThan(1000);

    const br = await raw(large, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await raw(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const small = await raw(
      `${base}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
      'br',
    );
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('passes other paths on', async () => {
    const response = await fetch(`${base}/somewhere`);
    expect(await response.text()).toBe('not the backend');
  });

  it('answers unknown REST routes as Magento does', async () => {
    const response = await fetch(`${base}/rest/V1/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.' });
  });

  it('simulates HTTP 500 on every fifth request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await query({ 'X-Mock-Fault': 'http500=1/5' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 500]);
  });

  it('simulates a dropped connection', async () => {
    await expect(query({ 'X-Mock-Fault': 'drop' })).rejects.toThrow('fetch failed');
  });

  it('simulates GraphQL errors', async () => {
    const response = await query({ 'X-Mock-Fault': 'graphql-error' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Simulated backend error', extensions: { category: 'internal' } }],
    });
  });

  it('simulates latency', async () => {
    const started = Date.now();
    await query({ 'X-Mock-Fault': 'latency=300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('explains a bad fault spec', async () => {
    const response = await query({ 'X-Mock-Fault': 'latency=soon' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Bad fault spec: latency needs milliseconds, got "soon"',
    });
  });

  it('refuses other methods on /graphql', async () => {
    const response = await fetch(`${base}/graphql`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(405);
  });
});
