import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminContentItemSchemas } from '@trek/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { answer, contractJson } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { SpeakersTab } from './SpeakersTab';

// Component-level tests: MSW answers as the content service does; the real service is covered by its own suite.

const speaker = (year: number, name: string) => ({ id: `${year}`.padEnd(24, '0'), year, name, title: 'Founder', organization: 'Org', tags: [], socials: {}, order: 0, sample: false, updatedBy: null, updatedAt: null });

describe('Speakers tab', () => {
  it('shows the current edition’s speakers first (2026, being prepared) and another year’s on choosing it', async () => {
    signInOnApiServer(organizer);
    answer(
      http.get('/api/admin/speakers', ({ request }) => {
        const year = new URL(request.url).searchParams.get('year');
        return contractJson(z.array(adminContentItemSchemas.speakers), [speaker(Number(year), `Speaker of ${year}`)]);
      }),
    );
    const user = userEvent.setup();
    renderFeature(<SpeakersTab />, { path: '/admin/dashboard?tab=speakers' });
    expect(await screen.findByText('Speaker of 2026')).toBeInTheDocument();
    await user.click(screen.getByText('2024'));
    expect(await screen.findByText('Speaker of 2024')).toBeInTheDocument();
  });
});
