import { screen, within } from '@testing-library/react';
import { demoToken, freshStart, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(40_000);

describe('order details', () => {
  it("shows a bundle line's options and the products chosen for them", async () => {
    const backend = freshStart();
    const order = backend.orders.find((candidate) => candidate.number === '000000104')!;
    order.items.push({
      sku: 'SS-BN-STARTER',
      parent_sku: null,
      name: 'Turntable Starter Kit',
      url_key: 'turntable-starter-kit',
      selected_options: [],
      quantity: 1,
      price: 467,
      bundle_options: [
        {
          id: 201,
          label: 'Turntable',
          values: [
            {
              id: 2001,
              uid: btoa('bundle/201/2001/1'),
              product_name: 'Hi-Fi Belt One Turntable',
              product_sku: 'SS-HF-3001',
              quantity: 1,
              price: 199,
            },
          ],
        },
        {
          id: 204,
          label: 'Care extras',
          values: [
            {
              id: 2008,
              uid: btoa('bundle/204/2008/1'),
              product_name: 'Carbon Fiber Record Brush',
              product_sku: 'SS-AC-9102',
              quantity: 1,
              price: 14.95,
            },
            {
              id: 2009,
              uid: btoa('bundle/204/2009/1'),
              product_name: 'Stylus Cleaning Gel',
              product_sku: 'SS-AC-9104',
              quantity: 1,
              price: 9.95,
            },
          ],
        },
      ],
    });
    const { user } = renderAccount('/order-history', { backend, token: demoToken(backend) });
    const details = await screen.findByRole('button', { name: 'Details of order 000000104' }, TIMEOUT);
    await user.click(details);
    const panel = await screen.findByRole('region', { name: 'Order #000000104' }, TIMEOUT);
    const row = within(panel).getByRole('row', { name: /Turntable Starter Kit/ });
    expect(row).toHaveTextContent('Turntable: Hi-Fi Belt One Turntable × 1');
    expect(row).toHaveTextContent('Care extras: Carbon Fiber Record Brush × 1, Stylus Cleaning Gel × 1');
  });
});
