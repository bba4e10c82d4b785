import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createState, getState, resetState } from '../../../../mock-backend/state';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { createClient } from '../../../platform/apollo/createClient';
import { createAppStore } from '../../../store/createAppStore';
import CmsPage from '../components/CmsPage';
import { GET_CMS_PAGE } from '../graphql/cmsPage';

/** The GetCmsPage requests that reach the backend from now on. */
function countPageRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const name = new URL(request.url).searchParams.get('operationName');
    if (name === 'GetCmsPage') seen.push(name);
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return seen.length;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** The backend's seed pages, with `headings` as their content headings. */
function withContentHeadings(headings: Record<string, string>) {
  const state = createState();
  state.cms = {
    ...state.cms,
    pages: state.cms.pages.map((page) =>
      page.identifier in headings ? { ...page, content_heading: headings[page.identifier]! } : page,
    ),
  };
  resetState(state);
}

const seedPage = (identifier: string) => {
  const page = getState().cms.pages.find((candidate) => candidate.identifier === identifier);
  if (!page) throw new Error(`The backend has no CMS page "${identifier}".`);
  return page;
};

beforeEach(() => {
  document.title = '';
  document.querySelector('meta[name="description"]')?.remove();
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('CmsPage', () => {
  it("shows the page's content heading and content, and sets its title and description", async () => {
    withContentHeadings({ 'order-status': 'Where is my record player?' });
    const page = seedPage('order-status');
    renderWithProviders(<CmsPage id="order-status" relativeUrl="order-status" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Where is my record player?' });
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
    // The page's content follows its heading.
    expect(heading.nextElementSibling).not.toBeEmptyDOMElement();
    await waitFor(() => expect(document.title).toBe(page.meta_title));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      page.meta_description,
    );
  });

  it('shows no heading of its own when the page has no content heading', async () => {
    withContentHeadings({ home: '' });
    const page = seedPage('home');
    // The home page holds a newsletter form, which works with the store.
    renderWithProviders(<CmsPage id="home" relativeUrl="" />, { store: createAppStore() });
    await waitFor(() => expect(document.title).toBe(page.meta_title));
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { level: 1, name: page.title })).not.toBeInTheDocument();
  });

  it('does not ask again for a page asked moments ago (route resolution fetches it with its code)', async () => {
    const page = seedPage('order-status');
    const client = createClient({ persistCache: false, retry: false });
    const requests = countPageRequests();
    await client.query({ query: GET_CMS_PAGE, variables: { identifier: 'order-status' } });
    expect(requests.count).toBe(1);

    renderWithProviders(<CmsPage id="order-status" relativeUrl="order-status" />, { apolloClient: client });
    await waitFor(() => expect(document.title).toBe(page.meta_title));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count).toBe(1);
    requests.stop();
  });

  it('refreshes a page that came from the cache of an earlier visit', async () => {
    const page = seedPage('order-status');
    const client = createClient({ persistCache: false, retry: false });
    client.writeQuery({
      query: GET_CMS_PAGE,
      variables: { identifier: 'order-status' },
      data: { cmsPage: { ...page, title: 'Last visit', meta_title: 'Last visit', __typename: 'CmsPage' } },
    });
    const requests = countPageRequests();

    renderWithProviders(<CmsPage id="order-status" relativeUrl="order-status" />, { apolloClient: client });
    await waitFor(() => expect(document.title).toBe(page.meta_title));
    expect(requests.count).toBe(1);
    requests.stop();
  });

  it('shows the error message when the page cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/graphql', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
    );
    renderWithProviders(<CmsPage id="order-status" relativeUrl="order-status" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});
