import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import type { BackendState, OrderRecord } from '../../../../mock-backend/state';
import { demoToken, freshStart, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(40_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, TIMEOUT);

/** An order of the album's whole-album link (invoiced: available) and a track (not yet: pending). */
function orderDownloads(backend: BackendState): OrderRecord {
  const template = backend.orders.find((order) => order.customer_id === DEMO_CUSTOMER_ID)!;
  const link = (id: number, title: string, status: 'available' | 'pending', hash: string) => ({
    link_id: id,
    title,
    sort_order: id,
    hash,
    status,
    number_of_downloads_bought: id === 101 ? 0 : 3,
    number_of_downloads_used: 0,
    created_at: '2026-11-20 10:00:00',
  });
  const order: OrderRecord = {
    ...structuredClone(template),
    id: '150',
    number: '000000150',
    shipping_address: null,
    shipping_method: null,
    items: [
      {
        sku: 'SS-DL-MIDNIGHT',
        parent_sku: null,
        name: 'Midnight Spindle Sessions - Digital Album',
        url_key: 'midnight-spindle-sessions-digital-album',
        selected_options: [],
        quantity: 1,
        price: 11.28,
        downloadable_links: [
          link(101, 'Whole album', 'available', 'a'.repeat(32)),
          link(102, 'Track 1: Blue Hour', 'pending', 'b'.repeat(32)),
        ],
      },
    ],
  };
  backend.orders.push(order);
  return order;
}

describe('my downloads', () => {
  it('says when there is nothing to download yet', async () => {
    const backend = freshStart();
    renderAccount('/downloads', { backend, token: demoToken(backend) });
    await heading('My Downloads');
    expect(
      await screen.findByText(
        'You have no downloads yet. Digital albums and manuals you buy are kept here.',
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });

  it('lists the purchased links with their order, status and downloads left, and downloads an available one', async () => {
    const backend = freshStart();
    const order = orderDownloads(backend);
    const { user } = renderAccount('/downloads', { backend, token: demoToken(backend) });
    await heading('My Downloads');
    const table = await screen.findByRole('table', { name: 'My Downloads' }, TIMEOUT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const album = rows.find((row) => row.textContent?.includes('Whole album'))!;
    const track = rows.find((row) => row.textContent?.includes('Track 1: Blue Hour'))!;
    expect(album).toHaveTextContent('Midnight Spindle Sessions - Digital Album - Whole album');
    expect(within(album).getByRole('link', { name: '000000150' })).toHaveAttribute(
      'href',
      '/order-history?number=000000150',
    );
    expect(album).toHaveTextContent('2026-11-20');
    expect(album).toHaveTextContent('Available');
    expect(album).toHaveTextContent('Unlimited');
    // Not invoiced yet: listed, with no way to download it.
    expect(track).toHaveTextContent('Available once your order is invoiced');
    expect(track).toHaveTextContent('3');
    expect(within(track).queryByRole('button')).not.toBeInTheDocument();

    const createObjectURL = jest.fn(() => 'blob:album');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(
      within(album).getByRole('button', {
        name: 'Download Midnight Spindle Sessions - Digital Album - Whole album',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(order.items[0]!.downloadable_links![0]!.number_of_downloads_used).toBe(1);
  });
});
