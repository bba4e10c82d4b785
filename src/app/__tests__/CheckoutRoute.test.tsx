/**
 * Checkout as the app composes it: the steps with the cart's order summary. The summary's figures
 * are Magento's (the embedded backend's cart prices and selected shipping method), and follow each
 * step that changes them.
 */
import { gql } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getState } from '../../../mock-backend/state';
import { createClient } from '../../platform/apollo/createClient';
import { getBrowserPersistence, STORAGE_KEYS } from '../../platform/persistence/browserPersistence';
import { renderWithProviders } from '../../../test/render';
import {
  CART_ID,
  createCheckoutStore,
  seedBackend,
} from '../../features/checkout/__tests__/checkoutTestUtils';
import CheckoutRoute from '../CheckoutRoute';

jest.setTimeout(60_000);

/** The page, with one Apollo client for its views and its store's thunks, as in the app. */
function renderRoute() {
  const client = createClient({ persistCache: false, retry: false });
  const store = createCheckoutStore({ client });
  act(() => {
    renderWithProviders(<CheckoutRoute />, { route: '/checkout', store, apolloClient: client });
  });
  return store;
}

const summary = () => screen.getByRole('region', { name: /^Order Summary/ });
/** The amount beside a total's name in the summary. */
const total = (name: string | RegExp) =>
  within(summary()).getByText(name).closest('div')!.querySelector('dd')!;

/** The cart's prices as the backend answers them now, formatted as the summary shows them. */
async function backendPrices() {
  const { data } = await createClient({ persistCache: false, retry: false }).query<{
    cart: {
      prices: {
        grand_total: { value: number };
        applied_taxes: Array<{ amount: { value: number } }>;
      };
    };
  }>({
    query: gql`
      query BackendPrices($cartId: String!) {
        cart(cart_id: $cartId) {
          id
          prices {
            grand_total {
              value
              currency
            }
            applied_taxes {
              label
              amount {
                value
                currency
              }
            }
          }
        }
      }
    `,
    variables: { cartId: CART_ID },
    fetchPolicy: 'network-only',
  });
  const { prices } = data!.cart;
  const usd = (value: number) => `$${value.toFixed(2)}`;
  return {
    grandTotal: usd(prices.grand_total.value),
    tax: usd(prices.applied_taxes.reduce((sum, tax) => sum + tax.amount.value, 0)),
  };
}

/** The shopper comes back to this tab (after changing the cart in another one). */
function returnToTab(event: 'focus' | 'visibilitychange' = 'visibilitychange') {
  act(() => {
    if (event === 'focus') window.dispatchEvent(new Event('focus'));
    else document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function toShippingMethod(user: UserEvent, state = 'TX') {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Street Address$/ }), '1 Groove St');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
  const select = screen.getByRole('combobox', { name: /^State/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
  await user.selectOptions(select, state);
  await user.type(screen.getByRole('textbox', { name: /^ZIP Code/ }), '73301');
  await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '5125550100');
  await user.click(screen.getByRole('button', { name: 'Continue to Shipping Method' }));
}

beforeEach(() => seedBackend());

describe('checkout with its order summary', () => {
  it('shows the lines and Magento’s totals, shipping once chosen, and charges that total', async () => {
    const user = userEvent.setup();
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    expect(await within(region).findByText('Dig Crate Record Storage Box')).toBeInTheDocument();
    expect(within(region).getByText('Qty: 2')).toBeInTheDocument();
    expect(total('Subtotal')).toHaveTextContent('$99.90');
    expect(total('Shipping')).toHaveTextContent('Calculated at the next step');
    expect(total('Order Total')).toHaveTextContent('$99.90');

    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    // Magento's figures for a Texas address and flat rate: 99.90 + 7.50 + 6.24 tax.
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('$113.64'));
    expect(total('Shipping (Flat Rate - Fixed)')).toHaveTextContent('$7.50');
    expect(total('Tax')).toHaveTextContent('$6.24');
    expect(getState().carts[CART_ID]!.shipping_method).toMatchObject({ carrier_code: 'flatrate' });
    // The change was announced politely.
    expect(within(region).getByText('Order total is now $113.64')).toHaveAttribute('aria-live', 'polite');

    // Express instead: the summary follows.
    await user.click(screen.getByRole('button', { name: /^Edit Shipping Method/ }));
    await user.click(await screen.findByRole('radio', { name: 'Express ($24.95)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(total('Shipping (Express - Next business day)')).toHaveTextContent('$24.95'));

    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const grand = getState().carts[CART_ID]!;
    expect(grand.shipping_method).toMatchObject({ carrier_code: 'express' });
    const placeOrder = await screen.findByRole('button', { name: /^Place Order · \$\d+\.\d{2}$/ });
    expect(placeOrder.textContent).toContain(total('Order Total').textContent);
    // Shown in the currency charged: nothing to say about currencies.
    expect(screen.queryByText(/The store charges your order in/)).toBeNull();
  });

  it('with prices shown in euros, says before Place Order and on the receipt that the order is charged in dollars, and how much', async () => {
    getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, 'EUR');
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: /^Flat Rate \(€/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    // The summary shows euros; Magento charges the base currency, US dollars: 99.90 + 7.50 + 6.24.
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('€'));
    const note = 'Prices are shown in EUR. The store charges your order in USD: $113.64.';
    const placeOrder = await screen.findByRole('button', { name: 'Place Order · $113.64' });
    expect(placeOrder).toHaveAccessibleDescription(note);
    expect(within(summary()).getByText(note)).toBeInTheDocument();

    await user.click(placeOrder);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(
      screen.getByText('Amounts are in USD, the currency the store charges. Prices were shown in EUR.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Order Total').nextElementSibling).toHaveTextContent('$113.64');
  });

  it('applies and removes a coupon from the summary, with Magento’s refusal in words', async () => {
    const user = userEvent.setup();
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    const field = await within(region).findByRole('textbox', { name: 'Enter code' });
    await user.type(field, 'NOPE');
    await user.click(within(region).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "The coupon code isn't valid. Verify the code and try again.",
      ),
    );
    await user.clear(field);
    await user.type(field, 'SPIN10');
    await user.click(within(region).getByRole('button', { name: 'Apply' }));
    expect(await within(region).findByText('Discount (SPIN10: 10% off)')).toBeInTheDocument();
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('$89.91'));
    await user.click(within(region).getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('$99.90'));
  });

  it('offers free shipping over the threshold, and shows a configurable line’s options', async () => {
    getState().carts[CART_ID]!.items = [
      { uid: 'line-1', sku: 'SS-AC-9201', parent_sku: null, selected_options: [], quantity: 2 },
      { uid: 'line-2', sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [], quantity: 1 },
    ];
    const user = userEvent.setup();
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    expect(await within(region).findByText('Color: Turquoise')).toBeInTheDocument();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: /^Free Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(total(/^Shipping \(Free Shipping/)).toHaveTextContent('$0.00'));
  });

  it('reviews what was chosen, each with Edit that reopens its step', async () => {
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const review = await screen.findByRole('region', { name: /Review/ });
    expect(within(review).getByText('Ship to').nextElementSibling).toHaveTextContent('Ada Lovelace');
    expect(within(review).getByText('Shipping method').nextElementSibling).toHaveTextContent('Flat Rate');
    expect(within(review).getByText('Payment').nextElementSibling).toHaveTextContent('Check / Money order');
    expect(within(review).getByText('Dig Crate Record Storage Box')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Edit Ship to' }));
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('Austin');
  });

  it('is a collapsed region on phones whose toggle says whether it is open and shows the total', async () => {
    const user = userEvent.setup();
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    const toggle = within(region).getByRole('button', { name: /^Order Summary/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveTextContent('$99.90'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
  });

  it('lists a configurable line with its options on the receipt', async () => {
    getState().carts[CART_ID]!.items = [
      { uid: 'line-2', sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [], quantity: 1 },
    ];
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: /^Flat Rate/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
    const items = await screen.findByRole('region', { name: 'Items ordered' });
    const line = within(items).getByRole('listitem');
    expect(line).toHaveTextContent(/Cruiser/);
    expect(within(line).getByText('Color: Turquoise')).toBeInTheDocument();
    expect(within(line).getByText('Qty: 1')).toBeInTheDocument();
  });

  it('shows a change made in another tab when the shopper comes back to this one', async () => {
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    await within(region).findByText('Dig Crate Record Storage Box');
    // Another tab adds a line.
    getState().carts[CART_ID]!.items.push({
      uid: 'line-2',
      sku: 'SS-AC-9102',
      parent_sku: null,
      selected_options: [],
      quantity: 1,
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(region).findByText('Carbon Fiber Record Brush')).toBeInTheDocument();
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('$114.85'));
  });
  it('offers free shipping only from the threshold: a quantity raised in another tab brings it, with Magento’s totals', async () => {
    getState().carts[CART_ID]!.items[0]!.quantity = 1;
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    expect(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' })).toBeInTheDocument();
    // $49.95 is below the $75 threshold: no free shipping.
    expect(screen.queryByRole('radio', { name: /^Free Shipping/ })).toBeNull();
    await waitFor(() => expect(total('Tax')).toHaveTextContent('$3.12'));
    expect(total('Subtotal')).toHaveTextContent('$49.95');
    expect(total('Order Total')).toHaveTextContent((await backendPrices()).grandTotal);
    expect(total('Order Total')).toHaveTextContent('$53.07');

    // Another tab makes it two: $99.90, over the threshold.
    getState().carts[CART_ID]!.items[0]!.quantity = 2;
    returnToTab();
    expect(await screen.findByRole('radio', { name: /^Free Shipping/ })).toBeInTheDocument();
    await waitFor(() => expect(total('Subtotal')).toHaveTextContent('$99.90'));
    await user.click(screen.getByRole('radio', { name: /^Free Shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(total(/^Shipping \(Free Shipping/)).toHaveTextContent('$0.00'));
    const backend = await backendPrices();
    await waitFor(() => expect(total('Order Total')).toHaveTextContent(backend.grandTotal));
    expect(backend.grandTotal).toBe('$106.14');
    expect(total('Tax')).toHaveTextContent(backend.tax);
  });

  it('with express shipping, shows Magento’s tax and grand total', async () => {
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Express ($24.95)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(total('Shipping (Express - Next business day)')).toHaveTextContent('$24.95'));
    const backend = await backendPrices();
    expect(backend).toEqual({ grandTotal: '$131.09', tax: '$6.24' });
    await waitFor(() => expect(total('Order Total')).toHaveTextContent(backend.grandTotal));
    expect(total('Tax')).toHaveTextContent(backend.tax);
  });

  it('comes before the steps in the page’s order, links back to the cart, and shows each line’s picture and price', async () => {
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    const line = (await within(region).findByText('Dig Crate Record Storage Box')).closest('li')!;
    expect(within(line).getByText('$99.90')).toBeInTheDocument();
    expect(line.querySelector('img')).not.toBeNull();
    expect(within(region).getByRole('link', { name: 'Edit Cart' })).toHaveAttribute('href', '/cart');
    const firstStep = screen.getByRole('region', { name: /Shipping Address/ });
    expect(region.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says Tax $0.00 once the address is one Magento taxes nothing for, and no tax row before', async () => {
    const user = userEvent.setup();
    renderRoute();
    const region = await screen.findByRole('region', { name: /^Order Summary/ });
    await within(region).findByText('Dig Crate Record Storage Box');
    expect(within(region).queryByText('Tax')).toBeNull();
    await toShippingMethod(user, 'OR');
    await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' });
    await waitFor(() => expect(total('Tax')).toHaveTextContent('$0.00'));
    expect(total('Order Total')).toHaveTextContent('$99.90');
  });

  it('reopens the method, billing and payment steps from the review’s Edit', async () => {
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const toReview = async () => {
      await user.click(await screen.findByRole('button', { name: /^Continue to Payment|^Review Order/ }));
    };
    const review = () => screen.getByRole('region', { name: /Review/ });

    await user.click(
      await within(await screen.findByRole('region', { name: /Review/ })).findByRole('button', {
        name: 'Edit Shipping method',
      }),
    );
    expect(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' })).toBeChecked();
    await toReview();
    await user.click(await within(review()).findByRole('button', { name: 'Edit Bill to' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Billing address same as shipping address' }),
    ).toBeInTheDocument();
    await toReview();
    await user.click(await within(review()).findByRole('button', { name: 'Edit Payment' }));
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Review Order' })).toBeInTheDocument();
  });

  it('says the method at its price now: free after SHIPFREE at the review, as the summary does', async () => {
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const review = await screen.findByRole('region', { name: /Review/ });
    await waitFor(() =>
      expect(within(review).getByText('Shipping method').nextElementSibling).toHaveTextContent(
        'Flat Rate ($7.50)',
      ),
    );
    const region = summary();
    await user.type(within(region).getByRole('textbox', { name: 'Enter code' }), 'SHIPFREE');
    await user.click(within(region).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total('Shipping (Flat Rate - Fixed)')).toHaveTextContent('$0.00'));
    await waitFor(() =>
      expect(within(review).getByText('Shipping method').nextElementSibling).toHaveTextContent(
        'Flat Rate (Free)',
      ),
    );
    expect(total('Order Total')).toHaveTextContent((await backendPrices()).grandTotal);
  });

  it('opens the method step again when the method is gone from the cart in another tab', async () => {
    const user = userEvent.setup();
    renderRoute();
    await toShippingMethod(user);
    await user.click(await screen.findByRole('radio', { name: 'Express ($24.95)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Check / Money order' }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await screen.findByRole('button', { name: /^Place Order/ });
    await waitFor(() => expect(total('Shipping (Express - Next business day)')).toHaveTextContent('$24.95'));

    // Another tab sets a new address: Magento drops the method.
    getState().carts[CART_ID]!.shipping_method = null;
    returnToTab('focus');
    await waitFor(() => expect(total('Shipping')).toHaveTextContent('Calculated at the next step'));
    expect(total('Order Total')).toHaveTextContent((await backendPrices()).grandTotal);
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Place Order/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Flat Rate ($7.50)' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(total('Shipping (Flat Rate - Fixed)')).toHaveTextContent('$7.50'));
    expect(getState().carts[CART_ID]!.shipping_method).toMatchObject({ carrier_code: 'flatrate' });
  });
});
