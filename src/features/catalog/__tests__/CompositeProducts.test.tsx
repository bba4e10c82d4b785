import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from '../../cart/components/CartPage';
import { cartHarness, renderCart, seedCart, shopper } from '../../cart/__tests__/cartTestUtils';
import ProductPage from '../components/ProductPage';
import { jsonLd } from './catalogTestUtils';

jest.setTimeout(30_000);

/** The product page with its heading, once its type's pickers (their own chunk) are in. */
const heading = async (name: string) => {
  const found = await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('form [aria-busy="true"]')).toBeNull());
  return found;
};
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });
const uid = (option: number, selection: number, qty: number) => btoa(`bundle/${option}/${selection}/${qty}`);
const bundleTotal = () => screen.getByText(/^Your bundle:/).textContent;

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('bundle product page', () => {
  it('offers each option by its type, follows the price as the shopper chooses, checks required options and adds the bundle', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="turntable-starter-kit.html" />, harness);
    await heading('Turntable Starter Kit');

    // Price range, as the bundle's price view asks.
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('To')).toBeInTheDocument();
    expect(screen.getByText('$811.85')).toBeInTheDocument();

    const turntable = screen.getByRole('radiogroup', { name: 'Turntable' });
    expect(turntable).toHaveAttribute('aria-required', 'true');
    expect(within(turntable).getByRole('radio', { name: /Hi-Fi Belt One Turntable/ })).toBeChecked();
    expect(within(turntable).getByRole('radio', { name: /Aria .*out of stock/ })).toBeDisabled();
    const cartridge = screen.getByRole('combobox', { name: 'Cartridge' });
    expect(cartridge).toBeRequired();
    expect(screen.getByRole('group', { name: 'Care extras' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Inner sleeves' })).not.toBeRequired();

    // The defaults: 199 + 49 + 219.
    expect(bundleTotal()).toBe('Your bundle: $467.00');
    await user.click(within(turntable).getByRole('radio', { name: /Comet Automatic Turntable/ }));
    expect(bundleTotal()).toBe('Your bundle: $557.00');
    await user.click(screen.getByRole('checkbox', { name: /Carbon Fiber Record Brush/ }));
    expect(bundleTotal()).toBe('Your bundle: $571.95');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inner sleeves' }), '2010');
    const sleeves = screen.getByRole('spinbutton', { name: 'Inner sleeves quantity' });
    await user.tripleClick(sleeves);
    await user.keyboard('2');
    expect(bundleTotal()).toBe('Your bundle: $611.85');

    // A required option left empty: nothing is sent, and the shopper is told what to choose.
    await user.selectOptions(cartridge, '');
    await user.click(addToCart());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose every required option before adding the bundle.',
    );
    expect(screen.getByText('Choose a Cartridge.')).toBeInTheDocument();
    expect(cartridge).toHaveAttribute('aria-invalid', 'true');
    expect(harness.store.getState().cart.cartId).toBeNull();

    await user.selectOptions(cartridge, '2005');
    await user.click(addToCart());
    expect(await screen.findByText('Added Turntable Starter Kit to your cart.')).toBeInTheDocument();
    const cartId = harness.store.getState().cart.cartId!;
    expect(harness.backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({
        sku: 'SS-BN-STARTER',
        quantity: 1,
        selected_options: [
          uid(201, 2002, 1),
          uid(202, 2005, 1),
          uid(203, 2006, 1),
          uid(204, 2008, 1),
          uid(205, 2010, 2),
        ],
      }),
    ]);
    // JSON-LD: an aggregate offer over the bundle's lowest and highest price.
    const product = jsonLd().find((entry) => entry['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '467.00',
      highPrice: '811.85',
    });
  });

  it('prices a fixed-price bundle from its own price plus the selections', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="record-care-essentials.html" />, harness);
    await heading('Record Care Essentials');
    expect(bundleTotal()).toBe('Your bundle: $39.95');
    // 25% of the bundle's own price.
    await user.click(screen.getByRole('checkbox', { name: /Carbon Fiber Record Brush/ }));
    expect(bundleTotal()).toBe('Your bundle: $49.94');
  });
});

describe('grouped product page', () => {
  it('lists the members with a quantity each, the out-of-stock one not orderable, and adds the chosen ones as their own lines', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="listening-room-speaker-set.html" />, harness);
    await heading('Listening Room Speaker Set');
    const table = screen.getByRole('table', { name: 'Products in this set' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Studio 5 Monitor SpeakersIn stock',
      'Roomfill Wireless SpeakersIn stock',
      'Desk Duo Mini SpeakersOut of stock',
    ]);
    expect(within(rows[2]!).queryByRole('spinbutton')).toBeNull();
    expect(within(rows[2]!).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();

    const first = screen.getByRole('spinbutton', { name: 'Quantity of Studio 5 Monitor Speakers' });
    const second = screen.getByRole('spinbutton', { name: 'Quantity of Roomfill Wireless Speakers' });
    expect(first).toHaveValue(1);
    await user.clear(first);
    await user.type(first, '2');
    await user.clear(second);
    await user.type(second, '1');
    await user.click(addToCart());
    await waitFor(() => {
      const cartId = harness.store.getState().cart.cartId;
      expect(cartId && harness.backend.carts[cartId]!.items).toEqual([
        expect.objectContaining({ sku: 'SS-SP-5005', quantity: 2 }),
        expect.objectContaining({ sku: 'SS-SP-5010', quantity: 1 }),
      ]);
    });
  });

  it('asks for a quantity when none is given', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper(null));
    renderCart(<ProductPage id="x" relativeUrl="record-care-set.html" />, harness);
    await heading('Record Care Set');
    for (const input of screen.getAllByRole('spinbutton')) await user.clear(input);
    await user.click(addToCart());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a quantity for at least one product.');
    expect(harness.store.getState().cart.cartId).toBeNull();
  });
});

describe('bundle lines in the cart', () => {
  const kit = [uid(201, 2001, 1), uid(202, 2004, 1), uid(203, 2006, 1)];

  it('shows the chosen options and an Edit link that opens the product with them', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [{ sku: 'SS-BN-STARTER', quantity: 2, selected_options: kit }]);
    renderCart(<CartPage />, harness, '/cart');
    expect(
      await screen.findByText('ST-10 Moving Magnet Cartridge × 1', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Turntable:')).toBeInTheDocument();
    expect(screen.getByText('Hi-Fi Belt One Turntable × 1')).toBeInTheDocument();
    const edit = screen.getByRole('link', { name: 'Edit the options of Turntable Starter Kit' });
    const href = new URL(edit.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/turntable-starter-kit.html');
    expect(href.searchParams.get('edit')).toBe(harness.backend.carts['cart-1']!.items[0]!.uid);
    expect(href.searchParams.get('options')).toBe(kit.join(','));
    expect(href.searchParams.get('qty')).toBe('2');
  });

  it('replaces the edited line once the new configuration is in the cart', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [{ sku: 'SS-BN-STARTER', quantity: 2, selected_options: kit }]);
    const oldUid = harness.backend.carts['cart-1']!.items[0]!.uid;
    const search = new URLSearchParams({ edit: oldUid, options: kit.join(','), qty: '2' }).toString();
    renderCart(
      <ProductPage id="x" relativeUrl="turntable-starter-kit.html" />,
      harness,
      `/turntable-starter-kit.html?${search}`,
    );
    await heading('Turntable Starter Kit');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(bundleTotal()).toBe('Your bundle: $467.00');
    await user.click(screen.getByRole('radio', { name: /Roomfill Wireless Speakers/ }));
    await user.click(addToCart());
    await waitFor(() =>
      expect(harness.backend.carts['cart-1']!.items).toEqual([
        expect.objectContaining({
          sku: 'SS-BN-STARTER',
          quantity: 2,
          selected_options: [uid(201, 2001, 1), uid(202, 2004, 1), uid(203, 2007, 1)],
        }),
      ]),
    );
    expect(harness.backend.carts['cart-1']!.items[0]!.uid).not.toBe(oldUid);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/cart'),
    );
  });

  it('keeps the edited line when the new configuration is refused', async () => {
    const user = userEvent.setup();
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, [{ sku: 'SS-BN-STARTER', quantity: 2, selected_options: kit }]);
    const before = structuredClone(harness.backend.carts['cart-1']!.items);
    const search = new URLSearchParams({ edit: before[0]!.uid, options: kit.join(','), qty: '2' }).toString();
    renderCart(
      <ProductPage id="x" relativeUrl="turntable-starter-kit.html" />,
      harness,
      `/turntable-starter-kit.html?${search}`,
    );
    await heading('Turntable Starter Kit');
    // The ST-40 cartridge has 3 in stock: 4 kits cannot be sold.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cartridge' }), '2005');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.tripleClick(quantity);
    await user.keyboard('4');
    await user.click(addToCart());
    expect(await screen.findByText('Not enough items for sale', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(harness.backend.carts['cart-1']!.items).toEqual(before);
  });
});
