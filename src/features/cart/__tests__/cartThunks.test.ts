import { graphql, HttpResponse, delay } from 'msw';
import { executeGraphQL } from '../../../../mock-backend/executor';
import { server } from '../../../../test/server';
import { addCustomer, cartHarness, optionUid, seedCart, shopper } from './cartTestUtils';
import { GET_CART_DETAILS } from '../graphql/cart';
import { STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import {
  addItem,
  createCart,
  getCartDetails,
  isCartRecoveryError,
  removeItem,
  takeCustomerCart,
  UNABLE_TO_CREATE_CART,
  updateItem,
} from '../hooks/cartThunks';
import { signOut } from '../../../store/sessionThunks';

jest.setTimeout(20_000);

const simple = (sku: string, quantity = 1) => ({ sku, parentSku: null, quantity, selectedOptions: [] });

/** Counts the requests of a GraphQL operation (the backend still answers them). */
function countRequests(operationName: string, kind: 'query' | 'mutation' = 'mutation') {
  const counter = { count: 0 };
  server.use(
    graphql[kind](operationName, () => {
      counter.count += 1;
    }),
  );
  return counter;
}

/** Magento's answer to every request of an operation: one GraphQL error. */
function failWith(operationName: string, message: string, kind: 'query' | 'mutation' = 'mutation') {
  server.use(
    graphql[kind](operationName, () =>
      HttpResponse.json({ errors: [{ message, extensions: { category: 'graphql-no-such-entity' } }] }),
    ),
  );
}

afterEach(() => jest.restoreAllMocks());

describe('createCart', () => {
  it('creates one guest cart for simultaneous needs, saves its id and reuses it', async () => {
    const { store, backend, persistence } = cartHarness();
    const creations = countRequests('createGuestCart');
    const [a, b] = await Promise.all([store.dispatch(createCart()), store.dispatch(createCart())]);
    expect(a).toBe(b);
    expect(creations.count).toBe(1);
    expect(backend.carts[a]).toMatchObject({ customer_id: null, is_active: true });
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe(a);
    expect(store.getState().cart).toMatchObject({ cartId: a, isLoading: false });
    expect(await store.dispatch(createCart())).toBe(a);
  });

  it('uses the customer’s cart for a signed-in shopper', async () => {
    const { store, backend } = cartHarness(shopper(null, 'tok'));
    addCustomer(backend, 7, 'tok');
    const id = await store.dispatch(createCart());
    expect(backend.carts[id]).toMatchObject({ customer_id: 7 });
  });

  it('says "Unable to create cart" when the backend refuses', async () => {
    const { store } = cartHarness();
    failWith('createGuestCart', 'Internal error');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(createCart())).rejects.toThrow(UNABLE_TO_CREATE_CART);
    expect(store.getState().cart).toMatchObject({
      cartId: null,
      getCartError: { message: UNABLE_TO_CREATE_CART },
    });
  });
});

describe('addItem', () => {
  it('creates the cart on first need and adds a simple product', async () => {
    const { store, backend } = cartHarness();
    const added = store.dispatch(addItem(simple('SS-AC-9101', 2)));
    expect(store.getState().cart.isAddingItem).toBe(true);
    await expect(added).resolves.toBe(true);
    const { cartId, isAddingItem, addItemError } = store.getState().cart;
    expect({ isAddingItem, addItemError }).toEqual({ isAddingItem: false, addItemError: null });
    expect(backend.carts[cartId!]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 }),
    ]);
  });

  it('adds a configurable product by its parent sku and chosen option', async () => {
    const { store, backend } = cartHarness();
    const teal = await optionUid('cruiser-deluxe', 'Turquoise');
    await store.dispatch(
      addItem({ sku: 'SS-CR-8005-TQ', parentSku: 'SS-CR-8005', quantity: 1, selectedOptions: [teal] }),
    );
    const cartId = store.getState().cart.cartId!;
    expect(backend.carts[cartId]!.items[0]).toMatchObject({ sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005' });
  });

  it.each([
    [simple('SS-SC-2005', 2), 'Not enough items for sale'],
    [simple('SS-CR-8031'), 'Product that you are trying to add is not available.'],
    [simple('SS-AC-9101', 26), 'The requested qty exceeds the maximum qty allowed in shopping cart'],
  ])('keeps the backend’s refusal of %j as the add error', async (item, message) => {
    const { store } = cartHarness();
    await expect(store.dispatch(addItem(item))).resolves.toBe(false);
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: { message } });
  });
});

describe('cart recovery', () => {
  it.each([
    ['missing', (id: string) => id.replace('cart-1', 'gone')],
    ['inactive', (id: string) => id],
  ])('recovers a guest’s %s cart and retries the add exactly once', async (kind, idOf) => {
    const { store, backend, persistence } = cartHarness(shopper(kind === 'missing' ? 'gone' : 'cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    backend.carts['cart-1']!.is_active = false;
    const adds = countRequests('addProductsToCart');
    await expect(store.dispatch(addItem(simple('SS-AC-9102')))).resolves.toBe(true);
    expect(adds.count).toBe(2);
    const cartId = store.getState().cart.cartId!;
    expect(cartId).not.toBe(idOf('cart-1'));
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe(cartId);
    expect(backend.carts[cartId]!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9102', quantity: 1 }),
    ]);
    expect(store.getState().cart).toMatchObject({ addItemError: null, isAddingItem: false });
  });

  it('signs a customer out when the cart is not theirs, then retries as a guest', async () => {
    const { store, backend, persistence } = cartHarness(shopper('cart-1', 'tok'));
    addCustomer(backend, 1, 'tok');
    addCustomer(backend, 2, 'other');
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }], { customerId: 2 });
    const adds = countRequests('addProductsToCart');
    await expect(store.dispatch(addItem(simple('SS-AC-9102')))).resolves.toBe(true);
    expect(adds.count).toBe(2);
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
    const cartId = store.getState().cart.cartId!;
    expect(backend.carts[cartId]).toMatchObject({ customer_id: null });
    expect(backend.carts['cart-1']!.items).toHaveLength(1);
  });

  it('retries an update once after recovery, and reports the update’s own error then', async () => {
    const { store, backend } = cartHarness(shopper('gone'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    const updates = countRequests('updateCartItem');
    await expect(store.dispatch(updateItem({ uid: 'MQ==', quantity: 3 }))).resolves.toBe(false);
    expect(updates.count).toBe(2);
    // The new cart has no such line.
    expect(store.getState().cart.updateItemError?.message).toBe('Could not find cart item with id: 1.');
    expect(store.getState().cart.cartId).not.toBe('gone');
  });

  it('does not try a third time when the retry meets the same error', async () => {
    const { store } = cartHarness(shopper('gone'));
    failWith('addProductsToCart', 'Could not find a cart with ID "x"');
    const adds = countRequests('addProductsToCart');
    await expect(store.dispatch(addItem(simple('SS-AC-9101')))).resolves.toBe(false);
    expect(adds.count).toBe(2);
    expect(store.getState().cart.addItemError?.message).toBe('Could not find a cart with ID "x"');
  });

  it('says "Unable to create cart" when no new cart can be had', async () => {
    const { store } = cartHarness(shopper('gone'));
    failWith('createGuestCart', 'Service unavailable');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(addItem(simple('SS-AC-9101')))).resolves.toBe(false);
    expect(store.getState().cart.addItemError?.message).toBe(UNABLE_TO_CREATE_CART);
  });

  it('adds exactly once when the answer is lost after the backend added the item', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, []);
    const resent = countRequests('addProductsToCart');
    server.use(
      graphql.mutation(
        'addProductsToCart',
        () => {
          // The backend commits the line, then the connection drops before the answer arrives.
          backend.carts['cart-1']!.items.push({
            uid: 'lost-1',
            sku: 'SS-AC-9101',
            parent_sku: null,
            selected_options: [],
            quantity: 2,
          });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await expect(store.dispatch(addItem(simple('SS-AC-9101', 2)))).resolves.toBe(true);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 }),
    ]);
    expect(resent.count).toBe(0);
    expect(store.getState().cart.addItemError).toBeNull();
  });

  it('sends the add again when the backend never got it', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, []);
    server.use(
      graphql.mutation('addProductsToCart', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    await expect(store.dispatch(addItem(simple('SS-AC-9101', 3)))).resolves.toBe(true);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 3 }),
    ]);
  });

  it('removes a line once when the answer to the removal is lost', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    const uid = backend.carts['cart-1']!.items[0]!.uid;
    server.use(
      graphql.mutation(
        'removeCartItem',
        () => {
          backend.carts['cart-1']!.items = [];
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const sent = countRequests('removeCartItem');
    await expect(store.dispatch(removeItem(uid))).resolves.toBe(true);
    expect(sent.count).toBe(1);
    expect(store.getState().cart.removeItemError).toBeNull();
  });

  it('leaves network failures alone (no recovery)', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, []);
    server.use(graphql.mutation('addProductsToCart', () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(addItem(simple('SS-AC-9101')))).resolves.toBe(false);
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(isCartRecoveryError(new Error('Could not find a cart'))).toBe(false);
  });
});

describe('updateItem and removeItem', () => {
  it('shows the new quantity at once and keeps it once the backend agrees', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    const done = store.dispatch(updateItem({ uid: 'MQ==', quantity: 4 }));
    expect(store.getState().cart).toMatchObject({ isUpdatingItem: true, pendingQuantities: { 'MQ==': 4 } });
    await expect(done).resolves.toBe(true);
    expect(store.getState().cart).toMatchObject({
      isUpdatingItem: false,
      pendingQuantities: {},
      updateItemError: null,
    });
    expect(backend.carts['cart-1']!.items[0]!.quantity).toBe(4);
  });

  it('rolls back with the backend’s message when it refuses', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-SC-2005', quantity: 1 }]);
    await expect(store.dispatch(updateItem({ uid: 'MQ==', quantity: 3 }))).resolves.toBe(false);
    expect(store.getState().cart).toMatchObject({
      pendingQuantities: {},
      updateItemError: {
        message: 'Could not update the product with SKU SS-SC-2005: Not enough items for sale',
      },
    });
    expect(backend.carts['cart-1']!.items[0]!.quantity).toBe(1);
  });

  it('keeps concurrent quantity changes in order through the mutation queue', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    let first = true;
    const arrived: number[] = [];
    server.use(
      graphql.mutation('updateCartItem', async ({ variables }) => {
        arrived.push(variables.quantity as number);
        if (first) {
          first = false;
          await delay(150); // the first change is slow; the second must still land after it
        }
      }),
    );
    const results = await Promise.all([
      store.dispatch(updateItem({ uid: 'MQ==', quantity: 3 })),
      store.dispatch(updateItem({ uid: 'MQ==', quantity: 5 })),
    ]);
    expect(results).toEqual([true, true]);
    expect(arrived).toEqual([3, 5]);
    expect(backend.carts['cart-1']!.items[0]!.quantity).toBe(5);
  });

  it('changes a configurable line by removing it and adding it again', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    const teal = await optionUid('cruiser-deluxe', 'Turquoise');
    seedCart(backend, [
      { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [teal], quantity: 1 },
    ]);
    const removes = countRequests('removeCartItem');
    const configurable = { parentSku: 'SS-CR-8005', selectedOptions: [teal] };
    await expect(
      store.dispatch(updateItem({ uid: 'MQ==', quantity: 2, previousQuantity: 1, configurable })),
    ).resolves.toBe(true);
    expect(removes.count).toBe(1);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({
        sku: 'SS-CR-8005-TQ',
        quantity: 2,
        uid: expect.not.stringMatching(/^MQ==$/),
      }),
    ]);
    // Refused (more than the 10 allowed): the line is put back as it was.
    const uid = backend.carts['cart-1']!.items[0]!.uid;
    await expect(
      store.dispatch(updateItem({ uid, quantity: 11, previousQuantity: 2, configurable })),
    ).resolves.toBe(false);
    expect(store.getState().cart.updateItemError?.message).toBe(
      'The requested qty exceeds the maximum qty allowed in shopping cart',
    );
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-CR-8005-TQ', quantity: 2 }),
    ]);
  });

  it.each([
    ['the removal', 'removeCartItem'],
    ['the new add', 'addProductsToCart'],
  ])(
    'changes a configurable line once when the answer to %s is lost after the backend made it',
    async (_step, operationName) => {
      const { store, backend } = cartHarness(shopper('cart-1'));
      const teal = await optionUid('cruiser-deluxe', 'Turquoise');
      seedCart(backend, [
        { sku: 'SS-CR-8005-TQ', parent_sku: 'SS-CR-8005', selected_options: [teal], quantity: 1 },
      ]);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const sent = { count: 0 };
      server.use(
        graphql.mutation(operationName, async ({ request }) => {
          sent.count += 1;
          if (sent.count > 1) return undefined;
          await executeGraphQL(request);
          return HttpResponse.error();
        }),
      );
      const configurable = { parentSku: 'SS-CR-8005', selectedOptions: [teal] };
      await expect(
        store.dispatch(updateItem({ uid: 'MQ==', quantity: 2, previousQuantity: 1, configurable })),
      ).resolves.toBe(true);
      expect(sent.count).toBe(1);
      expect(backend.carts['cart-1']!.items).toEqual([
        expect.objectContaining({ sku: 'SS-CR-8005-TQ', quantity: 2 }),
      ]);
      expect(store.getState().cart.updateItemError).toBeNull();
    },
  );

  it('marks an error without an answer, for the views to say so in words', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No wait between the attempts (the delay is the retry link's, with jitter).
    jest.spyOn(Math, 'random').mockReturnValue(0);
    server.use(graphql.mutation('removeCartItem', () => new HttpResponse(null, { status: 500 })));
    const sent = countRequests('removeCartItem');
    await expect(store.dispatch(removeItem('MQ=='))).resolves.toBe(false);
    expect(sent.count).toBe(5);
    expect(store.getState().cart.removeItemError).toMatchObject({ lostAnswer: true });
    expect(backend.carts['cart-1']!.items).toHaveLength(1);
  });

  it('removes a line at once, and brings it back with the message when refused', async () => {
    const { store, backend } = cartHarness(shopper('cart-1'));
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    const removed = store.dispatch(removeItem('MQ=='));
    expect(store.getState().cart.pendingQuantities).toEqual({ 'MQ==': 0 });
    await expect(removed).resolves.toBe(true);
    expect(backend.carts['cart-1']!.items).toEqual([]);
    await expect(store.dispatch(removeItem('MQ=='))).resolves.toBe(false);
    expect(store.getState().cart).toMatchObject({
      pendingQuantities: {},
      removeItemError: { message: "The cart doesn't contain the item" },
    });
  });

  it('needs a cart to change a line', async () => {
    const { store } = cartHarness();
    await expect(store.dispatch(removeItem('MQ=='))).resolves.toBe(false);
    expect(store.getState().cart.removeItemError?.message).toBe('Missing required information: cartId');
  });
});

describe('getCartDetails', () => {
  it('fetches the details into the cache, a line Magento cannot sell as asked with its errors', async () => {
    const { store, backend, client } = cartHarness(shopper('cart-1'));
    seedCart(backend, [
      { sku: 'SS-AC-9203', quantity: 50 }, // 12 in stock
      { sku: 'SS-AC-9101', quantity: 1 },
    ]);
    await expect(store.dispatch(getCartDetails())).resolves.toBe(true);
    const cached = client.readQuery({ query: GET_CART_DETAILS, variables: { cartId: 'cart-1' } }) as {
      cart: { items: Array<{ product: { sku: string } }> };
    };
    expect(cached.cart.items.map((item) => item.product.sku)).toEqual(['SS-AC-9203', 'SS-AC-9101']);
    expect((cached.cart.items[0] as unknown as { errors: unknown }).errors).toEqual([
      expect.objectContaining({ code: 'ITEM_QTY', message: 'Not enough items for sale' }),
    ]);
    expect(store.getState().cart).toMatchObject({ isLoading: false, getDetailsError: null });
  });

  it('resets the cart and forgets its id when the cart is gone', async () => {
    const { store, persistence } = cartHarness(shopper('gone'));
    await expect(store.dispatch(getCartDetails())).resolves.toBe(false);
    expect(store.getState().cart).toMatchObject({
      cartId: null,
      getDetailsError: { message: 'Could not find a cart with ID "gone"' },
    });
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
    await expect(store.dispatch(getCartDetails())).resolves.toBe(false);
  });
});

describe('takeCustomerCart', () => {
  it('merges the guest cart into the customer’s and saves the customer’s id', async () => {
    const { store, backend, persistence } = cartHarness(shopper('cart-1', 'tok'));
    addCustomer(backend, 1, 'tok');
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 2 }]);
    seedCart(backend, [{ sku: 'SS-AC-9102', quantity: 1 }], { id: 'mine', customerId: 1 });
    const merges = countRequests('mergeCarts');
    await store.dispatch(takeCustomerCart());
    expect(merges.count).toBe(1);
    expect(store.getState().cart).toMatchObject({ cartId: 'mine', isLoading: false });
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe('mine');
    expect(backend.carts['mine']!.items.map((item) => [item.sku, item.quantity])).toEqual([
      ['SS-AC-9102', 1],
      ['SS-AC-9101', 2],
    ]);
    expect(backend.carts['cart-1']!.is_active).toBe(false);
  });

  it('takes the customer’s cart when the guest cart is gone, and fails cleanly without a customer', async () => {
    const { store, backend } = cartHarness(shopper('gone', 'tok'));
    addCustomer(backend, 1, 'tok');
    await store.dispatch(takeCustomerCart());
    const cartId = store.getState().cart.cartId!;
    expect(backend.carts[cartId]).toMatchObject({ customer_id: 1 });

    const other = cartHarness(shopper(null, 'expired'));
    await other.store.dispatch(takeCustomerCart());
    expect(other.store.getState().cart).toMatchObject({
      cartId: null,
      getCartError: { message: 'The request is allowed for logged in customer' },
    });
  });
});

describe('signOut', () => {
  it('forgets the token and the cart', async () => {
    const { store, persistence } = cartHarness(shopper('cart-1', 'tok'));
    await store.dispatch(signOut());
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    expect(store.getState().cart.cartId).toBeNull();
    expect(persistence.getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBeUndefined();
  });
});
