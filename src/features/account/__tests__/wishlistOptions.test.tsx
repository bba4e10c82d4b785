/**
 * A product with options (colour, finish) on the wish list and back: the product page's heart
 * saves the product with the options chosen, the wish list shows them, links to the product with
 * them chosen and adds that child to the cart; a line saved without options offers them to choose.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import type { BackendState } from '../../../../mock-backend/state';
import { demoToken, freshStart, location, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(40_000);

// Magento's uid of a configurable option value: configurable/<attribute id>/<value index>.
const COLOR = 93;
const uid = (valueIndex: number) => Buffer.from(`configurable/${COLOR}/${valueIndex}`).toString('base64');
const TURQUOISE = uid(103);
const CREAM = uid(102);

// The product page's code loads on first use: the first visit may take longer than a jsdom render.
const PAGE_TIMEOUT = { timeout: 20_000 };

const lines = (backend: BackendState) => backend.wishlists[String(DEMO_CUSTOMER_ID)]!;
const customerCart = (backend: BackendState) =>
  Object.values(backend.carts).find((cart) => cart.customer_id === DEMO_CUSTOMER_ID && cart.is_active);

describe('wish list of products with options', () => {
  it('saves the product page’s choice with the product, and the heart follows the choice', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-deluxe.html', { backend, token: demoToken(backend) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    const colors = within(screen.getByRole('group', { name: /^Color/ }));
    await user.click(colors.getByRole('radio', { name: 'Turquoise' }));
    const heart = await screen.findByRole('button', { name: 'Add Cruiser Deluxe to the wish list' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(
      await screen.findByRole('button', { name: 'Remove Cruiser Deluxe from the wish list' }, TIMEOUT),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Could not find a product/)).not.toBeInTheDocument();
    expect(lines(backend)).toMatchObject([
      { sku: 'SS-SP-5005' },
      { sku: 'SS-CR-8005', selected_options: [TURQUOISE], quantity: 1 },
    ]);

    // Another colour is not in the wish list; back to Turquoise, it is.
    await user.click(colors.getByRole('radio', { name: 'Cream' }));
    expect(screen.getByRole('button', { name: 'Add Cruiser Deluxe to the wish list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(colors.getByRole('radio', { name: 'Turquoise' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cruiser Deluxe from the wish list' }));
    await screen.findByRole('button', { name: 'Add Cruiser Deluxe to the wish list' }, TIMEOUT);
    expect(lines(backend).map((line) => line.sku)).toEqual(['SS-SP-5005']);
  });

  it('shows the saved options, links to the product with them chosen, and adds that child to the cart', async () => {
    const backend = freshStart();
    lines(backend).push({
      id: '5002',
      sku: 'SS-CR-8005',
      selected_options: [TURQUOISE],
      quantity: 1,
      added_at: '2025-11-01 10:00:00',
    });
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    const list = await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    const card = within(list).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(within(card).getByText('Turquoise')).toBeInTheDocument());
    expect(within(card).getByText('Color')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cruiser Deluxe' })).toHaveAttribute(
      'href',
      '/cruiser-deluxe.html?color=103',
    );
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();

    // The product page opens with the saved colour chosen, and its heart knows the line.
    await user.click(within(card).getByRole('link', { name: 'Cruiser Deluxe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cruiser Deluxe' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: /^Color/ })).getByRole('radio', { name: 'Turquoise' }),
    ).toBeChecked();
    expect(screen.getByText('SKU: SS-CR-8005-TQ')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove Cruiser Deluxe from the wish list' }, TIMEOUT),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a line with saved options to the cart as the child they name', async () => {
    const backend = freshStart();
    lines(backend).push({
      id: '5002',
      sku: 'SS-CR-8005',
      selected_options: [TURQUOISE],
      quantity: 2,
      added_at: '2025-11-01 10:00:00',
    });
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    const list = await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    await user.click(
      await within(list).findByRole('button', { name: 'Add to Cart: Cruiser Deluxe, Turquoise' }),
    );
    expect(
      await screen.findByText('Cruiser Deluxe was added to your cart.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(customerCart(backend)?.items).toMatchObject([
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', quantity: 2 },
    ]);
    expect(lines(backend).map((line) => line.id)).toEqual(['5001']);
  });

  it('lets the shopper choose the options of a line saved without them, then adds it to the cart', async () => {
    const backend = freshStart();
    lines(backend).push({ id: '5002', sku: 'SS-CR-8005', quantity: 1, added_at: '2025-11-01 10:00:00' });
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    const list = await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    const card = within(list).getAllByRole('listitem')[1]!;
    const color = await within(card).findByRole('combobox', { name: 'Color' }, TIMEOUT);
    expect(within(color).getByRole('option', { name: 'Burgundy (out of stock)' })).toBeDisabled();
    expect(within(card).getByRole('link', { name: 'Cruiser Deluxe' })).toHaveAttribute(
      'href',
      '/cruiser-deluxe.html',
    );

    // Add to Cart before choosing says what is missing, at the choice.
    await user.click(within(card).getByRole('button', { name: 'Add to Cart: Cruiser Deluxe' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose Color first.');
    await waitFor(() => expect(color).toHaveFocus());
    expect(color).toHaveAccessibleDescription('Choose Color first.');
    expect(customerCart(backend)?.items ?? []).toEqual([]);

    await user.selectOptions(color, 'Cream');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add to Cart: Cruiser Deluxe' }));
    expect(
      await screen.findByText('Cruiser Deluxe was added to your cart.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByText('You need to choose options for your item.')).not.toBeInTheDocument();
    expect(customerCart(backend)?.items).toMatchObject([
      { sku: 'SS-CR-8005-CR', parent_sku: 'SS-CR-8005', selected_options: [CREAM], quantity: 1 },
    ]);
    // The line left the wish list (as a line added to the cart does); the other stays.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(lines(backend).map((line) => line.sku)).toEqual(['SS-SP-5005']);
    expect(location()).toBe('/wishlist');
  });
});
