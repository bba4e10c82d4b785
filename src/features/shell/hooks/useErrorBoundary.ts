import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../../store/createAppStore';
import { reloadPage, reportUnexpectedError, useUnexpectedErrors } from './useUnexpectedErrors';

export interface ErrorBoundaryOptions {
  /** What the "Reload" controls do; reloads the page by default. */
  reload?: () => void;
}

export interface ErrorBoundaryHandlers {
  /** Records a caught render error as an unhandled error (the unexpected-error toast follows). */
  recordError: (error: unknown) => void;
  /** The error view's "Reload" button. */
  reload: () => void;
}

/**
 * The app's error boundary logic: render errors it catches are recorded as unhandled errors, and
 * every unhandled error (render, window `error`, `unhandledrejection`) is shown as the
 * unexpected-error toast while the boundary is mounted (see useUnexpectedErrors).
 */
export function useErrorBoundary({ reload = reloadPage }: ErrorBoundaryOptions = {}): ErrorBoundaryHandlers {
  const dispatch = useAppDispatch();
  useUnexpectedErrors({ reload });
  const recordError = useCallback(
    (error: unknown) => void reportUnexpectedError(dispatch, error),
    [dispatch],
  );
  return useMemo(() => ({ recordError, reload }), [recordError, reload]);
}
