/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentWithPreview, findStartScript, loadPreviewRenderer } from '../preview';
import { ask, startServer, withoutMsw, type Harness } from './harness';

withoutMsw();

/** index.html as the production build writes it (minified: attributes unquoted). */
const MINIFIED = {
  head:
    '<!doctype html><html lang=en><head><title>Shop</title>' +
    '<script defer src=/js/vendor-react.aaaaaaaa.js></script><script defer src=/js/main.bbbbbbbb.js></script>' +
    '<link href=/css/main.cccccccc.css rel=stylesheet>' +
    '<link rel=preload href=/js/vendor-apollo.dddddddd.js as=script>' +
    '<link rel=preload href=/css/data-layer.eeeeeeee.css as=style>' +
    '<link rel=preload href=/js/data-layer.ffffffff.js as=script></head><body>',
  tail: '<noscript>No script.</noscript><div id=root></div></body></html>',
};
/** The page's tags, as pageDataTags writes them. */
const TAGS =
  '<link rel="preload" as="image" href="/media/a.jpg" fetchpriority="high">' +
  '<link rel="preload" href="/js/page-category.11111111.js" as="script">' +
  '<link rel="preload" href="/js/vendor-apollo.dddddddd.js" as="script">' +
  '<link rel="preload" href="/css/page-category.22222222.css" as="style">' +
  '<script id="page-data" type="application/json">{}</script>';

const page = (overrides = {}) => ({
  ...MINIFIED,
  tags: TAGS,
  preview: '<main><h1>Record Players</h1></main>',
  startScript: 'js/start.12345678.js',
  store: 'default',
  currency: 'USD',
  ...overrides,
});

describe('documentWithPreview', () => {
  it('puts the preview in #root, inert, and starts the app from start.js instead of the head', () => {
    const html = documentWithPreview(page())!;
    expect(html).toContain(
      '<div id="root"><div data-preview inert><main><h1>Record Players</h1></main></div></div>',
    );
    expect(html).not.toMatch(/<script defer/);
    const start = /<script src="\/js\/start\.12345678\.js"([^>]*)><\/script><\/head>/.exec(html);
    expect(start).not.toBeNull();
    expect(start![1]).toContain('data-scripts="/js/vendor-react.aaaaaaaa.js /js/main.bbbbbbbb.js"');
    // Every script preload once, in order (the page's come after the shell's).
    expect(start![1]).toContain(
      'data-preloads="/js/vendor-apollo.dddddddd.js /js/data-layer.ffffffff.js /js/page-category.11111111.js"',
    );
    expect(start![1]).toContain('data-store="default" data-currency="USD"');
    expect(html).not.toMatch(/as="?script/);
  });

  it('links the style sheets the app would load with its code, so the preview is styled', () => {
    const html = documentWithPreview(page())!;
    expect(html).toContain('<link rel="stylesheet" href="/css/data-layer.eeeeeeee.css">');
    expect(html).toContain('<link rel="stylesheet" href="/css/page-category.22222222.css">');
    expect(html).not.toMatch(/as="?style/);
    // The rest of the page's tags stay: its lead image and its data.
    expect(html).toContain('<link rel="preload" as="image" href="/media/a.jpg" fetchpriority="high">');
    expect(html).toContain('<script id="page-data" type="application/json">{}</script>');
  });

  it('reads an unminified index.html too, and escapes what goes in attributes', () => {
    const html = documentWithPreview(
      page({
        head: '<html><head><script defer="" src="/js/main.js"></script></head><body>',
        tail: '<div id="root"></div></body></html>',
        tags: '',
        store: 'a"b',
        currency: null,
      }),
    )!;
    expect(html).toContain(
      'data-scripts="/js/main.js" data-preloads="" data-store="a&quot;b" data-currency=""',
    );
    expect(html).toContain('<div id="root"><div data-preview inert>');
  });

  it('gives up (the page goes without a preview) when index.html is not as expected', () => {
    expect(documentWithPreview(page({ tail: '<div id="app"></div>' }))).toBeNull();
    expect(
      documentWithPreview(page({ head: '<head><script src="/js/main.js"></script></head><body>' })),
    ).toBeNull();
  });

  it('keeps a preview with `$` in it as it is', () => {
    const html = documentWithPreview(page({ preview: "<p>$59.95 $& $' $1</p>" }))!;
    expect(html).toContain("<p>$59.95 $& $' $1</p>");
  });
});

describe('the server sends a page with its preview', () => {
  let h: Harness;
  let rendererDir: string;
  const asked: Array<{ pathname: string; search: string; cart?: string }> = [];
  beforeAll(async () => {
    rendererDir = mkdtempSync(join(tmpdir(), 'preview-renderer-'));
    const file = join(rendererDir, 'preview.js');
    // A stand-in for dist-server/preview.js: a page whose path (or cart id) has "plain" in it has
    // no preview; a cart's render hears one answer, as the real one does for each query it asks.
    writeFileSync(
      file,
      `exports.renderPreview = async (request) => {
        if (request.cart) {
          globalThis.__previewAsked.push({ pathname: request.pathname, search: request.search, cart: request.cart.id, uri: request.cart.uri });
          if (request.cart.id.includes('plain')) return null;
          request.cart.onAnswer('GetCartDetails {"cartId":"' + request.cart.id + '"}', { data: { cart: { id: request.cart.id } } });
          return '<main><h1>Cart ' + request.cart.id + '</h1></main>';
        }
        globalThis.__previewAsked.push({ pathname: request.pathname, search: request.search });
        return request.pathname.includes('plain') ? null : '<main><h1>' + request.pathname + '</h1></main>';
      };`,
    );
    (globalThis as unknown as { __previewAsked: typeof asked }).__previewAsked = asked;
    h = await startServer({ pageDataTimeoutMs: 5000, previewModule: file });
    mkdirSync(join(h.root, 'js'), { recursive: true });
    writeFileSync(join(h.root, 'js', 'start.12345678.js'), '/* start */');
  });
  afterAll(async () => {
    await h.stop();
    rmSync(rendererDir, { recursive: true, force: true });
  });

  it('renders a catalog page into #root and starts the app from start.js', async () => {
    const answer = await ask(`${h.server.url}/cruiser-deluxe.html`);
    const html = answer.body.toString();
    expect(answer.status).toBe(200);
    expect(html).toContain(
      '<div id="root"><div data-preview inert><main><h1>/cruiser-deluxe.html</h1></main></div></div>',
    );
    expect(html).toContain('<script src="/js/start.12345678.js" data-scripts="/js/main.0123abcd.js"');
    expect(html).toContain('data-store="radio_store_view" data-currency="USD"');
    expect(html).toContain('<script id="page-data" type="application/json">');
    expect(asked).toContainEqual({ pathname: '/cruiser-deluxe.html', search: '' });
  });

  it('sends the page as before when the renderer gives no preview', async () => {
    const answer = await ask(`${h.server.url}/plain-no-such-page.html`);
    const html = answer.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/js/main.0123abcd.js"></script>');
    expect(html).not.toContain('start.12345678.js');
  });

  it('never renders a page that shows the shopper’s own data (cart, checkout, account)', async () => {
    asked.length = 0;
    for (const path of ['/cart', '/checkout', '/sign-in']) {
      const html = (await ask(`${h.server.url}${path}`)).body.toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-preview');
    }
    expect(asked).toEqual([]);
  });

  it('renders the cart and checkout with a guest’s own cart (the cart cookie), for them alone', async () => {
    asked.length = 0;
    const cartId = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
    for (const path of ['/cart', '/checkout']) {
      const answer = await ask(`${h.server.url}${path}`, {
        headers: { cookie: `theme=dark; radio_storefront_cart=${cartId}` },
      });
      const html = answer.body.toString();
      expect(answer.status).toBe(200);
      expect(html).toContain(`<div id="root"><div data-preview inert><main><h1>Cart ${cartId}</h1></main>`);
      // The cart's answers go with the page, so the app's first render shows the same cart.
      expect(html).toContain(
        `"GetCartDetails {\\"cartId\\":\\"${cartId}\\"}":{"data":{"cart":{"id":"${cartId}"}}}`,
      );
      // Never kept, here or on the way.
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(answer.headers.etag).toBeUndefined();
    }
    expect(asked.map(({ pathname, cart }) => [pathname, cart])).toEqual([
      ['/cart', cartId],
      ['/checkout', cartId],
    ]);
    // Checkout's preview is not for a shopper who kept finished steps (start.js reads these).
    const checkout = (
      await ask(`${h.server.url}/checkout`, { headers: { cookie: `radio_storefront_cart=${cartId}` } })
    ).body.toString();
    expect(checkout).toMatch(/data-unless-stored="shipping_address shippingMethod [^"]*"/);

    // Anyone else's cart page has none of it: no cookie, or the same URL asked again without.
    for (const cookie of [undefined, 'radio_storefront_cart=not a cart id', 'other=1']) {
      const answer = await ask(`${h.server.url}/cart`, cookie ? { headers: { cookie } } : {});
      const html = answer.body.toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(cartId);
    }
  });

  it('sends the cart page as before when the cart cannot be rendered', async () => {
    const answer = await ask(`${h.server.url}/cart`, {
      headers: { cookie: 'radio_storefront_cart=plaincart' },
    });
    const html = answer.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/js/main.0123abcd.js"></script>');
    expect(answer.headers['cache-control']).not.toContain('no-store');
  });

  it('renders a content page too (start.js shows its backgrounds once laid out)', async () => {
    asked.length = 0;
    const html = (await ask(`${h.server.url}/about-us`)).body.toString();
    expect(html).toContain('<div id="root"><div data-preview inert><main><h1>/about-us</h1></main>');
    expect(html).toContain('<script src="/js/start.12345678.js"');
    expect(asked).toEqual([{ pathname: '/about-us', search: '' }]);
  });

  it('renders the search page, whose first data comes with it', async () => {
    const html = (await ask(`${h.server.url}/search.html?query=turntable`)).body.toString();
    expect(html).toContain('<h1>/search.html</h1>');
    expect(asked).toContainEqual({ pathname: '/search.html', search: '?query=turntable' });
  });
});

describe('the renderer and start.js are found in the build', () => {
  it('has no renderer when the build has none', async () => {
    await expect(loadPreviewRenderer('/no/such/preview.js')).resolves.toBeNull();
  });

  it('finds start.js by its hashed name', () => {
    const root = mkdtempSync(join(tmpdir(), 'preview-dist-'));
    try {
      expect(findStartScript(root)).toBeNull();
      mkdirSync(join(root, 'js'));
      writeFileSync(join(root, 'js', 'start.0a1b2c3d.js.br'), '');
      writeFileSync(join(root, 'js', 'starter.0a1b2c3d.js'), '');
      expect(findStartScript(root)).toBeNull();
      writeFileSync(join(root, 'js', 'start.0a1b2c3d.js'), '');
      expect(findStartScript(root)).toBe('js/start.0a1b2c3d.js');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
