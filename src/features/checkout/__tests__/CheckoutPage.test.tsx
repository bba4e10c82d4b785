import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { handleRest } from '../../../../mock-backend/rest/router';
import { getState } from '../../../../mock-backend/state';
import { server } from '../../../../test/server';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import {
  CART_ID,
  createCheckoutStore,
  entryState,
  renderCheckout,
  SEATTLE,
  seedBackend,
} from './checkoutTestUtils';

jest.setTimeout(60_000);

const section = (name: RegExp) => screen.getByRole('region', { name });

async function fillGuestAddress(user: UserEvent, overrides: { state?: string } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Street Address$/ }), '1 Groove St');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
  const select = screen.getByRole('combobox', { name: /^State/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
  await user.selectOptions(select, overrides.state ?? 'TX');
  await user.type(screen.getByRole('textbox', { name: /^ZIP Code/ }), '73301');
  await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '5125550100');
}

async function toPayment(user: UserEvent) {
  await fillGuestAddress(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
  await user.click(await screen.findByRole('radio', { name: 'Express ($24.95)' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('radio', { name: 'Check / Money order' });
}

/** From an empty checkout to Place Order, paying by check. */
async function placeOrderByCheck(user: UserEvent) {
  await toPayment(user);
  await user.click(screen.getByRole('radio', { name: 'Check / Money order' }));
  await user.click(screen.getByRole('button', { name: 'Review Order' }));
  await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
}

async function payByCard(user: UserEvent, number: string) {
  await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
  const card = await screen.findByRole('textbox', { name: /^Card Number/ });
  await user.clear(card);
  await user.type(card, number);
  await user.click(screen.getByRole('button', { name: 'Review Order' }));
}

beforeEach(() => seedBackend());

describe('guest checkout', () => {
  afterEach(() => jest.restoreAllMocks());

  it("holds the order while a line can't be sold as it is, says which, and keeps what was entered", async () => {
    // More than the 60 in stock: Magento keeps the line with its error (CartItemErrors.php).
    getState().carts[CART_ID]!.items[0]!.quantity = 100;
    const user = userEvent.setup();
    renderCheckout();
    const notice = await screen.findByText(/Some items in your cart can't be ordered as they are/);
    const region = notice.closest('[role="alert"]') as HTMLElement;
    expect(
      within(region).getByText('Dig Crate Record Storage Box: Not enough items for sale'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Review Cart' })).toHaveAttribute('href', '/cart');
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(await screen.findByRole('button', { name: /^Place Order/ })).toBeDisabled();
    expect(getState().orders).toHaveLength(0);
  });

  it('goes from an address to a placed order and the confirmation with the create-account offer', async () => {
    const user = userEvent.setup();
    const { store } = renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await fillGuestAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));

    // 2 x $49.95 is over the free-shipping threshold the store's content quotes ($75).
    const flat = await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' });
    expect(screen.getByRole('radio', { name: 'Express ($24.95)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Free Shipping (Free)' })).toBeInTheDocument();
    expect(section(/Shipping Address/)).toHaveTextContent('ada@example.com');
    expect(getState().carts[CART_ID]!.email).toBe('ada@example.com');
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.availableShippingMethods)).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Shipping Method/ })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Choose a shipping method.')).toBeInTheDocument();
    await user.click(flat);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toHaveFocus();
    expect(screen.getByText('Order number: 101')).toBeInTheDocument();
    expect(screen.getByText('Flat Rate')).toBeInTheDocument();
    expect(screen.getByText('Check / Money order')).toBeInTheDocument();
    // 99.90 + 7.50 shipping + 6.24 Texas tax.
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('$113.64');
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('$6.24');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/create-account?email=ada%40example.com&firstName=Ada&lastName=Lovelace',
    );
    // The guest follows the order on the order status page, its number filled in.
    expect(screen.getByRole('link', { name: 'Check Order Status' })).toHaveAttribute(
      'href',
      '/order-status?number=000000101',
    );

    const [order] = getState().orders;
    expect(order).toMatchObject({ email: 'ada@example.com', totals: { shipping: 7.5, tax: 6.24 } });
    expect(getState().carts[CART_ID]!.is_active).toBe(false);
    // Saved checkout data is cleared, the cart removed and a new one created.
    const persistence = getBrowserPersistence();
    expect(persistence.getItem(STORAGE_KEYS.shippingAddress)).toBeUndefined();
    expect(persistence.getItem(STORAGE_KEYS.paymentMethod)).toBeUndefined();
    await waitFor(() => expect(store.getState().cart.cartId).toMatch(/^[A-Za-z0-9]{32}$/));
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe(store.getState().cart.cartId);
    expect(store.getState().checkout.receipt).toMatchObject({ orderId: '101' });
  });

  it('shows whom to pay by check and where to send it; the receipt lists what was bought and survives a reload', async () => {
    const user = userEvent.setup();
    const first = renderCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    const payment = section(/Payment & Billing/);
    expect(within(payment).getByText('Make it payable to').nextElementSibling).toHaveTextContent(
      'Spindle & Stylus',
    );
    const mailTo = within(payment).getByText('Mail it to').nextElementSibling as HTMLElement;
    expect(within(mailTo).getByText('1480 NW Groove Street')).toBeInTheDocument();
    expect(within(mailTo).getByText('Portland, OR 97209')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();

    const expectReceipt = () => {
      const items = screen.getByRole('region', { name: 'Items ordered' });
      const line = within(items).getByRole('listitem');
      expect(within(line).getByText('Dig Crate Record Storage Box')).toBeInTheDocument();
      expect(within(line).getByText('Qty: 2')).toBeInTheDocument();
      expect(within(line).getByText('$99.90')).toBeInTheDocument();
      // 99.90 + 24.95 Express + 6.24 Texas tax.
      expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('$131.09');
      expect(screen.getByText('Express')).toBeInTheDocument();
      const check = screen.getByRole('region', { name: 'Paying by check or money order' });
      expect(check).toHaveTextContent('Please send $131.09. Your order ships when your payment arrives.');
      expect(within(check).getByText('Make it payable to').nextElementSibling).toHaveTextContent(
        'Spindle & Stylus',
      );
      expect(within(check).getByText('Attn: Accounts Receivable')).toBeInTheDocument();
      expect(screen.getByText('Order number: 101')).toBeInTheDocument();
    };
    expectReceipt();
    // The page's history entry names the receipt shown.
    await waitFor(() => expect(entryState.current).toEqual({ checkoutReceipt: expect.any(String) }));
    const cartId = first.store.getState().cart.cartId;
    const reloadedEntry = entryState.current;
    first.unmount();

    // A reload of the receipt's page: a new store, the tab's storage and the entry's history state.
    renderCheckout(createCheckoutStore({ cartId }), { state: reloadedEntry });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expectReceipt();
    expect(screen.getByRole('link', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('begins checkout afresh, without the last receipt, when the page is opened anew', async () => {
    const user = userEvent.setup();
    const first = renderCheckout();
    await placeOrderByCheck(user);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    const cartId = first.store.getState().cart.cartId;
    first.unmount();

    renderCheckout(createCheckoutStore({ cartId }));
    expect(
      await screen.findByText('There are no items in your cart, so there is nothing to check out yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).toBeNull();
  });

  it('validates as the shopper types, announces errors and moves focus to the first one', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping Method' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Is required.');
    expect(email).toBeInvalid();
    expect(screen.getAllByText('Is required.')).toHaveLength(8);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('8 fields need your attention.');

    await user.type(email, 'ada@');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address (Ex: johndoe@domain.com).');
    await user.type(email, 'example.com');
    expect(email).toHaveAccessibleDescription('We send your order confirmation here.');
    const city = screen.getByRole('textbox', { name: /^City/ });
    await user.type(city, 'x');
    expect(city).toBeValid();
    await user.clear(city);
    expect(city).toHaveAccessibleDescription('Is required.');
    expect(getState().carts[CART_ID]!.email).toBeUndefined();
  });

  it('shows the backend’s rejection of the shipping address and keeps what was entered', async () => {
    server.use(
      graphql.mutation('SetShippingAddressOnCart', () =>
        HttpResponse.json({
          errors: [{ message: 'The address failed validation.', extensions: { category: 'graphql-input' } }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillGuestAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    expect(await screen.findByText('The address failed validation.')).toBeInTheDocument();
    expect(screen.getByText('The address failed validation.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Austin');
  });

  it('restores the saved steps after a reload in the middle of checkout', async () => {
    const user = userEvent.setup();
    const first = renderCheckout();
    await toPayment(user);
    first.unmount();

    // A reload: a new store and page, the same browser storage.
    renderCheckout(createCheckoutStore());
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeInTheDocument();
    expect(section(/Shipping Address/)).toHaveTextContent('1 Groove St');
    expect(section(/Shipping Method/)).toHaveTextContent('Express ($24.95)');
    await user.click(screen.getByRole('button', { name: 'Edit Shipping Method' }));
    expect(await screen.findByRole('radio', { name: 'Express ($24.95)' })).toBeChecked();
    // Leaving the edit keeps what was saved.
    await user.click(screen.getByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Cancel changes' }));
    expect(section(/Shipping Method/)).toHaveTextContent('Express ($24.95)');
  });

  it('shows a declined card, places nothing, and lets the shopper pay another way', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await toPayment(user);
    await payByCard(user, '4000 1111 1111 1115');
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText(/Your payment could not be taken/)).toHaveTextContent(
      'Your order was not placed: Your payment could not be taken. Please try again or use a different payment method. Nothing you entered was lost; you can try again.',
    );
    expect(getState().orders).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Payment & Billing' }));
    await payByCard(user, '4111 1111 1111 1111');
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Order number: 101')).toBeInTheDocument();
    expect(getState().orders[0]!.payment).toMatchObject({ code: 'braintree', card: { type: 'VI' } });
  });

  it('falls back to another method when the card gateway cannot load', async () => {
    // A real Magento's authorization: the Braintree SDK is loaded, and here it refuses the key.
    server.use(
      graphql.mutation('CreateBraintreeClientToken', () =>
        HttpResponse.json({ data: { createBraintreeClientToken: 'not-a-braintree-key' } }),
      ),
    );
    const user = userEvent.setup();
    renderCheckout();
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(
      await screen.findByText(
        'Card payments are unavailable right now. Choose another payment method.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    expect(screen.getByRole('button', { name: 'Review Order' })).toBeEnabled();
  });

  it('rejects an invalid card number before anything is sent', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await toPayment(user);
    await payByCard(user, '4111 1111 1111 1112');
    const card = screen.getByRole('textbox', { name: /^Card Number/ });
    expect(card).toHaveAccessibleDescription('Please enter a valid card number.');
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('survives a connection dropped while placing the order: one order, and a confirmation without its number', async () => {
    // The order is placed, but the answer never arrives. Magento refuses the request again for a
    // cart it has ordered, so a guest cannot learn the number: the confirmation says so.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(
        '*/rest/V1/guest-carts/:cartId/payment-information',
        async ({ request }) => {
          await handleRest(request, getState());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderCheckout();
    await placeOrderByCheck(user);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your order was placed, but the connection was lost before the store could send its number. Your confirmation email has it; please do not order again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your order was not placed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place Order/ })).toBeNull();
    expect(getState().orders).toHaveLength(1);
  });

  it('loads the card form when the first request for its authorization fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      graphql.mutation('CreateBraintreeClientToken', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderCheckout(createCheckoutStore(), { retry: true });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(await screen.findByRole('textbox', { name: /^Card Number/ }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText(/Card payments are unavailable/)).not.toBeInTheDocument();
  });
});

describe('signed-in checkout', () => {
  const AUSTIN = {
    ...SEATTLE,
    id: 12,
    street: ['9 Vinyl Row'],
    city: 'Austin',
    region_code: 'TX',
    region_id: 57,
    region: 'Texas',
    postcode: '73301',
    default_shipping: false,
    default_billing: false,
  };

  it('starts on the default shipping address, asks no email and places the order on the customer’s cart', async () => {
    seedBackend({ signedIn: true, addresses: [AUSTIN, SEATTLE] });
    const user = userEvent.setup();
    renderCheckout(createCheckoutStore({ signedIn: true }));
    // The default (listed second) is chosen; another, or a new one, is a click away.
    const seattle = await screen.findByRole('radio', { name: /500 Harbor Way.*Default/ });
    expect(seattle).toBeChecked();
    expect(screen.getByRole('radio', { name: /9 Vinyl Row/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'A new address' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    expect(screen.queryByText(/fields? needs? your attention/)).toBeNull();
    expect(getState().carts[CART_ID]!.shipping_address).toMatchObject({ city: 'Seattle', region_code: 'WA' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    // The default billing address is the shipping address.
    expect(screen.getByRole('checkbox', { name: 'Billing address same as shipping address' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Order number: 101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an Account' })).toBeNull();
    expect(getState().orders[0]).toMatchObject({
      customer_id: 1,
      email: 'grace@example.com',
      shipping_address: { city: 'Seattle' },
      billing_address: { city: 'Seattle' },
    });
    expect(getState().orders[0]!.totals.tax).toBe(6.49);
  });

  it('ships to another saved address, or a new one, when the customer picks it', async () => {
    seedBackend({ signedIn: true, addresses: [SEATTLE, AUSTIN] });
    const user = userEvent.setup();
    renderCheckout(createCheckoutStore({ signedIn: true }));
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    const city = screen.getByRole('textbox', { name: /^City/ });
    expect(city).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: /9 Vinyl Row/ }));
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    expect(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' })).toBeInTheDocument();
    expect(getState().carts[CART_ID]!.shipping_address).toMatchObject({ city: 'Austin', region_id: 57 });
    expect(section(/Shipping Address/)).toHaveTextContent('9 Vinyl Row');
  });

  it('opens a saved address that lacks a field in the form, saying what to add', async () => {
    seedBackend({ signedIn: true, addresses: [{ ...SEATTLE, telephone: '' }] });
    const user = userEvent.setup();
    renderCheckout(createCheckoutStore({ signedIn: true }));
    expect(await screen.findByRole('radio', { name: /500 Harbor Way/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    const phone = await screen.findByRole('textbox', { name: /^Phone Number/ });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Seattle');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 field needs your attention.');
    await user.type(phone, '2065550199');
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
    expect(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' })).toBeInTheDocument();
    expect(getState().carts[CART_ID]!.shipping_address).toMatchObject({
      city: 'Seattle',
      telephone: '2065550199',
    });
  });

  it('bills the default billing address when it is not the shipping address', async () => {
    seedBackend({
      signedIn: true,
      addresses: [
        { ...SEATTLE, default_billing: false },
        { ...AUSTIN, default_billing: true },
      ],
    });
    const user = userEvent.setup();
    renderCheckout(createCheckoutStore({ signedIn: true }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping Method' }));
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    expect(
      screen.getByRole('checkbox', { name: 'Billing address same as shipping address' }),
    ).not.toBeChecked();
    const billTo = screen.getByRole('group', { name: 'Bill to' });
    expect(within(billTo).getByRole('radio', { name: /9 Vinyl Row.*Default/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    expect(await screen.findByRole('button', { name: /^Place Order/ })).toBeInTheDocument();
    expect(section(/Payment & Billing/)).toHaveTextContent('9 Vinyl Row');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Order number: 101')).toBeInTheDocument();
    expect(getState().orders[0]).toMatchObject({
      shipping_address: { city: 'Seattle' },
      billing_address: { city: 'Austin' },
    });
  });
});

describe('without anything to check out', () => {
  const EMPTY = 'There are no items in your cart, so there is nothing to check out yet.';

  it('says so without a cart', async () => {
    renderCheckout(createCheckoutStore({ cartId: null }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('says so for an empty cart and for a cart already ordered', async () => {
    getState().carts[CART_ID]!.items = [];
    const first = renderCheckout();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    first.unmount();

    getState().carts[CART_ID]!.is_active = false;
    renderCheckout();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });
});
