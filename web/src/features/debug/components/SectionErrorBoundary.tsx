import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';

export interface SectionErrorBoundaryProps {
  /** The section's name, shown in the error box. */
  title: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: Error | null;
}

/** Catches one section's render error and shows it in a red box, so the rest of the page stays usable (spec 2.9). */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): SectionErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="red" variant="filled" title={this.props.title} m="md" data-testid="section-error">
        {error.message}
      </Alert>
    );
  }
}
