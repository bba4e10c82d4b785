import { screen, waitFor, within } from '@testing-library/react';
import { gql } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD } from '../../../../mock-backend/data/demoCustomer';
import { countries } from '../../../../mock-backend/data/directory';
import { executeGraphQL } from '../../../../mock-backend/executor';
import { gql as backendGql } from '../../../../test/backend';
import { server } from '../../../../test/server';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import {
  demoToken,
  freshStart,
  location,
  renderAccount,
  TIMEOUT,
  fillSeattleAddress,
  cachedFirstName,
} from './accountTestUtils';

jest.setTimeout(40_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, TIMEOUT);

describe('account information', () => {
  it('edits the name, changes the email only with the right password, and the password under the rules', async () => {
    const backend = freshStart();
    const { user, client } = renderAccount('/account-information', { backend, token: demoToken(backend) });
    await heading('Account Information');
    const first = await screen.findByLabelText(/First Name/, undefined, TIMEOUT);
    await waitFor(() => expect(first).toHaveValue('Morgan'));
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Is required.'));
    await user.type(first, 'Mo');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Your name has been saved.', undefined, TIMEOUT)).toBeInTheDocument();
    expect(backend.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)?.firstname).toBe(
      'Mo',
    );
    expect(cachedFirstName(client)).toBe('Mo');

    await user.type(screen.getByLabelText(/New Email Address/), 'mo@example.com');
    const emailPassword = screen.getAllByLabelText(/Current Password/)[0]!;
    await user.type(emailPassword, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText('Invalid login or password.', undefined, TIMEOUT)).toBeInTheDocument();
    await user.clear(emailPassword);
    await user.type(emailPassword, DEMO_CUSTOMER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(
      await screen.findByText('Your email address has been changed.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText('Current email: mo@example.com')).toBeInTheDocument();

    const current = screen.getAllByLabelText(/Current Password/)[1]!;
    const next = screen.getByLabelText(/^New Password/);
    await user.type(current, DEMO_CUSTOMER_PASSWORD);
    await user.type(next, DEMO_CUSTOMER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription('New Password must be different'));
    await user.clear(next);
    await user.type(next, 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription('Must contain at least 8 character(s).'));
    await user.clear(next);
    await user.type(next, 'Brand-New-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed.', undefined, TIMEOUT),
    ).toBeInTheDocument();
  });
});

describe('address book', () => {
  it('lists the addresses, adds one after the required checks, edits, and deletes with confirmation', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/address-book', { backend, token: demoToken(backend) });
    await heading('Address Book');
    const list = await screen.findByRole('list', { name: 'Address Book' }, TIMEOUT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const home = within(list).getAllByRole('listitem')[0]!;
    expect(within(home).getByText('Default Shipping')).toBeInTheDocument();
    expect(within(home).getByText(/1420 Hawthorne Ave/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New Address' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const label of [
      /First Name/,
      /Last Name/,
      /^Street Address \*/,
      /City/,
      /State/,
      /ZIP Code/,
      /Phone Number/,
    ]) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Is required.'));
    }
    await fillSeattleAddress(user);
    await user.click(screen.getByRole('checkbox', { name: 'Use as my default shipping address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('The address has been saved.', undefined, TIMEOUT)).toBeInTheDocument();
    const demo = () => backend.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    const seattle = demo().addresses!.find((address) => address.city === 'Seattle')!;
    expect(seattle).toMatchObject({
      region_code: 'WA',
      region_id: 62,
      region: 'Washington',
      default_shipping: true,
    });
    expect(demo().addresses!.filter((address) => address.default_shipping)).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Edit: 88 Congress Ave, Austin' }, TIMEOUT));
    const city = screen.getByLabelText(/City/);
    await waitFor(() => expect(city).toHaveValue('Austin'));
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(
      () => expect(demo().addresses!.some((address) => address.city === 'Round Rock')).toBe(true),
      TIMEOUT,
    );

    await user.click(
      await screen.findByRole('button', { name: 'Delete: 88 Congress Ave, Round Rock' }, TIMEOUT),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('The address has been deleted.', undefined, TIMEOUT)).toBeInTheDocument();
    expect(demo().addresses!.map((address) => address.city)).toEqual(['Portland', 'Seattle']);

    await user.click(screen.getByRole('button', { name: 'Delete: 500 Pike St, Seattle' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(
      await screen.findByText(
        /is set as default shipping address and can not be deleted/,
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });

  it("offers the backend's US regions in the State select, as checkout does", async () => {
    const backend = freshStart();
    const { user } = renderAccount('/address-book', { backend, token: demoToken(backend) });
    await heading('Address Book');
    await user.click(await screen.findByRole('button', { name: 'Add an Address' }, TIMEOUT));
    const state = screen.getByRole('combobox', { name: /^State/ });
    const regions = countries.find((country) => country.id === 'US')!.available_regions!;
    await waitFor(() =>
      expect(
        within(state)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a state', ...regions.map((region) => region.name)]),
    );
  });
});

describe('address book focus', () => {
  it('moves focus to the saved address’s card, which confirms it; to the message after a delete; back to the opener after Cancel', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/address-book', { backend, token: demoToken(backend) });
    const list = await screen.findByRole('list', { name: 'Address Book' }, TIMEOUT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    // Cancel returns to the button that opened the form.
    const add = screen.getByRole('button', { name: 'Add an Address' });
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an Address' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add an Address' }));
    await fillSeattleAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    const saved = await screen.findByText('The address has been saved.', undefined, TIMEOUT);
    await waitFor(() => expect(saved).toHaveFocus());
    const seattle = saved.closest('li')!;
    expect(within(list).getAllByRole('listitem')).toContain(seattle);
    expect(within(seattle).getByText(/500 Pike St/)).toBeInTheDocument();

    // An edit: the edited card confirms it.
    await user.click(screen.getByRole('button', { name: 'Edit: 88 Congress Ave, Austin' }));
    const city = screen.getByLabelText(/City/);
    await waitFor(() => expect(city).toHaveValue('Austin'));
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(
      () =>
        expect(screen.getByText('The address has been saved.').closest('li')).toHaveTextContent(/Round Rock/),
      TIMEOUT,
    );
    await waitFor(() => expect(screen.getByText('The address has been saved.')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete: 88 Congress Ave, Round Rock' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    const deleted = await screen.findByText('The address has been deleted.', undefined, TIMEOUT);
    await waitFor(() => expect(deleted).toHaveFocus());
    expect(screen.queryByText('The address has been saved.')).not.toBeInTheDocument();
  });
});

describe('order history', () => {
  it('lists the orders, finds one by number and opens its details', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/order-history', { backend, token: demoToken(backend) });
    await heading('Order History');
    expect(await screen.findByText('4 orders', undefined, TIMEOUT)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '000000104',
      '000000103',
      '000000102',
      '000000101',
    ]);
    await user.type(screen.getByLabelText('Order Number'), '000000103');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText('1 order matches 000000103.', undefined, TIMEOUT)).toBeInTheDocument();
    const details = screen.getByRole('button', { name: 'Details of order 000000103' });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Order #000000103' }, TIMEOUT);
    expect(within(panel).getByText('Desk Duo Mini Speakers')).toBeInTheDocument();
    expect(within(panel).getByText('SS-SP-5015')).toBeInTheDocument();
    expect(within(panel).getByText(/88 Congress Ave/)).toBeInTheDocument();
    expect(within(panel).getByText('Flat Rate - Fixed')).toBeInTheDocument();
    expect(within(panel).getByText(/Credit Card/)).toHaveTextContent('Credit Card •••• 1111');
    // The grand total, and the one invoice's.
    expect(within(panel).getAllByText('$100.57')).toHaveLength(2);
    expect(within(panel).getByText('$5.62')).toBeInTheDocument();
    expect(within(panel).getByText('Invoice #000000003')).toBeInTheDocument();
    expect(within(panel).getByText('Not shipped yet.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Order Number'));
    await user.type(screen.getByLabelText('Order Number'), '999');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText('No orders match 999.', undefined, TIMEOUT)).toBeInTheDocument();
  });

  it("shows a shipped order's tracking number", async () => {
    const backend = freshStart();
    renderAccount('/order-history?number=000000101', { backend, token: demoToken(backend) });
    // The receipt's link: the order found and opened.
    const panel = await screen.findByRole('region', { name: 'Order #000000101' }, TIMEOUT);
    expect(screen.getByLabelText('Order Number')).toHaveValue('000000101');
    expect(within(panel).getByText('Shipment #000000001')).toBeInTheDocument();
    expect(within(panel).getByText(/United Parcel Service tracking number:/)).toHaveTextContent(
      'United Parcel Service tracking number: 1Z999AA10123456784',
    );
    expect(within(panel).getByText('Hi-Fi Belt One Turntable × 1')).toBeInTheDocument();
  });

  it("reorders: what can be sold goes into the cart (its cached copy dropped), the rest is listed with the store's reason", async () => {
    const backend = freshStart();
    // Sold out since the order (a copy: the seed catalog is shared).
    backend.catalog = {
      ...backend.catalog,
      products: backend.catalog.products.map((product) =>
        product.sku === 'SS-HP-6030' ? { ...product, stock_status: 'OUT_OF_STOCK', quantity: 0 } : product,
      ),
    };
    const { user, client } = renderAccount('/order-history?number=000000104', {
      backend,
      token: demoToken(backend),
    });
    const panel = await screen.findByRole('region', { name: 'Order #000000104' }, TIMEOUT);
    // The cart as the mini cart last read it: empty.
    const cartId = await backendGql<{ customerCart: { id: string } }>('{ customerCart { id } }', {
      state: backend,
      headers: { Authorization: `Bearer ${demoToken(backend)}` },
    });
    const id = cartId.body.data!.customerCart.id;
    client.cache.writeFragment({
      id: client.cache.identify({ __typename: 'Cart', id }),
      fragment: gql`
        fragment StaleCart on Cart {
          id
          total_quantity
        }
      `,
      data: { __typename: 'Cart', id, total_quantity: 0 },
    });
    await user.click(within(panel).getByRole('button', { name: 'Reorder order 000000104' }));
    expect(
      await within(panel).findByText(
        'Some items of this order are in your cart. These could not be added:',
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'Product that you are trying to add is not available.',
    );
    expect(backend.carts[id]?.items).toMatchObject([{ sku: 'SS-VN-7101', quantity: 2 }]);
    const cached = client.cache.extract() as Record<string, unknown>;
    expect(cached[client.cache.identify({ __typename: 'Cart', id })!]).toBeUndefined();
    await user.click(within(panel).getByRole('link', { name: 'Go to Cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('reads order dates as Magento sends them (store time) and as an ISO time; one it cannot read shows as it came', async () => {
    const backend = freshStart();
    // Kept by an older state file: an ISO time; and one no format describes.
    backend.orders.find((order) => order.number === '000000104')!.created_at = '2026-03-02T10:11:12.000Z';
    backend.orders.find((order) => order.number === '000000103')!.created_at = 'sometime in March';
    renderAccount('/order-history', { backend, token: demoToken(backend) });
    await heading('Order History');
    await screen.findByText('4 orders', undefined, TIMEOUT);
    const row = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr')!;
    // 10:11 UTC is 04:11 in the store's time zone (America/Chicago): the same day.
    expect(row('000000104')).toHaveTextContent('Mar 2, 2026');
    expect(row('000000103')).toHaveTextContent('sometime in March');
    expect(screen.getByRole('navigation', { name: 'My Account' })).toBeInTheDocument();
  });
});

describe('wish list, saved payments and communications', () => {
  it('moves a wish-list line to the cart and removes another', async () => {
    const backend = freshStart();
    backend.wishlists[String(DEMO_CUSTOMER_ID)]!.push({
      id: '5002',
      sku: 'SS-AC-9101',
      quantity: 1,
      added_at: '2025-11-01 10:00:00',
    });
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    await heading('Wish List');
    const list = await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    expect(within(list).getByRole('link', { name: 'Studio 5 Monitor Speakers' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add to Cart: Studio 5 Monitor Speakers' }));
    expect(
      await screen.findByText('Studio 5 Monitor Speakers was added to your cart.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    const cart = Object.values(backend.carts).find((candidate) => candidate.customer_id === DEMO_CUSTOMER_ID);
    expect(cart?.items).toMatchObject([{ sku: 'SS-SP-5005', quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Remove: Complete Record Cleaning Kit' }));
    expect(
      await screen.findByText('There are currently no items in your wish list.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(backend.wishlists[String(DEMO_CUSTOMER_ID)]).toEqual([]);
  });

  it("shows the pictures of a backend on another origin from the storefront's own /media/", async () => {
    const backend = freshStart();
    renderAccount('/wishlist', {
      backend,
      token: demoToken(backend),
      // The embedded backend names its media by the origin it is asked on, as Magento by its base URL.
      graphqlUri: 'https://magento.example.com/graphql',
    });
    const list = await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    const pictures = [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) expect(src).toMatch(/^\/media\/catalog\/product\//);
  });

  it('removes a wish-list line once when the answer is lost after the backend removed it', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/wishlist', { backend, token: demoToken(backend) });
    await heading('Wish List');
    await screen.findByRole('list', { name: 'Wish List' }, TIMEOUT);
    // The backend removes the line, then the connection drops (the failure is logged).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = { count: 0 };
    server.use(
      graphql.mutation('RemoveProductFromWishlist', async ({ request }) => {
        sent.count += 1;
        if (sent.count > 1) return undefined;
        await executeGraphQL(request);
        return HttpResponse.error();
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove: Studio 5 Monitor Speakers' }));
    expect(
      await screen.findByText('There are currently no items in your wish list.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByText(/did not answer|does not belong|Failed to fetch/)).not.toBeInTheDocument();
    expect(sent.count).toBe(1);
    expect(backend.wishlists[String(DEMO_CUSTOMER_ID)]).toEqual([]);
    jest.restoreAllMocks();
  });

  it('lists the stored cards and deletes one', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/saved-payments', { backend, token: demoToken(backend) });
    await heading('Saved Payments');
    expect(await screen.findByText('Visa ending in 1111', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Expires 08/2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 4444' }));
    await waitFor(
      () => expect(screen.queryByText('Mastercard ending in 4444')).not.toBeInTheDocument(),
      TIMEOUT,
    );
    expect(backend.paymentTokens.map((token) => token.public_hash)).toEqual(['demo-visa-1111']);
  });

  it('switches the newsletter subscription on and off', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/communications', { backend, token: demoToken(backend) });
    await heading('Communications');
    const box = await screen.findByRole('checkbox', { name: 'Subscribe to the newsletter' }, TIMEOUT);
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Your communication preferences have been saved.', undefined, TIMEOUT),
    ).toBeInTheDocument();
    expect(backend.newsletter.subscribers['morgan.reyes@example.com']?.status).toBe('SUBSCRIBED');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(backend.newsletter.subscribers['morgan.reyes@example.com']?.status).toBe('UNSUBSCRIBED'),
    );
  });
});

describe('sign out from an account page', () => {
  it('revokes the token, forgets the session and goes home', async () => {
    const backend = freshStart();
    const token = demoToken(backend);
    const { user, store } = renderAccount('/communications', { backend, token });
    await heading('Communications');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/'), TIMEOUT);
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(backend.customers.tokens[token]?.revoked).toBe(true);
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
  });
});
