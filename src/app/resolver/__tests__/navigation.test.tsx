import { act, screen, waitFor, within } from '@testing-library/react';
import { twoStoreFixture } from '../../../../mock-backend/data/store';
import { createState, resetState } from '../../../../mock-backend/state';
import { browserLocation } from '../../../platform/browser/location';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { answerOperation, gate, logOperations, serverErrorAnswer } from './graphqlRequests';
import { renderWithProviders } from '../../../../test/render';
import { GET_PRODUCT_DETAIL } from '../../../features/catalog/graphql/product';
import { testClient } from '../../../platform/apollo/__tests__/helpers';
import { createAppStore } from '../../../store/createAppStore';
import AppRoutes from '../../AppRoutes';
import { cachedPage } from '../../../platform/routing/resolveUrl';
import { rootComponents } from '../../pages/registry';
import { warmRoute } from '../../pages/loadPage';
import { address, cmsPageShown, loadingBar, pageHeading, renderApp } from './renderApp';

let reload: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => {});
  // The error link logs unexpected GraphQL failures; some tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('navigation between resolved pages', () => {
  it('keeps the previous page while the next URL resolves, with the loading bar running', async () => {
    const held = gate();
    answerOperation('ResolveURL', async (variables) => {
      if (variables.url === '/cruiser-deluxe.html') await held.opened;
      return undefined;
    });
    const { store, user } = renderApp('/record-players.html');
    await pageHeading('Record Players');
    await waitFor(() => expect(store.getState().app.isPageLoading).toBe(false));
    // Finished: "done", then "off" once its fade has run (a slow machine may already be there).
    expect(['done', 'off']).toContain(loadingBar().getAttribute('data-state'));

    await user.click(await screen.findByRole('link', { name: /Cruiser Deluxe/ }));
    expect(address()).toHaveTextContent('/cruiser-deluxe.html');
    expect(store.getState().app.isPageLoading).toBe(true);
    expect(loadingBar()).toHaveAttribute('data-state', 'loading');
    const previous = screen.getByRole('heading', { level: 1, name: 'Record Players' });
    expect(previous.closest('[aria-busy="true"]')).not.toBeNull();

    act(() => held.open());
    expect(await pageHeading('Cruiser Deluxe')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Record Players' })).not.toBeInTheDocument();
    expect(store.getState().app.isPageLoading).toBe(false);
    expect(store.getState().app.nextRootComponent).toBe('PRODUCT');
    expect(['done', 'off']).toContain(loadingBar().getAttribute('data-state'));
  });
});

describe('store code in the first path segment', () => {
  it('ignores a segment that is no store code: the URL resolves as usual', async () => {
    renderApp('/vinyl/classics/jazz.html');
    expect(await pageHeading('Jazz')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.storeViewCode)).toBeUndefined();
  });

  it('stores another known store code with its currency and media URL, then reloads', async () => {
    resetState(createState({ store: twoStoreFixture() }));
    const seen = logOperations();
    renderApp('/radio_store_view_ca/record-players.html');

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const persistence = getBrowserPersistence();
    expect(persistence.getItem(STORAGE_KEYS.storeViewCode)).toBe('radio_store_view_ca');
    expect(persistence.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('EUR');
    expect(persistence.getItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl)).toBe('http://localhost/media/');
    expect(seen.map(({ operationName }) => operationName)).not.toContain('ResolveURL');
  });

  it('takes the stored store code off the path before the lookup, asking in that store', async () => {
    resetState(createState({ store: twoStoreFixture() }));
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCode, 'radio_store_view_ca');
    const seen = logOperations();
    renderApp('/radio_store_view_ca/record-players.html');

    expect(await pageHeading('Record Players')).toBeInTheDocument();
    // The Canadian store view shows prices in its default display currency.
    expect(
      within(await screen.findByRole('link', { name: /Cruiser Deluxe/ })).getByText(/^€/),
    ).toBeInTheDocument();
    const lookup = seen.find(({ operationName }) => operationName === 'ResolveURL');
    expect(lookup?.variables.url).toBe('/record-players.html');
    expect(lookup?.headers.get('Store')).toBe('radio_store_view_ca');
    expect(reload).not.toHaveBeenCalled();
  });

  it('resolves a bare store code to the home page', async () => {
    const seen = logOperations();
    renderApp('/radio_store_view');
    await cmsPageShown('home');
    const lookup = seen.find(({ operationName }) => operationName === 'ResolveURL');
    expect(lookup?.variables.url).toBe('/');
    expect(reload).not.toHaveBeenCalled();
  });

  it('resolves the URL as usual when the store list cannot be read', async () => {
    answerOperation('GetAvailableStoreCodes', serverErrorAnswer);
    renderApp('/ambassadors');
    await cmsPageShown('ambassadors');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a resolved page renders once, with its first data', () => {
  it('keeps the previous page until the next page has its data, then shows it filled in', async () => {
    const held = gate();
    answerOperation('GetProductDetail', async () => {
      await held.opened;
      return undefined;
    });
    const { user } = renderApp('/record-players.html');
    await pageHeading('Record Players');

    await user.click(await screen.findByRole('link', { name: /Cruiser Deluxe/ }));
    // Resolved and its code loaded, but its data is not here yet: the category page stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Record Players' })).toBeInTheDocument();

    act(() => held.open());
    expect(await pageHeading('Cruiser Deluxe')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-CR-8005')).toBeInTheDocument();
  });

  it('shows a page resolved, fetched and loaded before the first render in that render', async () => {
    const client = testClient({ retry: false });
    warmRoute(client, '/cruiser-deluxe.html', '');
    await waitFor(() => {
      expect(cachedPage(client, '/cruiser-deluxe.html')).toMatchObject({ type: 'PRODUCT' });
      expect(rootComponents.PRODUCT.isLoaded()).toBe(true);
      expect(
        client.readQuery({ query: GET_PRODUCT_DETAIL, variables: { urlKey: 'cruiser-deluxe' } }),
      ).not.toBeNull();
    });
    const seen = logOperations();
    renderWithProviders(<AppRoutes />, {
      route: '/cruiser-deluxe.html',
      apolloClient: client,
      store: createAppStore(),
    });
    // No loading state first: the page and its data are in the first commit.
    expect(screen.getByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeInTheDocument();
    // The resolver still checks the route (from the cache) and leaves the page as it is.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeInTheDocument();
    expect(seen.map(({ operationName }) => operationName)).not.toContain('GetProductDetail');
  });
});
