/**
 * Adds to the cart kept while the shopper is offline, to be sent when the connection returns
 * (pendingAddThunks.ts). Browser storage holds them across reloads and tabs; this slice shows the
 * ones this tab knows of.
 */
/** What the product page (or a tile) asks to add. */
export interface AddItemRequest {
  /** The product's sku; for a configurable product, the chosen child's. */
  sku: string;
  /** The configurable parent's sku, else null. */
  parentSku: string | null;
  quantity: number;
  /** Configurable option value uids. */
  selectedOptions: string[];
}

/** An add whose answer was lost with the connection: its cart, and how many of the item that held before. */
export interface UnconfirmedAdd {
  cartId: string;
  quantityBefore: number;
}

/** Where the kept adds are saved (beside the spec's saved keys). */
export const PENDING_ADDS_KEY = 'pending_cart_adds';

export interface PendingAdd {
  id: string;
  item: AddItemRequest;
  /** The product's name, for the messages. */
  name: string;
  /** Set when an attempt went out and its answer was lost: the cart is checked before it is sent again. */
  unconfirmed: UnconfirmedAdd | null;
}

export interface PendingAddsState {
  /** Oldest first, the order they are sent in. */
  items: PendingAdd[];
}

const initialPendingAddsState: PendingAddsState = { items: [] };

export const pendingAddsActions = {
  /** Keeps an add (a kept one with the same id is replaced in place). */
  keep: (add: PendingAdd) => ({ type: 'pendingAdds/keep', payload: add }) as const,
  /** The add was sent (or given up): it is no longer pending. */
  drop: (id: string) => ({ type: 'pendingAdds/drop', payload: id }) as const,
  /** The list as browser storage has it (at start-up, after another tab changed it). */
  set: (adds: PendingAdd[]) => ({ type: 'pendingAdds/set', payload: adds }) as const,
};

export type PendingAddsAction = ReturnType<(typeof pendingAddsActions)[keyof typeof pendingAddsActions]>;

export function pendingAddsReducer(
  state: PendingAddsState = initialPendingAddsState,
  action: PendingAddsAction,
): PendingAddsState {
  switch (action.type) {
    case 'pendingAdds/keep': {
      const add = action.payload;
      const known = state.items.some((entry) => entry.id === add.id);
      return {
        items: known
          ? state.items.map((entry) => (entry.id === add.id ? add : entry))
          : [...state.items, add],
      };
    }
    case 'pendingAdds/drop':
      if (!state.items.some((entry) => entry.id === action.payload)) return state;
      return { items: state.items.filter((entry) => entry.id !== action.payload) };
    case 'pendingAdds/set':
      return { items: action.payload };
    default:
      return state;
  }
}
