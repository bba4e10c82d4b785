/**
 * Adding to the cart offline. An add asked for while the browser is offline is not sent (it would
 * only fail): it is kept, in browser storage and in the pendingAdds slice, and sent when the
 * connection returns, so it cannot reach the backend twice. An add whose answer was lost when the
 * connection went is kept too, with what the cart held before it: once back online the cart is
 * read first, and the add is sent again only if it did not happen (cartThunks' lost-answer check).
 *
 * Storage is the queue: every tab reads it, and an add is taken out of it before it is sent, so
 * two tabs coming back online do not both send it. Kept adds expire after a day, so a shopper who
 * comes back much later does not find a forgotten product in the cart.
 */
import { browserIsOnline, isRetryableError } from '../../../platform/apollo/retryLink';
import type { BrowserPersistence } from '../../../platform/persistence/browserPersistence';
import { addItemWithOutcome, CartUserError, type AddOutcome } from './cartThunks';
import type { RootState } from '../../../store/createAppStore';
import {
  PENDING_ADDS_KEY,
  pendingAddsActions,
  type AddItemRequest,
  type PendingAdd,
} from '../../../store/pendingAddsSlice';
import { toErrorMessage } from '../../../platform/apollo/errorMessage';
import type { StoreThunk, ThunkExtra } from '../../../store/thunkExtra';
import type { ToastOptions } from '../../../store/toastSlice';
import { addToast } from '../../../store/toastThunks';

/** How long kept adds are saved for, in seconds. */
export const PENDING_ADDS_TTL_SECONDS = 24 * 60 * 60;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isAddItemRequest(value: unknown): value is AddItemRequest {
  return (
    isObject(value) &&
    typeof value.sku === 'string' &&
    (value.parentSku === null || typeof value.parentSku === 'string') &&
    typeof value.quantity === 'number' &&
    value.quantity > 0 &&
    Array.isArray(value.selectedOptions) &&
    value.selectedOptions.every((uid) => typeof uid === 'string')
  );
}

function isPendingAdd(value: unknown): value is PendingAdd {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return false;
  const { unconfirmed } = value;
  return (
    isAddItemRequest(value.item) &&
    (unconfirmed === null ||
      (isObject(unconfirmed) &&
        typeof unconfirmed.cartId === 'string' &&
        typeof unconfirmed.quantityBefore === 'number'))
  );
}

/** The kept adds in browser storage, oldest first (anything unreadable is left out). */
export function readPendingAdds(persistence: BrowserPersistence): PendingAdd[] {
  const saved = persistence.getItem<unknown>(PENDING_ADDS_KEY);
  return Array.isArray(saved) ? saved.filter(isPendingAdd) : [];
}

function savePendingAdds(persistence: BrowserPersistence, adds: PendingAdd[]): void {
  if (adds.length) persistence.setItem(PENDING_ADDS_KEY, adds, PENDING_ADDS_TTL_SECONDS);
  else persistence.removeItem(PENDING_ADDS_KEY);
}

/** Offline as far as the app or the browser knows. */
const isOffline = (state: RootState): boolean => !state.app.isOnline || !browserIsOnline();

let sequence = 0;
const newId = () =>
  `${Date.now().toString(36)}-${(sequence += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Keeps an add to send later: saved (in place if already saved) and shown. */
function keepPendingAdd(add: PendingAdd): StoreThunk {
  return (dispatch, _getState, { persistence }) => {
    const saved = readPendingAdds(persistence);
    const known = saved.some((entry) => entry.id === add.id);
    savePendingAdds(
      persistence,
      known ? saved.map((entry) => (entry.id === add.id ? add : entry)) : [...saved, add],
    );
    dispatch(pendingAddsActions.keep(add));
  };
}

/** Takes the oldest saved add not tried yet out of storage, so no other tab sends it too. */
function claimNext(persistence: BrowserPersistence, tried: ReadonlySet<string>): PendingAdd | null {
  const saved = readPendingAdds(persistence);
  const next = saved.find((entry) => !tried.has(entry.id));
  if (!next) return null;
  savePendingAdds(
    persistence,
    saved.filter((entry) => entry !== next),
  );
  return next;
}

/** Shows the adds kept in storage (at start-up, and when another tab changed them). */
export function syncPendingAdds(): StoreThunk {
  return (dispatch, _getState, { persistence }) => {
    dispatch(pendingAddsActions.set(readPendingAdds(persistence)));
  };
}

export type AddToCartResult = 'added' | 'failed' | 'pending';

/**
 * Adds to the cart; offline, or when the connection goes during the add, keeps the add to send
 * when the connection returns ('pending'). 'failed': the cart's add error says why.
 */
export function addToCartOrKeep(item: AddItemRequest, name: string): StoreThunk<Promise<AddToCartResult>> {
  return async (dispatch, getState) => {
    if (isOffline(getState())) {
      dispatch(keepPendingAdd({ id: newId(), item, name, unconfirmed: null }));
      return 'pending';
    }
    const outcome = await dispatch(addItemWithOutcome(item));
    if (outcome.status !== 'interrupted') return outcome.status;
    dispatch(keepPendingAdd({ id: newId(), item, name, unconfirmed: outcome.error.unconfirmed }));
    return 'pending';
  };
}

/** The texts of the outcomes of kept adds, formatted by the caller (the thunks have no intl). */
export interface PendingAddMessages {
  /** The add went through. */
  added: (name: string) => string;
  /** The backend refused it (stock, limits, options): its reason. */
  refused: (name: string, reason: string) => string;
  /** It could not be told whether it went through (the answer was lost, and the cart unreadable). */
  unconfirmed: (name: string) => string;
}

/** Kept adds being sent, per store (its services object), so one run sends them. */
const sending = new WeakMap<ThunkExtra, Promise<void>>();

/** The toast telling what became of a kept add once sent. */
function outcomeToast(add: PendingAdd, outcome: AddOutcome, messages: PendingAddMessages): ToastOptions {
  if (outcome.status === 'added') {
    return { type: 'success', message: messages.added(add.name), dismissable: true };
  }
  const error = outcome.error;
  // The shopper may not be looking when it comes: it stays until dismissed.
  if (!(error instanceof CartUserError) && error instanceof Error && isRetryableError(error)) {
    return { type: 'warning', message: messages.unconfirmed(add.name), dismissable: true, timeout: false };
  }
  return {
    type: 'error',
    message: messages.refused(add.name, toErrorMessage(error).message),
    dismissable: true,
    timeout: false,
  };
}

/**
 * Sends the kept adds, oldest first, one at a time, while online; each outcome is told in a
 * toast. An add the connection cuts off again is kept (it goes out at the next return), and the
 * run stops there. Adds another tab has taken are no longer shown here.
 */
export function sendPendingAdds(messages: PendingAddMessages): StoreThunk<Promise<void>> {
  return (dispatch, getState, extra) => {
    const running = sending.get(extra);
    if (running) return running;
    const run = (async () => {
      const tried = new Set<string>();
      while (!isOffline(getState())) {
        const add = claimNext(extra.persistence, tried);
        if (!add) break;
        tried.add(add.id);
        const outcome = await dispatch(addItemWithOutcome(add.item, add.unconfirmed));
        if (outcome.status === 'interrupted') {
          // Not sent this time: what was known of an earlier attempt still holds.
          dispatch(keepPendingAdd({ ...add, unconfirmed: outcome.error.unconfirmed ?? add.unconfirmed }));
          break;
        }
        dispatch(pendingAddsActions.drop(add.id));
        dispatch(addToast(outcomeToast(add, outcome, messages)));
      }
    })().finally(() => {
      // Runs after the run is registered below, even when there was nothing to send.
      sending.delete(extra);
      dispatch(syncPendingAdds());
    });
    sending.set(extra, run);
    return run;
  };
}

/**
 * Shows the saved adds now and whenever another tab changes them; returns the function that
 * stops listening.
 */
export function watchPendingAdds(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): StoreThunk<() => void> {
  return (dispatch, _getState, { persistence }) => {
    const key = persistence.storageKey(PENDING_ADDS_KEY);
    const listener = (event: StorageEvent) => {
      if (event.storageArea !== null && !persistence.usesStorage(event.storageArea)) return;
      if (event.key === null || event.key === key) dispatch(syncPendingAdds());
    };
    dispatch(syncPendingAdds());
    target.addEventListener('storage', listener);
    return () => target.removeEventListener('storage', listener);
  };
}
