import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { cartHarness, seedCart, shopper, type CartHarness } from './cartTestUtils';
import { appActions } from '../../../store/appSlice';
import { addItem } from '../hooks/cartThunks';
import { createAppStore } from '../../../store/createAppStore';
import {
  PENDING_ADDS_KEY,
  pendingAddsActions,
  pendingAddsReducer,
  type PendingAdd,
} from '../../../store/pendingAddsSlice';
import {
  addToCartOrKeep,
  PENDING_ADDS_TTL_SECONDS,
  readPendingAdds,
  sendPendingAdds,
  syncPendingAdds,
  watchPendingAdds,
  type PendingAddMessages,
} from '../hooks/pendingAddThunks';
import { toastCallbacks } from '../../../store/toastCallbacks';
import { signOut } from '../../../store/sessionThunks';

jest.setTimeout(20_000);

const simple = (sku: string, quantity = 1) => ({ sku, parentSku: null, quantity, selectedOptions: [] });

const messages: PendingAddMessages = {
  added: (name) => `Added ${name}.`,
  refused: (name, reason) => `Refused ${name}: ${reason}`,
  unconfirmed: (name) => `Unsure about ${name}.`,
};

/**
 * The connection, as the app sees it: offline, the browser says so (navigator.onLine, the app
 * state) and every request fails as fetch does.
 */
function connection(harness: CartHarness) {
  let online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  server.use(graphql.operation(() => (online ? undefined : HttpResponse.error())));
  return {
    goOffline() {
      online = false;
      harness.store.dispatch(appActions.setOffline());
    },
    goOnline() {
      online = true;
      harness.store.dispatch(appActions.setOnline());
    },
    /** The connection drops with no event yet (the app state still says online). */
    drop() {
      online = false;
    },
  };
}

/** Counts the requests of a GraphQL operation (the backend still answers them). */
function countRequests(operationName: string) {
  const counter = { count: 0 };
  server.use(
    graphql.mutation(operationName, () => {
      counter.count += 1;
    }),
  );
  return counter;
}

const toastMessages = (harness: CartHarness) =>
  Object.values(harness.store.getState().toast.toasts).map((toast) => [toast.type, toast.message]);

afterEach(() => {
  jest.restoreAllMocks();
  toastCallbacks.clear();
});

describe('adding to the cart offline', () => {
  it('keeps an add asked for offline without sending it, then sends it once when back online', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend, persistence } = harness;
    seedCart(backend, []);
    const net = connection(harness);
    net.goOffline();
    const adds = countRequests('addProductsToCart');

    await expect(store.dispatch(addToCartOrKeep(simple('SS-AC-9101', 2), 'Belt'))).resolves.toBe('pending');
    expect(adds.count).toBe(0);
    expect(backend.carts['cart-1']!.items).toEqual([]);
    const kept = store.getState().pendingAdds.items;
    expect(kept).toEqual([
      expect.objectContaining({ item: simple('SS-AC-9101', 2), name: 'Belt', unconfirmed: null }),
    ]);
    expect(readPendingAdds(persistence)).toEqual(kept);
    expect(persistence.getRawItem(PENDING_ADDS_KEY)?.ttl).toBe(PENDING_ADDS_TTL_SECONDS);
    // Not a failure: nothing to show as an error.
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: null });

    // Still offline: nothing goes out.
    await store.dispatch(sendPendingAdds(messages));
    expect(adds.count).toBe(0);

    net.goOnline();
    await store.dispatch(sendPendingAdds(messages));
    expect(adds.count).toBe(1);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 }),
    ]);
    expect(store.getState().pendingAdds.items).toEqual([]);
    expect(persistence.getItem(PENDING_ADDS_KEY)).toBeUndefined();
    expect(toastMessages(harness)).toEqual([['success', 'Added Belt.']]);

    // Sent once: another run has nothing to send.
    await store.dispatch(sendPendingAdds(messages));
    expect(adds.count).toBe(1);
  });

  it('keeps adds offline even before a cart exists, and sends them in order', async () => {
    const harness = cartHarness(shopper(null));
    const { store, backend } = harness;
    const net = connection(harness);
    net.goOffline();
    await store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'));
    await store.dispatch(addToCartOrKeep(simple('SS-AC-9102', 3), 'Mat'));
    expect(store.getState().cart.cartId).toBeNull();

    net.goOnline();
    await store.dispatch(sendPendingAdds(messages));
    const cartId = store.getState().cart.cartId!;
    expect(backend.carts[cartId]!.items.map((line) => [line.sku, line.quantity])).toEqual([
      ['SS-AC-9101', 1],
      ['SS-AC-9102', 3],
    ]);
  });

  it('forgets the kept adds when the shopper signs out, so none reaches the next cart', async () => {
    const harness = cartHarness(shopper('cart-1', 'token-1'));
    const { store, backend, persistence } = harness;
    seedCart(backend, []);
    const net = connection(harness);
    net.goOffline();
    await store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'));
    expect(store.getState().pendingAdds.items).toHaveLength(1);

    await store.dispatch(signOut());
    expect(store.getState().pendingAdds.items).toEqual([]);
    expect(persistence.getItem(PENDING_ADDS_KEY)).toBeUndefined();

    const adds = countRequests('addProductsToCart');
    net.goOnline();
    await store.dispatch(sendPendingAdds(messages));
    expect(adds.count).toBe(0);
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('adds at once while online', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, []);
    connection(harness);
    await expect(harness.store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'))).resolves.toBe(
      'added',
    );
    expect(harness.backend.carts['cart-1']!.items).toHaveLength(1);
    await expect(harness.store.dispatch(addToCartOrKeep(simple('SS-SC-2005', 2), 'Scout'))).resolves.toBe(
      'failed',
    );
    expect(harness.store.getState().pendingAdds.items).toEqual([]);
  });

  it('keeps the adds across a reload: a new store reads them from storage', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, []);
    const net = connection(harness);
    net.goOffline();
    await harness.store.dispatch(addToCartOrKeep(simple('SS-AC-9101', 2), 'Belt'));

    // The page is loaded again, still offline.
    const reloaded = createAppStore(shopper('cart-1'), {
      persistence: harness.persistence,
      client: Promise.resolve(harness.client),
    });
    reloaded.dispatch(appActions.setOffline());
    const stop = reloaded.dispatch(watchPendingAdds());
    expect(reloaded.getState().pendingAdds.items).toEqual([
      expect.objectContaining({ name: 'Belt', item: simple('SS-AC-9101', 2) }),
    ]);

    net.goOnline();
    reloaded.dispatch(appActions.setOnline());
    await reloaded.dispatch(sendPendingAdds(messages));
    expect(harness.backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 }),
    ]);
    expect(reloaded.getState().pendingAdds.items).toEqual([]);
    stop();
  });

  it('sends an add once when two tabs come back online together', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, []);
    const net = connection(harness);
    net.goOffline();
    await harness.store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'));
    const other = createAppStore(shopper('cart-1'), {
      persistence: harness.persistence,
      client: Promise.resolve(harness.client),
    });
    other.dispatch(syncPendingAdds());
    expect(other.getState().pendingAdds.items).toHaveLength(1);

    net.goOnline();
    const adds = countRequests('addProductsToCart');
    await Promise.all([
      harness.store.dispatch(sendPendingAdds(messages)),
      other.dispatch(sendPendingAdds(messages)),
    ]);
    expect(adds.count).toBe(1);
    expect(harness.backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 1 }),
    ]);
    expect(other.getState().pendingAdds.items).toEqual([]);
    expect(harness.store.getState().pendingAdds.items).toEqual([]);
  });

  it('follows the adds another tab keeps (storage events)', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const stop = harness.store.dispatch(watchPendingAdds());
    const add: PendingAdd = { id: 'a', item: simple('SS-AC-9101'), name: 'Belt', unconfirmed: null };
    harness.persistence.setItem(PENDING_ADDS_KEY, [add, { id: 'broken' }]);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: harness.persistence.storageKey(PENDING_ADDS_KEY),
        storageArea: window.localStorage,
      }),
    );
    expect(harness.store.getState().pendingAdds.items).toEqual([add]);
    // Another key, or another storage area, changes nothing.
    harness.persistence.removeItem(PENDING_ADDS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.sessionStorage }));
    expect(harness.store.getState().pendingAdds.items).toEqual([add]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(harness.store.getState().pendingAdds.items).toEqual([add]);
  });

  it('tells a refusal once the kept add is sent, and forgets the add', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, []);
    const net = connection(harness);
    net.goOffline();
    await harness.store.dispatch(addToCartOrKeep(simple('SS-SC-2005', 2), 'Scout'));
    net.goOnline();
    await harness.store.dispatch(sendPendingAdds(messages));
    expect(toastMessages(harness)).toEqual([['error', 'Refused Scout: Not enough items for sale']]);
    expect(Object.values(harness.store.getState().toast.toasts)[0]).toMatchObject({
      dismissable: true,
      timeout: false,
    });
    expect(harness.store.getState().pendingAdds.items).toEqual([]);
    expect(harness.backend.carts['cart-1']!.items).toEqual([]);
  });
});

describe('an add cut off by the connection going', () => {
  it('is kept, and not sent again when the backend had made it', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend } = harness;
    seedCart(backend, [{ sku: 'SS-AC-9101', quantity: 1 }]);
    const net = connection(harness);
    server.use(
      graphql.mutation(
        'addProductsToCart',
        () => {
          // The backend adds the item; the connection drops before the answer arrives.
          backend.carts['cart-1']!.items[0]!.quantity += 2;
          net.drop();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await expect(store.dispatch(addToCartOrKeep(simple('SS-AC-9101', 2), 'Belt'))).resolves.toBe('pending');
    expect(store.getState().pendingAdds.items).toEqual([
      expect.objectContaining({ unconfirmed: { cartId: 'cart-1', quantityBefore: 1 } }),
    ]);
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: null });

    net.goOnline();
    const resent = countRequests('addProductsToCart');
    await store.dispatch(sendPendingAdds(messages));
    expect(resent.count).toBe(0);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 3 }),
    ]);
    expect(toastMessages(harness)).toEqual([['success', 'Added Belt.']]);
    expect(store.getState().pendingAdds.items).toEqual([]);
  });

  it('is kept, and sent again when the backend never got it', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend } = harness;
    seedCart(backend, []);
    const net = connection(harness);
    server.use(
      graphql.mutation(
        'addProductsToCart',
        () => {
          net.drop();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await expect(store.dispatch(addToCartOrKeep(simple('SS-AC-9101', 2), 'Belt'))).resolves.toBe('pending');
    net.goOnline();
    const resent = countRequests('addProductsToCart');
    await store.dispatch(sendPendingAdds(messages));
    expect(resent.count).toBe(1);
    expect(backend.carts['cart-1']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 2 }),
    ]);
  });

  it('is kept when the connection goes as it is sent again after a lost answer', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend } = harness;
    seedCart(backend, []);
    const net = connection(harness);
    let attempts = 0;
    server.use(
      graphql.mutation('addProductsToCart', () => {
        attempts += 1;
        // First a 500 (not added), then the connection drops as it is sent again.
        if (attempts === 1) return new HttpResponse(null, { status: 500 });
        net.drop();
        return HttpResponse.error();
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'))).resolves.toBe('pending');
    expect(attempts).toBe(2);
    expect(store.getState().pendingAdds.items).toEqual([
      expect.objectContaining({ unconfirmed: { cartId: 'cart-1', quantityBefore: 0 } }),
    ]);
  });

  it('stays kept, with what is known of it, when the connection goes again while it is checked', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend } = harness;
    seedCart(backend, []);
    const net = connection(harness);
    const unconfirmed = { cartId: 'cart-1', quantityBefore: 0 };
    const add: PendingAdd = { id: 'a', item: simple('SS-AC-9101'), name: 'Belt', unconfirmed };
    harness.persistence.setItem(PENDING_ADDS_KEY, [add]);
    store.dispatch(syncPendingAdds());
    // Online as far as the app knows, but the first request finds the connection gone.
    net.drop();
    store.dispatch(appActions.setOnline());
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValueOnce(true).mockReturnValue(false);
    await store.dispatch(sendPendingAdds(messages));
    expect(store.getState().pendingAdds.items).toEqual([add]);
    expect(readPendingAdds(harness.persistence)).toEqual([add]);
    expect(toastMessages(harness)).toEqual([]);
  });

  it('goes to the cart in use when the cart it went to is gone', async () => {
    const harness = cartHarness(shopper('cart-2'));
    const { store, backend } = harness;
    seedCart(backend, [], { id: 'cart-2' });
    connection(harness);
    const add: PendingAdd = {
      id: 'a',
      item: simple('SS-AC-9101'),
      name: 'Belt',
      unconfirmed: { cartId: 'gone', quantityBefore: 0 },
    };
    harness.persistence.setItem(PENDING_ADDS_KEY, [add]);
    await store.dispatch(sendPendingAdds(messages));
    expect(backend.carts['cart-2']!.items).toEqual([
      expect.objectContaining({ sku: 'SS-AC-9101', quantity: 1 }),
    ]);
  });

  it('is told as unconfirmed when its answer is lost and the cart cannot be read, online', async () => {
    const harness = cartHarness(shopper('cart-1'));
    const { store, backend } = harness;
    seedCart(backend, []);
    connection(harness);
    const add: PendingAdd = { id: 'a', item: simple('SS-AC-9101'), name: 'Belt', unconfirmed: null };
    harness.persistence.setItem(PENDING_ADDS_KEY, [add]);
    // A 502 for everything: the backend may or may not have added it.
    server.use(graphql.operation(() => new HttpResponse(null, { status: 502 })));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.dispatch(sendPendingAdds(messages));
    expect(toastMessages(harness)).toEqual([['warning', 'Unsure about Belt.']]);
    expect(store.getState().pendingAdds.items).toEqual([]);
  });

  it('is a failure for addItem, which keeps nothing for later', async () => {
    const harness = cartHarness(shopper('cart-1'));
    seedCart(harness.backend, []);
    const net = connection(harness);
    net.drop();
    await expect(harness.store.dispatch(addItem(simple('SS-AC-9101')))).resolves.toBe(false);
    expect(harness.store.getState().cart.addItemError?.message).toBe('Failed to fetch');
    expect(harness.store.getState().pendingAdds.items).toEqual([]);
  });

  it('is kept when no cart can be created offline', async () => {
    const harness = cartHarness(shopper(null));
    const net = connection(harness);
    net.drop();
    await expect(harness.store.dispatch(addToCartOrKeep(simple('SS-AC-9101'), 'Belt'))).resolves.toBe(
      'pending',
    );
    expect(harness.store.getState().pendingAdds.items).toHaveLength(1);
  });
});

describe('pendingAddsReducer', () => {
  const add = (id: string, name = id): PendingAdd => ({ id, item: simple('X'), name, unconfirmed: null });

  it('keeps (replacing in place), drops and sets', () => {
    let state = pendingAddsReducer(undefined, pendingAddsActions.keep(add('a')));
    state = pendingAddsReducer(state, pendingAddsActions.keep(add('b')));
    state = pendingAddsReducer(state, pendingAddsActions.keep(add('a', 'again')));
    expect(state.items.map((entry) => entry.name)).toEqual(['again', 'b']);
    expect(pendingAddsReducer(state, pendingAddsActions.drop('zzz'))).toBe(state);
    expect(pendingAddsReducer(state, pendingAddsActions.drop('a')).items).toEqual([add('b')]);
    expect(pendingAddsReducer(state, pendingAddsActions.set([])).items).toEqual([]);
  });

  it('leaves unreadable saved entries out', () => {
    const { persistence } = cartHarness();
    persistence.setItem(PENDING_ADDS_KEY, { not: 'a list' });
    expect(readPendingAdds(persistence)).toEqual([]);
    persistence.setItem(PENDING_ADDS_KEY, [
      add('ok'),
      { ...add('bad-quantity'), item: simple('X', 0) },
      { ...add('bad-unconfirmed'), unconfirmed: { cartId: 1 } },
      null,
    ]);
    expect(readPendingAdds(persistence).map((entry) => entry.id)).toEqual(['ok']);
  });
});
