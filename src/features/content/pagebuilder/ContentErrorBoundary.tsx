import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * One content element that fails to render (or whose code cannot be downloaded) leaves a gap
 * instead of taking the page down; the failure is logged for the developer.
 */
export default class ContentErrorBoundary extends Component<
  { contentType: string; children: ReactNode },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Page Builder "${this.props.contentType}" element failed to render`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
