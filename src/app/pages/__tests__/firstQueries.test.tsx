/**
 * The page data the server sends with a page is only used when its queries are the ones the page's
 * hooks ask, with the same variables. For each page kind: the server's page data is collected for a
 * URL (scripts/lib/pageData.ts, through loadPage and the registry), then the page's root component
 * is rendered on its own at that URL, with an empty cache and without route resolution, so only its
 * hooks ask; the requests of both are recorded through msw and compared.
 */
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { getState, resetState } from '../../../../mock-backend/state';
import { renderWithProviders } from '../../../../test/render';
import { collectPageData } from '../../../../scripts/lib/pageData';
import { queryKey } from '../../../platform/apollo/askedQueries';
import type { ResolvedPage } from '../../../platform/routing/pageKind';
import { createAppStore } from '../../../store/createAppStore';
import { logOperations, type SeenOperation } from '../../resolver/__tests__/graphqlRequests';
import { pageDataSearch } from '../../resolver/pageBootstrap';
import SearchPage from '../../../features/catalog/components/SearchPage';
import { rootComponents } from '../registry';

jest.setTimeout(40_000);

const keyOf = ({ operationName, variables }: SeenOperation) => queryKey(operationName ?? '', variables);

/** The queries the server asks for a URL (with their variables), and the page it resolved to. */
async function serverQueries(pathname: string, search: string) {
  const seen = logOperations();
  let page: ResolvedPage | null = null;
  const data = await collectPageData({
    pathname,
    search: pageDataSearch(pathname, search),
    graphqlUrl: 'http://localhost/graphql',
    timeoutMs: 10_000,
    onOutcome: (outcome) => {
      if (outcome.status === 'component') {
        page = { type: outcome.type, id: outcome.id, relativeUrl: outcome.relativeUrl };
      }
    },
  });
  expect(data.complete).toBe(true);
  return { keys: seen.map(keyOf), page: page as ResolvedPage | null };
}

/** What the server asks for every page (the header's data): asked for a route of the app's own. */
async function shellQueries(): Promise<Set<string>> {
  const { keys, page } = await serverQueries('/cart', '');
  expect(page).toBeNull();
  return new Set(keys);
}

/**
 * The queries the page's hooks ask as it renders, until its content (`shown`) is on screen: the
 * page's root component alone, at the URL, with an empty cache.
 */
async function pageQueries(page: ResolvedPage, url: string, shown: () => Promise<unknown>) {
  const seen = logOperations();
  const Root = rootComponents[page.type];
  renderWithProviders(
    <Suspense fallback={null}>
      <Root id={page.id} relativeUrl={page.relativeUrl} />
    </Suspense>,
    { route: url, store: createAppStore() },
  );
  // A page whose hooks ask for something else may never show: what it asked is compared anyway.
  await shown().catch(() => undefined);
  return seen.map(keyOf);
}

/** The operation name of a query key. */
const nameOf = (key: string) => key.split(' ')[0]!;

/**
 * The server's queries for the page (its own: not the header's, not the route lookup), and the
 * page's queries of the same operations: the same set, variables and all.
 */
async function expectSameFirstQueries(
  pathname: string,
  search: string,
  expectedType: ResolvedPage['type'],
  shown: () => Promise<unknown>,
) {
  const shell = await shellQueries();
  const server = await serverQueries(pathname, search);
  expect(server.page?.type).toBe(expectedType);
  const serverPage = new Set(server.keys.filter((key) => !shell.has(key) && nameOf(key) !== 'ResolveURL'));
  expect(serverPage.size).toBeGreaterThan(0);

  const asked = await pageQueries(server.page!, `${pathname}${search}`, shown);
  const names = new Set([...serverPage].map(nameOf));
  const pageFirst = new Set(asked.filter((key) => names.has(nameOf(key))));
  expect([...pageFirst].sort()).toEqual([...serverPage].sort());
}

beforeEach(() => {
  // Data saver: the page fetches nothing ahead (its links, its listing's next page), so what it
  // asks is its own.
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
});

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
  resetState();
  window.localStorage.clear();
});

describe("the server's page data asks what the page's hooks ask", () => {
  it('for a product page', async () => {
    await expectSameFirstQueries('/cruiser-deluxe.html', '', 'PRODUCT', () =>
      screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' }, { timeout: 10_000 }),
    );
  });

  it('for a category page, with the listing state its URL holds', async () => {
    await expectSameFirstQueries(
      '/record-players.html',
      '?sort=price_DESC&utm_source=mail&filter_price=0_1000&page=1',
      'CATEGORY',
      () => screen.findByRole('heading', { level: 1, name: 'Record Players' }, { timeout: 10_000 }),
    );
  });

  it('for a CMS page', async () => {
    const home = getState().cms.pages.find((candidate) => candidate.identifier === 'home')!;
    await expectSameFirstQueries('/', '', 'CMS_PAGE', () =>
      waitFor(() => expect(document.title).toBe(home.meta_title || home.title), { timeout: 10_000 }),
    );
  });

  it('for the search results, with the text, sort and filters their URL holds', async () => {
    const search = '?query=turntable&sort=price_ASC&utm_source=mail';
    const shell = await shellQueries();
    const server = await serverQueries('/search.html', search);
    expect(server.page).toBeNull();
    const serverPage = new Set(server.keys.filter((key) => !shell.has(key)));
    expect([...serverPage].map(nameOf)).toEqual(['GetProductList']);

    const seen = logOperations();
    renderWithProviders(<SearchPage />, { route: `/search.html${search}`, store: createAppStore() });
    await screen.findByRole('heading', { level: 1, name: /turntable/i }, { timeout: 10_000 });
    const asked = seen.map(keyOf).filter((key) => nameOf(key) === 'GetProductList');
    expect([...new Set(asked)]).toEqual([...serverPage]);
  });
});
