import { screen, waitFor, within } from '@testing-library/react';
import { invoiceOrderNumber, placeGuestOrder, shipOrderNumber } from '../../../../test/backend';
import { GUEST_ORDER_LOOKUP_LIMIT } from '../../../../mock-backend/guestOrderLimit';
import { freshStart, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(40_000);

async function lookUp(user: ReturnType<typeof renderAccount>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
}

describe('order status page', () => {
  it('keeps its content, checks the fields, says what the store says to a wrong combination, then shows the order', async () => {
    const backend = freshStart();
    const number = await placeGuestOrder(
      { quantity: 2, email: 'ada@example.com', lastname: 'Lovelace' },
      backend,
    );
    invoiceOrderNumber(number, backend);
    shipOrderNumber(number, { carrier: 'usps', number: '9400111899223197428490' }, backend);
    const { user } = renderAccount(`/order-status?number=${number}`, { backend });
    // The CMS page's own content, then the lookup under it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your order status' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Look Up Your Order' }, TIMEOUT)).toBeInTheDocument();
    // The receipt's link fills the number.
    expect(screen.getByLabelText(/^Order Number/)).toHaveValue(number);

    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Is required.'),
    );
    expect(screen.getByLabelText(/^Billing Last Name/)).toHaveAccessibleDescription('Is required.');
    expect(screen.getByLabelText(/^Email Address/)).toHaveFocus();

    await lookUp(user, { 'Email Address': 'ada@example', 'Billing Last Name': 'Lovelace' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(/email address/i),
    );

    await lookUp(user, { 'Email Address': 'ada@example.com', 'Billing Last Name': 'Byron' });
    const refusal = await screen.findByRole('alert', undefined, TIMEOUT);
    expect(refusal).toHaveTextContent("We couldn't locate an order with the information provided.");
    expect(screen.queryByRole('region', { name: `Order #${number}` })).not.toBeInTheDocument();

    await lookUp(user, { 'Billing Last Name': 'Lovelace' });
    const order = await screen.findByRole('region', { name: `Order #${number}` }, TIMEOUT);
    await waitFor(() => expect(screen.getByRole('heading', { name: `Order #${number}` })).toHaveFocus());
    // Announced.
    expect(screen.getByText(`Order ${number} found.`)).toBeInTheDocument();
    expect(within(order).getByText('Complete')).toBeInTheDocument();
    expect(within(order).getByText('Dig Crate Record Storage Box')).toBeInTheDocument();
    expect(within(order).getByText('Flat Rate - Fixed')).toBeInTheDocument();
    expect(within(order).getByText('Check / Money order')).toBeInTheDocument();
    expect(within(order).getByText('Grand Total')).toBeInTheDocument();
    expect(within(order).getByText(/United States Postal Service tracking number:/)).toHaveTextContent(
      '9400111899223197428490',
    );
    expect(within(order).getByText(/^Invoice #\d{9}$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks for a customer's order to be viewed signed in", async () => {
    const backend = freshStart();
    const { user } = renderAccount('/order-status', { backend });
    await screen.findByRole('heading', { name: 'Look Up Your Order' }, TIMEOUT);
    await lookUp(user, {
      'Order Number': '000000101',
      'Email Address': 'morgan.reyes@example.com',
      'Billing Last Name': 'Reyes',
    });
    expect(await screen.findByRole('alert', undefined, TIMEOUT)).toHaveTextContent(
      'Please login to view the order.',
    );
  });

  it('says to wait once the store refuses more lookups', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/order-status', { backend });
    await screen.findByRole('heading', { name: 'Look Up Your Order' }, TIMEOUT);
    await lookUp(user, {
      'Order Number': '123',
      'Email Address': 'ada@example.com',
      'Billing Last Name': 'X',
    });
    await screen.findByRole('alert', undefined, TIMEOUT);
    for (let attempt = 1; attempt < GUEST_ORDER_LOOKUP_LIMIT; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Find Order' }));
      await screen.findByRole('alert', undefined, TIMEOUT);
    }
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(
      await screen.findByText(
        'Too many order lookups from this device. Please wait 15 minutes and try again.',
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });
});
