import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import StorePreview from '../components/StorePreview';

describe('StorePreview', () => {
  it('shows the store name and the menu categories from the backend, in position order', async () => {
    renderWithProviders(<StorePreview />);
    expect(screen.getByText('Fetching Data...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spindle & Stylus' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    const topLevel = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav);
    const names = topLevel.map((item) => item.firstElementChild!.textContent);
    expect(names).toEqual([
      'Record Players',
      'Speakers',
      'Headphones',
      'Vinyl',
      'Accessories',
      'Shop by Style',
      'Ambassadors',
    ]);
    // Label-only categories are not links; menu_url overrides the category path.
    expect(within(nav).queryByRole('link', { name: 'Shop by Style' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Ambassadors' })).toHaveAttribute('href', '/ambassadors');
    expect(within(nav).getByRole('link', { name: 'Record Players' })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
    expect(within(nav).getByRole('link', { name: 'Cruiser Collection' })).toHaveAttribute(
      'href',
      '/record-players/cruiser.html',
    );
    expect(screen.getByText('Prices in USD')).toBeInTheDocument();
  });

  it('says something went wrong when the backend fails', async () => {
    server.use(http.get('*/graphql', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<StorePreview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});
