import {
  checkoutActions,
  checkoutReducer,
  initialCheckoutState,
  type CheckoutState,
  type CheckoutStep,
  type ShippingAddress,
} from '../checkoutSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialCheckoutState);

const address: ShippingAddress = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Analytical Way'],
  city: 'Austin',
  region_code: 'TX',
  postcode: '78701',
  telephone: '5125550100',
  country_id: 'US',
  region_id: 57,
  region: 'Texas',
  email: 'ada@example.com',
};
const { email: _email, ...billingFields } = address;
const billing = { ...billingFields, sameAsShippingAddress: false as const };
const method = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate' };
const available = [{ ...method, code: 'flatrate', title: 'Flat Rate' }];
const payment = { code: 'braintree', data: { nonce: 'nonce-1' } };
const receipt = { orderId: '000000042', shippingAddress: address };
const error = { message: 'old' };

const busy: CheckoutState = deepFreeze({
  stage: 'form',
  editing: 'paymentMethod',
  availableShippingMethods: available,
  billingAddress: { sameAsShippingAddress: true },
  shippingAddress: address,
  shippingMethod: method,
  shippingTitle: 'Flat Rate',
  paymentCode: 'checkmo',
  paymentData: { nonce: 'old-nonce' },
  receipt,
  isSubmitting: true,
  stepErrors: {
    shippingAddress: error,
    shippingMethod: error,
    billingAddress: error,
    paymentMethod: error,
    order: error,
  },
});

describe('checkoutSlice', () => {
  it('starts before the form with nothing chosen', () => {
    expect(checkoutReducer(undefined, { type: '@@INIT' } as never)).toEqual({
      stage: 'cart',
      editing: null,
      availableShippingMethods: [],
      billingAddress: null,
      shippingAddress: null,
      shippingMethod: null,
      shippingTitle: null,
      paymentCode: null,
      paymentData: null,
      receipt: null,
      isSubmitting: false,
      stepErrors: {
        shippingAddress: null,
        shippingMethod: null,
        billingAddress: null,
        paymentMethod: null,
        order: null,
      },
    });
  });

  describe('begin', () => {
    const restored = {
      availableShippingMethods: available,
      billingAddress: billing,
      paymentMethod: payment,
      shippingAddress: address,
      shippingMethod: method,
    };
    const begun = {
      ...initial,
      stage: 'form',
      availableShippingMethods: available,
      billingAddress: billing,
      shippingAddress: address,
      shippingMethod: method,
      shippingTitle: 'Flat Rate',
      paymentCode: 'braintree',
      paymentData: { nonce: 'nonce-1' },
    };

    it('resets, then applies the restored data', () => {
      expect(checkoutReducer(initial, checkoutActions.begin(restored))).toEqual(begun);
      expect(checkoutReducer(busy, checkoutActions.begin(restored))).toEqual({ ...begun, receipt });
    });

    it('with nothing restored, starts an empty form', () => {
      expect(checkoutReducer(initial, checkoutActions.begin())).toEqual({ ...initial, stage: 'form' });
      expect(
        checkoutReducer(
          busy,
          checkoutActions.begin({
            availableShippingMethods: null,
            billingAddress: null,
            paymentMethod: null,
            shippingAddress: null,
            shippingMethod: null,
          }),
        ),
      ).toEqual({ ...initial, stage: 'form', receipt });
    });

    it('with a receipt restored (a reload of its page), begins on that receipt alone', () => {
      const kept = { ...receipt, key: 'k1', orderId: '101' };
      expect(checkoutReducer(busy, checkoutActions.begin({ ...restored, receipt: kept }))).toEqual({
        ...initial,
        stage: 'receipt',
        receipt: kept,
      });
    });
  });

  it('edit opens a section and edit(null) closes it', () => {
    expect(checkoutReducer(initial, checkoutActions.edit('shippingAddress'))).toEqual({
      ...initial,
      editing: 'shippingAddress',
    });
    expect(checkoutReducer(busy, checkoutActions.edit(null))).toEqual({ ...busy, editing: null });
  });

  it.each(['reset', 'cancel'] as const)('%s returns to the initial state but keeps the receipt', (name) => {
    expect(checkoutReducer(initial, checkoutActions[name]())).toEqual(initial);
    expect(checkoutReducer(busy, checkoutActions[name]())).toEqual({ ...initial, receipt });
  });

  const steps: CheckoutStep[] = [
    'shippingAddress',
    'shippingMethod',
    'billingAddress',
    'paymentMethod',
    'order',
  ];

  describe.each(steps)('step %s', (step) => {
    const submit = checkoutActions[`${step}Submit`]();
    const reject = checkoutActions[`${step}Reject`](new Error('Missing required information: cartId'));
    const rejected = { message: 'Missing required information: cartId' };

    it('has its own action types', () => {
      expect(submit).toEqual({ type: `checkout/${step}Submit`, meta: { step } });
      expect(reject).toEqual({ type: `checkout/${step}Reject`, meta: { step }, error: rejected });
    });

    it('submit sets isSubmitting and clears only that step error', () => {
      expect(checkoutReducer(initial, submit)).toEqual({ ...initial, isSubmitting: true });
      expect(checkoutReducer(busy, submit)).toEqual({
        ...busy,
        stepErrors: { ...busy.stepErrors, [step]: null },
      });
    });

    it('reject stores the error and clears isSubmitting', () => {
      expect(checkoutReducer(initial, reject)).toEqual({
        ...initial,
        stepErrors: { ...initial.stepErrors, [step]: rejected },
      });
      expect(checkoutReducer(busy, reject)).toEqual({
        ...busy,
        isSubmitting: false,
        stepErrors: { ...busy.stepErrors, [step]: rejected },
      });
    });
  });

  describe('accept stores the value, clears isSubmitting and closes the edited section', () => {
    it('shipping address', () => {
      const action = checkoutActions.shippingAddressAccept(address);
      expect(checkoutReducer(initial, action)).toEqual({ ...initial, shippingAddress: address });
      const other = { ...address, city: 'Dallas' };
      expect(checkoutReducer(busy, checkoutActions.shippingAddressAccept(other))).toEqual({
        ...busy,
        shippingAddress: other,
        isSubmitting: false,
        editing: null,
      });
    });

    it('shipping method, with its title', () => {
      const action = checkoutActions.shippingMethodAccept(method);
      expect(checkoutReducer(initial, action)).toEqual({
        ...initial,
        shippingMethod: method,
        shippingTitle: 'Flat Rate',
      });
      const free = {
        carrier_code: 'freeshipping',
        method_code: 'freeshipping',
        carrier_title: 'Free Shipping',
      };
      expect(checkoutReducer(busy, checkoutActions.shippingMethodAccept(free))).toEqual({
        ...busy,
        shippingMethod: free,
        shippingTitle: 'Free Shipping',
        isSubmitting: false,
        editing: null,
      });
    });

    it('billing address', () => {
      expect(checkoutReducer(initial, checkoutActions.billingAddressAccept(billing))).toEqual({
        ...initial,
        billingAddress: billing,
      });
      expect(checkoutReducer(busy, checkoutActions.billingAddressAccept(billing))).toEqual({
        ...busy,
        billingAddress: billing,
        isSubmitting: false,
        editing: null,
      });
    });

    it('payment method, as code and data', () => {
      const action = checkoutActions.paymentMethodAccept(payment);
      expect(checkoutReducer(initial, action)).toEqual({
        ...initial,
        paymentCode: 'braintree',
        paymentData: { nonce: 'nonce-1' },
      });
      expect(checkoutReducer(busy, action)).toEqual({
        ...busy,
        paymentCode: 'braintree',
        paymentData: { nonce: 'nonce-1' },
        isSubmitting: false,
        editing: null,
      });
    });

    it('order, moving to the receipt', () => {
      expect(checkoutReducer(initial, checkoutActions.orderAccept())).toEqual({
        ...initial,
        stage: 'receipt',
      });
      expect(checkoutReducer(busy, checkoutActions.orderAccept())).toEqual({
        ...busy,
        stage: 'receipt',
        isSubmitting: false,
        editing: null,
      });
    });
  });

  describe('get shipping methods', () => {
    it('request clears the shipping-method error', () => {
      expect(checkoutReducer(initial, checkoutActions.getShippingMethodsRequest())).toEqual(initial);
      expect(checkoutReducer(busy, checkoutActions.getShippingMethodsRequest())).toEqual({
        ...busy,
        stepErrors: { ...busy.stepErrors, shippingMethod: null },
      });
    });

    it('receive stores the available methods', () => {
      const action = checkoutActions.getShippingMethodsReceive({ payload: available });
      expect(checkoutReducer(initial, action)).toEqual({ ...initial, availableShippingMethods: available });
      expect(checkoutReducer(busy, checkoutActions.getShippingMethodsReceive({ payload: [] }))).toEqual({
        ...busy,
        availableShippingMethods: [],
      });
    });

    it('a failed receive stores the shipping-method error and keeps the methods', () => {
      const action = checkoutActions.getShippingMethodsReceive({ error: new Error('No methods') });
      const failed = { message: 'No methods' };
      expect(checkoutReducer(initial, action)).toEqual({
        ...initial,
        stepErrors: { ...initial.stepErrors, shippingMethod: failed },
      });
      expect(checkoutReducer(busy, action)).toEqual({
        ...busy,
        stepErrors: { ...busy.stepErrors, shippingMethod: failed },
      });
    });
  });

  describe('receipt', () => {
    it('setOrder records order id and shipping address', () => {
      expect(checkoutReducer(initial, checkoutActions.setOrder(receipt))).toEqual({ ...initial, receipt });
      const other = { orderId: '000000043', shippingAddress: address };
      expect(checkoutReducer(busy, checkoutActions.setOrder(other))).toEqual({ ...busy, receipt: other });
    });

    it('resetReceipt clears the receipt', () => {
      expect(checkoutReducer(initial, checkoutActions.resetReceipt())).toEqual(initial);
      expect(checkoutReducer(busy, checkoutActions.resetReceipt())).toEqual({ ...busy, receipt: null });
    });
  });

  it('ignores other actions', () => {
    expect(checkoutReducer(busy, { type: 'cart/resetCart' } as never)).toBe(busy);
  });
});
