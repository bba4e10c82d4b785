import { reportUnexpectedError, type ErrorDispatch } from './useUnexpectedErrors';

/** The part of a store (or of window) the handlers need. */
export interface ErrorReportingStore {
  dispatch: ErrorDispatch;
}

type ErrorEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Benign browser reports that are not failures of the app: a ResizeObserver callback that could not
 * deliver every notification in one frame is retried by the browser.
 */
const BENIGN_ERROR_MESSAGES = [/^ResizeObserver loop/];

function isBenign(event: ErrorEvent): boolean {
  return !event.error && BENIGN_ERROR_MESSAGES.some((pattern) => pattern.test(event.message ?? ''));
}

/**
 * Pushes uncaught errors and unhandled promise rejections into the app state as unhandled errors,
 * so they reach the person as the unexpected-error toast (spec 8). Call once at start-up with the
 * app's store; returns a function that removes the listeners. The browser's own console report is
 * left as it is.
 */
export function installGlobalErrorHandlers(
  store: ErrorReportingStore,
  target: ErrorEventTarget = window,
): () => void {
  const handleError = (event: ErrorEvent) => {
    if (isBenign(event)) return;
    reportUnexpectedError(store.dispatch, event.error ?? event.message);
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    reportUnexpectedError(store.dispatch, event.reason);
  };
  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);
  return () => {
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
  };
}
