import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorView from '../features/shell/components/ErrorView';
import { useErrorBoundary } from '../features/shell/hooks/useErrorBoundary';

interface RenderErrorCatcherProps {
  children?: ReactNode;
  onError: (error: unknown) => void;
  fallback: ReactNode;
}

interface RenderErrorCatcherState {
  hasError: boolean;
}

/** React's error boundary: after a render error below it, shows `fallback` instead of `children`. */
export class RenderErrorCatcher extends Component<RenderErrorCatcherProps, RenderErrorCatcherState> {
  override state: RenderErrorCatcherState = { hasError: false };

  static getDerivedStateFromError(): RenderErrorCatcherState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What "Reload" does (the error view's button and the toast's action); reloads the page by default. */
  reload?: () => void;
}

/**
 * The app's error boundary (spec 4: "An uncaught render error shows the error state with the masked
 * overlay"). A render error below it is recorded as an unhandled error, so the unexpected-error
 * toast appears, and the masked ErrorView replaces the broken tree. While mounted it also turns
 * every unhandled error into that toast (useErrorBoundary → useUnexpectedErrors), so keep it mounted
 * around the routes, with a ToastContainer outside it.
 */
export default function ErrorBoundary({ children, reload }: ErrorBoundaryProps) {
  const { recordError, reload: handleReload } = useErrorBoundary({ reload });
  return (
    <RenderErrorCatcher onError={recordError} fallback={<ErrorView onReload={handleReload} />}>
      {children}
    </RenderErrorCatcher>
  );
}
