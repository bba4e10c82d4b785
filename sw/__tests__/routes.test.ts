import {
  BACKEND_PATHS,
  STATIC_FILE_PATHS,
  catalogCacheKey,
  isMediaImage,
  isPublicCatalogQuery,
} from '../routes';

const ORIGIN = 'http://localhost';
const graphqlGet = (query: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url: `${ORIGIN}/graphql?query=${encodeURIComponent(query)}&operationName=X`,
  headers: new Headers(headers),
});

describe('service worker routes', () => {
  it('caches public catalog and content queries', () => {
    expect(
      isPublicCatalogQuery(
        graphqlGet('query ResolveURL($url: String!) { route(url: $url) { type } }'),
        ORIGIN,
      ),
    ).toBe(true);
    expect(isPublicCatalogQuery(graphqlGet('{ products(search: "cruiser") { total_count } }'), ORIGIN)).toBe(
      true,
    );
    expect(isPublicCatalogQuery(graphqlGet('{ cmsPage(identifier: "home") { content } }'), ORIGIN)).toBe(
      true,
    );
  });

  it("never caches a signed-in customer's requests or private data", () => {
    expect(
      isPublicCatalogQuery(
        graphqlGet('{ products(search: "x") { total_count } }', { Authorization: 'Bearer t' }),
        ORIGIN,
      ),
    ).toBe(false);
    expect(
      isPublicCatalogQuery(graphqlGet('query GetCart($id: String!) { cart(cart_id: $id) { id } }'), ORIGIN),
    ).toBe(false);
    expect(isPublicCatalogQuery(graphqlGet('{ customer { email } }'), ORIGIN)).toBe(false);
    expect(isPublicCatalogQuery(graphqlGet('{ wishlist { items_count } }'), ORIGIN)).toBe(false);
  });

  it('asks a product’s reviews list from the network: a review approved since shows', () => {
    expect(
      isPublicCatalogQuery(
        graphqlGet(
          '{ products(filter: {}) { items { review_count reviews(pageSize: 5) { items { summary } } } } }',
        ),
        ORIGIN,
      ),
    ).toBe(false);
    expect(
      isPublicCatalogQuery(
        graphqlGet('{ products(filter: {}) { items { rating_summary review_count } } }'),
        ORIGIN,
      ),
    ).toBe(true);
  });

  it('never caches mutations, POSTs or other origins', () => {
    expect(isPublicCatalogQuery(graphqlGet('mutation { createGuestCart { cart { id } } }'), ORIGIN)).toBe(
      false,
    );
    expect(
      isPublicCatalogQuery({ ...graphqlGet('{ storeConfig { store_code } }'), method: 'POST' }, ORIGIN),
    ).toBe(false);
    expect(isPublicCatalogQuery(graphqlGet('{ storeConfig { store_code } }'), 'http://elsewhere')).toBe(
      false,
    );
    expect(
      isPublicCatalogQuery({ method: 'GET', url: `${ORIGIN}/graphql`, headers: new Headers() }, ORIGIN),
    ).toBe(false);
  });

  it('caches media images of this origin only', () => {
    expect(isMediaImage(new URL(`${ORIGIN}/media/catalog/product/c/r/cruiser-1.jpg?width=320`), true)).toBe(
      true,
    );
    expect(isMediaImage(new URL(`${ORIGIN}/media/wysiwyg/home/hero.png`), true)).toBe(true);
    expect(isMediaImage(new URL('https://cdn.test/media/x.jpg'), false)).toBe(false);
    expect(isMediaImage(new URL(`${ORIGIN}/js/main.js`), true)).toBe(false);
  });

  it('leaves the backend paths out of the app-shell fallback', () => {
    for (const path of ['/graphql', '/graphql?query=%7B__typename%7D', '/rest/V1/carts', '/media/x.jpg']) {
      expect(BACKEND_PATHS.test(path)).toBe(true);
    }
    for (const path of ['/', '/record-players.html', '/mediation', '/graphql-guide'])
      expect(BACKEND_PATHS.test(path)).toBe(false);
  });

  it('keys a catalog answer by its URL, store view and currency', () => {
    const query = '{ products(search: "x") { total_count } }';
    const usd = catalogCacheKey(graphqlGet(query, { Store: 'radio_store_view' }));
    const eur = catalogCacheKey(graphqlGet(query, { Store: 'radio_store_view', 'Content-Currency': 'EUR' }));
    const otherStore = catalogCacheKey(graphqlGet(query, { Store: 'french_store_view' }));
    expect(new Set([usd, eur, otherStore]).size).toBe(3);
    expect(catalogCacheKey(graphqlGet(query, { Store: 'radio_store_view' }))).toBe(usd);
    const url = new URL(eur);
    expect(url.searchParams.get('query')).toBe(query);
    expect(url.searchParams.get('sw-currency')).toBe('EUR');
    expect(url.searchParams.get('sw-store')).toBe('radio_store_view');
  });

  it('tells plain files from page URLs', () => {
    for (const path of [
      '/robots.txt',
      '/sw.js',
      '/js/main.0a1b2c3d.js.map',
      '/icons/apple-touch-icon.png',
      '/a/b.txt?x=1',
    ]) {
      expect(STATIC_FILE_PATHS.test(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/record-players.html',
      '/record-players/cruiser/cruiser-deluxe.html?color=red',
      '/search.html?query=model.5',
      '/contact-us',
      '/cruiser-contest-application',
      '/index.htm',
    ]) {
      expect(STATIC_FILE_PATHS.test(path)).toBe(false);
    }
  });

  it('keeps every kind of private field out of the cache', () => {
    for (const query of [
      '{ customerCart { id } }',
      '{ customerOrders { items { number } } }',
      '{ customerDownloadableProducts { items { title } } }',
      '{ customerPaymentTokens { items { public_hash } } }',
      'query ($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e }) { id } }',
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { id } }',
      'query ($id: ID!) { compareList(uid: $id) { uid } }',
      '{ wishlist { items_count } }',
      'query Q($id: String!) { storeConfig { store_code } cart(cart_id: $id) { id } }',
    ]) {
      expect(isPublicCatalogQuery(graphqlGet(query), ORIGIN)).toBe(false);
    }
    expect(
      isPublicCatalogQuery(graphqlGet('{ storeConfig { store_code minimum_password_length } }'), ORIGIN),
    ).toBe(true);
  });
});
