import { http, HttpResponse } from 'msw';
import { twoStoreFixture } from '../../mock-backend/data/store';
import { createState, resetState } from '../../mock-backend/state';
import { server } from '../../test/server';
import { GET_PRODUCT_DETAIL } from '../../src/features/catalog/graphql/product';
import type {
  GetProductDetailQuery,
  GetProductListQuery,
  ResolveUrlQuery,
} from '../../src/__generated__/operations';
import { RESOLVE_URL } from '../../src/platform/routing/graphql/resolveUrl';
import {
  PAGE_DATA_ELEMENT_ID,
  pageDataSearch,
  readPageBootstrap,
  type PageOutcome,
} from '../../src/app/resolver/pageBootstrap';
import { queryKey, wasAsked } from '../../src/platform/apollo/askedQueries';
import { DEFAULT_STORE_VIEW_CODE } from '../../src/platform/apollo/storeLink';
import { recordRequests, testClient } from '../../src/platform/apollo/__tests__/helpers';
import { render } from '@testing-library/react';
import CatalogImage from '../../src/components/CatalogImage/CatalogImage';
import {
  GALLERY_IMAGE_SIZES,
  GALLERY_IMAGE_WIDTH,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTH,
} from '../../src/features/catalog/imageSizes';
import { catalogImageSource } from '../../src/platform/images/catalogImage';
import {
  collectPageData,
  freshnessMs,
  isAppRoute,
  PAGE_DATA_MAX_AGE_MS,
  pageDataLifetimeMs,
  pageDataTags,
  type PageData,
} from '../lib/pageData';

const GRAPHQL = 'http://localhost/graphql';
const CHUNK_GROUPS = {
  'page-product': ['js/181.aaaaaaaa.js', 'css/page-product.bbbbbbbb.css', 'js/page-product.cccccccc.js'],
  'page-category': ['js/page-category.dddddddd.js'],
  'page-slots': ['js/page-slots.abababab.js'],
  'page-cms': ['js/379.eeeeeeee.js', 'js/page-cms.ffffffff.js'],
  'pb-media': ['css/pb-media.11111111.css', 'js/pb-media.22222222.js'],
  'pb-blocks': ['js/vendor-forms.33333333.js', 'js/pb-blocks.44444444.js'],
  'pb-products': ['js/pb-products.55555555.js'],
  'pb-video': ['js/pb-video.66666666.js'],
  'pb-map': ['js/pb-map.77777777.js'],
};

/** Puts the tags in a fresh document, as the server streams them into index.html's body. */
function showPage(tags: string) {
  document.body.innerHTML = `${tags}<div id="root"></div>`;
}

/** The server's page data for a URL, from the test backend. */
const collect = (pathname: string, search = '', timeoutMs = 5000) =>
  collectPageData({ pathname, search, graphqlUrl: GRAPHQL, timeoutMs });

/** One answer the server collected, by operation and variables. */
const readAnswer = <T,>(data: PageData, name: string, variables: Record<string, unknown>) =>
  data.bootstrap.answers[queryKey(name, variables)]?.data as T | undefined;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page data sent with the page', () => {
  it("collects the answers to the product page's first queries and hints its code", async () => {
    const data = await collect('/cruiser-deluxe.html');
    expect(data.type).toBe('PRODUCT');
    expect(data.complete).toBe(true);
    expect(data.bootstrap.store).toBe(DEFAULT_STORE_VIEW_CODE);
    const keys = Object.keys(data.bootstrap.answers);
    expect(keys).toEqual(
      expect.arrayContaining([
        queryKey('ResolveURL', { url: '/cruiser-deluxe.html' }),
        queryKey('GetProductDetail', { urlKey: 'cruiser-deluxe' }),
        queryKey('GetStoreLocale', {}),
      ]),
    );
    const tags = pageDataTags(data, CHUNK_GROUPS);
    expect(tags).toContain('<link rel="preload" href="/js/181.aaaaaaaa.js" as="script">');
    expect(tags).toContain('<link rel="preload" href="/css/page-product.bbbbbbbb.css" as="style">');
    expect(tags).not.toContain('page-category');
    // The pages' slots (wish-list heart, Add to Cart on tiles) are part of the product page's code.
    expect(tags).toContain('<link rel="preload" href="/js/page-slots.abababab.js" as="script">');
    expect(tags).toContain(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">`);
  });

  it("hints a CMS page's code and the code of the content types at its top, each file once", async () => {
    const data = await collect('/');
    expect(data.type).toBe('CMS_PAGE');
    const tags = pageDataTags(data, CHUNK_GROUPS);
    const hinted = [...tags.matchAll(/<link rel="preload" href="\/([^"]+)"/g)].map((match) => match[1]);
    // The home page starts with a slider (media) and a heading; its buttons, newsletter (blocks),
    // product widgets and video come further down, and load when the shopper nears them.
    expect(hinted).toEqual([
      'js/379.eeeeeeee.js',
      'js/page-cms.ffffffff.js',
      'css/pb-media.11111111.css',
      'js/pb-media.22222222.js',
    ]);
    // A catalog page gets no content type hints.
    expect(pageDataTags(await collect('/cruiser-deluxe.html'), CHUNK_GROUPS)).not.toContain('pb-');
  });

  it("preloads the page's lead image exactly as the page's <img> will ask for it", async () => {
    const product = await collect('/cruiser-deluxe.html');
    const productDetail = readAnswer<GetProductDetailQuery>(product, 'GetProductDetail', {
      urlKey: 'cruiser-deluxe',
    });
    const firstPicture = [...(productDetail?.products?.items?.[0]?.media_gallery ?? [])]
      .filter((entry) => entry && !entry.disabled)
      .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))[0]?.url;
    expect(firstPicture).toBeTruthy();
    expect(product.leadImage).toEqual(
      catalogImageSource(firstPicture!, { sizes: PRODUCT_IMAGE_SIZES, width: PRODUCT_IMAGE_WIDTH }),
    );
    expect(product.leadImage?.srcSet).toMatch(/ 960w/);

    const category = await collect('/record-players.html', '?product_list_order=name');
    expect(category.type).toBe('CATEGORY');
    const list = Object.entries(category.bootstrap.answers).find(([key]) =>
      key.startsWith('GetProductList '),
    )?.[1].data as GetProductListQuery | undefined;
    const firstTile = list?.products?.items?.find((item) => item?.small_image?.url)?.small_image?.url;
    expect(firstTile).toBeTruthy();
    expect(category.leadImage).toEqual(
      catalogImageSource(firstTile!, { sizes: GALLERY_IMAGE_SIZES, width: GALLERY_IMAGE_WIDTH }),
    );

    // The <img> the page renders and the preload name the same candidates, so the browser reuses it.
    showPage(pageDataTags(product, CHUNK_GROUPS));
    const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(product.leadImage?.src);
    expect(preload?.getAttribute('imagesrcset')).toBe(product.leadImage?.srcSet);
    expect(preload?.getAttribute('imagesizes')).toBe(PRODUCT_IMAGE_SIZES);
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    const { container } = render(
      <CatalogImage
        src={firstPicture!}
        alt=""
        sizes={PRODUCT_IMAGE_SIZES}
        width={PRODUCT_IMAGE_WIDTH}
        priority
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
    expect(img?.getAttribute('sizes')).toBe(preload?.getAttribute('imagesizes'));
    expect(img?.getAttribute('src')).toBe(preload?.getAttribute('href'));

    // A content page has no lead image known to the server.
    expect((await collect('/')).leadImage).toBeNull();
  });

  it("preloads a remote backend's lead image from the storefront's own /media/", async () => {
    // The embedded backend names media by the origin it is asked on, as Magento by its base URL.
    const data = await collectPageData({
      pathname: '/cruiser-deluxe.html',
      search: '',
      graphqlUrl: 'https://magento.example.com/graphql',
      timeoutMs: 5000,
    });
    const detail = readAnswer<GetProductDetailQuery>(data, 'GetProductDetail', { urlKey: 'cruiser-deluxe' });
    expect(detail?.products?.items?.[0]?.media_gallery?.[0]?.url).toMatch(
      /^https:\/\/magento\.example\.com\/media\//,
    );
    expect(data.leadImage?.src).toMatch(/^\/media\/catalog\/product\/.+\?auto=webp/);
    expect(data.leadImage?.srcSet.split(', ').every((entry) => entry.startsWith('/media/'))).toBe(true);
  });

  it('answers the app from the page: no request for those queries, and they count as asked', async () => {
    const data = await collect('/cruiser-deluxe.html');
    showPage(pageDataTags(data, CHUNK_GROUPS));
    const answers = readPageBootstrap(document, {
      pathname: '/cruiser-deluxe.html',
      search: '',
      store: DEFAULT_STORE_VIEW_CODE,
      signedIn: false,
    });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    const seen = recordRequests();
    const client = testClient({ bootstrapAnswers: answers ?? undefined });

    const route = await client.query<ResolveUrlQuery>({
      query: RESOLVE_URL,
      variables: { url: '/cruiser-deluxe.html' },
    });
    const product = await client.query<GetProductDetailQuery>({
      query: GET_PRODUCT_DETAIL,
      variables: { urlKey: 'cruiser-deluxe' },
    });
    expect(route.data?.route).toMatchObject({ type: 'PRODUCT', relative_url: 'cruiser-deluxe.html' });
    expect(product.data?.products?.items?.[0]).toMatchObject({
      sku: expect.any(String),
      name: 'Cruiser Deluxe',
    });
    expect(seen).toHaveLength(0);
    expect(wasAsked(GET_PRODUCT_DETAIL, { urlKey: 'cruiser-deluxe' })).toBe(true);

    // Each answer is used once: asking the network again really asks it.
    await client.query({
      query: RESOLVE_URL,
      variables: { url: '/cruiser-deluxe.html' },
      fetchPolicy: 'network-only',
    });
    expect(seen.map((request) => request.operationName)).toEqual(['ResolveURL']);
  });

  it('is only used for the URL, store view and guest it was asked for', async () => {
    const data = await collect('/record-players.html', '?sort=price');
    const expected = {
      pathname: '/record-players.html',
      search: '?sort=price',
      store: DEFAULT_STORE_VIEW_CODE,
      signedIn: false,
    };
    const tags = pageDataTags(data, CHUNK_GROUPS);
    for (const other of [
      { pathname: '/cruiser-deluxe.html' },
      { search: '' },
      { store: 'another_view' },
      { signedIn: true },
    ]) {
      showPage(tags);
      expect(readPageBootstrap(document, { ...expected, ...other })).toBeNull();
    }
    showPage(tags);
    expect(readPageBootstrap(document, expected)?.size).toBeGreaterThan(0);
    showPage(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">{not json</script>`);
    expect(readPageBootstrap(document, expected)).toBeNull();
  });

  it('keeps markup in the answers from closing the element', () => {
    const tags = pageDataTags(
      {
        type: null,
        notFound: false,
        complete: true,
        leadImage: null,
        maxAgeMs: null,
        bootstrap: {
          pathname: '/x.html',
          search: '',
          store: DEFAULT_STORE_VIEW_CODE,
          answers: { 'Q {}': { data: { html: '</script><script>alert(1)</script> & \u2028' } } },
        },
      },
      CHUNK_GROUPS,
    );
    expect(tags).not.toMatch(/<\/script>.*<\/script>/);
    showPage(tags);
    const answers = readPageBootstrap(document, {
      pathname: '/x.html',
      search: '',
      store: DEFAULT_STORE_VIEW_CODE,
      signedIn: false,
    });
    expect(answers?.get('Q {}')?.data.html).toBe('</script><script>alert(1)</script> & \u2028');
  });

  it('does not hold the page for a slow backend: what came in time is sent, and marked incomplete', async () => {
    server.use(
      http.get(GRAPHQL, ({ request }) =>
        new URL(request.url).searchParams.get('operationName') === 'GetProductDetail'
          ? new Promise<Response>(() => undefined)
          : undefined,
      ),
    );
    const data = await collect('/cruiser-deluxe.html', '', 400);
    expect(data.complete).toBe(false);
    expect(data.type).toBe('PRODUCT');
    expect(Object.keys(data.bootstrap.answers)).toContain(
      queryKey('ResolveURL', { url: '/cruiser-deluxe.html' }),
    );
    expect(Object.keys(data.bootstrap.answers)).not.toContain(
      queryKey('GetProductDetail', { urlKey: 'cruiser-deluxe' }),
    );
  });

  it('sends no element when nothing was answered, and no answers with errors', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(GRAPHQL, () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    const data = await collect('/cruiser-deluxe.html', '', 2000);
    expect(data.bootstrap.answers).toEqual({});
    expect(pageDataTags(data, CHUNK_GROUPS)).toBe('');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('what page data depends on', () => {
  it("keeps of the query string only what a page's first data reads, in a fixed order", () => {
    expect(pageDataSearch('/record-players.html', '')).toBe('');
    expect(pageDataSearch('/record-players.html', '?utm_source=mail&gclid=abc&x=1')).toBe('');
    expect(
      pageDataSearch(
        '/record-players.html',
        '?utm_campaign=spring&sort=price_ASC&filter_color=12,13&page=2&fbclid=z&filter_brand=4',
      ),
    ).toBe('?filter_brand=4&filter_color=12%2C13&page=2&sort=price_ASC');
    expect(pageDataSearch('/record-players.html', '?page=2&sort=name_ASC')).toBe(
      pageDataSearch('/record-players.html', '?sort=name_ASC&page=2&utm_medium=cpc'),
    );
    // The search page's data is sent too: its text, page, sort and filters count; tags do not.
    expect(pageDataSearch('/search.html', '?utm_source=x&query=turntable&page=2')).toBe(
      '?page=2&query=turntable',
    );
    expect(pageDataSearch('/search.html', '?utm_source=x')).toBe('');
    // A legacy product-details link is looked up with its query string: all of it counts.
    expect(pageDataSearch('/product-details', '?productkey=cruiser&utm_source=x')).toBe(
      '?productkey=cruiser&utm_source=x',
    );
  });

  it("collects the search results' first page and hints the search page's code", async () => {
    const data = await collect(
      '/search.html',
      pageDataSearch('/search.html', '?query=turntable&utm_source=x'),
    );
    expect(data.type).toBeNull();
    const [key, ...others] = Object.keys(data.bootstrap.answers).filter((name) =>
      name.startsWith('GetProductList'),
    );
    expect(others).toEqual([]);
    expect(key).toMatch(/"search":"turntable"/);
    const results = data.bootstrap.answers[key!]!.data as { products: { total_count: number } };
    expect(results.products.total_count).toBeGreaterThan(0);
    const tags = pageDataTags(data, { ...CHUNK_GROUPS, 'page-search': ['js/page-search.cdcdcdcd.js'] });
    expect(tags).toContain('<link rel="preload" href="/js/page-search.cdcdcdcd.js" as="script">');
    expect(tags).toContain('<link rel="preload" href="/js/page-slots.abababab.js" as="script">');
    // The first result's picture, as its tile asks for it.
    expect(data.leadImage?.src).toMatch(/\/media\/catalog\/product\//);
    expect(tags).toMatch(
      /<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
    // Without a text there is nothing to ask.
    const empty = await collect('/search.html', '');
    expect(Object.keys(empty.bootstrap.answers).some((key) => key.startsWith('GetProductList'))).toBe(false);
  });

  it('is used for the same page whatever campaign tags its URL carries', async () => {
    const data = await collect('/record-players.html', pageDataSearch('/record-players.html', '?page=2'));
    showPage(pageDataTags(data, CHUNK_GROUPS));
    const answers = readPageBootstrap(document, {
      pathname: '/record-players.html',
      search: '?utm_source=newsletter&page=2&gclid=1',
      store: DEFAULT_STORE_VIEW_CODE,
      signedIn: false,
    });
    expect(answers?.size).toBeGreaterThan(0);
    // Another page of the listing is another page's data.
    showPage(pageDataTags(data, CHUNK_GROUPS));
    expect(
      readPageBootstrap(document, {
        pathname: '/record-players.html',
        search: '?page=3',
        store: DEFAULT_STORE_VIEW_CODE,
        signedIn: false,
      }),
    ).toBeNull();
  });

  it('says the currency its answers are in, and is not used by a shopper who chose another', async () => {
    const data = await collect('/cruiser-deluxe.html');
    expect(data.bootstrap.currency).toBe('USD');
    const tags = pageDataTags(data, CHUNK_GROUPS);
    const expected = {
      pathname: '/cruiser-deluxe.html',
      search: '',
      store: DEFAULT_STORE_VIEW_CODE,
      signedIn: false,
    };
    for (const [currency, used] of [
      [null, true],
      ['USD', true],
      ['EUR', false],
    ] as const) {
      showPage(tags);
      expect(readPageBootstrap(document, { ...expected, currency }) !== null).toBe(used);
    }
  });
});

describe('the status of a page URL', () => {
  const outcomes = async (pathname: string) => {
    const seen: PageOutcome[] = [];
    const data = await collectPageData({
      pathname,
      search: '',
      graphqlUrl: GRAPHQL,
      timeoutMs: 5000,
      onOutcome: (outcome) => seen.push(outcome),
    });
    return { data, seen: seen.map((outcome) => outcome.status) };
  };

  it('is not found when the backend knows nothing at the URL', async () => {
    for (const pathname of ['/no-such-page', '/.env', '/no-such-product.html', '/nosuchpage', '/wp/login']) {
      const { data, seen } = await outcomes(pathname);
      expect({ pathname, notFound: data.notFound, seen }).toEqual({
        pathname,
        notFound: true,
        seen: ['not-found'],
      });
      // The header's data still comes with the page: the app shows its not-found page at once.
      expect(Object.keys(data.bootstrap.answers).some((key) => key.startsWith('GetStoreLocale'))).toBe(true);
    }
  });

  it("is found for the backend's pages, the app's own routes and store view codes", async () => {
    for (const [pathname, outcome] of [
      ['/', 'component'],
      ['/record-players.html', 'component'],
      ['/cruiser-deluxe.html', 'component'],
      ['/radio_store_view/cruiser-deluxe.html', 'component'],
      ['/cart', 'app-route'],
      ['/checkout', 'app-route'],
      ['/search.html', 'app-route'],
      ['/customer/account/createPassword', 'app-route'],
      ['/Sign-In/', 'app-route'],
    ] as const) {
      const { data, seen } = await outcomes(pathname);
      expect({ pathname, notFound: data.notFound, seen }).toEqual({
        pathname,
        notFound: false,
        seen: [outcome],
      });
    }
  });

  it("is found for another store view's code: the app switches to it", async () => {
    resetState(createState({ store: twoStoreFixture() }));
    try {
      const { data, seen } = await outcomes('/radio_store_view_ca');
      expect(data.notFound).toBe(false);
      expect(seen).toEqual(['store-switch']);
    } finally {
      resetState();
    }
  });

  it("matches the app's route table as its router does", () => {
    expect(isAppRoute('/cart')).toBe(true);
    expect(isAppRoute('/CART/')).toBe(true);
    expect(isAppRoute('/cart/extra')).toBe(false);
    expect(isAppRoute('/cruiser-deluxe.html')).toBe(false);
    expect(isAppRoute('/')).toBe(false);
  });

  it('asks nothing of the route for an app route, and the resolver finds a store path answered', async () => {
    const cart = await collect('/cart');
    expect(Object.keys(cart.bootstrap.answers).some((key) => key.startsWith('ResolveURL'))).toBe(false);
    const stripped = await collect('/radio_store_view/cruiser-deluxe.html');
    expect(Object.keys(stripped.bootstrap.answers)).toEqual(
      expect.arrayContaining([
        queryKey('GetAvailableStoreCodes', {}),
        queryKey('ResolveURL', { url: '/cruiser-deluxe.html' }),
        queryKey('GetProductDetail', { urlKey: 'cruiser-deluxe' }),
      ]),
    );
  });
});

describe('how long page data is kept', () => {
  it("reads an answer's freshness from its Cache-Control and Age, as a shared cache does", () => {
    // Magento's answer to a cacheable query, and to one it does not cache.
    expect(freshnessMs('max-age=86400, public, s-maxage=86400')).toBe(86_400_000);
    expect(freshnessMs('no-store, no-cache, must-revalidate, max-age=0')).toBe(0);
    expect(freshnessMs('public, max-age=600, s-maxage=30')).toBe(30_000);
    expect(freshnessMs('Max-Age="120"')).toBe(120_000);
    expect(freshnessMs('max-age=120', '100')).toBe(20_000);
    expect(freshnessMs('max-age=120', '500')).toBe(0);
    expect(freshnessMs('private, max-age=600')).toBe(0);
    expect(freshnessMs('no-cache')).toBe(0);
    expect(freshnessMs('public')).toBeNull();
    expect(freshnessMs(null)).toBeNull();
  });

  it("keeps data as long as the backend allows, never beyond the server's limit, the limit when it says nothing", () => {
    expect(PAGE_DATA_MAX_AGE_MS).toBe(60_000);
    expect(pageDataLifetimeMs({ maxAgeMs: 86_400_000 }, 60_000)).toBe(60_000);
    expect(pageDataLifetimeMs({ maxAgeMs: 5_000 }, 60_000)).toBe(5_000);
    expect(pageDataLifetimeMs({ maxAgeMs: 0 }, 60_000)).toBe(0);
    expect(pageDataLifetimeMs({ maxAgeMs: null }, 60_000)).toBe(60_000);
    expect(pageDataLifetimeMs({ maxAgeMs: null }, 0)).toBe(0);
    expect(pageDataLifetimeMs({ maxAgeMs: 5_000 }, -1)).toBe(0);
  });

  /** The test backend's answers, with Cache-Control added by operation name. */
  const withCacheControl =
    (byOperation: Record<string, string>): typeof fetch =>
    async (input, init) => {
      const response = await fetch(input, init);
      const operation = new URL(String(input)).searchParams.get('operationName') ?? '';
      const headers = new Headers(response.headers);
      const cacheControl = byOperation[operation] ?? byOperation['*'];
      if (cacheControl) headers.set('Cache-Control', cacheControl);
      return new Response(await response.text(), { status: response.status, headers });
    };

  it('takes the shortest freshness among the answers it sends', async () => {
    const data = await collectPageData({
      pathname: '/cruiser-deluxe.html',
      search: '',
      graphqlUrl: GRAPHQL,
      timeoutMs: 5000,
      fetchImpl: withCacheControl({ '*': 'max-age=86400, public, s-maxage=86400', ResolveURL: 'max-age=90' }),
    });
    expect(data.complete).toBe(true);
    expect(data.maxAgeMs).toBe(90_000);
  });

  it('is not kept when one answer may not be', async () => {
    const data = await collectPageData({
      pathname: '/cruiser-deluxe.html',
      search: '',
      graphqlUrl: GRAPHQL,
      timeoutMs: 5000,
      fetchImpl: withCacheControl({
        '*': 'max-age=86400, public, s-maxage=86400',
        GetProductDetail: 'no-store, no-cache, must-revalidate, max-age=0',
      }),
    });
    expect(data.maxAgeMs).toBe(0);
    expect(pageDataLifetimeMs(data, PAGE_DATA_MAX_AGE_MS)).toBe(0);
  });

  it('says nothing when the backend says nothing (the embedded backend)', async () => {
    const data = await collect('/cruiser-deluxe.html');
    expect(data.maxAgeMs).toBeNull();
    expect(pageDataLifetimeMs(data, PAGE_DATA_MAX_AGE_MS)).toBe(PAGE_DATA_MAX_AGE_MS);
  });
});
