/** Default toast lifetime (spec 9). A timeout of 0 or false means no automatic removal. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

type ToastType = 'info' | 'warning' | 'error' | 'success';

/** What a caller passes to add a toast. Functions are kept out of the store (see toastCallbacks.ts). */
export interface ToastOptions {
  type: ToastType;
  message: string;
  /** Shows a close control; also implied by `onDismiss`. */
  dismissable?: boolean;
  /** Milliseconds; default 5000; 0 or false keeps the toast until dismissed. */
  timeout?: number | false;
  actionText?: string;
  dismissActionText?: string;
  /** An icon name the toast view maps to an icon. */
  icon?: string;
  /** Called with a `remove` function when the toast is dismissed; without it, dismissal removes it. */
  onDismiss?: (remove: () => void) => void;
  /** Called with a `remove` function when the action button is pressed. */
  onAction?: (remove: () => void) => void;
}

/** A toast as held in the store: serialisable data only. */
export interface ToastEntry {
  id: string;
  type: ToastType;
  message: string;
  dismissable: boolean;
  timeout: number | false;
  actionText: string | null;
  dismissActionText: string | null;
  icon: string | null;
  timestamp: number;
  isDuplicate: boolean;
}

export interface ToastState {
  toasts: Record<string, ToastEntry>;
}

export const initialToastState: ToastState = { toasts: {} };

/**
 * Throws the spec's messages (spec 5 and 8) for a toast that cannot be shown: it needs a type and a
 * message, and must be user-dismissable or go away by itself.
 */
export function validateToast(options: Partial<ToastOptions>): asserts options is ToastOptions {
  if (!options.type) throw new TypeError('toast.type is required');
  if (!options.message) throw new TypeError('toast.message is required');
  const isDismissable = Boolean(options.dismissable || options.onDismiss);
  if (!isDismissable && effectiveTimeout(options.timeout) === false) {
    throw new TypeError('Toast should be user-dismissable or have a timeout');
  }
}

/** The timeout in force: the default when none is given, false when there is no automatic removal. */
export function effectiveTimeout(timeout: number | false | undefined): number | false {
  if (timeout === undefined) return DEFAULT_TOAST_TIMEOUT;
  return typeof timeout === 'number' && timeout > 0 ? timeout : false;
}

/** Same type, message and action text give the same id, so a repeat is a duplicate. */
export function getToastId({
  type,
  message,
  actionText,
}: Pick<ToastOptions, 'type' | 'message' | 'actionText'>) {
  return JSON.stringify([type, message, actionText ?? null]);
}

/** Builds the serialisable entry for validated options; `isDuplicate` is decided by the reducer. */
export function toToastEntry(options: ToastOptions, timestamp: number): ToastEntry {
  return {
    id: getToastId(options),
    type: options.type,
    message: options.message,
    dismissable: Boolean(options.dismissable || options.onDismiss),
    timeout: effectiveTimeout(options.timeout),
    actionText: options.actionText ?? null,
    dismissActionText: options.dismissActionText ?? null,
    icon: options.icon ?? null,
    timestamp,
    isDuplicate: false,
  };
}

export const toastActions = {
  addToast: (toast: ToastEntry) => ({ type: 'toast/addToast', payload: toast }) as const,
  removeToast: (id: string) => ({ type: 'toast/removeToast', payload: id }) as const,
};

export type ToastAction = ReturnType<(typeof toastActions)[keyof typeof toastActions]>;

export function toastReducer(state: ToastState = initialToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'toast/addToast': {
      const toast = action.payload;
      const previous = state.toasts[toast.id];
      const next = previous
        ? { ...toast, timestamp: previous.timestamp, isDuplicate: true }
        : { ...toast, isDuplicate: false };
      return { toasts: { ...state.toasts, [toast.id]: next } };
    }
    case 'toast/removeToast': {
      if (!(action.payload in state.toasts)) return state;
      const { [action.payload]: _removed, ...toasts } = state.toasts;
      return { toasts };
    }
    default:
      return state;
  }
}
