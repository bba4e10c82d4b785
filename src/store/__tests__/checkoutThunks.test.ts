import { getState } from '../../../mock-backend/state';
import {
  CART_ID,
  createCheckoutStore,
  seedBackend,
} from '../../features/checkout/__tests__/checkoutTestUtils';
import { getBrowserPersistence, STORAGE_KEYS } from '../../platform/persistence/browserPersistence';
import { appActions } from '../appSlice';
import type { Address, ShippingAddress } from '../checkoutSlice';
import {
  beginCheckout,
  cancelCheckout,
  clearCheckoutStorage,
  MISSING_CART_ID,
  MISSING_EMAIL,
  resetCheckout,
  submitOrder,
  submitPaymentAndBilling,
  submitShippingAddress,
  submitShippingMethod,
} from '../checkoutThunks';

jest.setTimeout(30_000);

const address: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Groove St'],
  city: 'Austin',
  region_code: 'TX',
  region_id: 57,
  region: 'Texas',
  postcode: '73301',
  telephone: '5125550100',
  country_id: 'US',
};
const shipping: ShippingAddress = { ...address, email: 'ada@example.com' };
const flatRate = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate' };

beforeEach(() => seedBackend());

async function readyForOrder(store: ReturnType<typeof createCheckoutStore>, nonce = '', code = 'checkmo') {
  store.dispatch(beginCheckout());
  await store.dispatch(submitShippingAddress(shipping));
  await store.dispatch(submitShippingMethod(flatRate));
  await store.dispatch(
    submitPaymentAndBilling({
      billingAddress: { sameAsShippingAddress: true },
      payment: { code, data: { nonce } },
    }),
  );
}

describe('shipping address', () => {
  it('accepts: sets the guest email, then the address, and saves the methods offered', async () => {
    const store = createCheckoutStore();
    store.dispatch(beginCheckout());
    const pending = store.dispatch(submitShippingAddress(shipping));
    expect(store.getState().checkout.isSubmitting).toBe(true);
    await pending;
    const { checkout } = store.getState();
    expect(checkout.isSubmitting).toBe(false);
    expect(checkout.shippingAddress).toEqual(shipping);
    expect(
      checkout.availableShippingMethods.map((method) => [method.code, method.title, method.amount?.value]),
    ).toEqual([
      ['flatrate', 'Flat Rate', 7.5],
      ['express', 'Express', 24.95],
    ]);
    expect(getState().carts[CART_ID]).toMatchObject({
      email: 'ada@example.com',
      shipping_address: { region_id: 57 },
    });
    const persistence = getBrowserPersistence();
    expect(persistence.getItem(STORAGE_KEYS.shippingAddress)).toEqual(shipping);
    expect(persistence.getItem(STORAGE_KEYS.availableShippingMethods)).toHaveLength(2);
  });

  it('rejects without a cart id, without a guest email, and with the backend’s error', async () => {
    const noCart = createCheckoutStore({ cartId: null });
    await expect(noCart.dispatch(submitShippingAddress(shipping))).rejects.toThrow(MISSING_CART_ID);
    expect(noCart.getState().checkout.stepErrors.shippingAddress).toEqual({ message: MISSING_CART_ID });
    expect(noCart.getState().checkout.isSubmitting).toBe(false);

    const store = createCheckoutStore();
    await expect(store.dispatch(submitShippingAddress(address))).rejects.toThrow(MISSING_EMAIL);
    expect(store.getState().checkout.stepErrors.shippingAddress).toEqual({ message: MISSING_EMAIL });

    await expect(
      store.dispatch(submitShippingAddress({ ...shipping, email: 'not-an-email' })),
    ).rejects.toBeTruthy();
    expect(store.getState().checkout.stepErrors.shippingAddress).toEqual({ message: 'Invalid email format' });
    // A new submit clears the step's error.
    await store.dispatch(submitShippingAddress(shipping));
    expect(store.getState().checkout.stepErrors.shippingAddress).toBeNull();
  });
});

describe('shipping method', () => {
  it('accepts and saves the choice; rejects without a cart id', async () => {
    const store = createCheckoutStore();
    await store.dispatch(submitShippingMethod({ ...flatRate, code: 'x' } as typeof flatRate));
    expect(store.getState().checkout).toMatchObject({ shippingMethod: flatRate, shippingTitle: 'Flat Rate' });
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.shippingMethod)).toEqual(flatRate);

    const noCart = createCheckoutStore({ cartId: null });
    await expect(noCart.dispatch(submitShippingMethod(flatRate))).rejects.toThrow(MISSING_CART_ID);
    expect(noCart.getState().checkout.stepErrors.shippingMethod).toEqual({ message: MISSING_CART_ID });
  });
});

describe('billing address and payment method', () => {
  it('accepts both together and keeps "same as shipping" as it is', async () => {
    const store = createCheckoutStore();
    await store.dispatch(
      submitPaymentAndBilling({
        billingAddress: { sameAsShippingAddress: true },
        payment: { code: 'braintree', data: { nonce: 'fake-valid-nonce' } },
      }),
    );
    expect(store.getState().checkout).toMatchObject({
      billingAddress: { sameAsShippingAddress: true },
      paymentCode: 'braintree',
      paymentData: { nonce: 'fake-valid-nonce' },
    });
    const persistence = getBrowserPersistence();
    expect(persistence.getItem(STORAGE_KEYS.billingAddress)).toEqual({ sameAsShippingAddress: true });
    expect(persistence.getItem(STORAGE_KEYS.paymentMethod)).toEqual({
      code: 'braintree',
      data: { nonce: 'fake-valid-nonce' },
    });
  });

  it('rejects billing without a cart id, and a payment that cannot be saved', async () => {
    const noCart = createCheckoutStore({ cartId: null });
    await expect(
      noCart.dispatch(
        submitPaymentAndBilling({
          billingAddress: { sameAsShippingAddress: true },
          payment: { code: 'checkmo', data: { nonce: '' } },
        }),
      ),
    ).rejects.toThrow(MISSING_CART_ID);
    expect(noCart.getState().checkout.stepErrors.billingAddress).toEqual({ message: MISSING_CART_ID });

    const store = createCheckoutStore();
    // A value JSON cannot hold fails when saved.
    const unsaveable = { code: 'checkmo', data: { nonce: 1n as unknown as string } };
    await expect(
      store.dispatch(
        submitPaymentAndBilling({ billingAddress: { sameAsShippingAddress: true }, payment: unsaveable }),
      ),
    ).rejects.toThrow(TypeError);
    expect(store.getState().checkout.billingAddress).toEqual({ sameAsShippingAddress: true });
    expect(store.getState().checkout.stepErrors.paymentMethod?.message).toMatch(/cannot be saved as JSON/);
  });
});

describe('order', () => {
  it('accepts: records the receipt, clears saved checkout data and replaces the cart', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    await store.dispatch(submitOrder());
    const { checkout, cart } = store.getState();
    expect(checkout.stage).toBe('receipt');
    expect(checkout.receipt).toEqual({
      orderId: '101',
      shippingAddress: shipping,
      totals: { subtotal: 99.9, discount: 0, shipping: 7.5, tax: 6.24, grandTotal: 113.64, currency: 'USD' },
    });
    expect(cart.cartId).not.toBe(CART_ID);
    const persistence = getBrowserPersistence();
    for (const key of [
      'billing_address',
      'paymentMethod',
      'shipping_address',
      'shippingMethod',
      'availableShippingMethods',
    ]) {
      expect(persistence.getItem(key)).toBeUndefined();
    }
    expect(getState().orders).toHaveLength(1);
  });

  it('swallows a failure to create the next cart', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    const { server } = await import('../../../test/server');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/rest/V1/guest-carts', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.stage).toBe('receipt');
    expect(store.getState().cart.cartId).toBeNull();
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.cartId)).toBeUndefined();
  });

  it('rejects with the server’s message and keeps everything for a retry', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store, 'fake-processor-declined-visa-nonce', 'braintree');
    await expect(store.dispatch(submitOrder())).rejects.toThrow(/Your payment could not be taken/);
    const { checkout } = store.getState();
    expect(checkout.stepErrors.order).toEqual({
      message: 'Your payment could not be taken. Please try again or use a different payment method.',
    });
    expect(checkout.stage).toBe('form');
    expect(checkout.shippingAddress).toEqual(shipping);
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.shippingAddress)).toEqual(shipping);
    expect(store.getState().cart.cartId).toBe(CART_ID);

    const noCart = createCheckoutStore({ cartId: null });
    await expect(noCart.dispatch(submitOrder())).rejects.toThrow(MISSING_CART_ID);
    expect(noCart.getState().checkout.stepErrors.order).toEqual({ message: MISSING_CART_ID });
  });
});

describe('begin, cancel and reset', () => {
  it('begin restores the saved choices; cancel and reset start over; reset closes the drawer', async () => {
    const persistence = getBrowserPersistence();
    const store = createCheckoutStore();
    persistence.setItem(STORAGE_KEYS.shippingAddress, shipping);
    persistence.setItem(STORAGE_KEYS.shippingMethod, flatRate);
    persistence.setItem(STORAGE_KEYS.paymentMethod, { code: 'checkmo', data: { nonce: '' } });
    persistence.setItem(STORAGE_KEYS.billingAddress, { sameAsShippingAddress: true });
    persistence.setItem(STORAGE_KEYS.availableShippingMethods, [
      { ...flatRate, code: 'flatrate', title: 'Flat Rate' },
    ]);
    store.dispatch(beginCheckout());
    expect(store.getState().checkout).toMatchObject({
      stage: 'form',
      shippingAddress: shipping,
      shippingMethod: flatRate,
      shippingTitle: 'Flat Rate',
      paymentCode: 'checkmo',
      billingAddress: { sameAsShippingAddress: true },
    });
    store.dispatch(cancelCheckout());
    expect(store.getState().checkout.shippingAddress).toBeNull();
    store.dispatch(appActions.toggleDrawer('nav'));
    store.dispatch(resetCheckout());
    expect(store.getState().app.drawer).toBeNull();
    clearCheckoutStorage(persistence);
    expect(persistence.getItem(STORAGE_KEYS.shippingAddress)).toBeUndefined();
    expect(persistence.getItem(STORAGE_KEYS.cartId)).toBe(CART_ID);
  });
});
