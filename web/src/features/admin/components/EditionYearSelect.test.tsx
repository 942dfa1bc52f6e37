import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { answer } from '../../../test/api-server';
import { testEdition } from '../../../test/fixtures';
import { renderFeature } from '../../../test/render-feature';
import { EditionYearSelect } from './EditionYearSelect';

describe('EditionYearSelect', () => {
  it('while the current edition loads, holds its place as a disabled Edition field, so the list below does not move when it arrives', async () => {
    // The answer never comes.
    answer(http.get('/api/public/edition', () => new Promise<never>(() => undefined)));
    renderFeature(<EditionYearSelect value={null} onChange={jest.fn()} />);
    expect(await screen.findByRole('combobox', { name: 'Edition' })).toBeDisabled();
  });

  it('once the current edition is known, offers it as the chosen edition', async () => {
    renderFeature(<EditionYearSelect value={null} onChange={jest.fn()} />);
    const field = await screen.findByRole('combobox', { name: 'Edition' });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue(`${testEdition().year} (current)`);
  });
});
