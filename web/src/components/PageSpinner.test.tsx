import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderFeature } from '../test/render-feature';
import { PageSpinner } from './PageSpinner';

describe('PageSpinner', () => {
  it('is announced as a named status that breaks no ARIA rule a screen reader relies on', async () => {
    const { container } = renderFeature(<PageSpinner />);
    // The providers' dialogs settle on a timer of their own, which may fire while axe runs.
    const results = await act(() => axe.run(container, { runOnly: { type: 'rule', values: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role'] } }));
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
