import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { server } from '../../../../test/server';
import { appActions } from '../../../store/appSlice';
import { PENDING_ADDS_KEY } from '../../../store/pendingAddsSlice';
import { toastCallbacks } from '../../../store/toastCallbacks';
import CategoryPage from '../../catalog/components/CategoryPage';
import ProductPage from '../../catalog/components/ProductPage';
import CartTrigger from '../../shell/components/CartTrigger';
import OfflineIndicator from '../../shell/components/OfflineIndicator';
import ToastContainer from '../../shell/components/ToastContainer';
import { cartHarness, renderCart, shopper } from './cartTestUtils';

jest.setTimeout(30_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });

describe('adding to the cart from the product page', () => {
  it('adds a simple product, creating the cart', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="hadley-suitcase-record-player.html" />, harness);
    await heading('Hadley Suitcase Record Player');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toHaveAttribute(
      'role',
      'status',
    );
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', parent_sku: null, quantity: 2 }),
    ]);
  });

  it('keeps the keyboard focus on Add to Cart while the product is added, and adds it once', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation('addProductsToCart', async () => {
        await held;
        return undefined;
      }),
    );
    renderCart(<ProductPage id="x" relativeUrl="hadley-suitcase-record-player.html" />, harness);
    await heading('Hadley Suitcase Record Player');
    const button = addToCart();
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBe(button);
    // Not disabled (a disabled button drops the focus): unavailable, and still focused.
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{Enter}');

    release();
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);
  });

  it('adds the chosen color of a configurable product', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="cruiser-deluxe.html" />, harness);
    await heading('Cruiser Deluxe');
    await user.click(
      within(screen.getByRole('group', { name: /^Color/ })).getByRole('radio', { name: 'Sage' }),
    );
    await user.click(addToCart());
    await screen.findByText('Added Cruiser Deluxe to your cart.');
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-CR-8005-SG', parent_sku: 'SS-CR-8005', quantity: 1 }),
    ]);
  });

  it('says why the backend refused (not enough in stock)', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="scout-kids-record-player.html" />, harness);
    await heading("Scout Kids' Record Player");
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough items for sale');
    expect(screen.queryByText(/to your cart\.$/)).not.toBeInTheDocument();
  });
});

describe('adding to the cart from a category tile', () => {
  it('adds a simple product from its tile and tells so; a refusal is told too', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(
      <>
        <CategoryPage id={btoa('5')} relativeUrl="record-players/suitcase.html" />
        <ToastContainer />
      </>,
      harness,
      '/record-players/suitcase.html',
    );
    const gallery = within(await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 }));
    await user.click(gallery.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' }));
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);

    // One Scout Kids' player is left: the second add is refused.
    const scout = gallery.getByRole('button', { name: "Add to Cart: Scout Kids' Record Player" });
    await user.click(scout);
    await screen.findByText("Added Scout Kids' Record Player to your cart.");
    await user.click(scout);
    expect(await screen.findByText('Not enough items for sale')).toBeInTheDocument();
    // A product with options is chosen on its page, not from its tile.
    expect(gallery.queryByRole('button', { name: /^Add to Cart: Cruiser/ })).not.toBeInTheDocument();
  });

  it('names its button by the words it shows, then the product, and keeps it focused while adding', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    // The add waits until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation('addProductsToCart', async () => {
        await held;
        return undefined;
      }),
    );
    renderCart(
      <>
        <CategoryPage id={btoa('5')} relativeUrl="record-players/suitcase.html" />
        <ToastContainer />
      </>,
      harness,
      '/record-players/suitcase.html',
    );
    const gallery = within(await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 }));
    // WCAG 2.5.3 (Label in Name): the name starts with the visible text.
    const button = gallery.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' });
    expect(button).toHaveTextContent(/^Add to Cart$/);

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveTextContent(/^Adding\.\.\.$/);
    expect(button).toHaveAccessibleName('Adding Hadley Suitcase Record Player to the cart...');
    // Still focusable and focused, announced as unavailable, and a second press adds nothing.
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.keyboard('{Enter}');

    release();
    expect(await screen.findByText('Added Hadley Suitcase Record Player to your cart.')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Add to Cart: Hadley Suitcase Record Player');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);
  });
});

describe('adding to the cart offline', () => {
  const KEPT =
    'You are offline. Hadley Suitcase Record Player will be added to your cart when you are back online.';
  const ADDED_LATER = 'You are back online. Hadley Suitcase Record Player has been added to your cart.';

  /** The browser's connection: offline, navigator says so, the events fire and requests fail. */
  function browserConnection() {
    let online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    server.use(graphql.operation(() => (online ? undefined : HttpResponse.error())));
    const set = (next: boolean) =>
      act(() => {
        online = next;
        window.dispatchEvent(new Event(next ? 'online' : 'offline'));
      });
    return { goOffline: () => set(false), goOnline: () => set(true) };
  }

  /** The page with what the shell brings: the online status, the header's cart trigger, the toasts. */
  const withShell = (page: ReactElement) => (
    <>
      <OfflineIndicator />
      <CartTrigger />
      {page}
      <ToastContainer />
    </>
  );

  afterEach(() => {
    jest.restoreAllMocks();
    toastCallbacks.clear();
  });

  it('keeps the product page’s add, says so at once, and adds it once when back online', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    const connection = browserConnection();
    renderCart(withShell(<ProductPage id="x" relativeUrl="hadley-suitcase-record-player.html" />), harness);
    await heading('Hadley Suitcase Record Player');
    connection.goOffline();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());

    const main = within(screen.getByRole('main'));
    expect(await main.findByText(KEPT)).toHaveAttribute('role', 'status');
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
    expect(harness.store.getState().cart.cartId).toBeNull();

    connection.goOnline();
    expect(await screen.findByText(ADDED_LATER, {}, { timeout: 10_000 })).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 2 }),
    ]);
    expect(main.queryByText(KEPT)).not.toBeInTheDocument();
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still says the product is waiting after a reload offline, and adds it when back online', async () => {
    const harness = cartHarness(shopper(null));
    // Loaded offline, with an add kept before the reload; the page's data stands in for the caches.
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    harness.store.dispatch(appActions.setOffline());
    const add = { sku: 'SS-SC-2001', parentSku: null, quantity: 1, selectedOptions: [] };
    harness.persistence.setItem(PENDING_ADDS_KEY, [
      { id: 'kept', item: add, name: 'Hadley Suitcase Record Player', unconfirmed: null },
    ]);
    renderCart(withShell(<ProductPage id="x" relativeUrl="hadley-suitcase-record-player.html" />), harness);
    await heading('Hadley Suitcase Record Player');
    expect(await within(screen.getByRole('main')).findByText(KEPT)).toBeInTheDocument();
    expect(harness.store.getState().cart.cartId).toBeNull();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(ADDED_LATER, {}, { timeout: 10_000 })).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);
  });

  it('keeps a tile’s add and says so in a toast', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    const connection = browserConnection();
    renderCart(
      withShell(<CategoryPage id={btoa('5')} relativeUrl="record-players/suitcase.html" />),
      harness,
      '/record-players/suitcase.html',
    );
    const gallery = within(await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 }));
    connection.goOffline();
    await user.click(gallery.getByRole('button', { name: 'Add to Cart: Hadley Suitcase Record Player' }));
    expect(await screen.findByText(KEPT)).toBeInTheDocument();
    expect(harness.store.getState().cart.cartId).toBeNull();
    connection.goOnline();
    expect(await screen.findByText(ADDED_LATER, {}, { timeout: 10_000 })).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-SC-2001', quantity: 1 }),
    ]);
  });
});
