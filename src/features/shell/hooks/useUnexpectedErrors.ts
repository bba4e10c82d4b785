import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { appActions, type UnhandledError } from '../../../store/appSlice';
import {
  useAppDispatch,
  useAppSelector,
  type AppAction,
  type RootState,
} from '../../../store/createAppStore';
import { addToast } from '../../../store/toastThunks';

/** How long the unexpected-error toast stays (spec 8 and 9). */
const UNEXPECTED_ERROR_TOAST_TIMEOUT = 15000;

/** Reloads the page: the default for the "Reload" controls. */
export function reloadPage(): void {
  window.location.reload();
}

/** Anything that takes the app's plain actions: the store's dispatch or a hook's. */
export type ErrorDispatch = (action: AppAction) => unknown;

/**
 * Records an uncaught error in the app state, where `useUnexpectedErrors` picks it up (toast and
 * console). Used by the error boundary and the window `error` / `unhandledrejection` listeners.
 * Returns the error's id.
 */
export function reportUnexpectedError(dispatch: ErrorDispatch, error: unknown): string {
  const action = appActions.addUnhandledError(error);
  dispatch(action);
  return action.payload.id;
}

/**
 * Errors already toasted and logged. The app state keeps an error's object until it is marked
 * handled, so the object identifies it: a second subscriber, a remount or React's strict-mode
 * re-run neither toasts nor logs it again, and a handled error's entry goes with its object.
 */
const announced = new WeakSet<UnhandledError>();

const selectUnhandledErrors = (state: RootState) => state.app.unhandledErrors;

export interface UnexpectedErrorsOptions {
  /** What the toast's "Reload" action does; reloads the page by default. */
  reload?: () => void;
}

/**
 * Shows each new unhandled error (spec 8, "Unexpected error toast"): an error toast "Sorry! An
 * unexpected error occurred." with a debug line (`Debug: <id> <message>`), for 15000 ms, with a
 * "Reload" action; dismissing it marks the error handled. Each error is logged to console.error
 * with its id, once.
 */
export function useUnexpectedErrors({ reload = reloadPage }: UnexpectedErrorsOptions = {}): void {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const errors = useAppSelector(selectUnhandledErrors);

  useEffect(() => {
    for (const error of errors) {
      if (announced.has(error)) continue;
      announced.add(error);
      console.error(
        `Unexpected error [${error.id}]`,
        error.stack ?? `${error.name ?? 'Error'}: ${error.message}`,
      );
      const heading = formatMessage({
        id: 'shell.unexpectedErrors.message',
        defaultMessage: 'Sorry! An unexpected error occurred.',
      });
      const debug = formatMessage(
        { id: 'shell.unexpectedErrors.debug', defaultMessage: 'Debug: {id} {message}' },
        { id: error.id, message: error.message },
      );
      dispatch(
        addToast({
          type: 'error',
          icon: 'error',
          message: `${heading}\n${debug}`,
          timeout: UNEXPECTED_ERROR_TOAST_TIMEOUT,
          actionText: formatMessage({ id: 'shell.unexpectedErrors.reload', defaultMessage: 'Reload' }),
          onAction: () => reload(),
          onDismiss: (remove) => {
            dispatch(appActions.markErrorsHandled(error.id));
            remove();
          },
        }),
      );
    }
  }, [errors, dispatch, formatMessage, reload]);
}
