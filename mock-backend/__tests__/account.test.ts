import { gql, lastPasswordResetToken } from '../../test/backend';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD } from '../data/demoCustomer';
import { LOCKOUT_FAILURES, issueToken } from '../resolvers/account/tokens';
import { SIGN_IN_INCORRECT } from '../resolvers/customer';
import { createState, type BackendState } from '../state';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;
const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } }
}`;
const ME = '{ customer { email firstname lastname } }';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let state: BackendState;
beforeEach(() => {
  state = createState();
});

async function signIn(email: string, password: string) {
  const { body } = await gql(SIGN_IN, { variables: { email, password }, state });
  return body;
}

async function createCustomer(email: string, password = 'Sup3r-secret') {
  const { body } = await gql(CREATE, {
    variables: { input: { email, firstname: 'Bo', lastname: 'Diddley', password } },
    state,
  });
  expect(body.errors).toBeUndefined();
  const session = await signIn(email, password);
  return session.data.generateCustomerToken.token as string;
}

describe('sign-in and tokens', () => {
  it('signs the demo customer in and reads the account with the token', async () => {
    const body = await signIn(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    const token = body.data.generateCustomerToken.token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const me = await gql(ME, { headers: bearer(token), state });
    expect(me.body.data.customer).toEqual({
      email: DEMO_CUSTOMER_EMAIL,
      firstname: 'Morgan',
      lastname: 'Reyes',
    });
  });

  it('keeps only a salted hash of the password', () => {
    const demo = state.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    expect(demo.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(JSON.stringify(state.customers)).not.toContain(DEMO_CUSTOMER_PASSWORD);
  });

  it('refuses a wrong password or an unknown email with Magento’s message', async () => {
    const attempts: Array<[string, string]> = [
      [DEMO_CUSTOMER_EMAIL, 'wrong-Passw0rd'],
      ['nobody@example.com', DEMO_CUSTOMER_PASSWORD],
    ];
    for (const [email, password] of attempts) {
      const body = await signIn(email, password);
      expect(body.errors?.[0]).toMatchObject({
        message: SIGN_IN_INCORRECT,
        extensions: { category: 'graphql-authentication' },
      });
    }
  });

  it('locks the account after repeated failures, even for the right password, until the lock expires', async () => {
    for (let attempt = 0; attempt < LOCKOUT_FAILURES; attempt += 1) {
      await signIn(DEMO_CUSTOMER_EMAIL, 'wrong-Passw0rd');
    }
    const locked = await signIn(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect(locked.errors?.[0]?.message).toBe(SIGN_IN_INCORRECT);
    const demo = state.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    demo.lock_expires = new Date(Date.now() - 1000).toISOString();
    const after = await signIn(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect(after.data.generateCustomerToken.token).toBeTruthy();
  });

  it('refuses an expired, a revoked and an unknown token on every request with 401, as Magento 2.4 does', async () => {
    // CustomerGraphQl/Controller/HttpRequestValidator/AuthorizationRequestValidator.php and
    // GraphQl/Customer/AuthenticationTest.php: the token is checked before any query runs.
    const expired = issueToken(state, DEMO_CUSTOMER_ID, Date.now() - 3601 * 1000);
    const live = issueToken(state, DEMO_CUSTOMER_ID);
    const refusals = [
      [expired, 'Consumer key has expired'],
      ['not-a-token', 'Composite reader could not read a token'],
    ] as const;
    for (const [token, message] of refusals) {
      for (const query of [ME, '{ storeConfig { store_code } }']) {
        const answer = await gql(query, { headers: bearer(token), state });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          errors: [{ message, extensions: { category: 'graphql-authentication' } }],
        });
      }
    }
    const revoke = await gql('mutation { revokeCustomerToken { result } }', { headers: bearer(live), state });
    expect(revoke.body.data.revokeCustomerToken.result).toBe(true);
    const after = await gql('{ storeConfig { store_code } }', { headers: bearer(live), state });
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.message).toBe('User token has been revoked');
    // Without a token, a customer-only query is refused by its resolver: graphql-authorization, 403.
    const guest = await gql(ME, { state });
    expect(guest.status).toBe(403);
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('gives a token that expires after 3600 seconds', async () => {
    const body = await signIn(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    const record = state.customers.tokens[body.data.generateCustomerToken.token]!;
    expect(Date.parse(record.expires_at) - Date.now()).toBeGreaterThan(3595 * 1000);
    expect(Date.parse(record.expires_at) - Date.now()).toBeLessThanOrEqual(3600 * 1000);
  });
});

describe('registration and profile', () => {
  it('creates an account, refusing a taken email and weak passwords with Magento’s messages', async () => {
    const created = await gql(CREATE, {
      variables: {
        input: {
          email: 'new@example.com',
          firstname: 'New',
          lastname: 'One',
          password: 'Abcdef12',
          is_subscribed: true,
        },
      },
      state,
    });
    expect(created.body.data.createCustomerV2.customer).toEqual({
      email: 'new@example.com',
      firstname: 'New',
      lastname: 'One',
      is_subscribed: true,
    });
    const cases: Array<[Record<string, string>, string]> = [
      [
        { email: 'NEW@example.com', password: 'Abcdef12' },
        'A customer with the same email address already exists in an associated website.',
      ],
      [
        { email: 'short@example.com', password: 'Ab1!' },
        'The password needs at least 8 characters. Create a new password and try again.',
      ],
      [
        { email: 'classes@example.com', password: 'abcdefgh' },
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await gql(CREATE, {
        variables: { input: { firstname: 'A', lastname: 'B', ...input } },
        state,
      });
      expect(body.errors?.[0]?.message).toBe(message);
    }
  });

  it('updates the name and subscription, changes the email only with the password, and the password', async () => {
    const token = await createCustomer('edit@example.com');
    const headers = bearer(token);
    const update = await gql(
      `mutation { updateCustomerV2(input: { firstname: "Edna", is_subscribed: true }) { customer { firstname is_subscribed } } }`,
      { headers, state },
    );
    expect(update.body.data.updateCustomerV2.customer).toEqual({ firstname: 'Edna', is_subscribed: true });
    const EMAIL = `mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
    const wrong = await gql(EMAIL, {
      variables: { email: 'edna@example.com', password: 'nope' },
      headers,
      state,
    });
    expect(wrong.body.errors?.[0]?.message).toBe('Invalid login or password.');
    const taken = await gql(EMAIL, {
      variables: { email: DEMO_CUSTOMER_EMAIL, password: 'Sup3r-secret' },
      headers,
      state,
    });
    expect(taken.body.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    const moved = await gql(EMAIL, {
      variables: { email: 'edna@example.com', password: 'Sup3r-secret' },
      headers,
      state,
    });
    expect(moved.body.data.updateCustomerEmail.customer.email).toBe('edna@example.com');
    const PASSWORD = `mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;
    const bad = await gql(PASSWORD, { variables: { c: 'wrong', n: 'N3w-secret' }, headers, state });
    expect(bad.body.errors?.[0]?.message).toBe('Invalid login or password.');
    const ok = await gql(PASSWORD, { variables: { c: 'Sup3r-secret', n: 'N3w-secret' }, headers, state });
    expect(ok.body.data.changeCustomerPassword.email).toBe('edna@example.com');
    expect((await signIn('edna@example.com', 'Sup3r-secret')).errors).toBeDefined();
    expect((await signIn('edna@example.com', 'N3w-secret')).data.generateCustomerToken.token).toBeTruthy();
  });

  it('resets a password with the issued token only', async () => {
    const REQUEST = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
    const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
      resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
    }`;
    const unknown = await gql(REQUEST, { variables: { email: 'ghost@example.com' }, state });
    expect(unknown.body.errors?.[0]?.message).toBe("Cannot reset the customer's password");
    const requested = await gql(REQUEST, { variables: { email: DEMO_CUSTOMER_EMAIL }, state });
    expect(requested.body.data.requestPasswordResetEmail).toBe(true);
    const token = lastPasswordResetToken(DEMO_CUSTOMER_EMAIL, state)!;
    const mismatched = await gql(RESET, {
      variables: { email: DEMO_CUSTOMER_EMAIL, token: 'forged', password: 'Fresh-Start9' },
      state,
    });
    expect(mismatched.body.errors?.[0]?.message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
    const reset = await gql(RESET, {
      variables: { email: DEMO_CUSTOMER_EMAIL, token, password: 'Fresh-Start9' },
      state,
    });
    expect(reset.body.data.resetPassword).toBe(true);
    expect(lastPasswordResetToken(DEMO_CUSTOMER_EMAIL, state)).toBeNull();
    expect((await signIn(DEMO_CUSTOMER_EMAIL, 'Fresh-Start9')).data.generateCustomerToken.token).toBeTruthy();
  });
});

describe('the demo customer’s account data', () => {
  let headers: Record<string, string>;
  beforeEach(() => {
    headers = bearer(issueToken(state, DEMO_CUSTOMER_ID));
  });

  it('pages orders newest first and finds one by number, with items, totals, addresses and payment', async () => {
    const ORDERS = `query ($page: Int, $size: Int, $number: String) {
      customer { orders(currentPage: $page, pageSize: $size, filter: { number: { eq: $number } }) {
        total_count page_info { current_page total_pages }
        items { number status order_date
          items { product_name product_sku quantity_ordered product_sale_price { value currency } product { uid name } }
          total { grand_total { value } subtotal_excl_tax { value } total_shipping { value } total_tax { value } }
          shipping_address { city region postcode street } billing_address { firstname }
          payment_methods { name type additional_data { name value } } shipping_method }
      } } }`;
    const page = await gql(ORDERS, { variables: { page: 1, size: 3 }, headers, state });
    const orders = page.body.data.customer.orders;
    expect(orders.total_count).toBe(4);
    expect(orders.page_info).toEqual({ current_page: 1, total_pages: 2 });
    expect(orders.items.map((order: { number: string }) => order.number)).toEqual([
      '000000104',
      '000000103',
      '000000102',
    ]);
    const found = await gql(ORDERS, { variables: { number: '000000103' }, headers, state });
    const [order] = found.body.data.customer.orders.items;
    expect(order).toMatchObject({
      number: '000000103',
      status: 'Processing',
      items: [
        {
          product_sku: 'SS-SP-5015',
          quantity_ordered: 1,
          product_sale_price: { value: 89.95, currency: 'USD' },
          product: { name: 'Desk Duo Mini Speakers' },
        },
      ],
      total: {
        subtotal_excl_tax: { value: 89.95 },
        total_shipping: { value: 5 },
        total_tax: { value: 5.62 },
        grand_total: { value: 100.57 },
      },
      shipping_address: { city: 'Austin', region: 'Texas', postcode: '78701' },
      payment_methods: [{ name: 'Credit Card', type: 'braintree' }],
      shipping_method: 'Flat Rate - Fixed',
    });
  });

  it('adds, edits, defaults and deletes addresses', async () => {
    const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id default_shipping region { region_code region_id } } }`;
    const input = {
      firstname: 'Morgan',
      lastname: 'Reyes',
      street: ['1 Main St'],
      city: 'Seattle',
      postcode: '98101',
      telephone: '206-555-0100',
      country_code: 'US',
      region: { region_code: 'WA', region_id: 62, region: 'Washington' },
    };
    const missing = await gql(CREATE_ADDRESS, {
      variables: { input: { ...input, city: '' } },
      headers,
      state,
    });
    expect(missing.body.errors?.[0]?.message).toBe('Required parameters are missing: city');
    const created = await gql(CREATE_ADDRESS, {
      variables: { input: { ...input, default_shipping: true } },
      headers,
      state,
    });
    const { id } = created.body.data.createCustomerAddress;
    expect(created.body.data.createCustomerAddress).toMatchObject({
      default_shipping: true,
      region: { region_code: 'WA', region_id: 62 },
    });
    const read = await gql(
      '{ customer { default_shipping default_billing addresses { id city default_shipping } } }',
      { headers, state },
    );
    expect(read.body.data.customer.default_shipping).toBe(String(id));
    expect(read.body.data.customer.default_billing).toBe('1001');
    expect(
      read.body.data.customer.addresses.filter((a: { default_shipping: boolean }) => a.default_shipping),
    ).toHaveLength(1);
    const undeletable = await gql(`mutation { deleteCustomerAddress(id: ${id}) }`, { headers, state });
    expect(undeletable.body.errors?.[0]?.message).toBe(
      `Customer Address ${id} is set as default shipping address and can not be deleted`,
    );
    const updated = await gql(
      `mutation { updateCustomerAddress(id: 1002, input: { city: "Round Rock", default_shipping: true }) { city default_shipping } }`,
      { headers, state },
    );
    expect(updated.body.data.updateCustomerAddress).toEqual({ city: 'Round Rock', default_shipping: true });
    const deleted = await gql(`mutation { deleteCustomerAddress(id: ${id}) }`, { headers, state });
    expect(deleted.body.data.deleteCustomerAddress).toBe(true);
  });

  it('adds to, removes from and moves the wish list into the cart', async () => {
    const WISHLIST =
      '{ customer { wishlists { id items_count items_v2 { items { id quantity product { sku } } } } } }';
    const before = await gql(WISHLIST, { headers, state });
    const wishlist = before.body.data.customer.wishlists[0];
    expect(wishlist.items_v2.items).toEqual([{ id: '5001', quantity: 1, product: { sku: 'SS-SP-5005' } }]);
    const added = await gql(
      `mutation ($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "SS-AC-9101", quantity: 1 }, { sku: "NOPE", quantity: 1 }]) {
        wishlist { items_count } user_errors { code message } } }`,
      { variables: { id: wishlist.id }, headers, state },
    );
    expect(added.body.data.addProductsToWishlist).toEqual({
      wishlist: { items_count: 2 },
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' }],
    });
    const removed = await gql(
      `mutation ($id: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: ["5001"]) { wishlist { items_count } } }`,
      { variables: { id: wishlist.id }, headers, state },
    );
    expect(removed.body.data.removeProductsFromWishlist.wishlist.items_count).toBe(1);
    const moved = await gql(
      `mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status wishlist { items_count } add_wishlist_items_to_cart_user_errors { message } } }`,
      { variables: { id: wishlist.id }, headers, state },
    );
    expect(moved.body.data.addWishlistItemsToCart).toEqual({
      status: true,
      wishlist: { items_count: 0 },
      add_wishlist_items_to_cart_user_errors: [],
    });
    const cart = Object.values(state.carts).find((candidate) => candidate.customer_id === DEMO_CUSTOMER_ID)!;
    expect(cart.items).toMatchObject([{ sku: 'SS-AC-9101', quantity: 1 }]);
  });

  it('keeps a configurable product as its parent with the chosen options, and moves it to the cart as that child', async () => {
    const turquoise = Buffer.from('configurable/93/103').toString('base64');
    const LINES = `items_v2 { items { id quantity product { sku } ... on ConfigurableWishlistItem {
      configurable_options { configurable_product_option_uid configurable_product_option_value_uid option_label value_label }
      configured_variant { sku } } } }`;
    const id = String(DEMO_CUSTOMER_ID);
    const add = (items: string) =>
      gql(
        `mutation ($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [${items}]) {
          wishlist { ${LINES} } user_errors { code message } } }`,
        { variables: { id }, headers, state },
      );
    const chosen = await add(`{ sku: "SS-CR-8005", quantity: 1, selected_options: ["${turquoise}"] }`);
    const withOptions = await add('{ sku: "SS-CR-8005", quantity: 1 }');
    expect(chosen.body.data.addProductsToWishlist.user_errors).toEqual([]);
    const items = withOptions.body.data.addProductsToWishlist.wishlist.items_v2.items;
    expect(items.slice(1)).toEqual([
      {
        id: '5002',
        quantity: 1,
        product: { sku: 'SS-CR-8005' },
        configurable_options: [
          {
            configurable_product_option_uid: Buffer.from('configurable/1001/93').toString('base64'),
            configurable_product_option_value_uid: turquoise,
            option_label: 'Color',
            value_label: 'Turquoise',
          },
        ],
        configured_variant: { sku: 'SS-CR-8005-TQ' },
      },
      // Without options: the parent alone, which the cart refuses.
      {
        id: '5003',
        quantity: 1,
        product: { sku: 'SS-CR-8005' },
        configurable_options: [],
        configured_variant: null,
      },
    ]);
    // The same choice again adds to that line's quantity.
    const again = await add(`{ sku: "SS-CR-8005", quantity: 2, selected_options: ["${turquoise}"] }`);
    expect(again.body.data.addProductsToWishlist.wishlist.items_v2.items[1]).toMatchObject({
      id: '5002',
      quantity: 3,
    });

    const moved = await gql(
      `mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: ["5002", "5003"]) {
        status add_wishlist_items_to_cart_user_errors { code message wishlistItemId } wishlist { ${LINES} } } }`,
      { variables: { id }, headers, state },
    );
    expect(moved.body.data.addWishlistItemsToCart).toMatchObject({
      status: false,
      add_wishlist_items_to_cart_user_errors: [
        { code: 'UNDEFINED', message: 'You need to choose options for your item.', wishlistItemId: '5003' },
      ],
    });
    expect(
      moved.body.data.addWishlistItemsToCart.wishlist.items_v2.items.map((item: { id: string }) => item.id),
    ).toEqual(['5001', '5003']);
    const cart = Object.values(state.carts).find((candidate) => candidate.customer_id === DEMO_CUSTOMER_ID)!;
    expect(cart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cart.items).toMatchObject([
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [turquoise], quantity: 3 },
    ]);
  });

  it('lists and deletes stored cards', async () => {
    const list = await gql('{ customerPaymentTokens { items { public_hash details type } } }', {
      headers,
      state,
    });
    expect(
      list.body.data.customerPaymentTokens.items.map((item: { public_hash: string }) => item.public_hash),
    ).toEqual(['demo-visa-1111', 'demo-mc-4444']);
    const deleted = await gql(
      `mutation { deletePaymentToken(public_hash: "demo-mc-4444") { result customerPaymentTokens { items { public_hash } } } }`,
      { headers, state },
    );
    expect(deleted.body.data.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [{ public_hash: 'demo-visa-1111' }] },
    });
  });
});

describe('one customer can never reach another’s data', () => {
  let other: Record<string, string>;
  beforeEach(async () => {
    other = bearer(await createCustomer('intruder@example.com'));
    state.carts.demo = { id: 'demo', customer_id: DEMO_CUSTOMER_ID, is_active: true, items: [] };
  });

  it('sees only its own (empty) orders, addresses, wish list and cards', async () => {
    const { body } = await gql(
      `{ customer { orders { total_count } addresses { id } wishlists { id items_count } } customerPaymentTokens { items { public_hash } } }`,
      { headers: other, state },
    );
    expect(body.data.customer.orders.total_count).toBe(0);
    expect(body.data.customer.addresses).toEqual([]);
    expect(body.data.customer.wishlists[0].id).not.toBe(String(DEMO_CUSTOMER_ID));
    expect(body.data.customer.wishlists[0].items_count).toBe(0);
    expect(body.data.customerPaymentTokens.items).toEqual([]);
    const byNumber = await gql(
      '{ customer { orders(filter: { number: { eq: "000000101" } }) { total_count items { number } } } }',
      { headers: other, state },
    );
    expect(byNumber.body.data.customer.orders).toEqual({ total_count: 0, items: [] });
  });

  it('cannot read the other’s cart', async () => {
    const { body } = await gql('{ cart(cart_id: "demo") { id } }', { headers: other, state });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The current user cannot perform operations on cart "demo"',
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('cannot change or delete the other’s address', async () => {
    const update = await gql(
      'mutation { updateCustomerAddress(id: 1002, input: { city: "Elsewhere" }) { id } }',
      { headers: other, state },
    );
    expect(update.body.errors?.[0]).toMatchObject({
      message: 'Current customer does not have permission to address with ID "1002"',
      extensions: { category: 'graphql-authorization' },
    });
    const remove = await gql('mutation { deleteCustomerAddress(id: 1002) }', { headers: other, state });
    expect(remove.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const demo = state.customers.accounts.find((account) => account.id === DEMO_CUSTOMER_ID)!;
    expect(demo.addresses?.map((address) => address.city)).toEqual(['Portland', 'Austin']);
  });

  it('cannot change the other’s wish list or move it into a cart', async () => {
    const id = String(DEMO_CUSTOMER_ID);
    for (const mutation of [
      `addProductsToWishlist(wishlistId: "${id}", wishlistItems: [{ sku: "SS-AC-9101", quantity: 1 }]) { user_errors { code } }`,
      `removeProductsFromWishlist(wishlistId: "${id}", wishlistItemsIds: ["5001"]) { user_errors { code } }`,
      `addWishlistItemsToCart(wishlistId: "${id}") { status }`,
    ]) {
      const { body } = await gql(`mutation { ${mutation} }`, { headers: other, state });
      expect(body.errors?.[0]?.message).toBe('The wishlist was not found.');
    }
    expect(state.wishlists[id]).toMatchObject([{ id: '5001', sku: 'SS-SP-5005' }]);
  });

  it('cannot delete the other’s stored card', async () => {
    const { body } = await gql('mutation { deletePaymentToken(public_hash: "demo-visa-1111") { result } }', {
      headers: other,
      state,
    });
    expect(body.errors?.[0]?.message).toBe('Could not find a token using public hash: demo-visa-1111');
    expect(state.paymentTokens).toHaveLength(2);
  });

  it('refuses every account call without a valid token', async () => {
    for (const query of [
      '{ customerPaymentTokens { items { public_hash } } }',
      'mutation { deleteCustomerAddress(id: 1001) }',
      'mutation { revokeCustomerToken { result } }',
    ]) {
      const { body } = await gql(query, { state });
      expect(body.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    }
  });
});
