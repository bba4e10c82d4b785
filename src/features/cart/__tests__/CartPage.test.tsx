import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { executeGraphQL } from '../../../../mock-backend/executor';
import { server } from '../../../../test/server';
import { pendingAddsActions } from '../../../store/pendingAddsSlice';
import CartPage from '../components/CartPage';
import { cartHarness, keepAddOffline, optionUid, renderCart, seedCart, shopper } from './cartTestUtils';

jest.setTimeout(30_000);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
const items = () => screen.findByRole('region', { name: /in your cart$/ }, { timeout: 5000 });
const summary = () => screen.getByRole('complementary', { name: 'Order Summary' });
const total = () => within(summary()).getByText('Estimated Total').nextElementSibling?.textContent;

async function renderCartPage(lines: Parameters<typeof seedCart>[1]) {
  const harness = cartHarness(shopper('cart-1'));
  seedCart(harness.backend, lines);
  renderCart(<CartPage />, harness, '/cart');
  await heading();
  return { ...harness, user: userEvent.setup() };
}

describe('cart page', () => {
  it('lists the lines with options and prices, and the totals', async () => {
    const teal = await optionUid('cruiser-deluxe', 'Turquoise');
    await renderCartPage([
      { sku: 'SS-AC-9101', quantity: 2 },
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [teal], quantity: 1 },
    ]);
    const list = within(await items());
    expect(screen.getByRole('heading', { level: 2, name: '3 items in your cart' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Complete Record Cleaning Kit' })).toHaveAttribute(
      'href',
      '/record-cleaning-kit.html',
    );
    expect(list.getByText('Turquoise')).toBeInTheDocument();
    expect(list.getByText('$49.90')).toBeInTheDocument();
    expect(list.getByRole('spinbutton', { name: 'Quantity of Complete Record Cleaning Kit' })).toHaveValue(2);
    expect(within(summary()).getByText('Subtotal').nextElementSibling).toHaveTextContent('$109.85');
    expect(total()).toBe('$109.85');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(document.title).toContain('Shopping Cart');
  });

  it('changes a quantity at once and then shows the new totals', async () => {
    const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    await items();
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Complete Record Cleaning Kit' }),
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Complete Record Cleaning Kit' });
    expect(field).toHaveValue(2);
    await waitFor(() => expect(total()).toBe('$49.90'));
    expect(backend.carts['cart-1']!.items[0]!.quantity).toBe(2);

    await user.clear(field);
    await user.type(field, '4{Enter}');
    await waitFor(() => expect(total()).toBe('$99.80'));
  });

  it('rolls a refused quantity back and says why', async () => {
    const { user } = await renderCartPage([{ sku: 'SS-SC-2005', quantity: 1 }]);
    await items();
    const field = screen.getByRole('spinbutton', { name: /^Quantity of/ });
    await user.click(screen.getByRole('button', { name: /^Increase quantity of/ }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not update the product with SKU SS-SC-2005: Not enough items for sale',
    );
    expect(field).toHaveValue(1);
  });

  it('says a refusal only until the next change, says a removal, and puts focus on it', async () => {
    const { user } = await renderCartPage([
      { sku: 'SS-SC-2005', quantity: 1 }, // the last one in stock
      { sku: 'SS-AC-9101', quantity: 1 },
    ]);
    await items();
    await user.click(screen.getByRole('button', { name: /^Increase quantity of Scout/ }));
    await screen.findByText(/Not enough items for sale/, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /^Remove.*Complete Record Cleaning Kit/ }));
    const notice = await screen.findByText('Complete Record Cleaning Kit was removed from your cart.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(screen.queryByText(/Not enough items for sale/)).toBeNull();
  });

  it('keeps a configurable line in its place when its quantity changes (removed and added again)', async () => {
    const teal = await optionUid('cruiser-deluxe', 'Turquoise');
    const { user, backend } = await renderCartPage([
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [teal], quantity: 1 },
      { sku: 'SS-AC-9101', quantity: 1 },
    ]);
    const list = within(await items());
    const names = () =>
      list
        .getAllByRole('link')
        .map((link) => link.textContent)
        .filter(Boolean);
    expect(names()).toEqual(['Cruiser Deluxe', 'Complete Record Cleaning Kit']);
    await user.click(screen.getByRole('button', { name: /^Increase quantity of Cruiser Deluxe/ }));
    // Magento now lists the Cruiser last (a new line); the shopper still sees it first.
    await waitFor(() =>
      expect(backend.carts['cart-1']!.items.map((item) => item.sku)).toEqual(['SS-AC-9101', 'SS-CR-8005-TQ']),
    );
    await waitFor(() =>
      expect(list.getByRole('spinbutton', { name: /^Quantity of Cruiser Deluxe/ })).toHaveValue(2),
    );
    expect(names()).toEqual(['Cruiser Deluxe', 'Complete Record Cleaning Kit']);
  });

  it('removes a line, leaving the empty state', async () => {
    const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    await items();
    await user.click(
      screen.getByRole('button', { name: 'Remove Complete Record Cleaning Kit from the cart' }),
    );
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(backend.carts['cart-1']!.items).toEqual([]));
  });

  it('says in words that the store did not answer when a removal gets no answer, and keeps the line', async () => {
    const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    await items();
    // No wait between the attempts (the delay is the retry link's, with jitter); failures are logged.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.mutation('removeCartItem', () => new HttpResponse(null, { status: 500 })));
    await user.click(
      screen.getByRole('button', { name: 'Remove Complete Record Cleaning Kit from the cart' }),
    );
    expect(
      await screen.findByText('The store did not answer. Please try again.', {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Complete Record Cleaning Kit' })).toBeInTheDocument();
    expect(backend.carts['cart-1']!.items).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('applies a coupon, shows the discount, and removes it', async () => {
    const { user } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
    await items();
    await user.type(screen.getByRole('textbox', { name: 'Enter code' }), 'spin10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (SPIN10: 10% off)')).toBeInTheDocument();
    expect(screen.getByText(/^Applied:/)).toHaveTextContent('Applied: SPIN10');
    expect(total()).toBe('$44.91');
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(total()).toBe('$49.90'));
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
  });

  describe('when an answer is lost', () => {
    afterEach(() => jest.restoreAllMocks());

    /** Counts the requests of a mutation; the first `faults` get `fault` (after `commit`, if given). */
    function faulty(
      operationName: string,
      { faults = 1, commit = false, fault = () => HttpResponse.error() as Response },
    ) {
      const sent = { count: 0 };
      // The failures are also logged for developers.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(
        graphql.mutation(operationName, async ({ request }) => {
          sent.count += 1;
          if (sent.count > faults) return undefined;
          // The backend makes the change, then the answer never arrives.
          if (commit) await executeGraphQL(request);
          return fault();
        }),
      );
      return sent;
    }

    async function applySpin10(user: Awaited<ReturnType<typeof renderCartPage>>['user']) {
      await user.type(screen.getByRole('textbox', { name: 'Enter code' }), 'spin10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    }

    it('applies a coupon once when the connection drops after the backend applied it', async () => {
      const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
      await items();
      const sent = faulty('applyCouponToCart', { commit: true });
      await applySpin10(user);
      expect(
        await screen.findByText('Discount (SPIN10: 10% off)', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Applied:/)).toHaveTextContent('Applied: SPIN10');
      expect(total()).toBe('$44.91');
      expect(sent.count).toBe(1);
      expect(backend.carts['cart-1']!.coupon_code).toBe('SPIN10');
      expect(screen.queryByText(/did not answer|Failed to fetch/)).not.toBeInTheDocument();
    });

    it('sends the coupon again when the backend answered 500 without applying it', async () => {
      const { user } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
      await items();
      const sent = faulty('applyCouponToCart', { fault: () => new HttpResponse(null, { status: 500 }) });
      await applySpin10(user);
      expect(
        await screen.findByText('Discount (SPIN10: 10% off)', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(sent.count).toBe(2);
    });

    it('removes a coupon once when the connection drops after the backend removed it', async () => {
      const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
      await items();
      await applySpin10(user);
      const remove = await screen.findByRole('button', { name: 'Remove coupon' });
      const sent = faulty('removeCouponFromCart', { commit: true });
      await user.click(remove);
      await waitFor(() => expect(total()).toBe('$49.90'), { timeout: 5000 });
      expect(screen.queryByText(/^Applied:/)).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Enter code' })).not.toHaveAttribute('aria-invalid', 'true');
      expect(sent.count).toBe(1);
      expect(backend.carts['cart-1']!.coupon_code).toBeNull();
    });

    it('says in words that the store did not answer when every attempt fails', async () => {
      const { user, backend } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
      await items();
      // No wait between the attempts (the delay is the retry link's, with jitter).
      jest.spyOn(Math, 'random').mockReturnValue(0);
      const sent = faulty('applyCouponToCart', { faults: Infinity });
      await applySpin10(user);
      const field = screen.getByRole('textbox', { name: 'Enter code' });
      await waitFor(
        () => expect(field).toHaveAccessibleDescription('The store did not answer. Please try again.'),
        { timeout: 10_000 },
      );
      expect(field).toHaveValue('spin10');
      expect(sent.count).toBe(5);
      expect(backend.carts['cart-1']!.coupon_code ?? null).toBeNull();
    });
  });

  it.each([
    ['SUMMER2024', "The coupon code isn't valid. Verify the code and try again."],
    ['', 'Is required.'],
  ])('refuses the coupon %j with a clear message', async (code, message) => {
    const { user } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    await items();
    const field = screen.getByRole('textbox', { name: 'Enter code' });
    if (code) await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty state without a cart', async () => {
    const harness = cartHarness(shopper(null));
    renderCart(<CartPage />, harness, '/cart');
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
  });

  it("shows a line Magento can't sell as asked with its message, and holds checkout until it is fixed", async () => {
    const { user } = await renderCartPage([
      { sku: 'SS-AC-9203', quantity: 50 }, // 12 in stock
      { sku: 'SS-AC-9102', quantity: 1 },
    ]);
    const list = within(await items());
    const lines = list.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('alert')).toHaveTextContent('Not enough items for sale');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    expect(
      screen.getByText('Change or remove the items marked in your cart to check out.'),
    ).toBeInTheDocument();
    // Down to what is in stock: the line is fine again and checkout opens.
    const field = within(lines[0]!).getByRole('spinbutton', { name: /^Quantity of/ });
    await user.clear(field);
    await user.type(field, '12');
    await user.tab();
    expect(
      await screen.findByRole('link', { name: 'Proceed to Checkout' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('forgets a cart the backend no longer has', async () => {
    const harness = cartHarness(shopper('gone'));
    renderCart(<CartPage />, harness, '/cart');
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    await waitFor(() => expect(harness.store.getState().cart.cartId).toBeNull());
  });

  it('says it is fetching while the cart loads', async () => {
    server.use(graphql.query('getCartDetails', () => new Promise<never>(() => undefined)));
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    renderCart(<CartPage />, harness, '/cart');
    expect(await screen.findByText('Fetching Data...')).toHaveAttribute('role', 'status');
  });
});

describe('adds kept while offline', () => {
  it('are listed on the cart page too (the cart link’s target on phones), apart from the lines', async () => {
    const { store } = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    await items();
    expect(screen.queryByRole('region', { name: 'Waiting to be added' })).not.toBeInTheDocument();
    keepAddOffline(store, 'SS-AC-9102', 'Carbon Fiber Record Brush', 3);
    const waiting = within(screen.getByRole('region', { name: 'Waiting to be added' }));
    expect(waiting.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(waiting.getByRole('listitem')).toHaveTextContent('Carbon Fiber Record Brush × 3');
    expect(screen.getByRole('heading', { level: 2, name: '1 item in your cart' })).toBeInTheDocument();
    act(() => {
      store.dispatch(pendingAddsActions.drop('kept-SS-AC-9102'));
    });
    expect(screen.queryByRole('region', { name: 'Waiting to be added' })).not.toBeInTheDocument();
  });
});
