import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { participantProfile, teamMember } from '../../testing/content-fixtures';
import { testEdition } from '../../../../test/fixtures';
import { i18n } from '../../../../i18n';
import { answerPublicReads, renderSection, setMobileViewport } from '../../testing/render-section';
import { ParticipantsSection } from './ParticipantsSection';
import { fillIn } from '../../../../test/user-input';

const team = [
  teamMember({ id: 't1', name: 'Tomás Team', role: 'participant', cohortYear: 2025, university: 'Stanford University' }),
  teamMember({ id: 't2', name: 'Olga Organizer', role: 'Co-Director', cohortYear: 2025 }),
];
const profiles = [
  participantProfile({ id: 'p1', firstName: 'Paula', lastName: 'Profile', university: 'Harvard University', cohortYear: 2025 }),
  participantProfile({ id: 'p2', firstName: 'Rafa', lastName: 'Early', cohortYear: 2024, cohortYears: [2024] }),
];

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('participants section', () => {
  it('when opened, then the 2025 cohort shows team participants and profiles, team cards with TBD fields', async () => {
    answerPublicReads({ '/api/public/team': { status: 200, body: team }, '/api/public/participant-profiles': { status: 200, body: profiles } });
    renderSection(ParticipantsSection);
    await screen.findByText('Paula Profile');
    expect(cardNames()).toEqual(['Paula Profile', 'Tomás Team']);
    expect(screen.getByText('Program TBD')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /2026/ })).toBeDisabled();
  });

  it('when organizers have opened the current cohort, then its tab comes first and is chosen', async () => {
    const current = participantProfile({ id: 'p3', firstName: 'Nora', lastName: 'Newcomer', cohortYear: 2026, cohortYears: [2026] });
    answerPublicReads({
      '/api/public/edition': { status: 200, body: testEdition({ directoryOpen: true }) },
      '/api/public/team': { status: 200, body: team },
      '/api/public/participant-profiles': { status: 200, body: [...profiles, current] },
    });
    renderSection(ParticipantsSection);
    await screen.findByText('Nora Newcomer');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('tab', { name: '2026' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Nora Newcomer']);
  });

  it('when the edition has moved on to 2027, then 2026 is a past cohort and 2027 is the one coming soon', async () => {
    answerPublicReads({ '/api/public/edition': { status: 200, body: testEdition({ year: 2027 }) }, '/api/public/team': { status: 200, body: team } });
    renderSection(ParticipantsSection);
    await screen.findByRole('tab', { name: '2026' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['2026', '2025', '2024', expect.stringMatching(/^2027/)]);
    expect(screen.getByRole('tab', { name: /2027/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: '2026' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when searching, then the search applies to both team participants and profiles', async () => {
    answerPublicReads({ '/api/public/team': { status: 200, body: team }, '/api/public/participant-profiles': { status: 200, body: profiles } });
    const user = userEvent.setup();
    renderSection(ParticipantsSection);
    await screen.findByText('Paula Profile');
    const search = screen.getByRole('searchbox', { name: 'Search participants' });
    await fillIn(user, search, 'stanford');
    expect(cardNames()).toEqual(['Tomás Team']);
    await user.clear(search);
    await user.type(search, 'harvard');
    expect(cardNames()).toEqual(['Paula Profile']);
    await user.type(search, 'xyz');
    expect(screen.getByText('No participants match "harvardxyz".')).toBeInTheDocument();
  });

  it('when the participant service is not there (404), then team participants still show', async () => {
    answerPublicReads({ '/api/public/team': { status: 200, body: team } });
    renderSection(ParticipantsSection);
    expect(await screen.findByText('Tomás Team')).toBeInTheDocument();
  });

  it('when a cohort is empty, then its own text shows', async () => {
    answerPublicReads({ '/api/public/team': { status: 200, body: [] }, '/api/public/participant-profiles': { status: 200, body: [] } });
    const user = userEvent.setup();
    renderSection(ParticipantsSection);
    expect(await screen.findByText('Meet our exceptional participants - profiles to be announced.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '2024' }));
    expect(await screen.findByText('Our inaugural cohort of 75 exceptional participants from Harvard University.')).toBeInTheDocument();
  });

  it('when a cohort has more than 25, then 25 show first, the toggle names the rest, and the expansion is kept per year', async () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      participantProfile({ id: `p${i}`, firstName: 'Person', lastName: String(i).padStart(2, '0'), cohortYear: 2025 }),
    );
    answerPublicReads({ '/api/public/team': { status: 200, body: [] }, '/api/public/participant-profiles': { status: 200, body: [...many, profiles[1]] } });
    const user = userEvent.setup();
    renderSection(ParticipantsSection);
    await screen.findByText('Person 00');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Show 2 more participants' }));
    expect(screen.getAllByRole('article')).toHaveLength(27);
    await user.click(screen.getByRole('tab', { name: '2024' }));
    expect(await screen.findByText('Rafa Early')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '2025' }));
    expect(await screen.findAllByRole('article')).toHaveLength(27);
  });

  it('when on a phone, then tapping a card opens the popup with the details', async () => {
    setMobileViewport();
    const withDetails = participantProfile({
      id: 'p9',
      firstName: 'Dana',
      lastName: 'Details',
      program: 'MPP',
      countryOfOrigin: 'Chile',
      bio: 'Bio of Dana.',
      socials: { linkedin: 'https://linkedin.example/dana' },
    });
    answerPublicReads({ '/api/public/team': { status: 200, body: [] }, '/api/public/participant-profiles': { status: 200, body: [withDetails] } });
    const user = userEvent.setup();
    renderSection(ParticipantsSection);
    await user.click(await screen.findByRole('button', { name: /^Dana Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dana Details' });
    expect(within(dialog).getByText('From Chile')).toBeInTheDocument();
    expect(within(dialog).getByText('Bio of Dana.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://linkedin.example/dana');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when countries are stored as English names or codes, then the cards name them in Spanish', async () => {
      const fromKenya = participantProfile({ id: 'p7', firstName: 'Wanjiru', lastName: 'Kamau', cohortYear: 2025, countryOfOrigin: 'Kenya' });
      const fromSpain = participantProfile({ id: 'p8', firstName: 'Lucía', lastName: 'García', cohortYear: 2025, countryOfOrigin: 'es' });
      const fromNowhere = participantProfile({ id: 'p9', firstName: 'Ola', lastName: 'Sea', cohortYear: 2025, countryOfOrigin: 'Atlantis' });
      answerPublicReads({ '/api/public/team': { status: 200, body: [] }, '/api/public/participant-profiles': { status: 200, body: [fromKenya, fromSpain, fromNowhere] } });
      await act(() => i18n.changeLanguage('es'));
      renderSection(ParticipantsSection);
      expect(await screen.findByText('De Kenia')).toBeInTheDocument();
      expect(screen.getByText('De España')).toBeInTheDocument();
      expect(screen.getByText('De Atlantis')).toBeInTheDocument();
    });
  });
});
