import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { participantDetailSchema, participantRosterSchema, type ParticipantDetail, type ParticipantRosterItem } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests, type RecordedRequest } from '../../../test/api-server';
import { answerCsvExport } from '../../../test/csv-download';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer, tokenOf } from '../../../test/render-feature';
import { ParticipantsTab } from './ParticipantsTab';

// Component tests: MSW answers as the participant service does; the real endpoints are covered by
// the service's API tests.

const USER_ID = '65a1b2c3d4e5f60718293a4b';

function rosterItem(overrides: Partial<ParticipantRosterItem> = {}): ParticipantRosterItem {
  return {
    userId: USER_ID,
    fullName: 'Lucía Hernández',
    email: 'lucia@stanford.edu',
    disabled: false,
    lastSignInAt: '2026-01-12T10:00:00.000Z',
    firstName: 'Lucía',
    lastName: 'Hernández',
    preferredName: '',
    program: 'MBA',
    university: 'Stanford',
    profileCompleted: 5,
    profilePercent: 83,
    logisticsStatus: 'DRAFT',
    hasJoinedWhatsapp: true,
    setupPercent: 33,
    missing: ['profile', 'logistics'],
    transferCount: 0,
    receivedByTransfer: false,
    clearedAt: null,
    transferredTo: null,
    receivedFrom: null,
    awaitingRecipient: false,
    returnedToWaitlist: false,
    ...overrides,
  };
}

const detail: ParticipantDetail = {
  account: { userId: USER_ID, fullName: 'Lucía Hernández', email: 'lucia@stanford.edu', disabled: true, lastSignInAt: null },
  profile: {
    id: 'p1',
    userId: USER_ID,
    firstName: 'Lucía',
    lastName: 'Hernández',
    preferredName: '',
    program: 'MBA',
    university: 'Stanford',
    email: 'lucia@stanford.edu',
    countryOfOrigin: 'Mexico',
    bio: 'Loves hiking in Oaxaca.',
    photoUrl: '',
    linkedin: '',
    instagram: '',
    twitter: '',
    facebook: '',
    tiktok: '',
    threads: '',
    website: '',
    cohortYears: [2025, 2026],
    hasJoinedWhatsapp: false,
    whatsappJoinedAt: null,
  },
  profileCompletion: { items: [{ key: 'photoUrl', label: 'Photo', done: false }], completed: 5, percent: 83 },
  setup: {
    items: [
      { key: 'profile', label: 'Profile', done: false },
      { key: 'logistics', label: 'Logistics', done: true },
      { key: 'whatsapp', label: 'WhatsApp', done: false },
    ],
    completed: 1,
    percent: 33,
  },
  logistics: {
    status: 'SUBMITTED',
    submittedAt: '2026-01-13T10:00:00.000Z',
    updatedAt: '2026-01-13T10:00:00.000Z',
    legalName: 'Lucía Hernández Ruiz',
    schoolAffiliation: 'STANFORD',
    roommatePreference: 'PAIR_SPECIFIC',
    roommateNameOrNA: 'Ana Pérez',
    dietaryPreferences: ['Vegetarian'],
    day0Decision: 'JOIN',
    day0Locked: true,
    day2Preference: 'XOCHIMILCO',
  },
  transfer: {
    // As the participant service reports Lucía's transfer of her spot to Pedro's own account.
    transferCount: 1,
    receivedByTransfer: false,
    clearedAt: '2026-01-20T09:00:00.000Z',
    transferredTo: { userId: '65a1b2c3d4e5f60718293a4c', fullName: 'Pedro Ruiz', email: 'pedro@mit.edu' },
    receivedFrom: null,
    awaitingRecipient: false,
    returnedToWaitlist: false,
    transfers: [{ at: '2026-01-20T09:00:00.000Z', recipientEmail: 'pedro@mit.edu', recipientAffiliation: 'MIT', noteToOrganizers: 'Pedro takes my spot' }],
  },
};

/**
 * Signs the organizer in and answers as the participant service does: a roster of `roster` rows
 * (`total` in all) that nobody is missing a profile in, or a refusal with `failRoster`; returns
 * the requests sent.
 */
function backend({ total = 1, failRoster = false, roster = [rosterItem()], participantDetail = detail } = {}) {
  signInOnApiServer(organizer);
  answer(
    http.get('/api/admin/participants', ({ request }) => {
      if (failRoster) return errorJson(503, 'Participant accounts are unavailable right now. Please try again shortly.');
      if (new URL(request.url).searchParams.get('missing') === 'profile') return contractJson(participantRosterSchema, { participants: [], total: 0, page: 1, pageSize: 50 });
      return contractJson(participantRosterSchema, { participants: roster, total, page: 1, pageSize: 50 });
    }),
    http.get(`/api/admin/participants/${USER_ID}`, () => contractJson(participantDetailSchema, participantDetail)),
  );
  return recordRequests();
}

const rosterRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.url.startsWith('/api/admin/participants?'));

describe('Participants tab', () => {
  it('lists each participant with account state, logistics status and which setup items are missing', async () => {
    backend();
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    const table = await screen.findByRole('table', { name: 'Participants' });
    const row = within(within(table).getByRole('row', { name: /lucia@stanford\.edu/ }));
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.getByText('5/6')).toBeInTheDocument();
    expect(row.getByLabelText('Profile: missing')).toBeInTheDocument();
    expect(row.getByLabelText('Logistics: missing')).toBeInTheDocument();
    expect(row.getByLabelText('WhatsApp: done')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'Setup 33% complete' })).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();
  });

  it('sends the search and the setup and missing filters to the server', async () => {
    const requests = backend();
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await screen.findByRole('table', { name: 'Participants' });

    await userEvent.type(screen.getByLabelText('Search'), 'lucía');
    await userEvent.click(screen.getByRole('combobox', { name: 'Setup' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incomplete' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Missing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'WhatsApp' }));

    await waitFor(() =>
      expect(rosterRequests(requests).some(({ url }) => url.includes('search=luc%C3%ADa') && url.includes('setup=incomplete') && url.includes('missing=whatsapp'))).toBe(
        true,
      ),
    );
  });

  it('says so when no participant matches the filters', async () => {
    backend();
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await screen.findByRole('table', { name: 'Participants' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Missing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Profile' }));
    expect(await screen.findByText('No participants match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 participants')).toBeInTheDocument();
  });

  it('pages through a roster of more than one page', async () => {
    const requests = backend({ total: 230 });
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await screen.findByRole('table', { name: 'Participants' });
    expect(screen.getByText('230 participants')).toBeInTheDocument();
    expect(rosterRequests(requests).every(({ url }) => url.includes('page=1') && url.includes('pageSize=50'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '5' }));
    await waitFor(() => expect(rosterRequests(requests).some(({ url }) => url.includes('page=5'))).toBe(true));
  });

  it('shows the profile, setup, logistics summary, transfer history and account state in the detail', async () => {
    backend();
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open participant Lucía Hernández' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Loves hiking in Oaxaca.')).toBeInTheDocument();
    expect(drawer.getByText('Disabled')).toBeInTheDocument();
    expect(drawer.getByText('Never')).toBeInTheDocument();
    expect(drawer.getByText('Profile 5 of 6 items')).toBeInTheDocument();
    expect(drawer.getByText('Join Day 0 (locked)')).toBeInTheDocument();
    expect(drawer.getByText('Pair with a specific person: Ana Pérez')).toBeInTheDocument();
    expect(drawer.getByText('To pedro@mit.edu')).toBeInTheDocument();
    expect(drawer.getByText('Note: Pedro takes my spot')).toBeInTheDocument();
    expect(drawer.getByText('Transferred to Pedro Ruiz: they hold the spot with their own account; this account keeps its own history, read-only.')).toBeInTheDocument();
  });

  it('when a spot was transferred, then both people show: the former holder Transferred (to whom), the recipient Received by transfer (from whom)', async () => {
    const pedroId = '65a1b2c3d4e5f60718293a4c';
    backend({
      roster: [
        rosterItem({ transferCount: 1, clearedAt: '2026-01-20T09:00:00.000Z', transferredTo: { userId: pedroId, fullName: 'Pedro Ruiz', email: 'pedro@mit.edu' } }),
        rosterItem({ userId: pedroId, fullName: 'Pedro Ruiz', email: 'pedro@mit.edu', transferCount: 1, receivedByTransfer: true, receivedFrom: { userId: USER_ID, fullName: 'Lucía Hernández', email: 'lucia@stanford.edu' } }),
      ],
    });
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    const table = await screen.findByRole('table', { name: 'Participants' });
    const lucia = within(within(table).getByRole('row', { name: /lucia@stanford\.edu/ }));
    expect(lucia.getByText('Transferred').closest('[title]')).toHaveAttribute('title', expect.stringContaining('To Pedro Ruiz on'));
    expect(lucia.queryByText('Received by transfer')).not.toBeInTheDocument();
    const pedro = within(within(table).getByRole('row', { name: /pedro@mit\.edu/ }));
    expect(pedro.getByText('Received by transfer').closest('[title]')).toHaveAttribute('title', 'From Lucía Hernández');
  });

  it('when a spot from an admission offer was given up without a recipient, then the roster and the detail say its seat went back to the waitlist', async () => {
    const givenUp = { transferCount: 1, clearedAt: '2026-01-18T08:00:00.000Z', transferredTo: null, awaitingRecipient: false, returnedToWaitlist: true };
    backend({ roster: [rosterItem(givenUp)], participantDetail: { ...detail, transfer: { ...detail.transfer, ...givenUp, transfers: [] } } });
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    const table = await screen.findByRole('table', { name: 'Participants' });
    const lucia = within(within(table).getByRole('row', { name: /lucia@stanford\.edu/ }));
    expect(lucia.getByText('Transferred').closest('[title]')).toHaveAttribute('title', expect.stringContaining('To the admissions waitlist on'));

    await userEvent.click(screen.getByRole('button', { name: 'Open participant Lucía Hernández' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Given up without a recipient: its seat went back to the admissions waitlist. This account keeps its own history, read-only.')).toBeInTheDocument();
  });

  it('when the organizer picks a past edition, then the roster and its CSV are that edition\'s; by default they are the current edition\'s', async () => {
    const requests = backend();
    const downloads = answerCsvExport('/api/admin/participants/export.csv', 'participants-2025.csv');
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await screen.findByRole('table', { name: 'Participants' });
    const edition = screen.getByRole('combobox', { name: 'Edition' });
    expect(edition).toHaveValue('2026 (current)');
    expect(rosterRequests(requests).every(({ url }) => !url.includes('year='))).toBe(true);

    await userEvent.click(edition);
    await userEvent.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(rosterRequests(requests).some(({ url }) => url.includes('year=2025'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.requests.map(({ url }) => url)).toEqual(['/api/admin/participants/export.csv?year=2025']));
  });

  it('downloads the CSV of every participant with the bearer token and says so', async () => {
    backend();
    const downloads = answerCsvExport('/api/admin/participants/export.csv', 'participants-2026.csv');
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    await screen.findByRole('table', { name: 'Participants' });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Export ready')).toBeInTheDocument();
    expect(downloads.requests).toEqual([{ url: '/api/admin/participants/export.csv', authorization: `Bearer ${tokenOf(organizer)}` }]);
    expect(downloads.savedFiles).toEqual(['participants-2026.csv']);
  });

  it('says why the roster could not be loaded and offers to try again', async () => {
    const requests = backend({ failRoster: true });
    renderFeature(<ParticipantsTab />, { path: '/admin/dashboard?tab=participants' });
    expect(await screen.findByText('The participants could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Participant accounts are unavailable right now. Please try again shortly.')).toBeInTheDocument();
    const before = rosterRequests(requests).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rosterRequests(requests).length).toBeGreaterThan(before));
  });
});
