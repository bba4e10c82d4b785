/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { startBackendServer, type BackendServer } from '../../../mock-backend/node/server';
import * as pageData from '../pageData';
import { ask, startServer, withoutMsw, type Answer, type Harness } from './harness';

withoutMsw();

const text = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body).toString()
    : answer.body.toString();
const pageData_ = (answer: Answer) =>
  JSON.parse(
    /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(text(answer))?.[1] ?? 'null',
  ) as {
    pathname: string;
    search: string;
  } | null;

/** Counts the server's page data collections. */
function countCollections() {
  const spy = jest.spyOn(pageData, 'collectPageData');
  return {
    count: () => spy.mock.calls.length,
    paths: () => spy.mock.calls.map(([args]) => `${args.pathname}${args.search}`),
  };
}

describe('pages with the embedded backend', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer({ pageDataTimeoutMs: 5000 });
  });
  afterAll(() => h.stop());
  afterEach(() => jest.restoreAllMocks());

  it('collects a page once, then serves it from memory with headers a shared cache may honour', async () => {
    const collections = countCollections();
    const first = await ask(`${h.server.url}/cruiser-deluxe.html`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(pageData_(first)?.pathname).toBe('/cruiser-deluxe.html');
    const second = await ask(`${h.server.url}/cruiser-deluxe.html`, { headers: { 'Accept-Encoding': 'br' } });
    expect(second.status).toBe(200);
    expect(text(second)).toBe(text(first));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(59|60)$/);
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(collections.count()).toBe(1);

    // A browser asking again with its validator gets a 304.
    const again = await ask(`${h.server.url}/cruiser-deluxe.html`, {
      headers: { 'If-None-Match': String(second.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('keys a page on the query parameters its data reads, not on campaign tags or junk', async () => {
    const collections = countCollections();
    const urls = [
      '/record-players.html?page=2',
      '/record-players.html?page=2&utm_source=mail&utm_campaign=spring',
      '/record-players.html?gclid=xyz&page=2',
      '/record-players.html?page=2&junk=1&fbclid=2',
    ];
    const answers = [];
    for (const url of urls) answers.push(await ask(`${h.server.url}${url}`));
    expect(collections.paths()).toEqual(['/record-players.html?page=2']);
    expect(answers.map((answer) => pageData_(answer)?.search)).toEqual(urls.map(() => '?page=2'));
    await ask(`${h.server.url}/record-players.html?page=2&sort=price_DESC`);
    expect(collections.paths()).toEqual([
      '/record-players.html?page=2',
      '/record-players.html?page=2&sort=price_DESC',
    ]);
  });

  it('collects a page once for requests that come together', async () => {
    const collections = countCollections();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ask(`${h.server.url}/headphones.html?utm_content=${index}`, {
          headers: index % 2 ? { 'Accept-Encoding': 'br, gzip' } : {},
        }),
      ),
    );
    expect(
      answers.every((answer) => answer.status === 200 && pageData_(answer)?.pathname === '/headphones.html'),
    ).toBe(true);
    expect(collections.count()).toBe(1);
  });

  it('keeps a Host that is no host name out of its pages', async () => {
    const collections = countCollections();
    await ask(`${h.server.url}/turntables.html`, { headers: { Host: 'evil.example"><script>' } });
    await ask(`${h.server.url}/turntables.html`, { headers: { Host: 'another bad host' } });
    expect(collections.count()).toBe(1);
  });

  it('answers 404 for a URL the backend does not know, with the app shell', async () => {
    for (const path of ['/no-such-page', '/.env', '/no-such-product.html', '/nosuchpage']) {
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await ask(`${h.server.url}${path}`);
        expect({ path, visit, status: answer.status }).toEqual({ path, visit, status: 404 });
        expect(text(answer)).toContain('<div id="root"></div>');
        expect(text(answer)).toContain('GetStoreLocale');
      }
    }
  });

  it("answers 200 for the backend's pages and the app's own routes", async () => {
    for (const path of [
      '/',
      '/cart',
      '/checkout',
      '/search.html?query=cruiser',
      '/sign-in',
      '/customer/account/createPassword?token=x',
      '/wishlist',
      '/contact-us',
      '/radio_store_view/cruiser-deluxe.html',
    ]) {
      const answer = await ask(`${h.server.url}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });

  it("does not let a shared cache keep a signed-in, store or currency request's page", async () => {
    await ask(`${h.server.url}/speakers.html`);
    for (const headers of [
      { Authorization: 'Bearer abc' } as Record<string, string>,
      { Store: 'radio_store_view' },
      { 'Content-Currency': 'EUR' },
      { Cookie: 'a=1; store=radio_store_view' },
      { Cookie: 'X-Magento-Vary=abc' },
    ]) {
      const answer = await ask(`${h.server.url}/speakers.html`, { headers });
      expect({ headers, cacheControl: answer.headers['cache-control'] }).toEqual({
        headers,
        cacheControl: 'private, no-cache',
      });
    }
    const guest = await ask(`${h.server.url}/speakers.html`, { headers: { Cookie: '_ga=GA1.2.3' } });
    expect(guest.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await ask(`${h.server.url}/cruiser-deluxe.html`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(1000);
    expect(answer.body).toHaveLength(0);
  });
});

describe('pages from a backend on another host (MAGENTO_BACKEND_URL)', () => {
  let backend: BackendServer;
  let h: Harness;
  const asked: string[] = [];
  beforeAll(async () => {
    backend = await startBackendServer({ port: 0 });
    backend.server.prependListener('request', (req: IncomingMessage) => asked.push(req.url ?? ''));
    h = await startServer({
      backendUrl: backend.url,
      mediaUrl: `${backend.url}/media/`,
      pageDataTimeoutMs: 5000,
    });
  });
  afterAll(async () => {
    await h.stop();
    await backend.close();
  });

  it('keeps one page for every Host a request names', async () => {
    for (const host of ['shop.example', 'www.shop.example', 'attacker.example']) {
      const answer = await ask(`${h.server.url}/cruiser-deluxe.html`, { headers: { Host: host } });
      expect(answer.status).toBe(200);
    }
    expect(asked.filter((url) => url.includes('operationName=GetProductDetail'))).toHaveLength(1);
  });

  it('answers 404 for what the backend does not know', async () => {
    expect((await ask(`${h.server.url}/no-such-page`)).status).toBe(404);
  });
});
