/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_BACKEND_TIMEOUT_MS } from '../proxy';
import { optionsFromEnv } from '../server';
import { ask, startServer, withoutMsw, type Harness } from './harness';

withoutMsw();

/** A backend that accepts every request and answers none, except what `answers` says. */
function silentBackend(answers: Record<string, (res: ServerResponse) => void> = {}) {
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req);
    req.resume();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    answers[path]?.(res);
  });
  return { server, seen };
}

describe('the backend behind the proxy', () => {
  let backend: ReturnType<typeof silentBackend>;
  let h: Harness;
  beforeAll(async () => {
    backend = silentBackend({
      '/media/catalog/a.jpg': (res) => {
        res.setHeader('Content-Type', 'image/jpeg');
        res.setHeader('Content-Length', '5');
        res.end('\xff\xd8\xff\xe0\x00');
      },
      '/rest/V1/fast': (res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('X-Magento-Tags', 'cat_p_1');
        res.end(JSON.stringify({ data: { filler: 'x'.repeat(4000) } }));
      },
    });
    await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
    h = await startServer({ backendUrl: url, mediaUrl: `${url}/media/`, backendTimeoutMs: 400 });
  });
  afterAll(async () => {
    await h.stop();
    backend.server.closeAllConnections();
    backend.server.close();
  });
  beforeEach(() => {
    backend.seen.length = 0;
    // Each timeout is logged.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('has 30 s by default, BACKEND_TIMEOUT_MS otherwise', () => {
    expect(DEFAULT_BACKEND_TIMEOUT_MS).toBe(30_000);
    expect(optionsFromEnv({}, '/tmp').backendTimeoutMs).toBe(30_000);
    expect(optionsFromEnv({ BACKEND_TIMEOUT_MS: '5000' }, '/tmp').backendTimeoutMs).toBe(5000);
  });

  it('answers a GraphQL query the backend leaves unanswered 504, with a message', async () => {
    const started = Date.now();
    const answer = await ask(
      `${h.server.url}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
    );
    const took = Date.now() - started;
    expect(answer.status).toBe(504);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    // No GraphQL `errors`: the app then tells the shopper "The store did not answer. Please try
    // again." (src/platform/apollo/__tests__/retryLink.test.ts).
    expect(JSON.parse(answer.body.toString())).toEqual({
      message: "The store's server did not answer in time.",
    });
    expect(took).toBeGreaterThanOrEqual(380);
    expect(took).toBeLessThan(5000);
  });

  it('sends a mutation once and does not send it again after the timeout', async () => {
    const answer = await ask(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
    });
    expect(answer.status).toBe(504);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(backend.seen.filter((req) => req.method === 'POST')).toHaveLength(1);
  });

  it('answers REST in Magento’s shape and media as text', async () => {
    const rest = await ask(`${h.server.url}/rest/V1/guest-carts`, { method: 'POST' });
    expect(rest.status).toBe(504);
    expect(JSON.parse(rest.body.toString())).toEqual({
      message: "The store's server did not answer in time.",
    });
    const media = await ask(`${h.server.url}/media/catalog/slow.jpg`);
    expect(media.status).toBe(504);
    expect(media.body.toString()).toBe("The store's server did not answer in time.");
  });

  it('passes answers that come in time back: JSON compressed, files as they are', async () => {
    const image = await ask(`${h.server.url}/media/catalog/a.jpg`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toHaveLength(5);
    const json = await ask(`${h.server.url}/rest/V1/fast`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers['x-magento-tags']).toBe('cat_p_1');
    expect(JSON.parse(gunzipSync(json.body).toString()).data.filler).toHaveLength(4000);
  });
});

describe('a backend that cannot be reached', () => {
  it('is answered 502 in the shape of the path', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const h = await startServer({ backendUrl: url, mediaUrl: `${url}/media/` });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await ask(`${h.server.url}/graphql?query=%7Bx%7D`);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString())).toEqual({
        message: "The store's server could not be reached.",
      });
    } finally {
      logged.mockRestore();
      await h.stop();
    }
  });
});
