import { NAV_DRAWER } from './appSlice';
import type { RootState } from './createAppStore';
import type { ToastEntry } from './toastSlice';

/** Currency of an empty cart (spec 3 and 9). */
export const DEFAULT_CART_CURRENCY = 'USD';

/**
 * The parts of cart details (from the Apollo cache) the derived values read. Structural, so the
 * generated query types fit without a hand-written API type.
 */
export interface CartDetailsLike {
  items?: ReadonlyArray<{ quantity?: number | null } | null> | null;
  prices?: { grand_total?: { value?: number | null; currency?: string | null } | null } | null;
}

export interface CartDerived {
  isEmpty: boolean;
  currencyCode: string;
  numItems: number;
  subtotal: number;
}

const EMPTY_CART: CartDerived = {
  isEmpty: true,
  currencyCode: DEFAULT_CART_CURRENCY,
  numItems: 0,
  subtotal: 0,
};

const derivedByDetails = new WeakMap<object, CartDerived>();

/**
 * isEmpty, currencyCode (USD when empty), numItems (sum of quantities) and subtotal (grand total
 * value), derived from cart details. The result is memoized per details object, so the same cached
 * details give the same reference.
 */
export function selectCartDerived(details: CartDetailsLike | null | undefined): CartDerived {
  if (!details) return EMPTY_CART;
  const memo = derivedByDetails.get(details);
  if (memo) return memo;
  const items = (details.items ?? []).filter((item) => item !== null);
  const isEmpty = items.length === 0;
  const grandTotal = details.prices?.grand_total;
  const derived: CartDerived = {
    isEmpty,
    currencyCode: isEmpty ? DEFAULT_CART_CURRENCY : (grandTotal?.currency ?? DEFAULT_CART_CURRENCY),
    numItems: items.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    subtotal: grandTotal?.value ?? 0,
  };
  derivedByDetails.set(details, derived);
  return derived;
}

/** The quantity to show for a cart item: the optimistic one while an update is in flight. */
export function selectItemQuantity(state: RootState, uid: string, cachedQuantity: number): number {
  return state.cart.pendingQuantities[uid] ?? cachedQuantity;
}

/** Spec 2: the offline indicator appears after the app has been offline and is not online. */
export function selectShowOfflineIndicator(state: RootState): boolean {
  return state.app.hasBeenOffline && !state.app.isOnline;
}

export function selectIsNavDrawerOpen(state: RootState): boolean {
  return state.app.drawer === NAV_DRAWER;
}

const toastListByMap = new WeakMap<object, ToastEntry[]>();

/** Toasts oldest first; the same toasts map gives the same array (safe for useAppSelector). */
export function selectToastList(state: RootState): ToastEntry[] {
  const { toasts } = state.toast;
  const memo = toastListByMap.get(toasts);
  if (memo) return memo;
  const list = Object.values(toasts).sort((a, b) => a.timestamp - b.timestamp);
  toastListByMap.set(toasts, list);
  return list;
}
