/**
 * Checkout's async steps (spec 4, "Checkout"; spec 7, REST): each step goes submit, then accept or
 * reject, and a failing step is rejected with the error and the error rethrown. What the shopper
 * chose is saved in browser storage so a reload in the middle of checkout loses nothing.
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  GET_CHECKOUT_CART,
  GET_CHECKOUT_STORE_CONFIG,
  GET_LATEST_ORDER,
  GET_SHIPPING_METHODS,
  SET_BILLING_ADDRESS_ON_CART,
  SET_GUEST_EMAIL_ON_CART,
  SET_SHIPPING_ADDRESS_ON_CART,
  SET_SHIPPING_METHOD_ON_CART,
} from '../graphql/checkout';
import type {
  GetCheckoutCartQuery,
  GetCheckoutLatestOrderQuery,
  GetCheckoutShippingMethodsQuery,
  GetCheckoutStoreConfigQuery,
  SetGuestEmailOnCartMutation,
  ShippingMethod_AvailableFragment,
  SetShippingAddressOnCartMutation,
} from '../../../__generated__/operations';
import { sendAgainWhenLost, sendOnce } from '../../../platform/apollo/lostAnswer';
import { storeViewCurrencyFrom } from '../../../platform/apollo/storeLink';
import {
  getSessionPersistence,
  STORAGE_KEYS,
  type BrowserPersistence,
} from '../../../platform/persistence/browserPersistence';
import { createRestClient, RestApiError } from '../../../platform/rest/restClient';
import { appActions } from '../../../store/appSlice';
import { cartActions } from '../../../store/cartSlice';
import {
  checkoutActions,
  type Address,
  type AvailableShippingMethod,
  type BillingAddress,
  type CheckInstructions,
  type PaymentChoice,
  type Receipt,
  type ReceiptTotals,
  type ShippingAddress,
  type ShippingMethodChoice,
} from '../../../store/checkoutSlice';
import type { RootState } from '../../../store/createAppStore';
import { chargedTotals, receiptItems, type MagentoTotals } from './magentoTotals';
import type { StoreThunk } from '../../../store/thunkExtra';
import { endRefusedSession } from '../../../store/sessionThunks';

export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';
/** The checkout entries of browser storage (spec 3, "Persistence entries"). */
const CHECKOUT_KEYS = [
  STORAGE_KEYS.availableShippingMethods,
  STORAGE_KEYS.billingAddress,
  STORAGE_KEYS.paymentMethod,
  STORAGE_KEYS.shippingAddress,
  STORAGE_KEYS.shippingMethod,
] as const;

/** Forgets what checkout saved (after an order, and on sign-out). */
export function clearCheckoutStorage(persistence: BrowserPersistence): void {
  CHECKOUT_KEYS.forEach((key) => persistence.removeItem(key));
}

/**
 * The receipt of the order just placed, kept in the tab's session storage so that reloading its
 * page shows it again; it goes with the tab, and is replaced by the next order.
 */
const RECEIPT_KEY = 'checkout_receipt';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isReceipt(value: unknown): value is Receipt {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    (value.orderId === null || typeof value.orderId === 'string') &&
    isRecord(value.shippingAddress) &&
    Array.isArray(value.shippingAddress.street)
  );
}

/** The receipt kept for the page that showed it (`key`), else nothing. */
export function savedReceipt(key: string | null | undefined): Receipt | null {
  const session = getSessionPersistence();
  const receipt = session.getItem<unknown>(RECEIPT_KEY);
  if (receipt === undefined) return null;
  if (!isReceipt(receipt)) {
    session.removeItem(RECEIPT_KEY);
    return null;
  }
  return key && receipt.key === key ? receipt : null;
}

function requireCartId(state: RootState): string {
  const { cartId } = state.cart;
  if (!cartId) throw new Error(MISSING_CART_ID);
  return cartId;
}

/** A REST failure shows the server's own message (spec 8); anything else as it is. */
function shownError(error: unknown): unknown {
  return error instanceof RestApiError ? { message: error.baseMessage } : error;
}

/**
 * begin = reset, then restore the saved choices from browser storage. `receiptKey` names the
 * receipt the page showed before a reload (its history entry keeps it): checkout then begins on
 * that receipt, if the tab still has it and the shopper is signed in or out as they were when
 * ordering. A checkout begun afresh forgets any kept receipt.
 */
export function beginCheckout({ receiptKey }: { receiptKey?: string | null } = {}): StoreThunk {
  return (dispatch, getState, { persistence }) => {
    const receipt = savedReceipt(receiptKey);
    if (receipt && Boolean(receipt.signedIn) === getState().user.isSignedIn) {
      dispatch(checkoutActions.begin({ receipt }));
      return;
    }
    getSessionPersistence().removeItem(RECEIPT_KEY);
    dispatch(
      checkoutActions.begin({
        availableShippingMethods: persistence.getItem<AvailableShippingMethod[]>(
          STORAGE_KEYS.availableShippingMethods,
        ),
        billingAddress: persistence.getItem<BillingAddress>(STORAGE_KEYS.billingAddress),
        paymentMethod: persistence.getItem<PaymentChoice>(STORAGE_KEYS.paymentMethod),
        shippingAddress: persistence.getItem<ShippingAddress>(STORAGE_KEYS.shippingAddress),
        shippingMethod: persistence.getItem<ShippingMethodChoice>(STORAGE_KEYS.shippingMethod),
      }),
    );
  };
}

/** Cancel leaves checkout; reset also closes the drawer (spec 4). */
export function cancelCheckout(): StoreThunk {
  return (dispatch) => {
    dispatch(checkoutActions.cancel());
  };
}

export function resetCheckout(): StoreThunk {
  return (dispatch) => {
    dispatch(checkoutActions.reset());
    dispatch(appActions.closeDrawer());
  };
}

const cartAddressInput = (address: Address) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  city: address.city,
  region: address.region_code,
  region_id: address.region_id,
  postcode: address.postcode,
  telephone: address.telephone,
  country_code: address.country_id,
  save_in_address_book: false,
});

/**
 * Shipping address: a guest's email goes on the cart first, then the address; the methods offered
 * are read from the first shipping address of the answer, saved and shown.
 */
export function submitShippingAddress(address: ShippingAddress): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { persistence, client }) => {
    dispatch(checkoutActions.shippingAddressSubmit());
    try {
      const state = getState();
      const cartId = requireCartId(state);
      const email = address.email?.trim();
      if (!state.user.isSignedIn && !email) throw new Error(MISSING_EMAIL);
      const apollo = await client;
      dispatch(checkoutActions.getShippingMethodsRequest());
      if (!state.user.isSignedIn) {
        await apollo.mutate<SetGuestEmailOnCartMutation>({
          mutation: SET_GUEST_EMAIL_ON_CART,
          variables: { cartId, email },
          // Setting the same email again changes nothing: the retry link may repeat it.
          context: { idempotent: true },
        });
      }
      const { data } = await apollo.mutate<SetShippingAddressOnCartMutation>({
        mutation: SET_SHIPPING_ADDRESS_ON_CART,
        variables: { cartId, address: cartAddressInput(address) },
        // The cart's address is replaced, not added to: repeating it is safe.
        context: { idempotent: true },
      });
      const methods = offeredMethods(
        data?.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods,
      );
      const saved: ShippingAddress = { ...address, ...(email ? { email } : {}) };
      persistence.setItem(STORAGE_KEYS.shippingAddress, saved);
      persistence.setItem(STORAGE_KEYS.availableShippingMethods, methods);
      // The address decides the tax, and may unset a method it no longer allows.
      void apollo.refetchQueries({ include: CART_TOTALS_QUERIES }).catch(() => undefined);
      dispatch(checkoutActions.getShippingMethodsReceive({ payload: methods }));
      dispatch(checkoutActions.shippingAddressAccept(saved));
    } catch (error) {
      dispatch(checkoutActions.shippingAddressReject(error));
      throw error;
    }
  };
}

/** Magento's offered methods as the method step lists them. */
function offeredMethods(
  offered: ReadonlyArray<ShippingMethod_AvailableFragment | null> | null | undefined,
): AvailableShippingMethod[] {
  return (offered ?? []).flatMap((method) =>
    method
      ? [
          {
            code: method.carrier_code,
            title: method.carrier_title,
            carrier_code: method.carrier_code,
            carrier_title: method.carrier_title,
            method_code: method.method_code ?? '',
            amount:
              method.amount.value !== null
                ? { value: method.amount.value, currency: method.amount.currency ?? 'USD' }
                : null,
          },
        ]
      : [],
  );
}

/**
 * The methods Magento offers the cart's shipping address now, asked again after the cart changed
 * (a coupon, the quantity, another tab): a method may have come (free shipping over the
 * threshold) or gone, and prices change. Nothing is said when the question fails: the methods
 * shown stay as they were.
 */
export function refreshShippingMethods(): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { persistence, client }) => {
    const cartId = getState().cart.cartId;
    if (!cartId || !getState().checkout.shippingAddress) return;
    try {
      const apollo = await client;
      const { data } = await apollo.query<GetCheckoutShippingMethodsQuery>({
        query: GET_SHIPPING_METHODS,
        variables: { cartId },
        fetchPolicy: 'no-cache',
      });
      const address = data?.cart?.shipping_addresses[0];
      if (!address || getState().cart.cartId !== cartId) return;
      const methods = offeredMethods(address.available_shipping_methods);
      persistence.setItem(STORAGE_KEYS.availableShippingMethods, methods);
      dispatch(checkoutActions.getShippingMethodsReceive({ payload: methods }));
    } catch {
      // The methods shown stay as they were.
    }
  };
}

/**
 * The cart's method, when it is not the one chosen here (it was changed in another tab): saved as
 * the choice, so the order is placed with the method the summary shows.
 */
export function adoptShippingMethod(method: ShippingMethodChoice): StoreThunk {
  return (dispatch, getState, { persistence }) => {
    const chosen = getState().checkout.shippingMethod;
    if (chosen?.carrier_code === method.carrier_code && chosen.method_code === method.method_code) return;
    const choice: ShippingMethodChoice = {
      carrier_code: method.carrier_code,
      method_code: method.method_code,
      carrier_title: method.carrier_title,
    };
    persistence.setItem(STORAGE_KEYS.shippingMethod, choice);
    dispatch(checkoutActions.shippingMethodSync(choice));
  };
}

/** The queries that show the cart's totals: asked again once a step has changed them on the cart. */
const CART_TOTALS_QUERIES = ['getCartDetails', 'GetCheckoutCart'];

/**
 * Shipping method: set on the cart (Magento's setShippingMethodsOnCart), so the order summary's
 * shipping, tax and total are Magento's before the order is placed, then saved.
 */
export function submitShippingMethod(method: ShippingMethodChoice): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { persistence, client }) => {
    dispatch(checkoutActions.shippingMethodSubmit());
    try {
      const cartId = requireCartId(getState());
      const apollo = await client;
      await apollo.mutate({
        mutation: SET_SHIPPING_METHOD_ON_CART,
        variables: { cartId, carrierCode: method.carrier_code, methodCode: method.method_code },
        // The cart's method is replaced: repeating it is safe.
        context: { idempotent: true },
      });
      void apollo.refetchQueries({ include: CART_TOTALS_QUERIES }).catch(() => undefined);
      const choice: ShippingMethodChoice = {
        carrier_code: method.carrier_code,
        method_code: method.method_code,
        carrier_title: method.carrier_title,
      };
      persistence.setItem(STORAGE_KEYS.shippingMethod, choice);
      dispatch(checkoutActions.shippingMethodAccept(choice));
    } catch (error) {
      dispatch(checkoutActions.shippingMethodReject(error));
      throw error;
    }
  };
}

/**
 * Billing and payment are submitted together; billing "same as shipping" is kept as it is. For a
 * virtual cart (`virtual`), which has no shipping step, a guest's email and the billing address go
 * on the cart here: the billing address is what its tax follows.
 */
export function submitPaymentAndBilling(input: {
  billingAddress: BillingAddress;
  payment: PaymentChoice;
  virtual?: boolean;
}): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { persistence, client }) => {
    dispatch(checkoutActions.billingAddressSubmit());
    try {
      const state = getState();
      const cartId = requireCartId(state);
      const billing = input.billingAddress;
      if (input.virtual && !billing.sameAsShippingAddress) {
        const email = billing.email?.trim();
        if (!state.user.isSignedIn && !email) throw new Error(MISSING_EMAIL);
        const apollo = await client;
        if (!state.user.isSignedIn) {
          await apollo.mutate<SetGuestEmailOnCartMutation>({
            mutation: SET_GUEST_EMAIL_ON_CART,
            variables: { cartId, email },
            context: { idempotent: true },
          });
        }
        await apollo.mutate({
          mutation: SET_BILLING_ADDRESS_ON_CART,
          variables: { cartId, address: cartAddressInput(billing) },
          // The cart's billing address is replaced: repeating it is safe.
          context: { idempotent: true },
        });
        void apollo.refetchQueries({ include: CART_TOTALS_QUERIES }).catch(() => undefined);
      }
      persistence.setItem(STORAGE_KEYS.billingAddress, input.billingAddress);
      dispatch(checkoutActions.billingAddressAccept(input.billingAddress));
    } catch (error) {
      dispatch(checkoutActions.billingAddressReject(error));
      throw error;
    }
    dispatch(checkoutActions.paymentMethodSubmit());
    try {
      requireCartId(getState());
      persistence.setItem(STORAGE_KEYS.paymentMethod, input.payment);
      dispatch(checkoutActions.paymentMethodAccept(input.payment));
    } catch (error) {
      dispatch(checkoutActions.paymentMethodReject(error));
      throw error;
    }
  };
}

/** The part of Magento's PaymentDetails answer (shipping-information) the receipt keeps. */
interface PaymentDetails {
  payment_methods?: Array<{ code?: string; title?: string } | null>;
  totals?: MagentoTotals;
}

/** The REST path of the cart checkout works on: the customer's own, or the guest cart's. */
function cartPath(state: RootState, cartId: string): string {
  return state.user.isSignedIn ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}`;
}

/** The check / money order details as the store sets them; null when it sets neither or can't say. */
async function checkInstructions(apollo: ApolloClient): Promise<CheckInstructions | null> {
  try {
    const { data } = await apollo.query<GetCheckoutStoreConfigQuery>({
      query: GET_CHECKOUT_STORE_CONFIG,
      fetchPolicy: 'cache-first',
    });
    return checkInstructionsOf(data?.storeConfig);
  } catch {
    return null;
  }
}

/** Whom a check is payable to and its mailing address (the admin's lines), from the store config. */
export function checkInstructionsOf(
  config:
    | {
        check_money_order_make_check_payable_to?: string | null;
        check_money_order_send_check_to?: string | null;
      }
    | null
    | undefined,
): CheckInstructions | null {
  const payableTo = config?.check_money_order_make_check_payable_to?.trim() || null;
  const sendTo = (config?.check_money_order_send_check_to ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return payableTo || sendTo.length ? { payableTo, sendTo } : null;
}

/**
 * What Magento will charge for the cart as it stands: its totals over REST (GET .../totals), read
 * in the base currency (`base_*`, see magentoTotals.ts). GraphQL's cart prices come only in the
 * currency the request names (Content-Currency), and without one in the store view's default
 * display currency, which need not be the base currency; the REST totals carry both, as Magento
 * computed them. Null when the backend can't say (the caller then names the currency alone).
 */
export function fetchChargedTotals(): StoreThunk<Promise<ReceiptTotals | null>> {
  return async (_dispatch, getState) => {
    const state = getState();
    const cartId = state.cart.cartId;
    if (!cartId) return null;
    const rest = createRestClient({ getToken: () => getState().user.token });
    try {
      const totals = await rest.request<MagentoTotals | undefined>(`${cartPath(state, cartId)}/totals`, {
        cache: 'no-store',
      });
      return chargedTotals(totals);
    } catch {
      return null;
    }
  };
}

/**
 * The currency the cart's prices were shown in: its grand total's as checkout last read it, else
 * the currency the shopper chose (sent as Content-Currency).
 */
function shownCurrencyOf(
  apollo: ApolloClient,
  cartId: string,
  persistence: BrowserPersistence,
): string | null {
  let shown: string | null | undefined;
  try {
    const data = apollo.readQuery<GetCheckoutCartQuery>({ query: GET_CHECKOUT_CART, variables: { cartId } });
    shown = data?.cart?.prices?.grand_total?.currency;
  } catch {
    shown = null;
  }
  return shown || storeViewCurrencyFrom(persistence) || null;
}

/** An address as Magento's web API takes it. */
const restAddress = (address: Address, email?: string) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  city: address.city,
  region: address.region,
  region_id: address.region_id,
  region_code: address.region_code,
  postcode: address.postcode,
  telephone: address.telephone,
  country_id: address.country_id,
  ...(email ? { email } : {}),
});

/** Keeps the receipt for a reload of its page; storage failing costs only that. */
function keepReceipt(receipt: Receipt): void {
  try {
    getSessionPersistence().setItem(RECEIPT_KEY, receipt);
  } catch {
    // BrowserPersistence keeps it in memory when storage refuses; nothing else to do
  }
}

/** Magento's answer for a cart an order was placed from (QuoteGraphQl's GetCartForUser). */
export const isInactiveCartError = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.message.includes("The cart isn't active"));

/** Whether the cart can still be ordered: false once an order was placed from it. */
async function cartIsActive(apollo: ApolloClient, cartId: string): Promise<boolean> {
  try {
    await apollo.query({ query: GET_CHECKOUT_CART, variables: { cartId }, fetchPolicy: 'network-only' });
    return true;
  } catch (error) {
    if (isInactiveCartError(error)) return false;
    throw error;
  }
}

/**
 * Magento's web API answer for a guest cart it cannot load as active, as once an order was placed
 * from it (Quote's QuoteRepository::getActive via the masked id: 404 "No such entity with
 * %fieldName = %fieldValue", fieldName cartId).
 */
const isNoSuchCartError = (error: unknown): boolean => {
  if (!(error instanceof RestApiError) || error.status !== 404) return false;
  const body = error.response as { parameters?: unknown } | null;
  const parameters = body && typeof body === 'object' ? body.parameters : undefined;
  return (
    typeof parameters === 'object' &&
    parameters !== null &&
    (parameters as Record<string, unknown>).fieldName === 'cartId'
  );
};

/**
 * Whether a refusal means the cart was ordered already (a second Place Order, another tab, an
 * answer lost before the page was left): a 404 for the cart id, and the cart no longer active.
 */
async function isOrderedCart(error: unknown, apollo: ApolloClient, cartId: string): Promise<boolean> {
  if (!isNoSuchCartError(error)) return false;
  try {
    return !(await cartIsActive(apollo, cartId));
  } catch {
    return false; // nothing can be known: the refusal stands
  }
}

/** A signed-in customer's latest order number (the one just placed); null for a guest or when unknown. */
async function latestOrderNumber(apollo: ApolloClient, signedIn: boolean): Promise<string | null> {
  if (!signedIn) return null;
  const { data } = await apollo
    .query<GetCheckoutLatestOrderQuery>({ query: GET_LATEST_ORDER, fetchPolicy: 'network-only' })
    .catch(() => ({ data: undefined }));
  return data?.customer?.orders?.items?.[0]?.number ?? null;
}

/**
 * payment-information, so that it places one order even when its answer is lost. A dropped
 * connection or a 5xx says nothing about whether the order was placed; so the cart is asked: still
 * active, no order was placed from it and the request is sent again (sendOnce, within the retry
 * budget); no longer active, the order was placed and only its number is missing. Magento refuses
 * the request for a cart it has ordered ("No such entity with cartId", 404), so it is never sent
 * again then; that refusal, for a cart no longer active, is itself taken as the order placed (a
 * second Place Order after an answer was lost). A signed-in customer's number is their latest
 * order's; a guest has no way to ask for it (their confirmation email has it). Answers the order
 * id or number, or null when the order was placed and its number is unknown.
 */
async function placeOrderOnce(
  apollo: ApolloClient,
  place: () => Promise<string | number>,
  { cartId, signedIn }: { cartId: string; signedIn: boolean },
): Promise<string | null> {
  let answer: string | number | null;
  try {
    answer = await sendOnce({ send: place, isDone: async () => !(await cartIsActive(apollo, cartId)) });
  } catch (error) {
    if (!(await isOrderedCart(error, apollo, cartId))) throw error;
    answer = null;
  }
  if (answer !== null) return String(answer);
  return latestOrderNumber(apollo, signedIn);
}

/**
 * Places the order over REST: shipping-information, then payment-information, which answers the
 * order id. Then the receipt is recorded, the saved checkout data cleared, the cart removed and a
 * new one created (a failure there is swallowed). A failure rejects the step and is rethrown;
 * nothing the shopper entered is lost. A lost answer is not a failure yet: shipping-information
 * sets the same addresses and method however often it runs, so it is sent again; the order is
 * placed once (placeOrderOnce).
 */
export function submitOrder({ virtual = false }: { virtual?: boolean } = {}): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { persistence, client }) => {
    dispatch(checkoutActions.orderSubmit());
    try {
      const state = getState();
      const cartId = requireCartId(state);
      const { shippingMethod, billingAddress, paymentCode, paymentData } = state.checkout;
      // A virtual cart has no shipping address: the billing address (with a guest's email) stands
      // in for it on the receipt.
      const shippingAddress: ShippingAddress | null =
        virtual && billingAddress && !billingAddress.sameAsShippingAddress
          ? withoutBillingFlag(billingAddress)
          : state.checkout.shippingAddress;
      if (!shippingAddress || (!virtual && !shippingMethod) || !billingAddress || !paymentCode) {
        throw new Error('Missing required information: checkout');
      }
      const signedIn = state.user.isSignedIn;
      const apollo = await client;
      const rest = createRestClient({ getToken: () => getState().user.token });
      const base = cartPath(state, cartId);
      const check = paymentCode === 'checkmo' ? await checkInstructions(apollo) : null;
      const email = shippingAddress.email;
      const billing = billingAddress.sameAsShippingAddress ? shippingAddress : billingAddress;
      // Nothing to ship: no shipping-information (Magento refuses it for a virtual cart); the
      // receipt's totals are the cart's as Magento totals them before the order is placed.
      const sendDetails = async () =>
        virtual
          ? {
              totals: await sendAgainWhenLost(() =>
                rest.request<MagentoTotals | undefined>(`${base}/totals`, { cache: 'no-store' }),
              ),
            }
          : await sendAgainWhenLost(() =>
              rest.request<PaymentDetails | undefined>(`${base}/shipping-information`, {
                method: 'POST',
                body: {
                  addressInformation: {
                    billing_address: restAddress(billing, email),
                    shipping_address: restAddress(shippingAddress, email),
                    shipping_carrier_code: shippingMethod!.carrier_code,
                    shipping_method_code: shippingMethod!.method_code,
                  },
                },
              }),
            );
      // Refused as a cart already ordered (a second Place Order): the order was placed, as when
      // payment-information's answer is lost (placeOrderOnce); nothing more is sent.
      let ordered = false;
      const details = await sendDetails().catch(async (error: unknown) => {
        if (!(await isOrderedCart(error, apollo, cartId))) throw error;
        ordered = true;
        return undefined;
      });
      const orderId = ordered
        ? await latestOrderNumber(apollo, signedIn)
        : await placeOrderOnce(
            apollo,
            () =>
              rest.request<string | number>(`${base}/payment-information`, {
                method: 'POST',
                body: {
                  billingAddress: restAddress(billing, email),
                  cartId,
                  email,
                  paymentMethod: {
                    method: paymentCode,
                    additional_data: { payment_method_nonce: paymentData?.nonce ?? '' },
                  },
                },
              }),
            { cartId, signedIn },
          );
      const totals = chargedTotals(details?.totals);
      const receipt: Receipt = {
        orderId,
        key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        shippingAddress,
        totals,
        items: receiptItems(details?.totals),
        shippingMethod: virtual ? null : state.checkout.shippingTitle,
        payment: {
          code: paymentCode,
          title:
            (details && 'payment_methods' in details ? details : undefined)?.payment_methods?.find(
              (method) => method?.code === paymentCode,
            )?.title ?? null,
        },
        ...(virtual ? { virtual: true } : {}),
        checkInstructions: check,
        shownCurrency: shownCurrencyOf(apollo, cartId, persistence),
        signedIn,
      };
      dispatch(checkoutActions.setOrder(receipt));
      keepReceipt(receipt);
      clearCheckoutStorage(persistence);
      dispatch(checkoutActions.orderAccept());
      persistence.removeItem(STORAGE_KEYS.cartId);
      dispatch(cartActions.resetCart());
      if (!signedIn) await createGuestCart(rest, persistence, dispatch);
    } catch (error) {
      dispatch(checkoutActions.orderReject(shownError(error)));
      // Magento serves a refused token as a guest's, and a "mine" route then answers 401: the
      // session is over (the cart stays the customer's, for their next sign-in).
      if (getState().user.isSignedIn && error instanceof RestApiError && error.status === 401) {
        await dispatch(endRefusedSession());
      }
      throw error;
    }
  };
}

function withoutBillingFlag(
  address: Extract<BillingAddress, { sameAsShippingAddress: false }>,
): ShippingAddress {
  const { sameAsShippingAddress: _same, ...rest } = address;
  return rest;
}

/** A fresh guest cart after an order; failing here is swallowed (spec 8). */
async function createGuestCart(
  rest: ReturnType<typeof createRestClient>,
  persistence: BrowserPersistence,
  dispatch: Parameters<StoreThunk>[0],
): Promise<void> {
  try {
    const id = await rest.request<string>('/rest/V1/guest-carts', { method: 'POST' });
    if (typeof id !== 'string' || !id) return;
    persistence.setItem(STORAGE_KEYS.cartId, id);
    dispatch(cartActions.createCartReceive({ payload: id }));
  } catch {
    // swallowed: the cart feature creates one when it is next needed
  }
}
