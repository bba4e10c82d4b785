import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { pendingAddsActions } from '../../../store/pendingAddsSlice';
import { userActions } from '../../../store/userSlice';
import CartTrigger from '../../shell/components/CartTrigger';
import { addCustomer, cartHarness, keepAddOffline, renderCart, seedCart, shopper } from './cartTestUtils';

jest.setTimeout(30_000);

const trigger = (count: string) =>
  screen.findByRole('button', { name: `Shopping cart, ${count}` }, { timeout: 5000 });

describe('mini cart', () => {
  it('shows the lines, subtotal and ways on; edits keep the badge in step', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [
      { sku: 'SS-AC-9101', quantity: 2 },
      { sku: 'SS-AC-9102', quantity: 1 },
    ]);
    renderCart(<CartTrigger />, harness);
    await user.click(await trigger('3 items'));
    const panel = within(await screen.findByRole('region', { name: 'Your cart 3 items' }));
    expect(await panel.findByRole('link', { name: 'Complete Record Cleaning Kit' })).toBeInTheDocument();
    expect(panel.getByText('Subtotal').parentElement).toHaveTextContent('$64.85');
    expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

    await user.click(
      panel.getByRole('button', { name: 'Increase quantity of Complete Record Cleaning Kit' }),
    );
    await trigger('4 items');
    await user.click(panel.getByRole('button', { name: /^Remove Carbon Fiber/ }));
    await trigger('3 items');
    expect(panel.queryByRole('link', { name: /^Carbon Fiber/ })).not.toBeInTheDocument();
    await waitFor(() => expect(panel.getByText('Subtotal').parentElement).toHaveTextContent('$74.85'));

    await user.click(panel.getByRole('link', { name: 'View Cart' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/cart');
  });
});

describe('mini cart removals', () => {
  it('says what was removed, keeps focus in the panel, and Escape still closes it', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [
      { sku: 'SS-AC-9101', quantity: 1 },
      { sku: 'SS-AC-9102', quantity: 1 },
    ]);
    renderCart(<CartTrigger />, harness);
    const button = await trigger('2 items');
    await user.click(button);
    const region = await screen.findByRole('region', { name: 'Your cart 2 items' });
    const panel = within(region);
    await panel.findByRole('link', { name: 'Complete Record Cleaning Kit' });
    await user.click(panel.getByRole('button', { name: /^Remove.*Carbon Fiber/ }));
    const notice = await panel.findByText('Carbon Fiber Record Brush was removed from your cart.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('adds kept while offline', () => {
  it('lists them apart from the lines, with their quantity, until they are sent', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    renderCart(<CartTrigger />, harness);
    await user.click(await trigger('1 item'));
    const panel = within(await screen.findByRole('region', { name: 'Your cart 1 item' }));
    expect(panel.queryByRole('region', { name: 'Waiting to be added' })).not.toBeInTheDocument();

    keepAddOffline(harness.store, 'SS-AC-9102', 'Carbon Fiber Record Brush', 2);
    const waiting = within(panel.getByRole('region', { name: 'Waiting to be added' }));
    expect(waiting.getByRole('listitem')).toHaveTextContent('Carbon Fiber Record Brush × 2');
    expect(
      waiting.getByText('These will be added to your cart when you are back online.'),
    ).toBeInTheDocument();
    // Not a line of the cart yet: the badge counts the cart only.
    expect(await trigger('1 item')).toBeInTheDocument();

    act(() => {
      harness.store.dispatch(pendingAddsActions.drop('kept-SS-AC-9102'));
    });
    expect(panel.queryByRole('region', { name: 'Waiting to be added' })).not.toBeInTheDocument();
  });
});

describe('cart across sign-in', () => {
  it('merges the guest cart into the customer’s when the shopper signs in', async () => {
    const harness = cartHarness(shopper('cart-1'));
    addCustomer(harness.backend, 1, 'tok');
    seedCart(harness.backend, [{ sku: 'SS-AC-9101', quantity: 2 }]);
    seedCart(harness.backend, [{ sku: 'SS-AC-9102', quantity: 1 }], { id: 'mine', customerId: 1 });
    renderCart(<CartTrigger />, harness);
    await trigger('2 items');
    act(() => {
      harness.persistence.setItem(STORAGE_KEYS.signInToken, 'tok');
      harness.store.dispatch(userActions.setToken('tok'));
    });
    await trigger('3 items');
    expect(harness.store.getState().cart.cartId).toBe('mine');
    expect(harness.backend.carts['cart-1']!.is_active).toBe(false);
  });

  it('takes the customer’s cart at start-up when signed in without a saved cart', async () => {
    const harness = cartHarness(shopper(null, 'tok'));
    addCustomer(harness.backend, 1, 'tok');
    seedCart(harness.backend, [{ sku: 'SS-AC-9102', quantity: 5 }], { id: 'mine', customerId: 1 });
    renderCart(<CartTrigger />, harness);
    await trigger('5 items');
    expect(harness.persistence.getItem(STORAGE_KEYS.cartId)).toBe('mine');
  });
});
