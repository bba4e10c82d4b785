import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../app/resolver/__tests__/renderApp';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { imageForSku } from '../../../platform/images/imageCache';
import { createAppStore } from '../../../store/createAppStore';
import ProductPage from '../components/ProductPage';
import { CATALOG_TIMEOUT, canonical, jsonLd } from './catalogTestUtils';

jest.setTimeout(30_000);

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: CATALOG_TIMEOUT });
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  window.localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('product page', () => {
  it('shows a simple product: gallery, price, stock, sku, description, specifications, related products', async () => {
    const { user } = renderApp('/hadley-suitcase-record-player.html');
    await heading('Hadley Suitcase Record Player');
    expect(screen.getByText('$64.95')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-SC-2001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hadley Suitcase Record Player' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Record Players',
      'Suitcase Players',
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'Description' })).toBeInTheDocument();
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    await waitFor(() => expect(within(specs).getByText('Connectivity')).toBeInTheDocument());
    expect(within(specs).getByText('Bluetooth, 3.5mm Aux, Built-in Speakers')).toBeInTheDocument();
    expect(within(specs).getByText('Manufacturer Warranty')).toBeInTheDocument();
    const related = within(screen.getByRole('region', { name: 'Related Products' }));
    expect(related.getByRole('link', { name: /^Weekender Tweed Suitcase Player/ })).toHaveAttribute(
      'href',
      '/weekender-tweed-suitcase-player.html',
    );

    // Nothing to choose: the button is ready, and the quantity stays within its bounds.
    expect(addToCart()).toBeEnabled();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);

    // The gallery: buttons, thumbnails and arrow keys.
    const gallery = screen.getByRole('region', { name: 'Pictures of Hadley Suitcase Record Player' });
    expect(within(gallery).getByText('Picture 1 of 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    expect(within(gallery).getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Front grille folded down' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('Picture 1 of 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(gallery).getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: /^Show picture 2/ }));
    expect(within(gallery).getByRole('button', { name: /^Show picture 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('writes the document head: title, description, canonical, Open Graph and valid JSON-LD', async () => {
    renderApp('/hadley-suitcase-record-player.html');
    await heading('Hadley Suitcase Record Player');
    await waitFor(() => expect(jsonLd()).toHaveLength(2));
    expect(canonical()).toBe('http://localhost/hadley-suitcase-record-player.html');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^http:\/\/localhost\/media\/catalog\/product\/h\/a\/hadley-suitcase-record-player-1\.jpg\?/,
    );
    const [product, breadcrumbs] = jsonLd();
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hadley Suitcase Record Player',
      sku: 'SS-SC-2001',
      url: 'http://localhost/hadley-suitcase-record-player.html',
      offers: {
        '@type': 'Offer',
        price: '64.95',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(typeof product!.description).toBe('string');
    expect((product!.image as string[]).length).toBeGreaterThan(0);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Record Players' },
        { position: 3, name: 'Suitcase Players' },
        {
          position: 4,
          name: 'Hadley Suitcase Record Player',
          item: 'http://localhost/hadley-suitcase-record-player.html',
        },
      ],
    });
  });

  it('follows the color choice: picture, price, sku and stock; unavailable colors are disabled', async () => {
    const { user } = renderApp('/cruiser-deluxe.html');
    await heading('Cruiser Deluxe');
    expect(addToCart()).toBeDisabled();
    expect(screen.getByText('Choose Color first.')).toBeInTheDocument();
    expect(addToCart()).toHaveAccessibleDescription('Choose Color first.');

    const colors = within(screen.getByRole('group', { name: /^Color/ }));
    expect(colors.getAllByRole('radio')).toHaveLength(6);
    expect(colors.getByRole('radio', { name: 'Burgundy (not available)' })).toBeDisabled();
    expect(colors.getByRole('radio', { name: 'Black' })).toBeEnabled();

    await user.click(colors.getByRole('radio', { name: 'Sage' }));
    expect(colors.getByRole('radio', { name: 'Sage' })).toBeChecked();
    expect(screen.getByRole('group', { name: /^Color\s?:\s?Sage$/ })).toBeInTheDocument();
    expect(screen.getByText('$64.95')).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-CR-8005-SG')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cruiser Deluxe in Sage, front' })).toBeInTheDocument();
    expect(addToCart()).toBeEnabled();

    // Arrow keys move between the colors that can be chosen.
    await user.keyboard('{ArrowLeft}');
    expect(colors.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByText(/Only 2 left/)).toBeInTheDocument();
    expect(screen.getByText('SKU: SS-CR-8005-NV')).toBeInTheDocument();
    expect(screen.getByText('$59.95')).toBeInTheDocument();

    // Every variant's picture is remembered by sku.
    expect(imageForSku('SS-CR-8005-SG')?.label).toBe('Cruiser Deluxe in Sage, front');
    expect(imageForSku('SS-CR-8005')?.url).toMatch(/cruiser-deluxe-1\.jpg$/);
  });

  it('says a product sold out in every colour is out of stock, not to choose a colour first', async () => {
    renderApp('/cruiser-voyager.html');
    await heading('Cruiser Voyager');
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveAccessibleDescription('This product is out of stock.');
    expect(screen.queryByText(/^Choose .* first\.$/)).toBeNull();
  });

  it('shows a special price against the regular one, per variant', async () => {
    const { user } = renderApp('/cruiser-classic.html');
    await heading('Cruiser Classic');
    await user.click(
      within(screen.getByRole('group', { name: /^Color/ })).getByRole('radio', { name: 'Cream' }),
    );
    const price = screen.getByText('Regular price').closest('s')!;
    expect(price).toHaveTextContent('$49.95');
    expect(screen.getByText('Special price').parentElement).toHaveTextContent('$39.95');
  });

  it('shows prices in the chosen currency', async () => {
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, 'GBP');
    renderApp('/hadley-suitcase-record-player.html');
    await heading('Hadley Suitcase Record Player');
    expect(screen.getAllByText(/^£\d+\.\d\d$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^\$/)).not.toBeInTheDocument();
    await waitFor(() => expect(jsonLd()[0]).toMatchObject({ offers: { priceCurrency: 'GBP' } }));
  });

  it('shows the placeholder, then the 404 page when there is no such product', async () => {
    renderWithProviders(<ProductPage id="MA==" relativeUrl="no-such-record-player.html" />, {
      store: createAppStore(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(await heading('Oops Page Not Found!')).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    server.use(
      http.get('*/graphql', ({ request }) => {
        if (failing && new URL(request.url).searchParams.get('operationName') === 'GetProductDetail') {
          return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
        }
        return undefined;
      }),
    );
    const { user } = renderApp('/cruiser-deluxe.html');
    expect(await screen.findByRole('alert', {}, { timeout: CATALOG_TIMEOUT })).toHaveTextContent(
      'Something went wrong. Sorry about that.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Cruiser Deluxe')).toBeInTheDocument();
  });
});
