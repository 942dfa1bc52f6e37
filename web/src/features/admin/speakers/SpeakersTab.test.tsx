import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component-level tests: fetch is stubbed; the real content service is covered by its own suite.

const speaker = (year: number, name: string) => ({ id: `${year}`.padEnd(24, '0'), year, name, title: 'Founder', organization: 'Org', tags: [], socials: {}, order: 0, sample: false, updatedBy: null, updatedAt: null });

describe('Speakers tab', () => {
  it('shows the current edition’s speakers first (2026, being prepared) and another year’s on choosing it', async () => {
    signInAs(organizer, (request) => {
      const year = new URL(request.url, 'http://localhost').searchParams.get('year');
      if (request.url.startsWith('/api/admin/speakers')) return { status: 200, body: [speaker(Number(year), `Speaker of ${year}`)] };
      return { status: 404, body: { message: 'Not found' } };
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=speakers');
    expect(await screen.findByText('Speaker of 2026')).toBeInTheDocument();
    await user.click(screen.getByText('2024'));
    expect(await screen.findByText('Speaker of 2024')).toBeInTheDocument();
  });
});
