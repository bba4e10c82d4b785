import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface SectionBoundaryProps {
  children?: ReactNode;
  /** What shows instead of the section after it failed; a function gets a way to try again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Told of each render error caught (to log it, or to show the unexpected-error toast). */
  onError?: (error: unknown) => void;
  /** When this changes (a new page), a failed section renders its children again. */
  resetKey?: unknown;
}

interface SectionBoundaryState {
  failed: boolean;
  key: unknown;
}

/**
 * An error boundary around one part of a page (the header, the page area, the footer, an account
 * page's content): a render error below it shows `fallback` in that part only, so the rest of the
 * page and the shell stay usable.
 */
export default class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<SectionBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: SectionBoundaryProps,
    state: SectionBoundaryState,
  ): Partial<SectionBoundaryState> | null {
    return Object.is(props.resetKey, state.key) ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  private retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
