import { Component, type ReactNode } from 'react';

interface RequestBoundaryProps {
  /** Rendering this request threw: answer it (decline) and show `fallback`. */
  onError: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** One request's error boundary: a request whose display throws is declined with a notice, and everything else keeps working. */
export class RequestBoundary extends Component<RequestBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
