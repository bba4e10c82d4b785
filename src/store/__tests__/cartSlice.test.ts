import { cartActions, cartReducer, initialCartState, type CartState } from '../cartSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialCartState);
const failure = { error: new Error('Could not find a cart') };
const storeFailure = { message: 'Could not find a cart' };
const busy: CartState = deepFreeze({
  cartId: 'cart-1',
  isLoading: true,
  isAddingItem: true,
  isUpdatingItem: true,
  getCartError: { message: 'old get cart' },
  getDetailsError: { message: 'old details' },
  addItemError: { message: 'old add' },
  updateItemError: { message: 'old update' },
  removeItemError: { message: 'old remove' },
  pendingQuantities: { 'item-1': 3, 'item-2': 0 },
  lineOrder: ['SS-1', 'SS-2'],
});

describe('cartSlice', () => {
  it('starts without a cart', () => {
    expect(cartReducer(undefined, { type: '@@INIT' } as never)).toEqual({
      cartId: null,
      isLoading: false,
      isAddingItem: false,
      isUpdatingItem: false,
      getCartError: null,
      getDetailsError: null,
      addItemError: null,
      updateItemError: null,
      removeItemError: null,
      pendingQuantities: {},
      lineOrder: [],
    });
  });

  describe('create cart', () => {
    it('request sets isLoading and clears the get-cart error', () => {
      expect(cartReducer(initial, cartActions.createCartRequest())).toEqual({ ...initial, isLoading: true });
      expect(cartReducer(busy, cartActions.createCartRequest())).toEqual({ ...busy, getCartError: null });
    });

    it('receive stores the cart id', () => {
      const action = cartActions.createCartReceive({ payload: 'cart-2' });
      expect(action).toEqual({ type: 'cart/createCartReceive', payload: 'cart-2' });
      expect(cartReducer(initial, action)).toEqual({ ...initial, cartId: 'cart-2' });
      expect(cartReducer(busy, action)).toEqual({ ...busy, cartId: 'cart-2', isLoading: false });
    });

    it('a failed receive resets the cart and keeps the error', () => {
      const action = cartActions.createCartReceive(failure);
      expect(action).toEqual({ type: 'cart/createCartReceive', error: storeFailure });
      expect(cartReducer(initial, action)).toEqual({ ...initial, getCartError: storeFailure });
      expect(cartReducer(busy, action)).toEqual({ ...initial, getCartError: storeFailure });
    });
  });

  describe('get details', () => {
    it('request sets isLoading and clears the details error', () => {
      expect(cartReducer(initial, cartActions.getDetailsRequest())).toEqual({ ...initial, isLoading: true });
      expect(cartReducer(busy, cartActions.getDetailsRequest())).toEqual({ ...busy, getDetailsError: null });
    });

    it('receive ends loading; the details themselves live in the Apollo cache', () => {
      expect(cartActions.getDetailsReceive()).toEqual({ type: 'cart/getDetailsReceive' });
      expect(cartReducer(initial, cartActions.getDetailsReceive())).toEqual(initial);
      expect(cartReducer(busy, cartActions.getDetailsReceive({}))).toEqual({ ...busy, isLoading: false });
    });

    it('a failed cart fetch resets the cart and keeps the error', () => {
      const action = cartActions.getDetailsReceive(failure);
      expect(cartReducer(initial, action)).toEqual({ ...initial, getDetailsError: storeFailure });
      expect(cartReducer(busy, action)).toEqual({ ...initial, getDetailsError: storeFailure });
    });
  });

  describe('add item', () => {
    it('request sets isAddingItem and clears the add error', () => {
      expect(cartReducer(initial, cartActions.addItemRequest())).toEqual({ ...initial, isAddingItem: true });
      expect(cartReducer(busy, cartActions.addItemRequest())).toEqual({ ...busy, addItemError: null });
    });

    it('receive ends adding', () => {
      expect(cartReducer(initial, cartActions.addItemReceive())).toEqual(initial);
      expect(cartReducer(busy, cartActions.addItemReceive())).toEqual({
        ...busy,
        isAddingItem: false,
        addItemError: null,
      });
    });

    it('a failed receive ends adding and keeps the error', () => {
      const action = cartActions.addItemReceive(failure);
      expect(cartReducer(initial, action)).toEqual({ ...initial, addItemError: storeFailure });
      expect(cartReducer(busy, action)).toEqual({ ...busy, isAddingItem: false, addItemError: storeFailure });
    });
  });

  describe('update item', () => {
    it('request sets isUpdatingItem and the optimistic quantity, and clears what the last change said', () => {
      const action = cartActions.updateItemRequest({ uid: 'item-1', quantity: 5 });
      expect(cartReducer(initial, action)).toEqual({
        ...initial,
        isUpdatingItem: true,
        pendingQuantities: { 'item-1': 5 },
      });
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        updateItemError: null,
        removeItemError: null,
        pendingQuantities: { 'item-1': 5, 'item-2': 0 },
      });
    });

    it('receive ends updating and drops the optimistic quantity', () => {
      const action = cartActions.updateItemReceive('item-1');
      expect(action).toEqual({ type: 'cart/updateItemReceive', meta: { uid: 'item-1' } });
      expect(cartReducer(initial, action)).toEqual(initial);
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        isUpdatingItem: false,
        updateItemError: null,
        pendingQuantities: { 'item-2': 0 },
      });
    });

    it('a failed receive rolls back the optimistic quantity and keeps the error', () => {
      const action = cartActions.updateItemReceive('item-1', failure);
      expect(action).toEqual({
        type: 'cart/updateItemReceive',
        meta: { uid: 'item-1' },
        error: storeFailure,
      });
      expect(cartReducer(initial, action)).toEqual({ ...initial, updateItemError: storeFailure });
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        isUpdatingItem: false,
        updateItemError: storeFailure,
        pendingQuantities: { 'item-2': 0 },
      });
    });

    it('keeps the same pending map when the item had no optimistic quantity', () => {
      const next = cartReducer(busy, cartActions.updateItemReceive('item-9'));
      expect(next.pendingQuantities).toBe(busy.pendingQuantities);
    });
  });

  describe('remove item', () => {
    it('request shows the item as quantity 0 and clears what the last change said', () => {
      const action = cartActions.removeItemRequest('item-1');
      expect(cartReducer(initial, action)).toEqual({ ...initial, pendingQuantities: { 'item-1': 0 } });
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        updateItemError: null,
        removeItemError: null,
        pendingQuantities: { 'item-1': 0, 'item-2': 0 },
      });
    });

    it('receive drops the optimistic quantity', () => {
      const action = cartActions.removeItemReceive('item-2');
      expect(cartReducer(initial, action)).toEqual(initial);
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        removeItemError: null,
        pendingQuantities: { 'item-1': 3 },
      });
    });

    it('a failed receive rolls back and keeps the error', () => {
      const action = cartActions.removeItemReceive('item-2', failure);
      expect(cartReducer(initial, action)).toEqual({ ...initial, removeItemError: storeFailure });
      expect(cartReducer(busy, action)).toEqual({
        ...busy,
        removeItemError: storeFailure,
        pendingQuantities: { 'item-1': 3 },
      });
    });
  });

  it('resetCart returns to the initial state', () => {
    expect(cartReducer(initial, cartActions.resetCart())).toBe(initialCartState);
    expect(cartReducer(busy, cartActions.resetCart())).toBe(initialCartState);
  });

  it('ignores other actions', () => {
    expect(cartReducer(busy, { type: 'app/toggleSearch' } as never)).toBe(busy);
  });

  it('keeps the state serialisable', () => {
    const next = cartReducer(busy, cartActions.updateItemReceive('item-1', { error: new TypeError('x') }));
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });

  describe('line order', () => {
    it('keeps the keys seen and adds new ones at the end', () => {
      const next = cartReducer(busy, cartActions.noteLineOrder(['SS-3', 'SS-1']));
      expect(next.lineOrder).toEqual(['SS-1', 'SS-2', 'SS-3']);
      expect(cartReducer(next, cartActions.noteLineOrder(['SS-2']))).toBe(next);
    });
  });
});
