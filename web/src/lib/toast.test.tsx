import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { renderFeature } from '../test/render-feature';
import { showToast } from './toast';

describe('toasts (spec 2.8)', () => {
  it('when a second toast comes while one shows, then it replaces that one at once: one toast, the newest', async () => {
    renderFeature(<h1>A page</h1>);

    act(() => showToast({ title: 'Copied!', message: 'Reference number copied to clipboard', tone: 'success' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Copied!');

    act(() => showToast({ title: 'Please fix errors', message: 'Full legal name is required', tone: 'error' }));
    // At once, not after the first one's 5 seconds: the new toast is there right after the call.
    expect(screen.getByText('Please fix errors')).toBeInTheDocument();
    expect(screen.getByText('Full legal name is required')).toBeInTheDocument();
    // The replaced one leaves (its exit transition), leaving one toast.
    await waitFor(() => expect(screen.queryByText('Copied!')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
