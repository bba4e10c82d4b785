import { appActions } from '../appSlice';
import { cartActions } from '../cartSlice';
import { createAppStore } from '../createAppStore';
import {
  DEFAULT_CART_CURRENCY,
  selectCartDerived,
  selectIsNavDrawerOpen,
  selectItemQuantity,
  selectShowOfflineIndicator,
} from '../selectors';

describe('selectCartDerived', () => {
  it('treats missing details as an empty USD cart', () => {
    const empty = { isEmpty: true, currencyCode: 'USD', numItems: 0, subtotal: 0 };
    expect(DEFAULT_CART_CURRENCY).toBe('USD');
    expect(selectCartDerived(undefined)).toEqual(empty);
    expect(selectCartDerived(null)).toEqual(empty);
    expect(selectCartDerived({})).toEqual(empty);
    expect(selectCartDerived({ items: [null] })).toEqual(empty);
  });

  it('reports USD for an empty cart whatever the grand total currency', () => {
    const details = { items: [], prices: { grand_total: { value: 0, currency: 'EUR' } } };
    expect(selectCartDerived(details)).toEqual({
      isEmpty: true,
      currencyCode: 'USD',
      numItems: 0,
      subtotal: 0,
    });
  });

  it('sums quantities and reads the grand total value and currency', () => {
    const details = {
      items: [{ quantity: 2 }, null, { quantity: 3 }, { quantity: null }],
      prices: { grand_total: { value: 529.5, currency: 'GBP' } },
    };
    expect(selectCartDerived(details)).toEqual({
      isEmpty: false,
      currencyCode: 'GBP',
      numItems: 5,
      subtotal: 529.5,
    });
  });

  it('falls back to USD and 0 when the cart has items but no prices', () => {
    expect(selectCartDerived({ items: [{ quantity: 1 }] })).toEqual({
      isEmpty: false,
      currencyCode: 'USD',
      numItems: 1,
      subtotal: 0,
    });
  });

  it('returns the same object for the same details', () => {
    const details = { items: [{ quantity: 1 }] };
    expect(selectCartDerived(details)).toBe(selectCartDerived(details));
    expect(selectCartDerived({ ...details })).not.toBe(selectCartDerived(details));
  });
});

describe('state selectors', () => {
  it('selectItemQuantity shows the optimistic quantity while an update is pending', () => {
    const store = createAppStore();
    expect(selectItemQuantity(store.getState(), 'item-1', 2)).toBe(2);
    store.dispatch(cartActions.updateItemRequest({ uid: 'item-1', quantity: 4 }));
    expect(selectItemQuantity(store.getState(), 'item-1', 2)).toBe(4);
    store.dispatch(
      cartActions.updateItemReceive('item-1', { error: new Error('The requested qty is not available') }),
    );
    expect(selectItemQuantity(store.getState(), 'item-1', 2)).toBe(2);
  });

  it('selectShowOfflineIndicator is true after going offline until back online', () => {
    const store = createAppStore();
    expect(selectShowOfflineIndicator(store.getState())).toBe(false);
    store.dispatch(appActions.setOffline());
    expect(selectShowOfflineIndicator(store.getState())).toBe(true);
    store.dispatch(appActions.setOnline());
    expect(selectShowOfflineIndicator(store.getState())).toBe(false);
  });

  it('selectIsNavDrawerOpen is true only for the nav drawer', () => {
    const store = createAppStore();
    expect(selectIsNavDrawerOpen(store.getState())).toBe(false);
    store.dispatch(appActions.toggleDrawer('filter'));
    expect(selectIsNavDrawerOpen(store.getState())).toBe(false);
    store.dispatch(appActions.toggleDrawer('nav'));
    expect(selectIsNavDrawerOpen(store.getState())).toBe(true);
  });
});
