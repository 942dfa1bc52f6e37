import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './AppProviders';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { createQueryClient } from './query-client';

function BrokenWidget(): never {
  throw new Error('Widget exploded');
}

describe('global error fallback', () => {
  it('explains the failure, offers a refresh and keeps the details folded away', async () => {
    // React reports the caught error on the console; that noise is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <GlobalErrorBoundary>
          <BrokenWidget />
        </GlobalErrorBoundary>
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're experiencing a technical issue. Please try refreshing the page.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();

    const detailsToggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(detailsToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Widget exploded/)).not.toBeVisible();

    await user.click(detailsToggle);
    expect(screen.getByRole('button', { name: 'Hide technical details' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(/Widget exploded/)).toBeVisible());
  });
});
