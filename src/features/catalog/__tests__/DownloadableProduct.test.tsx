import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartHarness, renderCart, shopper } from '../../cart/__tests__/cartTestUtils';
import ProductPage from '../components/ProductPage';

jest.setTimeout(30_000);

/** The product page with its heading, once its type's pickers (their own chunk) are in. */
const heading = async (name: string) => {
  const found = await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('form [aria-busy="true"]')).toBeNull());
  return found;
};
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });
const uid = (id: number) => btoa(`downloadable/${id}`);

describe('a downloadable product page', () => {
  it('lists the links with prices and samples, asks for a link, keeps a running price and adds the chosen links', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="midnight-spindle-sessions-digital-album.html" />, harness);
    await heading('Midnight Spindle Sessions - Digital Album');
    const tracks = within(screen.getByRole('group', { name: 'Tracks' }));
    const album = tracks.getByRole('checkbox', { name: 'Whole album $9.99' });
    const blueHour = tracks.getByRole('checkbox', { name: 'Track 1: Blue Hour $1.29' });
    expect(tracks.getAllByRole('checkbox')).toHaveLength(4);

    // Every link's sample plays in the browser's own player, from the storefront's origin.
    const sample = screen.getByLabelText('Sample of Track 1: Blue Hour');
    expect(sample.tagName).toBe('AUDIO');
    expect(sample).toHaveAttribute('controls');
    expect(sample).toHaveAttribute('src', '/downloadable/download/linkSample/link_id/102/');
    const samples = within(screen.getByRole('region', { name: 'Samples' }));
    expect(samples.getByLabelText('Sample of Album preview')).toHaveAttribute(
      'src',
      '/downloadable/download/sample/sample_id/201/',
    );

    // Nothing chosen: the button says why it waits.
    expect(addToCart()).toBeDisabled();
    expect(addToCart()).toHaveAccessibleDescription('Choose at least one of the Tracks first.');

    await user.click(blueHour);
    await user.click(tracks.getByRole('checkbox', { name: 'Track 3: Last Call $1.29' }));
    // The running price is announced.
    const total = screen.getByText('Your choice:', { exact: false });
    expect(total).toHaveAttribute('role', 'status');
    expect(total).toHaveTextContent('Your choice: $2.58');
    await user.click(album);
    expect(screen.getByText('Your choice:', { exact: false })).toHaveTextContent('Your choice: $12.57');
    await user.click(album);

    expect(addToCart()).toBeEnabled();
    await user.click(addToCart());
    await screen.findByText('Added Midnight Spindle Sessions - Digital Album to your cart.');
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-DL-MIDNIGHT', selected_options: [uid(102), uid(104)], quantity: 1 }),
    ]);
  });

  it('offers the manual’s free link as included and its PDF sample to open', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="cruiser-deluxe-owners-manual.html" />, harness);
    await heading("Cruiser Deluxe Owner's Manual (PDF)");
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText("Owner's manual (PDF) (included)")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Quick-start page (PDF)' })).toHaveAttribute(
      'href',
      '/downloadable/download/sample/sample_id/231/',
    );
    await user.click(addToCart());
    await screen.findByText("Added Cruiser Deluxe Owner's Manual (PDF) to your cart.");
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-DL-CRUISER-MANUAL', selected_options: [] }),
    ]);
  });
});
