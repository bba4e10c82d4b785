/**
 * @jest-environment ./test/serviceWorkerEnvironment.ts
 */
import {
  cachedPaths,
  dispatchFetch,
  fetchRequest,
  installAndActivate,
  navigate,
  postMessage,
  workerScope,
} from '../../test/serviceWorker';
import {
  CATALOG_CACHE,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_ENTRIES,
  MESSAGE_PREFETCH_IMAGES,
  MESSAGE_SKIP_WAITING,
} from '../routes';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const MANIFEST = [
  { url: '/index.html', revision: 'shell-1' },
  { url: '/js/main.0a1b2c3d.js', revision: null },
  { url: '/css/main.4e5f6a7b.css', revision: null },
];

/** The network behind the worker: answers by path, or fails like a browser offline. */
const network = {
  offline: false,
  catalogVersion: 1,
  requests: [] as string[],
};

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  network.requests.push(url.pathname + url.search);
  if (network.offline) throw new TypeError('Failed to fetch');
  if (url.pathname === '/index.html')
    return new Response(SHELL, { headers: { 'Content-Type': 'text/html' } });
  if (url.pathname.startsWith('/js/') || url.pathname.startsWith('/css/'))
    return new Response(`/* ${url.pathname} */`);
  if (url.pathname.startsWith('/media/')) {
    // Like the media endpoint: WebP when the request accepts it, so the answer varies on Accept.
    const type = request.headers.get('Accept')?.includes('image/webp') ? 'image/webp' : 'image/jpeg';
    return new Response(`image bytes of ${url.pathname}`, {
      headers: { 'Content-Type': type, Vary: 'Accept' },
    });
  }
  if (url.pathname === '/graphql') {
    const body = {
      data: { version: network.catalogVersion, currency: request.headers.get('Content-Currency') ?? 'USD' },
    };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }
  return new Response('Not Found', { status: 404 });
}

const graphqlGet = (query: string) =>
  `/graphql?query=${encodeURIComponent(query)}&operationName=Q&variables=%7B%7D`;

/** A GET query as Apollo's HttpLink sends it (store and currency headers included). */
const queryRequest = (query: string, headers: Record<string, string> = {}) =>
  new Request(new URL(graphqlGet(query), 'http://localhost/'), {
    headers: { Store: 'radio_store_view', ...headers },
  });

/** What Chromium's image elements send. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** An image element's request. */
const image = (path: string) => fetchRequest(path, { headers: { Accept: IMAGE_ACCEPT } });

const PRODUCTS = '{ products(filter: { url_key: { eq: "cruiser" } }) { items { name } } }';

async function bodyOf(outcome: { response: Promise<Response> | undefined }): Promise<string> {
  expect(outcome.response).toBeDefined();
  return (await outcome.response!).text();
}

beforeEach(async () => {
  network.offline = false;
  network.catalogVersion = 1;
  network.requests = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  workerScope.__WB_MANIFEST = MANIFEST;
  jest.spyOn(workerScope.clients, 'claim');
  jest.spyOn(workerScope, 'skipWaiting');
  await jest.isolateModulesAsync(async () => {
    await import('../sw');
  });
  await installAndActivate();
  network.requests = [];
  // The first load compiles Workbox's modules for jest: allow for a busy machine.
}, 30_000);

describe('service worker: install and the app shell', () => {
  it('precaches the shell and the hashed assets, and takes control on activation', async () => {
    const [precache] = (await workerScope.caches.keys()).filter((name) =>
      name.startsWith('workbox-precache'),
    );
    expect(precache).toBeDefined();
    expect((await cachedPaths(precache!)).sort()).toEqual(
      ['/css/main.4e5f6a7b.css', '/index.html?__WB_REVISION__=shell-1', '/js/main.0a1b2c3d.js'].sort(),
    );
    expect(workerScope.clients.claim).toHaveBeenCalled();
  });

  it('answers an offline navigation to a category page with the precached shell', async () => {
    network.offline = true;
    network.requests = [];
    expect(await bodyOf(navigate('/record-players.html'))).toBe(SHELL);
    expect(await bodyOf(navigate('/record-players/cruiser-deluxe.html?color=red'))).toBe(SHELL);
    expect(network.requests).toEqual([]);
  });

  it('serves the hashed assets from the precache offline', async () => {
    network.offline = true;
    expect(await bodyOf(fetchRequest('/js/main.0a1b2c3d.js'))).toBe('/* /js/main.0a1b2c3d.js */');
  });

  it('never answers the backend’s paths or plain files with the shell', async () => {
    for (const path of [
      '/graphql?query=%7B__typename%7D',
      '/graphql',
      '/rest/V1/directory/countries',
      '/media/catalog/product/cruiser.jpg',
      '/robots.txt',
    ]) {
      const outcome = navigate(path);
      // Either left to the network or answered by the backend's own route, never with the shell.
      if (outcome.handled) expect(await bodyOf(outcome)).not.toBe(SHELL);
    }
    expect(await bodyOf(navigate('/media/catalog/product/cruiser.jpg'))).toBe(
      'image bytes of /media/catalog/product/cruiser.jpg',
    );
  });
});

describe('service worker: media images', () => {
  it('are cache first: the second request is served from the cache while the network is down', async () => {
    const first = image('/media/catalog/product/cruiser.jpg');
    expect(await bodyOf(first)).toBe('image bytes of /media/catalog/product/cruiser.jpg');
    await first.settled();
    network.offline = true;
    network.requests = [];
    expect(await bodyOf(image('/media/catalog/product/cruiser.jpg'))).toBe(
      'image bytes of /media/catalog/product/cruiser.jpg',
    );
    expect(network.requests).toEqual([]);
  });

  it('fail like the network when an image was never cached and the network is down', async () => {
    network.offline = true;
    await expect(image('/media/catalog/product/never-seen.jpg').response).rejects.toThrow();
  });

  it('are bounded: past the maximum count the least recently used are evicted', async () => {
    for (let index = 0; index <= IMAGE_CACHE_MAX_ENTRIES; index += 1) {
      const outcome = image(`/media/catalog/product/p${index}.jpg`);
      await outcome.response;
      await outcome.settled();
    }
    const cached = await cachedPaths(IMAGE_CACHE);
    expect(cached).toHaveLength(IMAGE_CACHE_MAX_ENTRIES);
    expect(cached).not.toContain('/media/catalog/product/p0.jpg');
    expect(cached).toContain(`/media/catalog/product/p${IMAGE_CACHE_MAX_ENTRIES}.jpg`);
  }, 60_000);

  it('from other origins or outside /media are left to the network', async () => {
    expect(dispatchFetch(new Request('https://cdn.example.com/media/x.jpg')).handled).toBe(false);
    expect(fetchRequest('/static/logo.png').handled).toBe(false);
  });
});

describe('service worker: catalog queries', () => {
  it('are stale while revalidate: served from the cache, refreshed in the background', async () => {
    const first = dispatchFetch(queryRequest(PRODUCTS));
    expect(JSON.parse(await bodyOf(first))).toEqual({ data: { version: 1, currency: 'USD' } });
    await first.settled();

    network.catalogVersion = 2;
    const second = dispatchFetch(queryRequest(PRODUCTS));
    expect(JSON.parse(await bodyOf(second))).toEqual({ data: { version: 1, currency: 'USD' } });
    await second.settled();
    expect(network.requests.filter((path) => path.startsWith('/graphql'))).toHaveLength(2);

    network.offline = true;
    const third = dispatchFetch(queryRequest(PRODUCTS));
    expect(JSON.parse(await bodyOf(third))).toEqual({ data: { version: 2, currency: 'USD' } });
  });

  it('are kept apart per currency: a EUR page never shows the cached USD answer', async () => {
    const usd = dispatchFetch(queryRequest(PRODUCTS));
    await bodyOf(usd);
    await usd.settled();
    const eur = dispatchFetch(queryRequest(PRODUCTS, { 'Content-Currency': 'EUR' }));
    expect(JSON.parse(await bodyOf(eur))).toEqual({ data: { version: 1, currency: 'EUR' } });
    await eur.settled();
    expect(await cachedPaths(CATALOG_CACHE)).toHaveLength(2);
  });

  it("never caches a signed-in customer's requests, private queries or POSTs", async () => {
    const signedIn = dispatchFetch(queryRequest(PRODUCTS, { Authorization: 'Bearer token' }));
    const cart = dispatchFetch(queryRequest('query GetCart($id: String!) { cart(cart_id: $id) { id } }'));
    const customer = dispatchFetch(queryRequest('{ customer { email } }'));
    const post = dispatchFetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: PRODUCTS }),
      }),
    );
    for (const outcome of [signedIn, cart, customer, post]) {
      expect(outcome.handled).toBe(false);
      await outcome.settled();
    }
    expect(await cachedPaths(CATALOG_CACHE)).toEqual([]);
  });
});

describe('service worker: messages', () => {
  it('PREFETCH_IMAGES caches the same-origin media images and answers on the port', async () => {
    const message = postMessage({
      type: MESSAGE_PREFETCH_IMAGES,
      payload: {
        urls: [
          '/media/catalog/product/a.jpg',
          'http://localhost/media/catalog/product/b.png',
          'https://elsewhere.example/media/c.jpg',
          '/graphql?query=%7B__typename%7D',
        ],
      },
    });
    expect(await message.reply).toEqual({ ok: true, count: 2 });
    expect((await cachedPaths(IMAGE_CACHE)).sort()).toEqual([
      '/media/catalog/product/a.jpg',
      '/media/catalog/product/b.png',
    ]);
    expect(network.requests.filter((path) => !path.startsWith('/media/'))).toEqual([]);

    // Fetched as an image element would (WebP where the endpoint offers it) …
    const cache = await workerScope.caches.open(IMAGE_CACHE);
    const cached = await cache.match('/media/catalog/product/a.jpg', { ignoreVary: true });
    expect(cached?.headers.get('Content-Type')).toBe('image/webp');
    // … and answering image elements offline.
    network.offline = true;
    expect(await bodyOf(image('/media/catalog/product/a.jpg'))).toBe(
      'image bytes of /media/catalog/product/a.jpg',
    );
  });

  it('PREFETCH_IMAGES answers with a failure when an image cannot be fetched', async () => {
    network.offline = true;
    const message = postMessage({
      type: MESSAGE_PREFETCH_IMAGES,
      payload: { urls: ['/media/catalog/product/a.jpg'] },
    });
    expect(await message.reply).toEqual({ ok: false, error: expect.any(String) });
  });

  it('SKIP_WAITING lets the waiting version take over', async () => {
    expect(workerScope.skipWaiting).not.toHaveBeenCalled();
    const message = postMessage({ type: MESSAGE_SKIP_WAITING });
    expect(await message.reply).toEqual({ ok: true });
    expect(workerScope.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown type with a failure', async () => {
    expect(await postMessage({ type: 'SOMETHING_ELSE' }).reply).toEqual({
      ok: false,
      error: 'Unknown message type: SOMETHING_ELSE',
    });
  });
});
