import { http, HttpResponse } from 'msw';
import { handleRest } from '../../../../mock-backend/rest/router';
import { getState } from '../../../../mock-backend/state';
import { server } from '../../../../test/server';
import { CART_ID, TOKEN, createCheckoutStore, seedBackend } from './checkoutTestUtils';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { appActions } from '../../../store/appSlice';
import type { Address, ShippingAddress } from '../../../store/checkoutSlice';
import {
  beginCheckout,
  cancelCheckout,
  clearCheckoutStorage,
  MISSING_CART_ID,
  MISSING_EMAIL,
  resetCheckout,
  savedReceipt,
  submitOrder,
  submitPaymentAndBilling,
  submitShippingAddress,
  submitShippingMethod,
} from '../hooks/checkoutThunks';

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
      ['freeshipping', 'Free Shipping', 0],
      ['flatrate', 'Flat Rate', 7.5],
      ['express', 'Express', 24.95],
    ]);
    expect(getState().carts[CART_ID]).toMatchObject({
      email: 'ada@example.com',
      shipping_address: { region_id: 57 },
    });
    const persistence = getBrowserPersistence();
    expect(persistence.getItem(STORAGE_KEYS.shippingAddress)).toEqual(shipping);
    expect(persistence.getItem(STORAGE_KEYS.availableShippingMethods)).toHaveLength(3);
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
  it('sets the method on the cart, saves the choice; rejects without a cart id or an address', async () => {
    const store = createCheckoutStore();
    // Magento sets a method only on a cart with a shipping address.
    await expect(store.dispatch(submitShippingMethod(flatRate))).rejects.toThrow(
      'The shipping address is missing. Set the address and try again.',
    );
    store.dispatch(beginCheckout());
    await store.dispatch(submitShippingAddress(shipping));
    await store.dispatch(submitShippingMethod({ ...flatRate, code: 'x' } as typeof flatRate));
    expect(store.getState().checkout).toMatchObject({ shippingMethod: flatRate, shippingTitle: 'Flat Rate' });
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.shippingMethod)).toEqual(flatRate);
    // Magento's totals now count it (SetShippingMethodsOnCart): the summary shows them.
    expect(getState().carts[CART_ID]!.shipping_method).toEqual({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
    });

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
      key: expect.any(String),
      shippingAddress: shipping,
      // Magento's base amounts: what it charges (its grand_total over REST is less tax).
      totals: { subtotal: 99.9, discount: 0, shipping: 7.5, tax: 6.24, grandTotal: 113.64, currency: 'USD' },
      items: [{ name: 'Dig Crate Record Storage Box', quantity: 2, options: [], rowTotal: 99.9 }],
      shippingMethod: 'Flat Rate',
      payment: { code: 'checkmo', title: 'Check / Money order' },
      checkInstructions: {
        payableTo: 'Spindle & Stylus',
        sendTo: [
          'Spindle & Stylus',
          'Attn: Accounts Receivable',
          '1480 NW Groove Street',
          'Portland, OR 97209',
        ],
      },
      // No currency chosen and the cart's prices not read by this store's client: not known.
      shownCurrency: null,
      signedIn: false,
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
    const { server } = await import('../../../../test/server');
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

  it('ends the session when Magento no longer accepts the customer’s token (REST 401), placing nothing', async () => {
    seedBackend({ signedIn: true });
    const store = createCheckoutStore({ signedIn: true });
    await readyForOrder(store);
    // Revoked on the server meanwhile: Magento's web API then serves the request as a guest's.
    getState().customers.tokens[TOKEN]!.revoked = true;
    await expect(store.dispatch(submitOrder())).rejects.toThrow(
      /The consumer isn't authorized to access self\./,
    );
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null, sessionRefused: true });
    expect(getBrowserPersistence().getItem(STORAGE_KEYS.signInToken)).toBeUndefined();
    expect(getState().orders).toHaveLength(0);
  });
});

describe('order, when an answer is lost', () => {
  const GUEST_ORDER = '*/rest/V1/guest-carts/:cartId/payment-information';

  /**
   * Counts the requests to a REST path; the first `faults` of them fail: after the backend handled
   * them (`commit`), the connection drops; otherwise the server answers 500 without handling them.
   */
  function faulty(path: string, { faults = 1, commit }: { faults?: number; commit: boolean }) {
    const sent = { count: 0 };
    server.use(
      http.post(path, async ({ request }) => {
        sent.count += 1;
        if (sent.count > faults) return undefined;
        if (!commit) return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
        await handleRest(request, getState());
        return HttpResponse.error();
      }),
    );
    return sent;
  }

  beforeEach(() => {
    // No wait between attempts (the delay is the retry link's, with jitter); failures are logged.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('places one order when the connection drops after the order was placed (a guest learns no number)', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    // Magento refuses payment-information for a cart it has ordered (404), so the request is not
    // sent again: the receipt says the order was placed, without its number.
    const sent = faulty(GUEST_ORDER, { commit: true });
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.stage).toBe('receipt');
    expect(store.getState().checkout.receipt?.orderId).toBeNull();
    expect(sent.count).toBe(1);
    expect(getState().orders).toHaveLength(1);
    expect(store.getState().cart.cartId).not.toBe(CART_ID);
  });

  it('sends the order again when the store failed before placing it', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    const sent = faulty(GUEST_ORDER, { commit: false });
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.receipt?.orderId).toBe('101');
    expect(sent.count).toBe(2);
    expect(getState().orders).toHaveLength(1);
  });

  it('finds a signed-in customer’s order among their orders, without sending it again', async () => {
    seedBackend({ signedIn: true });
    const store = createCheckoutStore({ signedIn: true });
    await readyForOrder(store);
    const sent = faulty('*/rest/V1/carts/mine/payment-information', { commit: true });
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.stage).toBe('receipt');
    expect(store.getState().checkout.receipt?.orderId).toBe(getState().orders[0]!.number);
    expect(sent.count).toBe(1);
    expect(getState().orders).toHaveLength(1);
  });

  it('says the order was placed when a signed-in customer’s number cannot be had either', async () => {
    seedBackend({ signedIn: true });
    const store = createCheckoutStore({ signedIn: true });
    await readyForOrder(store);
    const sent = faulty('*/rest/V1/carts/mine/payment-information', { faults: Infinity, commit: true });
    server.use(
      http.get('*/graphql', ({ request }) =>
        new URL(request.url).searchParams.get('operationName') === 'GetCheckoutLatestOrder'
          ? HttpResponse.error()
          : undefined,
      ),
    );
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.stage).toBe('receipt');
    expect(store.getState().checkout.receipt?.orderId).toBeNull();
    expect(sent.count).toBe(1);
    expect(getState().orders).toHaveLength(1);
  });

  it('gives up after five attempts, and places nothing', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    const sent = faulty(GUEST_ORDER, { faults: Infinity, commit: false });
    await expect(store.dispatch(submitOrder())).rejects.toThrow(/Internal Server Error/);
    expect(store.getState().checkout.stepErrors.order).toEqual({ message: 'Internal Server Error' });
    expect(sent.count).toBe(5);
    expect(getState().orders).toHaveLength(0);
    expect(store.getState().cart.cartId).toBe(CART_ID);
  });

  it('sends the shipping information again after a lost answer (it is idempotent)', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    const sent = faulty('*/rest/V1/guest-carts/:cartId/shipping-information', { commit: true });
    await store.dispatch(submitOrder());
    expect(store.getState().checkout.receipt?.orderId).toBe('101');
    expect(store.getState().checkout.receipt?.totals?.grandTotal).toBe(113.64);
    expect(sent.count).toBe(2);
  });
});

describe('order, on a cart already ordered', () => {
  const GUEST_ORDER = '*/rest/V1/guest-carts/:cartId/payment-information';

  it('a second Place Order (another tab) shows the placed order, not Magento\'s "No such entity"', async () => {
    const first = createCheckoutStore();
    const second = createCheckoutStore();
    await readyForOrder(first);
    await readyForOrder(second);
    await first.dispatch(submitOrder());
    expect(getState().orders).toHaveLength(1);
    // Magento refuses shipping-information for the ordered cart: 404, fieldName cartId.
    await second.dispatch(submitOrder());
    const { checkout } = second.getState();
    expect(checkout.stage).toBe('receipt');
    expect(checkout.stepErrors.order).toBeNull();
    expect(checkout.receipt?.orderId).toBeNull();
    expect(getState().orders).toHaveLength(1);
    expect(second.getState().cart.cartId).not.toBe(CART_ID);
  });

  it("takes payment-information's 404 for a cart ordered meanwhile as the order placed", async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    const answers: number[] = [];
    server.use(
      http.post(GUEST_ORDER, async ({ request }) => {
        await handleRest(request.clone(), getState()); // placed from elsewhere, just before
        const answer = await handleRest(request, getState());
        answers.push(answer.status);
        return HttpResponse.json(answer.body as never, { status: answer.status });
      }),
    );
    await store.dispatch(submitOrder());
    expect(answers).toEqual([404]);
    expect(store.getState().checkout.stage).toBe('receipt');
    expect(store.getState().checkout.receipt?.orderId).toBeNull();
    expect(getState().orders).toHaveLength(1);
  });

  it('shows the refusal when the cart is still active', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    server.use(
      http.post(GUEST_ORDER, () =>
        HttpResponse.json(
          {
            message: 'No such entity with %fieldName = %fieldValue',
            parameters: { fieldName: 'cartId', fieldValue: 7 },
          },
          { status: 404 },
        ),
      ),
    );
    await expect(store.dispatch(submitOrder())).rejects.toThrow(/No such entity with cartId = 7/);
    expect(store.getState().checkout.stage).toBe('form');
    expect(getState().orders).toHaveLength(0);
    expect(store.getState().cart.cartId).toBe(CART_ID);
  });
});

describe('the receipt kept for a reload', () => {
  it('begins on the receipt its page showed, once the order is placed; a checkout begun afresh forgets it', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    await store.dispatch(submitOrder());
    const receipt = store.getState().checkout.receipt!;
    expect(receipt.key).toEqual(expect.any(String));

    // A reload: a new store; the page's history entry names the receipt.
    const reloaded = createCheckoutStore();
    reloaded.dispatch(beginCheckout({ receiptKey: receipt.key }));
    expect(reloaded.getState().checkout).toMatchObject({ stage: 'receipt', receipt });
    // Another entry's key (or a stale one) does not show it.
    const other = createCheckoutStore();
    other.dispatch(beginCheckout({ receiptKey: 'another' }));
    expect(other.getState().checkout).toMatchObject({ stage: 'form', receipt: null });
    // That begin started afresh: the kept receipt is gone.
    expect(savedReceipt(receipt.key)).toBeNull();
  });

  it('is not shown to a shopper signed in or out since the order', async () => {
    const store = createCheckoutStore();
    await readyForOrder(store);
    await store.dispatch(submitOrder());
    const { key } = store.getState().checkout.receipt!;
    seedBackend({ signedIn: true });
    const signedIn = createCheckoutStore({ signedIn: true });
    window.sessionStorage.setItem(
      'radio_storefront__checkout_receipt',
      JSON.stringify({
        value: JSON.stringify({ ...store.getState().checkout.receipt, signedIn: false }),
        timeStored: Date.now(),
      }),
    );
    signedIn.dispatch(beginCheckout({ receiptKey: key }));
    expect(signedIn.getState().checkout.stage).toBe('form');
  });

  it('ignores what is not a receipt', () => {
    window.sessionStorage.setItem(
      'radio_storefront__checkout_receipt',
      JSON.stringify({ value: JSON.stringify({ key: 'k', orderId: 5 }), timeStored: Date.now() }),
    );
    expect(savedReceipt('k')).toBeNull();
    expect(window.sessionStorage.getItem('radio_storefront__checkout_receipt')).toBeNull();
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
