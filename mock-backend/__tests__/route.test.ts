/** @jest-environment node */
import { gql } from '../../test/backend';
import { customRedirects } from '../data/customRedirects';
import { products } from '../data/products';
import { redirects } from '../data/redirects';
import { toUid } from '../uid';

const ROUTE = `query ResolveURL($url: String!) {
  route(url: $url) {
    relative_url
    redirect_code
    type
    __typename
    ... on CmsPage { identifier title }
    ... on CategoryInterface { uid name }
    ... on ProductInterface { uid sku }
  }
}`;

const route = async (url: string) => {
  const { body } = await gql(ROUTE, { variables: { url } });
  expect(body.errors).toBeUndefined();
  return body.data.route;
};

describe('route(url)', () => {
  it('resolves the home path to the home CMS page', async () => {
    expect(await route('/')).toMatchObject({
      type: 'CMS_PAGE',
      __typename: 'CmsPage',
      identifier: 'home',
      redirect_code: 0,
    });
  });

  it('refuses an empty URL, as UrlRewriteGraphQl does', async () => {
    const { body } = await gql(ROUTE, { variables: { url: ' ' } });
    expect(body.errors?.[0]).toMatchObject({
      message: '"url" argument should be specified and not empty',
      extensions: { category: 'graphql-input' },
    });
    expect(body.data).toEqual({ route: null });
  });

  it.each([
    'ambassadors',
    'order-status',
    'cruiser-contest-application',
    'thank-you',
    'feedback',
    'product-registration',
    'contact-us',
  ])('resolves the content page /%s', async (identifier) => {
    expect(await route(`/${identifier}`)).toMatchObject({
      type: 'CMS_PAGE',
      identifier,
      relative_url: identifier,
      redirect_code: 0,
    });
  });

  it('resolves categories at every level by path plus suffix', async () => {
    expect(await route('/record-players.html')).toMatchObject({
      type: 'CATEGORY',
      __typename: 'CategoryTree',
      uid: toUid(3),
      relative_url: 'record-players.html',
    });
    expect(await route('record-players/hi-fi-turntables/belt-drive.html')).toMatchObject({
      type: 'CATEGORY',
      uid: toUid(27),
      name: 'Belt Drive',
    });
  });

  it('resolves every product by url key plus suffix', async () => {
    for (const product of products) {
      const found = await route(`/${product.url_key}.html`);
      expect(found).toMatchObject({
        type: 'PRODUCT',
        sku: product.sku,
        uid: toUid(product.id),
        redirect_code: 0,
      });
      expect(found.__typename).toBe(
        {
          simple: 'SimpleProduct',
          configurable: 'ConfigurableProduct',
          virtual: 'VirtualProduct',
          bundle: 'BundleProduct',
          grouped: 'GroupedProduct',
          downloadable: 'DownloadableProduct',
        }[product.type],
      );
    }
  });

  it.each(redirects.map((redirect) => [redirect.request_path, redirect] as const))(
    'answers the old URL %s with its redirect',
    async (path, redirect) => {
      expect(await route(`/${path}`)).toMatchObject({
        redirect_code: redirect.redirect_code,
        relative_url: redirect.target_path,
      });
    },
  );

  it('ignores the query string and trailing slashes', async () => {
    expect(await route('/record-players.html?color=101#top')).toMatchObject({ uid: toUid(3) });
    expect(await route('/ambassadors/')).toMatchObject({ identifier: 'ambassadors' });
  });

  it('answers null for unknown URLs, inactive pages and wrong suffixes', async () => {
    expect(await route('/no-such-page')).toBeNull();
    expect(await route('/retired-page')).toBeNull();
    expect(await route('/record-players')).toBeNull();
    expect(await route(`/record-players/${products[0]!.url_key}.html`)).toBeNull();
  });

  it('keeps the deprecated urlResolver working', async () => {
    const { body } = await gql(
      '{ urlResolver(url: "/record-players.html") { id entity_uid relative_url redirectCode type } }',
    );
    expect(body.data.urlResolver).toEqual({
      id: 3,
      entity_uid: toUid(3),
      relative_url: 'record-players.html',
      redirectCode: 0,
      type: 'CATEGORY',
    });
  });
});

describe('customUrlResolver(url)', () => {
  it('answers the custom redirects and null otherwise', async () => {
    const [first] = customRedirects;
    const { body } = await gql(
      'query ($url: String!) { customUrlResolver(url: $url) { relative_url redirect_code } }',
      {
        variables: { url: `/${first!.request_path}` },
      },
    );
    expect(body.data.customUrlResolver).toEqual({
      relative_url: first!.relative_url,
      redirect_code: first!.redirect_code,
    });
    const none = await gql('{ customUrlResolver(url: "/nothing-here") { relative_url } }');
    expect(none.body.data.customUrlResolver).toBeNull();
  });

  it('requires its url argument', async () => {
    const { body } = await gql('{ customUrlResolver { relative_url } }');
    expect(body.errors?.[0]?.message).toBe(
      'Field "customUrlResolver" argument "url" of type "String!" is required, but it was not provided.',
    );
  });
});
