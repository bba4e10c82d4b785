import { toErrorMessage, type ErrorMessage } from '../platform/apollo/errorMessage';
import { isFailure, receiveAction, voidReceiveAction, type Outcome, type VoidOutcome } from './storeError';

/**
 * Client state of the cart. The cart's details (items, prices, totals) live in the Apollo cache;
 * derived values are computed by `selectCartDerived` in selectors.ts.
 */
export interface CartState {
  cartId: string | null;
  isLoading: boolean;
  isAddingItem: boolean;
  isUpdatingItem: boolean;
  getCartError: ErrorMessage | null;
  getDetailsError: ErrorMessage | null;
  addItemError: ErrorMessage | null;
  updateItemError: ErrorMessage | null;
  removeItemError: ErrorMessage | null;
  /**
   * Optimistic quantities by cart item uid while an update (or a removal, as 0) is in flight. The UI
   * shows the pending value over the cached one; the entry is dropped on receive, so a failure rolls
   * back to the cached quantity.
   */
  pendingQuantities: Record<string, number>;
  /**
   * The order the shopper has seen the lines in, by line key (product and options): a configurable
   * line whose quantity changes is removed and added again (spec 4), and Magento lists the new line
   * last; shown in this order, it keeps its place.
   */
  lineOrder: string[];
}

export const initialCartState: CartState = {
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
};

/** A receive action about one cart item: `meta.uid` names it on success and on failure. */
type ItemReceiveAction<T extends string> =
  { type: T; meta: { uid: string } } | { type: T; meta: { uid: string }; error: ErrorMessage };

function itemReceiveAction<T extends string>(
  type: T,
  uid: string,
  outcome: VoidOutcome,
): ItemReceiveAction<T> {
  return isFailure(outcome)
    ? { type, meta: { uid }, error: toErrorMessage(outcome.error) }
    : { type, meta: { uid } };
}

export const cartActions = {
  createCartRequest: () => ({ type: 'cart/createCartRequest' }) as const,
  /** Success carries the new (or restored) cart id. */
  createCartReceive: (outcome: Outcome<string>) => receiveAction('cart/createCartReceive', outcome),
  getDetailsRequest: () => ({ type: 'cart/getDetailsRequest' }) as const,
  /** The details themselves are written to the Apollo cache, so success carries nothing. */
  getDetailsReceive: (outcome: VoidOutcome = {}) => voidReceiveAction('cart/getDetailsReceive', outcome),
  addItemRequest: () => ({ type: 'cart/addItemRequest' }) as const,
  addItemReceive: (outcome: VoidOutcome = {}) => voidReceiveAction('cart/addItemReceive', outcome),
  updateItemRequest: (item: { uid: string; quantity: number }) =>
    ({ type: 'cart/updateItemRequest', payload: item }) as const,
  updateItemReceive: (uid: string, outcome: VoidOutcome = {}) =>
    itemReceiveAction('cart/updateItemReceive', uid, outcome),
  removeItemRequest: (uid: string) => ({ type: 'cart/removeItemRequest', payload: { uid } }) as const,
  /** The lines' keys as shown now: new keys join the end of the remembered order. */
  noteLineOrder: (keys: string[]) => ({ type: 'cart/noteLineOrder', payload: keys }) as const,
  removeItemReceive: (uid: string, outcome: VoidOutcome = {}) =>
    itemReceiveAction('cart/removeItemReceive', uid, outcome),
  resetCart: () => ({ type: 'cart/resetCart' }) as const,
};

export type CartAction = ReturnType<(typeof cartActions)[keyof typeof cartActions]>;

function withPending(state: CartState, uid: string, quantity: number): Record<string, number> {
  return { ...state.pendingQuantities, [uid]: quantity };
}

function withoutPending(state: CartState, uid: string): Record<string, number> {
  if (!(uid in state.pendingQuantities)) return state.pendingQuantities;
  const { [uid]: _dropped, ...rest } = state.pendingQuantities;
  return rest;
}

export function cartReducer(state: CartState = initialCartState, action: CartAction): CartState {
  switch (action.type) {
    case 'cart/createCartRequest':
      return { ...state, isLoading: true, getCartError: null };
    case 'cart/createCartReceive':
      // A failed cart fetch resets the cart (spec 4, "Cart actions").
      if ('error' in action) return { ...initialCartState, getCartError: action.error };
      return { ...state, cartId: action.payload, isLoading: false };
    case 'cart/getDetailsRequest':
      return { ...state, isLoading: true, getDetailsError: null };
    case 'cart/getDetailsReceive':
      if ('error' in action) return { ...initialCartState, getDetailsError: action.error };
      return { ...state, isLoading: false };
    case 'cart/addItemRequest':
      return { ...state, isAddingItem: true, addItemError: null };
    case 'cart/addItemReceive':
      return { ...state, isAddingItem: false, addItemError: 'error' in action ? action.error : null };
    // A new change of a line clears what the last one said (a refusal stays only until then).
    case 'cart/updateItemRequest':
      return {
        ...state,
        isUpdatingItem: true,
        updateItemError: null,
        removeItemError: null,
        pendingQuantities: withPending(state, action.payload.uid, action.payload.quantity),
      };
    case 'cart/updateItemReceive':
      return {
        ...state,
        isUpdatingItem: false,
        updateItemError: 'error' in action ? action.error : null,
        pendingQuantities: withoutPending(state, action.meta.uid),
      };
    case 'cart/removeItemRequest':
      return {
        ...state,
        updateItemError: null,
        removeItemError: null,
        pendingQuantities: withPending(state, action.payload.uid, 0),
      };
    case 'cart/removeItemReceive':
      return {
        ...state,
        removeItemError: 'error' in action ? action.error : null,
        pendingQuantities: withoutPending(state, action.meta.uid),
      };
    case 'cart/noteLineOrder': {
      const added = action.payload.filter((key) => !state.lineOrder.includes(key));
      return added.length ? { ...state, lineOrder: [...state.lineOrder, ...added] } : state;
    }
    case 'cart/resetCart':
      return initialCartState;
    default:
      return state;
  }
}
