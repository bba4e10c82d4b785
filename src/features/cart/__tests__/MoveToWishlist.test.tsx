import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { GetWishlistQuery } from '../../../__generated__/operations';
import { executeGraphQL } from '../../../../mock-backend/executor';
import { server } from '../../../../test/server';
import { GET_WISHLIST } from '../../account/graphql/wishlist';
import CartPage from '../components/CartPage';
import { addCustomer, cartHarness, optionUid, renderCart, seedCart, shopper } from './cartTestUtils';

jest.setTimeout(30_000);

const CUSTOMER_ID = 41;
const TOKEN = 'token-of-41';
const KIT = 'Complete Record Cleaning Kit';

const items = () => screen.findByRole('region', { name: /in your cart$/ }, { timeout: 5000 });

async function renderCartPage(
  lines: Parameters<typeof seedCart>[1],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const harness = cartHarness(shopper('cart-1', signedIn ? TOKEN : undefined));
  addCustomer(harness.backend, CUSTOMER_ID, TOKEN);
  seedCart(harness.backend, lines, { customerId: signedIn ? CUSTOMER_ID : null });
  renderCart(<CartPage />, harness, '/cart');
  await items();
  return { ...harness, user: userEvent.setup() };
}

const wishlistLines = (harness: Awaited<ReturnType<typeof renderCartPage>>) =>
  harness.backend.wishlists[String(CUSTOMER_ID)] ?? [];

describe('move to wish list (cart page)', () => {
  it('moves a simple line: it leaves the cart and is in the wish list', async () => {
    const harness = await renderCartPage([
      { sku: 'SS-AC-9101', quantity: 2 },
      { sku: 'SS-SC-2001', quantity: 1 },
    ]);
    await harness.user.click(screen.getByRole('button', { name: `Move to Wish List: ${KIT}` }));

    const notice = await screen.findByText(`${KIT} was moved to your wish list.`, {}, { timeout: 5000 });
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(await items()).queryByRole('link', { name: KIT })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 item in your cart' })).toBeInTheDocument();
    expect(harness.backend.carts['cart-1']!.items.map((line) => line.sku)).toEqual(['SS-SC-2001']);
    expect(wishlistLines(harness)).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', parent_sku: null, quantity: 2 }),
    ]);
    // The wish list page and the hearts read the cached list, which now holds the product.
    const cached = harness.client.readQuery<GetWishlistQuery>({ query: GET_WISHLIST });
    const skus = cached?.customer?.wishlists?.[0]?.items_v2?.items.map((item) => item?.product?.sku);
    expect(skus).toEqual(['SS-AC-9101']);
    expect(screen.queryByText(/could not be moved/)).not.toBeInTheDocument();
  });

  it('moves a configurable line with its parent sku and chosen options', async () => {
    const teal = await optionUid('cruiser-deluxe', 'Turquoise');
    const harness = await renderCartPage([
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [teal], quantity: 1 },
    ]);
    const list = within(await items());
    const name = list.getByRole('link').textContent ?? '';
    await harness.user.click(list.getByRole('button', { name: `Move to Wish List: ${name}` }));

    expect(
      await screen.findByText(`${name} was moved to your wish list.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(harness.backend.carts['cart-1']!.items).toEqual([]);
    // Kept as Magento keeps it: the parent product with the chosen options.
    expect(wishlistLines(harness)).toEqual([
      expect.objectContaining({
        sku: 'SS-CR-8005',
        parent_sku: null,
        selected_options: [teal],
        quantity: 1,
      }),
    ]);
  });

  it('is not offered to guests', async () => {
    await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }], { signedIn: false });
    expect(screen.getByRole('button', { name: `Remove ${KIT} from the cart` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to Wish List/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Move to Wish List')).not.toBeInTheDocument();
  });

  it("keeps the line and shows the wish list's refusal next to it", async () => {
    const harness = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    // The product is taken off the catalog while the page is open: the wish list refuses it.
    harness.backend.catalog.products = harness.backend.catalog.products.filter(
      (product) => product.sku !== 'SS-AC-9101',
    );
    const button = screen.getByRole('button', { name: `Move to Wish List: ${KIT}` });
    await harness.user.click(button);

    const alert = await screen.findByText(/could not be moved to your wish list/, {}, { timeout: 5000 });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      `${KIT} could not be moved to your wish list: Could not find a product with SKU "SS-AC-9101"`,
    );
    expect(within(alert.closest('li')!).getByRole('link', { name: KIT })).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(alert.textContent!);
    expect(harness.backend.carts['cart-1']!.items).toHaveLength(1);
    expect(wishlistLines(harness)).toEqual([]);
    expect(screen.queryByText(/was moved to your wish list/)).not.toBeInTheDocument();
  });

  it('keeps the line when the wish list cannot be reached, says so, and can try again', async () => {
    const harness = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
    // The unexpected transport failure is also logged for developers.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    server.use(
      graphql.mutation('addCartLineToWishlist', () => (reachable ? undefined : HttpResponse.error())),
    );
    await harness.user.click(screen.getByRole('button', { name: `Move to Wish List: ${KIT}` }));

    const alert = await screen.findByText(/could not be moved to your wish list/, {}, { timeout: 10_000 });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      `${KIT} could not be moved to your wish list: The store did not answer. Please try again.`,
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(screen.getByRole('link', { name: KIT })).toBeInTheDocument();
    expect(harness.backend.carts['cart-1']!.items).toHaveLength(1);
    expect(wishlistLines(harness)).toEqual([]);

    reachable = true;
    await harness.user.click(screen.getByRole('button', { name: `Move to Wish List: ${KIT}` }));
    expect(
      await screen.findByText(`${KIT} was moved to your wish list.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be moved/)).not.toBeInTheDocument();
    expect(wishlistLines(harness)).toHaveLength(1);
  });

  describe('when the answer to the add is lost', () => {
    /** Counts the adds; the first one is made by the backend (if `commit`) and its answer lost. */
    function loseFirstAnswer({ commit }: { commit: boolean }) {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const sent = { count: 0 };
      server.use(
        graphql.mutation('addCartLineToWishlist', async ({ request }) => {
          sent.count += 1;
          if (sent.count > 1) return undefined;
          if (commit) await executeGraphQL(request);
          return commit ? HttpResponse.error() : new HttpResponse(null, { status: 500 });
        }),
      );
      return sent;
    }

    afterEach(() => jest.restoreAllMocks());

    it('adds once when the backend had added it, then moves the line', async () => {
      const harness = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 2 }]);
      const sent = loseFirstAnswer({ commit: true });
      await harness.user.click(screen.getByRole('button', { name: `Move to Wish List: ${KIT}` }));

      expect(
        await screen.findByText(`${KIT} was moved to your wish list.`, {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(sent.count).toBe(1);
      expect(wishlistLines(harness)).toEqual([expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 })]);
      await waitFor(() => expect(harness.backend.carts['cart-1']!.items).toEqual([]));
    });

    it('adds again when the backend had not, counting what the wish list held before', async () => {
      const harness = await renderCartPage([{ sku: 'SS-AC-9101', quantity: 1 }]);
      // The product is already in the wish list once: only a grown quantity shows the add was made.
      harness.backend.wishlists[String(CUSTOMER_ID)] = [
        {
          id: '7001',
          sku: 'SS-AC-9101',
          parent_sku: null,
          selected_options: [],
          quantity: 1,
          added_at: '2026-01-01 10:00:00',
        },
      ];
      const sent = loseFirstAnswer({ commit: false });
      await harness.user.click(screen.getByRole('button', { name: `Move to Wish List: ${KIT}` }));

      expect(
        await screen.findByText(`${KIT} was moved to your wish list.`, {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(sent.count).toBe(2);
      expect(wishlistLines(harness)).toEqual([expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 })]);
    });
  });
});
