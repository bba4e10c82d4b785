import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CategoryPage from '../../catalog/components/CategoryPage';
import ProductPage from '../../catalog/components/ProductPage';
import ToastContainer from '../../shell/components/ToastContainer';
import { cartHarness, renderCart, shopper } from './cartTestUtils';

jest.setTimeout(30_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });

describe('adding to the cart from the product page', () => {
  it('adds a simple product, creating the cart', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="hadley-suitcase-record-player.html" />, harness);
    await heading('Hadley Suitcase Record Player');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toHaveAttribute(
      'role',
      'status',
    );
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', parent_sku: null, quantity: 2 }),
    ]);
  });

  it('adds the chosen color of a configurable product', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="cruiser-deluxe.html" />, harness);
    await heading('Cruiser Deluxe');
    await user.click(
      within(screen.getByRole('group', { name: /^Color/ })).getByRole('radio', { name: 'Sage' }),
    );
    await user.click(addToCart());
    await screen.findByText('Added Cruiser Deluxe to your cart.');
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-CR-8005-SG', parent_sku: 'SS-CR-8005', quantity: 1 }),
    ]);
  });

  it('says why the backend refused (not enough in stock)', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="scout-kids-record-player.html" />, harness);
    await heading("Scout Kids' Record Player");
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
    expect(screen.queryByText(/to your cart\.$/)).not.toBeInTheDocument();
  });
});

describe('adding to the cart from a category tile', () => {
  it('adds a simple product from its tile and tells so; a refusal is told too', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(
      <>
        <CategoryPage id={btoa('5')} relativeUrl="record-players/suitcase.html" />
        <ToastContainer />
      </>,
      harness,
      '/record-players/suitcase.html',
    );
    const gallery = within(await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 }));
    await user.click(gallery.getByRole('button', { name: 'Add Hadley Suitcase Record Player to cart' }));
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);

    // One Scout Kids' player is left: the second add is refused.
    const scout = gallery.getByRole('button', { name: "Add Scout Kids' Record Player to cart" });
    await user.click(scout);
    await screen.findByText("Added Scout Kids' Record Player to your cart.");
    await user.click(scout);
    expect(await screen.findByText('The requested qty is not available')).toBeInTheDocument();
    // A product with options is chosen on its page, not from its tile.
    expect(gallery.queryByRole('button', { name: /^Add Cruiser/ })).not.toBeInTheDocument();
  });
});
