import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GlobalErrorFallback } from './GlobalErrorFallback';

interface GlobalErrorBoundaryProps {
  children: ReactNode;
}

interface GlobalErrorBoundaryState {
  error: Error | null;
}

/** Last line of defence: React needs a class component to catch render errors. */
export class GlobalErrorBoundary extends Component<GlobalErrorBoundaryProps, GlobalErrorBoundaryState> {
  override state: GlobalErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): GlobalErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <GlobalErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
