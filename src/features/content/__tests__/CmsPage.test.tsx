import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createState, getState, resetState } from '../../../../mock-backend/state';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import CmsPage from '../components/CmsPage';

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
    renderWithProviders(<CmsPage id="home" relativeUrl="" />);
    await waitFor(() => expect(document.title).toBe(page.meta_title));
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { level: 1, name: page.title })).not.toBeInTheDocument();
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
