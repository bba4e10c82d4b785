import { BrowserPersistence, STORAGE_KEYS } from '../browserPersistence';
import { watchSavedCartId } from '../storageSync';

const CART_KEY = 'radio_storefront__cartId';

/** What another tab's write looks like here: the storage already holds the new value, then the event fires. */
function anotherTabWrites(key: string | null, storageArea: Storage | null = window.localStorage): void {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
}

describe('watchSavedCartId', () => {
  const otherTab = new BrowserPersistence(window.localStorage);
  let currentCartId: string | undefined;
  let onChange: jest.Mock;
  let stop: () => void;

  beforeEach(() => {
    window.localStorage.clear();
    currentCartId = 'cart-A';
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-A');
    onChange = jest.fn();
    stop = watchSavedCartId({ getCurrentCartId: () => currentCartId, onChange });
  });
  afterEach(() => stop());

  it('reports a saved cart id that differs from the one in memory', () => {
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-B');
    anotherTabWrites(CART_KEY);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('cart-B');
  });

  it('stays quiet when the saved cart id is the one in memory', () => {
    anotherTabWrites(CART_KEY);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a cart id removed in another tab', () => {
    otherTab.removeItem(STORAGE_KEYS.cartId);
    anotherTabWrites(CART_KEY);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('reports a cart id saved in another tab while this one has none', () => {
    currentCartId = undefined;
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-B');
    anotherTabWrites(CART_KEY);
    expect(onChange).toHaveBeenCalledWith('cart-B');
  });

  it('ignores other keys, and the same name under another namespace', () => {
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-B');
    anotherTabWrites('radio_storefront__signin_token');
    anotherTabWrites('cartId');
    anotherTabWrites('other_app__cartId');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores changes to another storage area', () => {
    // Even with a different id in localStorage, a sessionStorage event is not about the saved cart.
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-B');
    window.sessionStorage.setItem(CART_KEY, JSON.stringify({ value: '"cart-B"', timeStored: Date.now() }));
    anotherTabWrites(CART_KEY, window.sessionStorage);
    expect(onChange).not.toHaveBeenCalled();
    window.sessionStorage.clear();
  });

  it('checks the cart id when another tab clears the whole storage (key null)', () => {
    window.localStorage.clear();
    anotherTabWrites(null);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('stays quiet on a clear when neither tab has a cart', () => {
    currentCartId = undefined;
    window.localStorage.clear();
    anotherTabWrites(null);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops listening once unsubscribed', () => {
    stop();
    otherTab.setItem(STORAGE_KEYS.cartId, 'cart-B');
    anotherTabWrites(CART_KEY);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the key namespace and target it is given', () => {
    const target = new EventTarget();
    const persistence = new BrowserPersistence(window.localStorage, 'tenant__');
    const onTenantChange = jest.fn();
    const stopTenant = watchSavedCartId({
      getCurrentCartId: () => 'cart-A',
      onChange: onTenantChange,
      persistence,
      target,
    });
    persistence.setItem(STORAGE_KEYS.cartId, 'cart-T');

    target.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, storageArea: window.localStorage }));
    expect(onTenantChange).not.toHaveBeenCalled();
    target.dispatchEvent(
      new StorageEvent('storage', { key: 'tenant__cartId', storageArea: window.localStorage }),
    );
    expect(onTenantChange).toHaveBeenCalledWith('cart-T');

    stopTenant();
  });
});
