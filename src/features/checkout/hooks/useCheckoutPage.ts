import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GetCheckoutCartQuery } from '../../../__generated__/operations';
import { checkoutActions, type CheckoutSection } from '../../../store/checkoutSlice';
import { adoptShippingMethod, beginCheckout, cancelCheckout, refreshShippingMethods } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { GET_CHECKOUT_CART } from '../graphql/checkout';

export type SectionStatus = 'done' | 'active' | 'pending';

export type CheckoutPanel = 'shippingAddress' | 'shippingMethod' | 'paymentMethod' | 'review';

export interface CheckoutPageState {
  /** Not begun yet, the steps, or the order confirmation. */
  view: 'loading' | 'empty' | 'steps' | 'confirmation';
  status: Record<CheckoutPanel, SectionStatus>;
  /** The panel the shopper works on now. */
  active: CheckoutPanel;
  isSubmitting: boolean;
  /** The finished section opened again, if any. */
  editing: CheckoutSection | null;
  /** Opens a finished section again. */
  edit: (section: CheckoutSection) => void;
  /** Closes the section being edited, keeping what was saved. */
  stopEditing: () => void;
  /**
   * Lines Magento can't sell as they are (their `errors`): the order waits until the shopper has
   * changed or removed them in the cart.
   */
  cartProblems: Array<{ uid: string; name: string; message: string }>;
  /** The cart's grand total as Magento answers it: what Place Order charges. */
  grandTotal: { value: number; currency: string } | null;
  /** Nothing in the cart is shipped (Magento's `is_virtual`): no shipping steps. */
  isVirtual: boolean;
  /**
   * The shipping method Magento has on the cart, with its price now (a coupon may have made it
   * free): null when the cart has none; undefined until the cart's first answer.
   */
  shippingMethodOnCart: SelectedShippingMethod | null | undefined;
}

export interface SelectedShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: { value: number; currency: string } | null;
}

/** The receipt a history entry showed (its key), so that a reload of the entry shows it again. */
const receiptKeyOf = (state: unknown): string | null =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Record<string, unknown>).checkoutReceipt === 'string'
    ? ((state as Record<string, unknown>).checkoutReceipt as string)
    : null;

const PANELS: CheckoutPanel[] = ['shippingAddress', 'shippingMethod', 'paymentMethod', 'review'];
/** A virtual cart's panels: billing (with a guest's email) and payment, then review. */
const VIRTUAL_PANELS: CheckoutPanel[] = ['paymentMethod', 'review'];

/**
 * /checkout: begins on arrival (reset, then restore the saved choices) and cancels on leaving.
 * Sections open in order; a finished one shows its summary and can be edited.
 */
export function useCheckoutPage(): CheckoutPageState {
  const dispatch = useAppDispatch<ThunkExtra>();
  const checkout = useAppSelector((state) => state.checkout);
  const cartId = useAppSelector((state) => state.cart.cartId);
  const location = useLocation();
  const navigate = useNavigate();
  const receiptKeyAtStart = useRef(receiptKeyOf(location.state));

  // An empty cart (or none the shopper may use) has nothing to check out.
  const {
    data: cartData,
    error: cartError,
    refetch: refetchCart,
  } = useQuery<GetCheckoutCartQuery>(GET_CHECKOUT_CART, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId || checkout.stage === 'receipt',
    fetchPolicy: 'cache-and-network',
  });
  const isVirtual = cartData?.cart?.is_virtual === true;
  // Coming back to the tab reads the cart again: a product to ship added in another tab brings
  // the shipping steps back (and one removed there may take them away).
  const inForm = Boolean(cartId) && checkout.stage === 'form';
  useEffect(() => {
    if (!inForm) return;
    const again = () => {
      if (document.visibilityState === 'visible') void refetchCart().catch(() => undefined);
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [inForm, refetchCart]);
  const isEmptyCart = !cartId || Boolean(cartError) || cartData?.cart?.total_quantity === 0;
  const cartProblems = useMemo(
    () =>
      (cartData?.cart?.items ?? []).flatMap((item) => {
        const message = item?.errors?.find((error) => error?.message)?.message;
        return item && message ? [{ uid: item.uid, name: item.product.name ?? '', message }] : [];
      }),
    [cartData],
  );

  useEffect(() => {
    dispatch(beginCheckout({ receiptKey: receiptKeyAtStart.current }));
    return () => dispatch(cancelCheckout());
  }, [dispatch]);

  // The receipt shown is named in the page's history entry: reloading the entry shows it again.
  const shownReceipt = checkout.stage === 'receipt' ? (checkout.receipt?.key ?? null) : null;
  const entryReceipt = receiptKeyOf(location.state);
  useEffect(() => {
    if (!shownReceipt || shownReceipt === entryReceipt) return;
    const entryState: unknown = location.state;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      {
        replace: true,
        preventScrollReset: true,
        state: {
          ...(typeof entryState === 'object' && entryState !== null ? entryState : {}),
          checkoutReceipt: shownReceipt,
        },
      },
    );
  }, [shownReceipt, entryReceipt, navigate, location]);

  const { editing, shippingAddress, shippingMethod, availableShippingMethods, billingAddress, paymentCode } =
    checkout;
  const shippingMethodOnCart = useMemo(() => selectedMethodOf(cartData), [cartData]);
  // The cart as Magento answers it decides whether a method is chosen (one unset in another tab is
  // not); until its first answer, the saved choice among the methods offered.
  const methodOffered =
    shippingMethodOnCart !== undefined
      ? shippingMethodOnCart !== null
      : shippingMethod !== null &&
        availableShippingMethods.some(
          (method) =>
            method.carrier_code === shippingMethod.carrier_code &&
            method.method_code === shippingMethod.method_code,
        );

  const methodOnCart = shippingMethodOnCart ?? null;
  useEffect(() => {
    if (inForm && !isVirtual && methodOnCart) dispatch(adoptShippingMethod(methodOnCart));
  }, [dispatch, inForm, isVirtual, methodOnCart]);

  // A changed cart (coupon, quantity, another tab) may change the methods offered and their prices.
  const hasAddress = shippingAddress !== null;
  const cartVersion = cartData?.cart
    ? JSON.stringify([
        cartData.cart.total_quantity,
        cartData.cart.prices?.grand_total?.value,
        shippingMethodOnCart?.carrier_code,
        shippingMethodOnCart?.method_code,
        shippingMethodOnCart?.amount?.value,
      ])
    : null;
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!inForm || isVirtual || !hasAddress || cartVersion === null) return;
    // The first answer only confirms what the address step (or the saved session) offered.
    if (askedFor.current === null) {
      askedFor.current = cartVersion;
      return;
    }
    if (askedFor.current === cartVersion) return;
    askedFor.current = cartVersion;
    void dispatch(refreshShippingMethods());
  }, [dispatch, inForm, isVirtual, hasAddress, cartVersion]);
  const panels = isVirtual ? VIRTUAL_PANELS : PANELS;
  const done: Record<CheckoutPanel, boolean> = {
    shippingAddress: shippingAddress !== null && editing !== 'shippingAddress',
    shippingMethod: methodOffered && editing !== 'shippingMethod',
    // A virtual cart's billing is an address of its own ("same as shipping" means nothing there).
    paymentMethod:
      billingAddress !== null &&
      !(isVirtual && billingAddress.sameAsShippingAddress) &&
      paymentCode !== null &&
      editing !== 'paymentMethod',
    review: false,
  };
  let active: CheckoutPanel = 'review';
  for (const panel of panels) {
    if (!done[panel]) {
      active = panel;
      break;
    }
  }
  const activeIndex = panels.indexOf(active);
  const status = Object.fromEntries(
    PANELS.map((panel) => {
      const index = panels.indexOf(panel);
      return [panel, index < activeIndex ? 'done' : index === activeIndex ? 'active' : 'pending'];
    }),
  ) as Record<CheckoutPanel, SectionStatus>;

  let view: CheckoutPageState['view'] = 'steps';
  if (checkout.stage === 'receipt' && checkout.receipt) view = 'confirmation';
  else if (checkout.stage === 'cart') view = 'loading';
  else if (isEmptyCart) view = 'empty';

  const edit = useCallback((section: CheckoutSection) => dispatch(checkoutActions.edit(section)), [dispatch]);
  const stopEditing = useCallback(() => dispatch(checkoutActions.edit(null)), [dispatch]);
  const total = cartData?.cart?.prices?.grand_total;
  const grandTotal =
    total && typeof total.value === 'number'
      ? { value: total.value, currency: total.currency ?? 'USD' }
      : null;

  return {
    view,
    status,
    active,
    isSubmitting: checkout.isSubmitting,
    editing,
    edit,
    stopEditing,
    cartProblems,
    grandTotal,
    isVirtual,
    shippingMethodOnCart,
  };
}

/** The cart's selected shipping method; undefined before the cart's answer. */
function selectedMethodOf(data: GetCheckoutCartQuery | undefined): SelectedShippingMethod | null | undefined {
  if (!data?.cart) return undefined;
  const method = data.cart.shipping_addresses[0]?.selected_shipping_method;
  if (!method) return null;
  const { value, currency } = method.amount;
  return {
    carrier_code: method.carrier_code,
    method_code: method.method_code,
    carrier_title: method.carrier_title,
    method_title: method.method_title,
    amount: typeof value === 'number' ? { value, currency: currency ?? 'USD' } : null,
  };
}
