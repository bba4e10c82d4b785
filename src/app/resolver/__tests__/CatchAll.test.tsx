import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { resetState } from '../../../../mock-backend/state';
import { browserLocation } from '../../../platform/browser/location';
import { appActions } from '../../../store/appSlice';
import { answerOperation, logOperations, serverErrorAnswer, unknownFieldAnswer } from './graphqlRequests';
import { address, cmsPageShown, lastNavigation, pageHeading, renderApp } from './renderApp';

const NOT_FOUND = "Looks like the page you were hoping to find doesn't exist. Sorry about that.";
const ERROR = 'Something went wrong. Sorry about that.';

let assign: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  jest.spyOn(browserLocation, 'reload').mockImplementation(() => {});
  // The error link logs unexpected GraphQL failures; some tests cause them on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('catch-all route resolution', () => {
  it('shows "Fetching Data..." until the first page is resolved', async () => {
    renderApp('/record-players.html');
    expect(screen.getByText('Fetching Data...')).toBeInTheDocument();
    expect(await pageHeading('Record Players')).toBeInTheDocument();
  });

  it('renders a CMS page', async () => {
    renderApp('/order-status');
    await cmsPageShown('order-status');
  });

  it('renders the home page for the home path', async () => {
    renderApp('/');
    await cmsPageShown('home');
  });

  it('renders a category page, nested ones too', async () => {
    renderApp('/record-players/hi-fi-turntables/belt-drive.html');
    expect(await pageHeading('Belt Drive')).toBeInTheDocument();
  });

  it('renders a product page', async () => {
    renderApp('/cruiser-deluxe.html');
    expect(await pageHeading('Cruiser Deluxe')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-CR-8005')).toBeInTheDocument();
  });

  it.each([
    ['/turntables.html', 301, '/record-players/hi-fi-turntables.html', 'Hi-Fi Turntables'],
    ['/holiday-sale.html', 302, '/clearance.html', 'Clearance'],
  ])('follows the %s redirect (%d) to %s, replacing the history entry', async (from, _code, to, heading) => {
    const { user } = renderApp('/record-players.html', [from]);
    await pageHeading('Record Players');
    await user.click(screen.getByRole('link', { name: `Go to ${from}` }));

    expect(await pageHeading(heading)).toBeInTheDocument();
    expect(address()).toHaveTextContent(to);
    expect(lastNavigation()).toHaveTextContent('REPLACE');
    // The old URL is gone from the history: back returns to the page before it.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await pageHeading('Record Players')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/record-players.html');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the app for a redirect to an absolute http URL', async () => {
    answerOperation('ResolveURL', (variables) =>
      variables.url === '/outlet'
        ? {
            data: {
              route: {
                __typename: 'CmsPage',
                relative_url: 'https://outlet.example.com/sale',
                redirect_code: 302,
                type: 'CMS_PAGE',
                identifier: 'sale',
              },
            },
          }
        : undefined,
    );
    renderApp('/outlet');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://outlet.example.com/sale'));
    expect(address()).toHaveTextContent('/outlet');
  });

  it("follows the custom URL resolver's redirect when the route is null", async () => {
    renderApp('/stores');
    await cmsPageShown('contact-us');
    expect(address()).toHaveTextContent('/contact-us');
    expect(lastNavigation()).toHaveTextContent('REPLACE');
  });

  it('shows the not-found page for an unknown URL, with a way home', async () => {
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry that this page is not available.')).toBeInTheDocument();
    expect(
      screen.getByText('Please use the search bar at the top to help you find the correct page.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(address()).toHaveTextContent(/^\/$/);
    await cmsPageShown('home');
  });

  it('shows the not-found page when the backend lacks the custom URL resolver', async () => {
    answerOperation('CustomUrlResolver', () => unknownFieldAnswer('customUrlResolver'));
    renderApp('/contest');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(address()).toHaveTextContent('/contest');
  });

  it('shows the error message on an internal error, and "Try again" resolves again', async () => {
    let failures = 1;
    answerOperation('ResolveURL', () => (failures-- > 0 ? serverErrorAnswer() : undefined));
    const { user } = renderApp('/record-players.html');

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await pageHeading('Record Players')).toBeInTheDocument();
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
  });

  it('says a page not seen before cannot open offline, and opens it once back online', async () => {
    let offline = true;
    answerOperation('ResolveURL', () => (offline ? HttpResponse.error() : undefined));
    const { store } = renderApp('/record-players.html');
    act(() => {
      store.dispatch(appActions.setOffline());
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'You are offline, and this page has not been opened on this device before',
    );
    offline = false;
    act(() => {
      store.dispatch(appActions.setOnline());
    });
    expect(await pageHeading('Record Players')).toBeInTheDocument();
  });

  it('looks a product-details URL up with its productkey query as path segments', async () => {
    const seen = logOperations();
    renderApp('/product-details?productkey=abc');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    const lookups = seen.filter(({ operationName }) => operationName === 'ResolveURL');
    expect(lookups.map(({ variables }) => variables.url)).toEqual(['/product-details/productkey/abc']);
  });
});
