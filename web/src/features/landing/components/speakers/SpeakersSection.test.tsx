import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../../i18n';
import type { RecordedRequest } from '../../../../test/api-server';
import { longText, speaker } from '../../testing/content-fixtures';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { SpeakersSection } from './SpeakersSection';

/** The section's own reads (the edition settings, read first for the year tabs, left out). */
const contentReads = (requests: RecordedRequest[]) => requests.filter((request) => request.url !== '/api/public/edition');

const twelve = Array.from({ length: 12 }, (_, i) => speaker({ id: `s${i}`, name: `Speaker ${String(i).padStart(2, '0')}`, order: i, tags: ['Policy'] }));

describe('speakers section', () => {
  it('when opened, then 2025 is chosen, 2024 can be chosen and 2026 is a disabled "Coming Soon" tab', async () => {
    const requests = answerPublicReads({ '/api/public/speakers': { status: 200, body: [] } });
    renderSection(SpeakersSection);
    expect(await screen.findByText('Our 2025 speakers will be announced soon.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /2026/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /2026/ })).toHaveTextContent('Coming Soon');
    expect(contentReads(requests)[0]?.url).toBe('/api/public/speakers?year=2025');
  });

  it('when 2024 is chosen, then its speakers are read and its own empty text shows', async () => {
    answerPublicReads({ '/api/public/speakers': { status: 200, body: [] } });
    const user = userEvent.setup();
    renderSection(SpeakersSection);
    await user.click(await screen.findByRole('tab', { name: '2024' }));
    expect(await screen.findByText('Profiles of our 2024 speakers are being added - check back soon.')).toBeInTheDocument();
  });

  it('when on a desktop, then the first 9 show with their tags and a toggle shows the rest', async () => {
    answerPublicReads({ '/api/public/speakers': { status: 200, body: twelve } });
    const user = userEvent.setup();
    renderSection(SpeakersSection);
    await screen.findByText('Speaker 00');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getAllByText('Policy')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'View 3 more speakers' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
  });

  it('when a bio is longer than 180 characters, then it is cut with See More', async () => {
    const bio = longText(240);
    answerPublicReads({ '/api/public/speakers': { status: 200, body: [speaker({ id: 's', name: 'Long Bio', bio })] } });
    renderSection(SpeakersSection);
    expect(await screen.findByText(`${bio.slice(0, 180).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See More' })).toBeInTheDocument();
  });

  it('when on a phone, then 4 rows of 3 show first and tapping a speaker opens a modal', async () => {
    setMobileViewport();
    answerPublicReads({ '/api/public/speakers': { status: 200, body: [...twelve, speaker({ id: 'x', name: 'Speaker 12', order: 12 })] } });
    const user = userEvent.setup();
    renderSection(SpeakersSection);
    await screen.findByRole('button', { name: /^Speaker 00/ });
    expect(screen.getAllByRole('button', { name: /^Speaker \d\d/ })).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: /^Speaker 03/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Speaker 03' });
    expect(within(dialog).getByText('Policy')).toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when organizers wrote a Spanish title and bio, then the card reads them, and a speaker without them keeps the English', async () => {
      answerPublicReads({
        '/api/public/speakers': {
          status: 200,
          body: [
            speaker({ id: 'a', name: 'Ana', title: 'Chief Economist', organization: 'Banco', bio: 'Ana studies trade.', es: { title: 'Economista en jefe', bio: 'Ana estudia el comercio.' }, order: 0 }),
            speaker({ id: 'b', name: 'Ben', title: 'Founder', organization: 'Startup', bio: 'Ben builds things.', order: 1 }),
          ],
        },
      });
      await act(() => i18n.changeLanguage('es'));
      renderSection(SpeakersSection);
      const ana = (await screen.findByRole('heading', { name: 'Ana' })).closest('article') as HTMLElement;
      expect(within(ana).getByText('Economista en jefe, Banco')).toBeInTheDocument();
      expect(within(ana).getByText('Ana estudia el comercio.')).toBeInTheDocument();
      const ben = screen.getByRole('heading', { name: 'Ben' }).closest('article') as HTMLElement;
      expect(within(ben).getByText('Founder, Startup')).toBeInTheDocument();
      expect(within(ben).getByText('Ben builds things.')).toBeInTheDocument();
    });
  });
});
