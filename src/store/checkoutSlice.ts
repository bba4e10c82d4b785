import { toErrorMessage, type ErrorMessage } from '../platform/apollo/errorMessage';
import { receiveAction, type Outcome } from './storeError';

/** Address fields shared by shipping and billing addresses (spec 3, "Address"). Country is always US. */
export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
  country_id: string;
  region_id: number;
  region: string;
}

/** The email is shipping-only; a guest must supply it. */
export interface ShippingAddress extends Address {
  email?: string;
}

/** Either "same as shipping" or a full address of its own. */
export type BillingAddress =
  | { sameAsShippingAddress: true }
  // A virtual cart's guest gives the email with the billing address (there is no shipping one).
  | (Address & { sameAsShippingAddress: false; email?: string });

export interface ShippingMethodChoice {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
}

/** An offered shipping method: `code` is the carrier_code, `title` the carrier_title. */
export interface AvailableShippingMethod extends ShippingMethodChoice {
  code: string;
  title: string;
  /** The method's price, when the backend gave one. */
  amount?: { value: number; currency: string } | null;
}

interface PaymentData {
  nonce: string;
}

export interface PaymentChoice {
  code: string;
  data: PaymentData;
}

/**
 * The order's amounts as Magento totalled them before placing it, in the currency it charges
 * (the store's base currency), which may differ from the one prices were shown in.
 */
export interface ReceiptTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  grandTotal: number;
  currency: string;
}

/** A line of the order: what was bought, how many, with which options, and its row total. */
export interface ReceiptItem {
  name: string;
  quantity: number;
  options: Array<{ label: string; value: string }>;
  /** In the receipt's totals currency. */
  rowTotal: number | null;
}

/** For check / money order: whom to make the check payable to and where to mail it. */
export interface CheckInstructions {
  payableTo: string | null;
  /** The mailing address, line by line. */
  sendTo: string[];
}

export interface Receipt {
  /**
   * Magento's answer to placing the order (its id), or the order number; null when the order was
   * placed but the answer naming it was lost (the confirmation email has it).
   */
  orderId: string | null;
  shippingAddress: ShippingAddress;
  totals?: ReceiptTotals | null;
  /** Set when the order is placed; identifies the receipt kept for a reload. */
  key?: string;
  items?: ReceiptItem[];
  /** The shipping method's title. */
  shippingMethod?: string | null;
  payment?: { code: string; title: string | null } | null;
  checkInstructions?: CheckInstructions | null;
  /** The currency the shopper saw prices in, which may differ from the one charged (`totals`). */
  shownCurrency?: string | null;
  /** Whether a signed-in customer placed the order. */
  signedIn?: boolean;
  /** Nothing is shipped (a virtual cart): `shippingAddress` holds the billing address. */
  virtual?: boolean;
}

export type CheckoutStep =
  'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order';

/** The form section being edited; billing and payment are one section ('paymentMethod') in the UI. */
export type CheckoutSection = Exclude<CheckoutStep, 'order'>;

/** Where the shopper is: not begun ('cart'), filling the form, or looking at the receipt. */
type CheckoutStage = 'cart' | 'form' | 'receipt';

export interface CheckoutState {
  stage: CheckoutStage;
  editing: CheckoutSection | null;
  availableShippingMethods: AvailableShippingMethod[];
  billingAddress: BillingAddress | null;
  shippingAddress: ShippingAddress | null;
  shippingMethod: ShippingMethodChoice | null;
  shippingTitle: string | null;
  paymentCode: string | null;
  paymentData: PaymentData | null;
  /** Survives begin, cancel and reset; cleared only by resetReceipt. */
  receipt: Receipt | null;
  isSubmitting: boolean;
  stepErrors: Record<CheckoutStep, ErrorMessage | null>;
}

/** What the thunk layer restored from browser storage, handed to `begin`. */
export interface CheckoutRestoredData {
  /** The receipt shown before a reload of its page: checkout begins on it. */
  receipt?: Receipt | null;
  availableShippingMethods?: AvailableShippingMethod[] | null;
  billingAddress?: BillingAddress | null;
  paymentMethod?: PaymentChoice | null;
  shippingAddress?: ShippingAddress | null;
  shippingMethod?: ShippingMethodChoice | null;
}

const noStepErrors: Record<CheckoutStep, ErrorMessage | null> = {
  shippingAddress: null,
  shippingMethod: null,
  billingAddress: null,
  paymentMethod: null,
  order: null,
};

export const initialCheckoutState: CheckoutState = {
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
  stepErrors: noStepErrors,
};

const submit = <S extends CheckoutStep>(step: S) =>
  ({ type: `checkout/${step}Submit`, meta: { step } }) as const;
const reject = <S extends CheckoutStep>(step: S, error: unknown) =>
  ({ type: `checkout/${step}Reject`, meta: { step }, error: toErrorMessage(error) }) as const;

export const checkoutActions = {
  begin: (restored: CheckoutRestoredData = {}) => ({ type: 'checkout/begin', payload: restored }) as const,
  edit: (section: CheckoutSection | null) => ({ type: 'checkout/edit', payload: section }) as const,
  reset: () => ({ type: 'checkout/reset' }) as const,
  cancel: () => ({ type: 'checkout/cancel' }) as const,

  shippingAddressSubmit: () => submit('shippingAddress'),
  shippingAddressAccept: (address: ShippingAddress) =>
    ({ type: 'checkout/shippingAddressAccept', payload: address }) as const,
  shippingAddressReject: (error: unknown) => reject('shippingAddress', error),

  shippingMethodSubmit: () => submit('shippingMethod'),
  shippingMethodAccept: (method: ShippingMethodChoice) =>
    ({ type: 'checkout/shippingMethodAccept', payload: method }) as const,
  /** The method Magento has on the cart now (set in another tab): the order is placed with it. */
  shippingMethodSync: (method: ShippingMethodChoice) =>
    ({ type: 'checkout/shippingMethodSync', payload: method }) as const,
  shippingMethodReject: (error: unknown) => reject('shippingMethod', error),

  billingAddressSubmit: () => submit('billingAddress'),
  billingAddressAccept: (address: BillingAddress) =>
    ({ type: 'checkout/billingAddressAccept', payload: address }) as const,
  billingAddressReject: (error: unknown) => reject('billingAddress', error),

  paymentMethodSubmit: () => submit('paymentMethod'),
  paymentMethodAccept: (payment: PaymentChoice) =>
    ({ type: 'checkout/paymentMethodAccept', payload: payment }) as const,
  paymentMethodReject: (error: unknown) => reject('paymentMethod', error),

  orderSubmit: () => submit('order'),
  orderAccept: () => ({ type: 'checkout/orderAccept' }) as const,
  orderReject: (error: unknown) => reject('order', error),

  getShippingMethodsRequest: () => ({ type: 'checkout/getShippingMethodsRequest' }) as const,
  getShippingMethodsReceive: (outcome: Outcome<AvailableShippingMethod[]>) =>
    receiveAction('checkout/getShippingMethodsReceive', outcome),

  setOrder: (receipt: Receipt) => ({ type: 'checkout/setOrder', payload: receipt }) as const,
  resetReceipt: () => ({ type: 'checkout/resetReceipt' }) as const,
};

export type CheckoutAction = ReturnType<(typeof checkoutActions)[keyof typeof checkoutActions]>;

function withStepError(state: CheckoutState, step: CheckoutStep, error: ErrorMessage | null): CheckoutState {
  return { ...state, stepErrors: { ...state.stepErrors, [step]: error } };
}

/** Accepting a step stores its value, ends the submission and closes the edited section. */
function accepted(state: CheckoutState, values: Partial<CheckoutState>): CheckoutState {
  return { ...state, ...values, isSubmitting: false, editing: null };
}

function shippingMethodValues(method: ShippingMethodChoice | null) {
  return { shippingMethod: method, shippingTitle: method?.carrier_title ?? null };
}

function paymentValues(payment: PaymentChoice | null) {
  return { paymentCode: payment?.code ?? null, paymentData: payment?.data ?? null };
}

function restart(state: CheckoutState): CheckoutState {
  return { ...initialCheckoutState, receipt: state.receipt };
}

export function checkoutReducer(
  state: CheckoutState = initialCheckoutState,
  action: CheckoutAction,
): CheckoutState {
  switch (action.type) {
    case 'checkout/begin': {
      const restored = action.payload;
      if (restored.receipt) return { ...initialCheckoutState, stage: 'receipt', receipt: restored.receipt };
      return {
        ...restart(state),
        stage: 'form',
        availableShippingMethods: restored.availableShippingMethods ?? [],
        billingAddress: restored.billingAddress ?? null,
        shippingAddress: restored.shippingAddress ?? null,
        ...shippingMethodValues(restored.shippingMethod ?? null),
        ...paymentValues(restored.paymentMethod ?? null),
      };
    }
    case 'checkout/edit':
      return { ...state, editing: action.payload };
    case 'checkout/reset':
    case 'checkout/cancel':
      return restart(state);
    case 'checkout/shippingAddressSubmit':
    case 'checkout/shippingMethodSubmit':
    case 'checkout/billingAddressSubmit':
    case 'checkout/paymentMethodSubmit':
    case 'checkout/orderSubmit':
      return { ...withStepError(state, action.meta.step, null), isSubmitting: true };
    case 'checkout/shippingAddressReject':
    case 'checkout/shippingMethodReject':
    case 'checkout/billingAddressReject':
    case 'checkout/paymentMethodReject':
    case 'checkout/orderReject':
      return { ...withStepError(state, action.meta.step, action.error), isSubmitting: false };
    case 'checkout/shippingAddressAccept':
      return accepted(state, { shippingAddress: action.payload });
    case 'checkout/shippingMethodAccept':
      return accepted(state, shippingMethodValues(action.payload));
    case 'checkout/shippingMethodSync':
      return { ...state, ...shippingMethodValues(action.payload) };
    case 'checkout/billingAddressAccept':
      return accepted(state, { billingAddress: action.payload });
    case 'checkout/paymentMethodAccept':
      return accepted(state, paymentValues(action.payload));
    case 'checkout/orderAccept':
      return accepted(state, { stage: 'receipt' });
    case 'checkout/getShippingMethodsRequest':
      return withStepError(state, 'shippingMethod', null);
    case 'checkout/getShippingMethodsReceive':
      if ('error' in action) return withStepError(state, 'shippingMethod', action.error);
      return { ...state, availableShippingMethods: action.payload };
    case 'checkout/setOrder':
      return { ...state, receipt: action.payload };
    case 'checkout/resetReceipt':
      return { ...state, receipt: null };
    default:
      return state;
  }
}
