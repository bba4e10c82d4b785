import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { createState, resetState } from '../../../../mock-backend/state';
import { createAppStore } from '../../../store/createAppStore';
import CmsPage from '../components/CmsPage';
import SezzlePaySuccess from '../components/SezzlePaySuccess';
import { loadAllContentTypes } from '../pagebuilder/__tests__/testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

afterEach(() => resetState());

async function renderPage(id: string) {
  await loadAllContentTypes();
  await act(async () => {
    renderWithProviders(<CmsPage id={id} relativeUrl={id} />, { store: createAppStore() });
  });
}

describe('CmsPage content', () => {
  it('shows the page with its content heading; title and description go to the document', async () => {
    await renderPage('feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Share your feedback' })).toBeInTheDocument();
    expect(document.title).toBe('Share Your Feedback | Spindle & Stylus');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Tell Spindle & Stylus what you love'),
    );
  });

  it('shows a page without Page Builder markup as sanitized HTML', async () => {
    const state = createState();
    state.cms.pages = [
      ...state.cms.pages,
      {
        ...state.cms.pages[0]!,
        page_id: 99,
        identifier: 'plain',
        title: 'Plain',
        content_heading: 'Plain page',
        content: '<p>Hello <a href="/vinyl.html">vinyl</a><img src=x onerror="window.__p=1"></p>',
      },
    ];
    resetState(state);
    await renderPage('plain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vinyl' })).toHaveAttribute('href', '/vinyl.html');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says something went wrong when the page cannot be loaded', async () => {
    await renderPage('no-such-page');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});

describe('SezzlePaySuccess', () => {
  it('confirms the order and links to the order history and home', () => {
    renderWithProviders(<SezzlePaySuccess />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order history' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Order placed');
  });
});
