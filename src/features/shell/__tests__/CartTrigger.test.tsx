import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { initialCartState } from '../../../store/cartSlice';
import CartTrigger from '../components/CartTrigger';
import { formatBadgeCount } from '../hooks/useCartTrigger';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

beforeEach(() => clearBrowserStorage());

/** A backend cart holding `quantity` items, and the trigger rendered with its id saved. */
function renderWithCart(quantity: number | null, route = '/') {
  const backend = freshBackend();
  if (quantity !== null) {
    backend.carts['cart-1'] = {
      id: 'cart-1',
      customer_id: null,
      is_active: true,
      items: quantity
        ? [{ uid: 'MQ==', sku: 'SS-AC-9101', parent_sku: null, selected_options: [], quantity }]
        : [],
    };
  }
  return renderShell(<CartTrigger />, {
    route,
    preloaded: { cart: { ...initialCartState, cartId: quantity === null ? null : 'cart-1' } },
  });
}

describe('CartTrigger', () => {
  it('caps the badge at 99+', async () => {
    renderWithCart(99);
    expect(await screen.findAllByRole('link', { name: 'Shopping cart, 99 items' })).toHaveLength(1);
    expect(screen.getAllByText('99')).not.toHaveLength(0);
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
  });

  it('shows "99+" for 100 items, the real count in its name', async () => {
    renderWithCart(100);
    expect(await screen.findByRole('link', { name: 'Shopping cart, 100 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.getByRole('button', { name: 'Shopping cart, 100 items' })).toBeInTheDocument();
    expect(screen.getAllByText('99+')).not.toHaveLength(0);
  });

  it('shows no badge without a saved cart, and for an empty cart', async () => {
    renderWithCart(null);
    expect(screen.getByRole('link', { name: 'Shopping cart, no items' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('is hidden on the checkout page', () => {
    renderWithCart(3, '/checkout');
    expect(screen.queryByRole('link', { name: /Shopping cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shopping cart/ })).not.toBeInTheDocument();
  });

  it('opens the mini cart on demand from the dropdown trigger', async () => {
    const user = userEvent.setup();
    renderWithCart(0);
    const trigger = screen.getByRole('button', { name: 'Shopping cart, no items' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads from the mini cart to the cart page when it has items', async () => {
    const user = userEvent.setup();
    renderWithCart(2);
    const trigger = await screen.findByRole('button', { name: 'Shopping cart, 2 items' });
    await user.click(trigger);
    const panel = await screen.findByRole('region', { name: 'Your cart 2 items' });
    expect(
      await within(panel).findByRole('link', { name: 'Complete Record Cleaning Kit' }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'View Cart' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/cart');
  });

  it('counts total_quantity when the backend lacks the extension field', async () => {
    server.use(
      graphql.query('getItemCount', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Cannot query field "total_summary_quantity_including_config" on type "Cart".',
              extensions: { category: 'graphql' },
            },
          ],
        }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithCart(7);
    expect(await screen.findByRole('link', { name: 'Shopping cart, 7 items' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%d -> %p', (count, badge) => expect(formatBadgeCount(count)).toBe(badge));
});
