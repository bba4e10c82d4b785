import { twoStoreFixture } from '../../../../mock-backend/data/store';
import { createState, resetState } from '../../../../mock-backend/state';
import { createClient } from '../../../platform/apollo/createClient';
import { BrowserPersistence } from '../../../platform/persistence/browserPersistence';
import { waitFor } from '@testing-library/react';
import { redirectTarget, resolveUrl, toLookupUrl } from '../../../platform/routing/resolveUrl';
import { views } from '../../../features/content/pagebuilder/registry';
import type { PreloadableComponent } from '../../../platform/react/lazyWithPreload';
import { warmRoute } from '../../pages/loadPage';
import { answerOperation, logOperations, serverErrorAnswer, unknownFieldAnswer } from './graphqlRequests';

const newClient = () =>
  createClient({
    persistCache: false,
    retry: false,
    persistence: new BrowserPersistence(window.localStorage),
  });

beforeEach(() => {
  window.localStorage.clear();
  // The error link logs unexpected GraphQL failures; the failure cases below cause some on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('toLookupUrl (productkey rewrite)', () => {
  it.each([
    ['/product-details', '?productkey=abc', '/product-details/productkey/abc'],
    ['/shop/product-details', '?productkey=abc&color=red', '/shop/product-details/productkey/abc/color/red'],
    ['/product-details', '?color=red&productkey=abc', '/product-details/color/red/productkey/abc'],
    ['/product-details.html', '?productkey=SS-CR-8005', '/product-details.html/productkey/SS-CR-8005'],
  ])('%s%s is looked up as %s', (pathname, search, expected) => {
    expect(toLookupUrl(pathname, search)).toBe(expected);
  });

  it.each([
    ['/product-details', '', 'no query string'],
    ['/product-details', '?sku=abc', 'no productkey parameter'],
    ['/cruiser-deluxe.html', '?productkey=abc', 'no product-details in the path'],
  ])('leaves %s%s alone (%s)', (pathname, search) => {
    expect(toLookupUrl(pathname, search)).toBe(pathname);
  });
});

describe('redirectTarget', () => {
  it('makes relative URLs paths inside the app', () => {
    expect(redirectTarget('clearance.html')).toEqual({ to: '/clearance.html', external: false });
    expect(redirectTarget('/record-players/hi-fi-turntables.html')).toEqual({
      to: '/record-players/hi-fi-turntables.html',
      external: false,
    });
    expect(redirectTarget('')).toEqual({ to: '/', external: false });
  });

  it('leaves the app only for absolute http(s) URLs', () => {
    expect(redirectTarget('https://outlet.example.com/sale')).toEqual({
      to: 'https://outlet.example.com/sale',
      external: true,
    });
    expect(redirectTarget('HTTP://outlet.example.com/')).toEqual({
      to: 'HTTP://outlet.example.com/',
      external: true,
    });
    // A protocol-relative URL is not an http URL: it stays a path of this site.
    expect(redirectTarget('//outlet.example.com/sale')).toEqual({
      to: '/outlet.example.com/sale',
      external: false,
    });
  });
});

describe('resolveUrl', () => {
  it.each([
    ['/order-status', { type: 'CMS_PAGE', id: 'order-status', relativeUrl: 'order-status' }],
    ['/record-players.html', { type: 'CATEGORY', id: 'Mw==', relativeUrl: 'record-players.html' }],
    [
      '/record-players/hi-fi-turntables/belt-drive.html',
      { type: 'CATEGORY', id: 'Mjc=', relativeUrl: 'record-players/hi-fi-turntables/belt-drive.html' },
    ],
    ['/cruiser-deluxe.html', { type: 'PRODUCT', id: 'MTAwMQ==', relativeUrl: 'cruiser-deluxe.html' }],
  ])('resolves %s to its root component', async (url, expected) => {
    await expect(resolveUrl(newClient(), url)).resolves.toEqual({ status: 'component', ...expected });
  });

  it.each(['/', ''])('resolves the home path %j to the home CMS page', async (url) => {
    await expect(resolveUrl(newClient(), url)).resolves.toMatchObject({
      status: 'component',
      type: 'CMS_PAGE',
      id: 'home',
    });
  });

  it.each([
    ['/turntables.html', 301, '/record-players/hi-fi-turntables.html'],
    ['/holiday-sale.html', 302, '/clearance.html'],
  ])('answers the %s URL rewrite (%d) with a redirect inside the app', async (url, code, to) => {
    await expect(resolveUrl(newClient(), url)).resolves.toEqual({
      status: 'redirect',
      code,
      to,
      external: false,
    });
  });

  it('answers a redirect to an absolute http URL with a redirect out of the app', async () => {
    answerOperation('ResolveURL', () => ({
      data: {
        route: {
          __typename: 'CmsPage',
          relative_url: 'https://outlet.example.com/sale',
          redirect_code: 301,
          type: 'CMS_PAGE',
          identifier: 'sale',
        },
      },
    }));
    await expect(resolveUrl(newClient(), '/outlet')).resolves.toEqual({
      status: 'redirect',
      code: 301,
      to: 'https://outlet.example.com/sale',
      external: true,
    });
  });

  it('asks the custom URL resolver when the route is null', async () => {
    const seen = logOperations();
    await expect(resolveUrl(newClient(), '/contest')).resolves.toEqual({
      status: 'redirect',
      code: 302,
      to: '/cruiser-contest-application',
      external: false,
    });
    await expect(resolveUrl(newClient(), '/stores')).resolves.toEqual({
      status: 'redirect',
      code: 301,
      to: '/contact-us',
      external: false,
    });
    expect(seen.map(({ operationName, variables }) => [operationName, variables.url])).toEqual([
      ['ResolveURL', '/contest'],
      ['CustomUrlResolver', '/contest'],
      ['ResolveURL', '/stores'],
      ['CustomUrlResolver', '/stores'],
    ]);
  });

  it('takes a custom redirect without a code as permanent', async () => {
    answerOperation('CustomUrlResolver', () => ({
      data: { customUrlResolver: { relative_url: 'https://contest.example.com/', redirect_code: null } },
    }));
    await expect(resolveUrl(newClient(), '/win')).resolves.toEqual({
      status: 'redirect',
      code: 301,
      to: 'https://contest.example.com/',
      external: true,
    });
  });

  it('is not found when neither the route nor the custom resolver knows the URL', async () => {
    await expect(resolveUrl(newClient(), '/no-such-page')).resolves.toEqual({ status: 'not-found' });
  });

  it('is not found when the custom resolver answers an empty relative URL', async () => {
    answerOperation('CustomUrlResolver', () => ({
      data: { customUrlResolver: { relative_url: '', redirect_code: 301 } },
    }));
    await expect(resolveUrl(newClient(), '/no-such-page')).resolves.toEqual({ status: 'not-found' });
  });

  it('treats a backend without the custom resolver as "no redirect" (not found)', async () => {
    answerOperation('CustomUrlResolver', () => unknownFieldAnswer('customUrlResolver'));
    await expect(resolveUrl(newClient(), '/contest')).resolves.toEqual({ status: 'not-found' });
  });

  it('treats a failing custom resolver as "no redirect" (not found)', async () => {
    answerOperation('CustomUrlResolver', serverErrorAnswer);
    await expect(resolveUrl(newClient(), '/contest')).resolves.toEqual({ status: 'not-found' });
  });

  it('is not found for a route of a kind the storefront has no page for', async () => {
    answerOperation('ResolveURL', () => ({
      data: {
        route: {
          __typename: 'CmsPage',
          relative_url: 'landing',
          redirect_code: 0,
          type: 'PWA_LANDING',
          identifier: 'landing',
        },
      },
    }));
    await expect(resolveUrl(newClient(), '/landing')).resolves.toEqual({ status: 'not-found' });
  });

  it('is not found for a route that names no page', async () => {
    answerOperation('ResolveURL', () => ({
      data: {
        route: {
          __typename: 'CategoryTree',
          relative_url: 'gone.html',
          redirect_code: 0,
          type: 'CATEGORY',
          uid: '',
        },
      },
    }));
    await expect(resolveUrl(newClient(), '/gone.html')).resolves.toEqual({ status: 'not-found' });
  });

  it('reports an internal error (500) as an error', async () => {
    answerOperation('ResolveURL', serverErrorAnswer);
    const resolution = await resolveUrl(newClient(), '/record-players.html');
    expect(resolution.status).toBe('error');
  });

  it('reports a GraphQL error of route() as an error, not as "not found"', async () => {
    answerOperation('ResolveURL', () => ({
      errors: [{ message: 'Simulated backend error', extensions: { category: 'internal' } }],
    }));
    const resolution = await resolveUrl(newClient(), '/record-players.html');
    expect(resolution.status).toBe('error');
  });

  it("sends the lookup in the store it names, over the stored one (storeLink's override)", async () => {
    resetState(createState({ store: twoStoreFixture() }));
    const seen = logOperations();
    await resolveUrl(newClient(), '/record-players.html', { storeCode: 'radio_store_view_ca' });
    await resolveUrl(newClient(), '/record-players.html');
    expect(seen.map(({ headers }) => headers.get('Store'))).toEqual([
      'radio_store_view_ca',
      'radio_store_view',
    ]);
  });
});

describe('warmRoute (the route lookup before the first render)', () => {
  it("asks for a page's route and then its data, before anything renders", async () => {
    const seen = logOperations();
    warmRoute(newClient(), '/cruiser-deluxe.html', '');
    await waitFor(() =>
      expect(seen.map(({ operationName }) => operationName)).toEqual([
        'ResolveURL',
        'GetProductDetail',
        'GetProductAttributeLabels',
      ]),
    );
    expect(seen[0]!.variables).toEqual({ url: '/cruiser-deluxe.html' });
    expect(seen[1]!.variables).toEqual({ urlKey: 'cruiser-deluxe' });
  });

  it("settles once a CMS page's data and the code of the content types at its top are here", async () => {
    const slider = views.slider.component as unknown as PreloadableComponent<unknown>;
    const products = views.products.component as unknown as PreloadableComponent<unknown>;
    expect(slider.isLoaded()).toBe(false);
    const seen = logOperations();
    await warmRoute(newClient(), '/', '');
    expect(seen.map(({ operationName }) => operationName)).toEqual(['ResolveURL', 'GetCmsPage']);
    // The home page's hero is a slider; its product widgets come further down.
    expect(slider.isLoaded()).toBe(true);
    expect(products.isLoaded()).toBe(false);
  });

  it('leaves a path that starts with a store code to the resolver (it may switch stores)', async () => {
    resetState(createState({ store: twoStoreFixture() }));
    const seen = logOperations();
    await warmRoute(newClient(), '/radio_store_view_ca/record-players.html', '');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the store views, which tell; the resolver asks them too.
    expect(seen.map(({ operationName }) => operationName)).toEqual(['GetAvailableStoreCodes']);
  });

  it('looks up a path that only might start with a store code once the store views say it does not', async () => {
    resetState(createState({ store: twoStoreFixture() }));
    const seen = logOperations();
    await warmRoute(newClient(), '/about-us', '');
    const names = seen.map(({ operationName }) => operationName);
    expect(names).toEqual(expect.arrayContaining(['ResolveURL', 'GetCmsPage']));
  });

  it('asks nothing more for a URL that is not found', async () => {
    const seen = logOperations();
    warmRoute(newClient(), '/no-such-page.html', '');
    await waitFor(() => expect(seen.map(({ operationName }) => operationName)).toContain('ResolveURL'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.map(({ operationName }) => operationName)).not.toContain('GetProductDetail');
  });
});
