import type { AppThunk } from './createAppStore';
import { toastCallbacks } from './toastCallbacks';
import { toastActions, toToastEntry, validateToast, type ToastOptions } from './toastSlice';

/**
 * Validates and shows a toast; returns its id. A repeat of a shown toast (same type, message and
 * action text) is a duplicate: it keeps the first timestamp, takes the new callbacks and restarts
 * the removal timer. Throws the spec's messages for an invalid toast, before anything is dispatched.
 */
export function addToast(options: ToastOptions): AppThunk<string> {
  return (dispatch) => {
    validateToast(options);
    const toast = toToastEntry(options, Date.now());
    toastCallbacks.register(toast.id, options);
    dispatch(toastActions.addToast(toast));
    toastCallbacks.scheduleRemoval(toast.id, toast.timeout, () => dispatch(removeToast(toast.id)));
    return toast.id;
  };
}

export function removeToast(id: string): AppThunk {
  return (dispatch) => {
    toastCallbacks.forget(id);
    dispatch(toastActions.removeToast(id));
  };
}

/** The close control: hands `remove` to the toast's onDismiss, or removes the toast directly. */
export function dismissToast(id: string): AppThunk {
  return (dispatch) => {
    const remove = () => dispatch(removeToast(id));
    const { onDismiss } = toastCallbacks.get(id);
    if (onDismiss) onDismiss(remove);
    else remove();
  };
}

/** The action button: hands `remove` to the toast's onAction. */
export function runToastAction(id: string): AppThunk {
  return (dispatch) => {
    toastCallbacks.get(id).onAction?.(() => dispatch(removeToast(id)));
  };
}
