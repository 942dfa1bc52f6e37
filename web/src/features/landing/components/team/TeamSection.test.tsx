import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18n } from '../../../../i18n';
import { answer } from '../../../../test/api-server';
import { longText, teamMember } from '../../testing/content-fixtures';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { TeamSection } from './TeamSection';

describe('team section', () => {
  it('when the team is loading, then a skeleton shows', () => {
    answerPublicReads({ '/api/public/team': () => new Promise(() => undefined) as never });
    renderSection(TeamSection);
    expect(screen.getByTestId('team-skeleton')).toBeInTheDocument();
  });

  it('when members are listed, then only organizing roles without "participant" show, sorted by order', async () => {
    answerPublicReads({
      '/api/public/team': {
        status: 200,
        body: [
          teamMember({ id: '1', name: 'Second Lead', role: 'Logistics Lead', order: 2 }),
          teamMember({ id: '2', name: 'First Director', role: 'Co-Director', order: 1 }),
          teamMember({ id: '3', name: 'A Participant', role: 'participant' }),
          teamMember({ id: '4', name: 'Participant Coordinator', role: 'Participant coordinator' }),
          teamMember({ id: '5', name: 'A Volunteer', role: 'Volunteer' }),
          teamMember({ id: '6', name: 'Staff Member', role: 'STAFF', order: 3 }),
        ],
      },
    });
    renderSection(TeamSection);
    await screen.findByText('First Director');
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['First Director', 'Second Lead', 'Staff Member']);
  });

  it('when socials hold handles or links, then handles link on their network and links as they are', async () => {
    answerPublicReads({
      '/api/public/team': {
        status: 200,
        body: [teamMember({ id: '1', name: 'Ana', role: 'Director', socials: { instagram: '@ana.lopez', linkedin: 'https://www.linkedin.com/in/ana' } })],
      },
    });
    renderSection(TeamSection);
    await screen.findByText('Ana');
    const links = screen.getAllByRole('link', { name: /^Ana: / }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['https://www.linkedin.com/in/ana', 'https://www.instagram.com/ana.lopez']);
  });

  it('when the answer breaks the contract (a link from elsewhere, stored before the social-link rule), then nothing of it is linked and the failure shows', async () => {
    answerPublicReads({});
    // Outside the contract on purpose: the read is parsed with the contract's schema before anything renders.
    const stored = teamMember({ id: '1', name: 'Ana', role: 'Director', socials: { twitter: '//evil.example/phish' } });
    answer(http.get('/api/public/team', () => HttpResponse.json([stored])));
    renderSection(TeamSection);
    expect(await screen.findByText('Failed to fetch team members')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ana: / })).not.toBeInTheDocument();
  });

  it('when a bio is longer than 180 characters, then it is cut with See More, and See Less cuts it again', async () => {
    const bio = longText(250);
    answerPublicReads({ '/api/public/team': { status: 200, body: [teamMember({ id: '1', name: 'Ana', role: 'Director', bio })] } });
    const user = userEvent.setup();
    renderSection(TeamSection);
    expect(await screen.findByText(`${bio.slice(0, 180).trimEnd()}…`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByText(bio)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See Less' }));
    expect(screen.queryByText(bio)).not.toBeInTheDocument();
  });

  it('when no organizer is listed, then the coming-soon message shows', async () => {
    answerPublicReads({ '/api/public/team': { status: 200, body: [] } });
    renderSection(TeamSection);
    expect(await screen.findByText('Meet our organizing team - profiles coming soon!')).toBeInTheDocument();
  });

  it('when the team cannot be read, then "Failed to fetch team members" shows', async () => {
    answerPublicReads({ '/api/public/team': { status: 500, body: { message: 'Internal error' } } });
    renderSection(TeamSection);
    expect(await screen.findByText('Failed to fetch team members')).toBeInTheDocument();
  });

  it('when on a phone, then tapping a member opens the details', async () => {
    setMobileViewport();
    answerPublicReads({
      '/api/public/team': { status: 200, body: [teamMember({ id: '1', name: 'Ana', role: 'Director', bio: 'Full bio of Ana.' })] },
    });
    const user = userEvent.setup();
    renderSection(TeamSection);
    await user.click(await screen.findByRole('button', { name: /^Ana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana' });
    expect(within(dialog).getByText('Full bio of Ana.')).toBeInTheDocument();
  });

  it('when on a phone the details close, then the focus is back on the member tapped', async () => {
    setMobileViewport();
    answerPublicReads({ '/api/public/team': { status: 200, body: [teamMember({ id: '1', name: 'Ana', role: 'Director' })] } });
    const user = userEvent.setup();
    renderSection(TeamSection);
    const card = await screen.findByRole('button', { name: /^Ana/ });
    await user.click(card);
    await screen.findByRole('dialog', { name: 'Ana' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when organizers wrote a Spanish role and bio, then the card reads them, and a card without them keeps its English', async () => {
      answerPublicReads({
        '/api/public/team': {
          status: 200,
          body: [
            teamMember({ id: '1', name: 'Ana', role: 'Co-Director', bio: 'Ana leads the trek.', es: { role: 'Codirectora', bio: 'Ana dirige el viaje.' }, order: 0 }),
            teamMember({ id: '2', name: 'Ben', role: 'Logistics Lead', bio: 'Ben books the hotels.', es: { role: '', bio: '' }, order: 1 }),
          ],
        },
      });
      await act(() => i18n.changeLanguage('es'));
      renderSection(TeamSection);
      const ana = (await screen.findByRole('heading', { name: 'Ana' })).closest('article') as HTMLElement;
      expect(within(ana).getByText('Codirectora')).toBeInTheDocument();
      expect(within(ana).getByText('Ana dirige el viaje.')).toBeInTheDocument();
      const ben = screen.getByRole('heading', { name: 'Ben' }).closest('article') as HTMLElement;
      expect(within(ben).getByText('Logistics Lead')).toBeInTheDocument();
      expect(within(ben).getByText('Ben books the hotels.')).toBeInTheDocument();
    });

    it('when on a phone, then the details open with the Spanish role and bio', async () => {
      setMobileViewport();
      answerPublicReads({
        '/api/public/team': { status: 200, body: [teamMember({ id: '1', name: 'Ana', role: 'Director', bio: 'Full bio of Ana.', es: { role: 'Directora', bio: 'Biografía de Ana.' } })] },
      });
      await act(() => i18n.changeLanguage('es'));
      const user = userEvent.setup();
      renderSection(TeamSection);
      await user.click(await screen.findByRole('button', { name: /^Ana/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Ana' });
      expect(within(dialog).getByText('Directora')).toBeInTheDocument();
      expect(within(dialog).getByText('Biografía de Ana.')).toBeInTheDocument();
    });
  });
});
