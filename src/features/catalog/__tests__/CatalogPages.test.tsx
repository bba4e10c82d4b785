import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import CategoryPage from '../components/CategoryPage';
import ProductPage from '../components/ProductPage';

const failAllQueries = () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get('*/graphql', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
  );
};

beforeEach(() => {
  document.title = '';
});

afterEach(() => jest.restoreAllMocks());

describe('CategoryPage', () => {
  it('shows the category shimmer, then the name, count and one page of product tiles with prices', async () => {
    renderWithProviders(<CategoryPage id="Mw==" relativeUrl="record-players.html" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Record Players' })).toBeInTheDocument();
    expect(screen.getByText('24 items')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles).toHaveLength(6);

    const deluxe = screen.getByRole('link', { name: /Cruiser Deluxe/ });
    expect(deluxe).toHaveAttribute('href', '/cruiser-deluxe.html');
    expect(within(deluxe).getByText('$59.95')).toBeInTheDocument();
    expect(within(deluxe).getByRole('img')).toHaveAttribute('alt');
    const hadley = screen.getByRole('link', { name: /Hadley Suitcase Record Player/ });
    expect(hadley).toHaveAttribute('href', '/hadley-suitcase-record-player.html');
    expect(within(hadley).getByText('$64.95')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Record Players & Turntables'));
  });

  it('counts a single product as one item', async () => {
    server.use(
      http.get('*/graphql', () =>
        HttpResponse.json({
          data: {
            categories: {
              items: [
                {
                  __typename: 'CategoryTree',
                  uid: 'OTk=',
                  name: 'Test Pressings',
                  description: null,
                  meta_title: null,
                  meta_description: null,
                },
              ],
            },
            products: {
              __typename: 'Products',
              total_count: 1,
              items: [
                {
                  __typename: 'SimpleProduct',
                  uid: 'OTk5',
                  name: 'White Label Promo',
                  sku: 'SS-TP-0001',
                  url_key: 'white-label-promo',
                  url_suffix: '.html',
                  small_image: null,
                  price_range: {
                    __typename: 'PriceRange',
                    minimum_price: {
                      __typename: 'ProductPrice',
                      final_price: { __typename: 'Money', value: 1234.5, currency: 'GBP' },
                    },
                  },
                },
              ],
            },
          },
        }),
      ),
    );
    renderWithProviders(<CategoryPage id="OTk=" relativeUrl="test-pressings.html" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Pressings' })).toBeInTheDocument();
    expect(screen.getByText('1 item')).toBeInTheDocument();
    const tile = screen.getByRole('link', { name: /White Label Promo/ });
    expect(within(tile).getByText('£1,234.50')).toBeInTheDocument();
    expect(within(tile).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the error message when the category cannot be loaded', async () => {
    failAllQueries();
    renderWithProviders(<CategoryPage id="Mw==" relativeUrl="record-players.html" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});

describe('ProductPage', () => {
  it('shows the name, price, stock, SKU and image', async () => {
    renderWithProviders(<ProductPage id="MTAwMQ==" relativeUrl="cruiser-deluxe.html" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' })).toBeInTheDocument();
    expect(screen.getByText('$59.95')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-CR-8005')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Cruiser Deluxe/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe(''));
  });

  it('shows another product by its URL', async () => {
    renderWithProviders(<ProductPage id="MTAwOQ==" relativeUrl="/hadley-suitcase-record-player.html" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hadley Suitcase Record Player' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$64.95')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-SC-2001')).toBeInTheDocument();
  });

  it('shows the 404 page when the backend has no such product', async () => {
    renderWithProviders(<ProductPage id="MA==" relativeUrl="no-such-record-player.html" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops Page Not Found!' }),
    ).toBeInTheDocument();
  });

  it('shows the error message when the product cannot be loaded', async () => {
    failAllQueries();
    renderWithProviders(<ProductPage id="MTAwMQ==" relativeUrl="cruiser-deluxe.html" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});
