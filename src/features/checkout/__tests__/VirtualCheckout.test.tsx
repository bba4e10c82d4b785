import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getState } from '../../../../mock-backend/state';
import { CART_ID, renderCheckout, seedBackend } from './checkoutTestUtils';

jest.setTimeout(60_000);

const ALBUM_LINE = {
  uid: 'line-1',
  sku: 'SS-DL-MIDNIGHT',
  parent_sku: null,
  // The whole album ($9.99).
  selected_options: [btoa('downloadable/101')],
  quantity: 1,
};

beforeEach(() => {
  const state = seedBackend();
  state.carts[CART_ID]!.items = [{ ...ALBUM_LINE }];
});

describe('checkout of a virtual cart', () => {
  it('has no shipping steps: the guest gives an email, billing and payment, then places the order', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Check / Money order' });
    expect(screen.queryByRole('button', { name: 'Continue to Shipping Method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Shipping Address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /same as shipping/i })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^Street Address$/ }), '1 Groove St');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    const select = screen.getByRole('combobox', { name: /^State/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(select, 'TX');
    await user.type(screen.getByRole('textbox', { name: /^ZIP Code/ }), '73301');
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '5125550100');
    await user.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));

    const place = await screen.findByRole('button', { name: /^Place Order/ });
    // The email and the billing address are on the cart; no shipping address ever was.
    expect(getState().carts[CART_ID]).toMatchObject({
      email: 'ada@example.com',
      billing_address: { city: 'Austin', region_code: 'TX' },
    });
    expect(getState().carts[CART_ID]!.shipping_address ?? null).toBeNull();
    await user.click(place);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toHaveFocus();
    expect(screen.getByText('Order number: 101')).toBeInTheDocument();
    expect(screen.getByText('Bill to')).toBeInTheDocument();
    expect(screen.queryByText('Ship to')).not.toBeInTheDocument();
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
    const [order] = getState().orders;
    expect(order).toMatchObject({
      email: 'ada@example.com',
      shipping_address: null,
      shipping_method: null,
      totals: { shipping: 0 },
    });
    // Taxed by the billing address (Texas): the receipt's total is the order's.
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent(
      `$${order!.totals.grand_total.toFixed(2)}`,
    );
    expect(order!.totals.tax).toBeGreaterThan(0);
  });

  it('brings the shipping steps back when a product to ship joins the cart in another tab', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Check / Money order' });
    expect(screen.queryByRole('heading', { name: /Shipping Address/ })).not.toBeInTheDocument();

    getState().carts[CART_ID]!.items.push({
      uid: 'line-2',
      sku: 'SS-AC-9201',
      parent_sku: null,
      selected_options: [],
      quantity: 1,
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: 'Continue to Shipping Method' })).toBeInTheDocument();
  });
});
