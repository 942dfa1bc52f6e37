import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminLogisticsListSchema,
  day0LockResultSchema,
  day0LockSchema,
  flightBoardSchema,
  roomingReportSchema,
  type AdminLogisticsRecord,
  type RoomingPerson,
  type RoomingReport,
} from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests, type RecordedRequest } from '../../../test/api-server';
import { answerCsvExport } from '../../../test/csv-download';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer, tokenOf } from '../../../test/render-feature';
import { LogisticsTab } from './LogisticsTab';

// Component tests: MSW answers as the participant service does; the real endpoints are covered by
// the service's API tests.

const USER_ID = '65a1b2c3d4e5f60718293a4b';

const record: AdminLogisticsRecord = {
  id: 'l1',
  userId: USER_ID,
  status: 'SUBMITTED',
  day0Locked: false,
  submittedAt: '2026-01-13T10:00:00.000Z',
  updatedAt: '2026-01-13T10:00:00.000Z',
  legalName: 'Lucía Hernández Ruiz',
  preferredName: 'Lucía',
  gender: 'FEMALE',
  email: 'lucia@stanford.edu',
  schoolAffiliation: 'STANFORD',
  passportNationality: 'Mexico',
  passportNumber: 'G12345678',
  dateOfBirth: '1995-04-02',
  roommatePreference: 'PAIR_SPECIFIC',
  roommateNameOrNA: 'Ana Pérez',
  dietaryPreferences: ['Vegetarian'],
  day0Decision: 'JOIN',
  day2Preference: 'XOCHIMILCO',
  participantName: 'Lucía',
  profileEmail: 'lucia@stanford.edu',
  transferCount: 0,
  receivedByTransfer: false,
  clearedAt: null,
};

const person = (userId: string, name: string): RoomingPerson => ({ userId, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.edu`, gender: null, schoolAffiliation: null });

const rooming: RoomingReport = {
  pairs: [{ first: person('u1', 'Lucía Hernández'), second: person('u2', 'Ana Pérez') }],
  oneSided: [{ requester: person('u3', 'Pedro Gómez'), requestedName: 'luis', requested: person('u4', 'Luis Ortega') }],
  unmatched: [{ requester: person('u5', 'Sofía Díaz'), requestedName: 'Carmen', candidates: [] }],
  random: [person('u6', 'Diego Torres')],
  singleUpgrade: [],
};

interface BackendState {
  locked: boolean;
  total?: number;
  failList?: boolean;
  /** The list's one record, instead of `record`. */
  listed?: AdminLogisticsRecord;
  /** The answer to a Day 0 lock, instead of the lock done. */
  lockAnswer?: () => Response;
}

/** Signs the organizer in and answers as the participant service does; returns the requests sent. */
function backend(state: BackendState) {
  signInOnApiServer(organizer);
  const lock = (updated: number) => async ({ request }: { request: Request }) => {
    const { locked } = day0LockSchema.parse(await request.json());
    if (state.lockAnswer) return state.lockAnswer();
    state.locked = locked;
    return contractJson(day0LockResultSchema, { locked, updated });
  };
  answer(
    http.get('/api/admin/logistics', () => {
      if (state.failList) return errorJson(500, 'Database unavailable');
      return contractJson(adminLogisticsListSchema, { records: [{ ...(state.listed ?? record), day0Locked: state.locked }], total: state.total ?? 1, page: 1, pageSize: 50 });
    }),
    http.put(`/api/admin/logistics/${USER_ID}/day0-lock`, lock(1)),
    http.put('/api/admin/logistics/day0-lock', lock(42)),
    http.get('/api/admin/logistics/rooming', () => contractJson(roomingReportSchema, rooming)),
  );
  return recordRequests();
}

const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');
const listRequests = (requests: RecordedRequest[]) => requests.filter(({ url }) => url.startsWith('/api/admin/logistics?'));

async function findTable() {
  return screen.findByRole('table', { name: "Participants' logistics" });
}

describe('Logistics tab', () => {
  it('shows the private data marked as confidential', async () => {
    backend({ locked: false });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    const table = within(await findTable());
    expect(screen.getByText('Confidential')).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: /Passport.*Confidential/ })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: /Date of birth.*Confidential/ })).toBeInTheDocument();
    expect(table.getByText('G12345678')).toBeInTheDocument();
    expect(table.getByText('1995-04-02')).toBeInTheDocument();
    expect(table.getByText('Ana Pérez')).toBeInTheDocument();
  });

  it('when a spot was transferred, then its row, the new holder’s logistics, has the one label Received by transfer', async () => {
    backend({ locked: false, listed: { ...record, transferCount: 1, receivedByTransfer: true } });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    const row = within(within(await findTable()).getByRole('row', { name: /Lucía Hernández Ruiz/ }));
    expect(row.getAllByText('Received by transfer')).toHaveLength(1);
    expect(row.queryByText('Transferred')).not.toBeInTheDocument();
  });

  it("shows each participant's arrival and departure flights, or a dash when none was given", async () => {
    backend({ locked: false, listed: { ...record, arrivalFlight: 'AM 401, March 14, 10:05 from JFK', departureFlight: '' } });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    const table = within(await findTable());
    expect(table.getByRole('columnheader', { name: 'Flights' })).toBeInTheDocument();
    const row = within(table.getByRole('row', { name: /Lucía Hernández Ruiz/ }));
    expect(row.getByText('AM 401, March 14, 10:05 from JFK')).toBeInTheDocument();
    expect(row.getByText('Arrival:')).toBeInTheDocument();
    expect(row.queryByText('Departure:')).not.toBeInTheDocument();
  });

  it('shows a structured flight in the airport\'s local time in place of the free text, and the emergency contact and insurance as confidential', async () => {
    const inboundFlight = { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' };
    const emergency = { emergencyContactName: 'Rosa Hernández', emergencyContactRelation: 'Mother', emergencyContactPhone: '+52 55 8765 4321', insuranceProvider: 'Quetzal Assist', insurancePolicyNumber: 'QA-1' };
    backend({ locked: false, listed: { ...record, arrivalFlight: 'AM 401 written before', departureFlight: 'AA 1402 on the 22nd', inboundFlight, ...emergency } });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    const table = within(await findTable());
    const row = within(table.getByRole('row', { name: /Lucía Hernández Ruiz/ }));
    expect(row.getByText('AM 401 · Aeroméxico — Mar 14, 2026, 10:05 at MEX (Mexico City time)')).toBeInTheDocument();
    expect(row.queryByText('AM 401 written before')).not.toBeInTheDocument();
    expect(row.getByText('AA 1402 on the 22nd')).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: /Emergency contact.*Confidential/ })).toBeInTheDocument();
    expect(row.getByText('+52 55 8765 4321')).toBeInTheDocument();
    expect(row.getByText('Insurance: Quetzal Assist, policy QA-1')).toBeInTheDocument();
  });

  it('opens the arrivals and departures board as its own view', async () => {
    backend({ locked: false });
    answer(http.get('/api/admin/logistics/flights', () => contractJson(flightBoardSchema, { year: 2026, windowHours: 2, arrivals: [], departures: [], withoutArrival: [], withoutDeparture: [] })));
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('radio', { name: 'Flights' }));
    expect(await screen.findByRole('region', { name: 'Arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Departures' })).toBeInTheDocument();
  });

  it('sends every filter to the server', async () => {
    const requests = backend({ locked: false });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();

    await userEvent.type(screen.getByLabelText('Dietary'), 'vegan');
    const choose = async (filter: string, option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: filter }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Roommate', 'Single room upgrade');
    await choose('Day 0', 'Not join Day 0');
    await choose('Day 2', 'Polanco & Condesa');
    await choose('School', 'MIT');
    await choose('Status', 'Draft');
    await userEvent.type(screen.getByLabelText('Search'), 'ana');

    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url).toBe(
        '/api/admin/logistics?search=ana&dietary=vegan&roommatePreference=SINGLE_UPGRADE&day0Decision=NOT_JOIN&day2Preference=POLANCO_CONDESA&school=MIT&status=DRAFT&page=1&pageSize=50',
      ),
    );
  });

  it('pages beyond the first 50 records', async () => {
    const requests = backend({ locked: false, total: 120 });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(listRequests(requests).some(({ url }) => url.includes('page=3'))).toBe(true));
  });

  it("locks one participant's Day 0 only after confirmation, then says so", async () => {
    const requests = backend({ locked: false });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();

    await userEvent.click(screen.getByRole('switch', { name: 'Day 0 locked for Lucía' }));
    expect(await screen.findByText('Lock Day 0 for Lucía?')).toBeInTheDocument();
    expect(puts(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Lock Day 0' }));

    await waitFor(() => expect(puts(requests).map(({ url, body }) => ({ url, body }))).toEqual([{ url: `/api/admin/logistics/${USER_ID}/day0-lock`, body: { locked: true } }]));
    expect(await screen.findByText('Day 0 locked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Day 0 locked for Lucía' })).toBeChecked());
  });

  it('sends nothing when the organizer cancels unlocking', async () => {
    const requests = backend({ locked: true });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('switch', { name: 'Day 0 locked for Lucía' }));
    expect(await screen.findByText('Unlock Day 0 for Lucía?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Unlock Day 0 for Lucía?')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Day 0 locked for Lucía' })).toBeChecked();
  });

  it('locks Day 0 for everyone after confirmation and reports how many were updated', async () => {
    const requests = backend({ locked: false });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Lock Day 0 for everyone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lock Day 0 for everyone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lock Day 0 for everyone' }));

    await waitFor(() => expect(puts(requests).map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/admin/logistics/day0-lock', body: { locked: true } }]));
    expect(await screen.findByText('Day 0 locked for everyone')).toBeInTheDocument();
    expect(screen.getByText('42 participants updated.')).toBeInTheDocument();
  });

  it('shows a failed lock as an error toast', async () => {
    backend({ locked: false, lockAnswer: () => errorJson(404, 'Participant not found') });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('switch', { name: 'Day 0 locked for Lucía' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lock Day 0' }));
    expect(await screen.findByText('The change was not saved')).toBeInTheDocument();
    expect(screen.getByText('Participant not found')).toBeInTheDocument();
  });

  it('downloads the CSV export with the bearer token', async () => {
    backend({ locked: false });
    const downloads = answerCsvExport('/api/admin/logistics/export.csv', 'logistics-2026.csv');
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export ready')).toBeInTheDocument();
    expect(downloads.requests).toEqual([{ url: '/api/admin/logistics/export.csv', authorization: `Bearer ${tokenOf(organizer)}` }]);
    expect(downloads.savedFiles).toEqual(['logistics-2026.csv']);
  });

  it('says why the records could not be loaded', async () => {
    backend({ locked: false, failList: true });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    expect(await screen.findByText('The logistics could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows the rooming report: mutual pairs, one-sided requests, unmatched names and the random and single lists', async () => {
    backend({ locked: false });
    renderFeature(<LogisticsTab />, { path: '/admin/dashboard?tab=logistics' });
    await findTable();
    await userEvent.click(screen.getByRole('radio', { name: 'Rooming' }));

    const pairs = within(await screen.findByRole('table', { name: 'Mutual roommate pairs' }));
    expect(pairs.getByText('Lucía Hernández')).toBeInTheDocument();
    expect(pairs.getByText('Ana Pérez')).toBeInTheDocument();
    const oneSided = within(screen.getByRole('table', { name: 'One-sided roommate requests' }));
    expect(oneSided.getByText('Luis Ortega has not asked for them back')).toBeInTheDocument();
    const unmatched = within(screen.getByRole('table', { name: 'Requested names that match no single participant' }));
    expect(unmatched.getByText('Carmen')).toBeInTheDocument();
    expect(unmatched.getByText('No participant with this name')).toBeInTheDocument();
    expect(screen.getByText('Diego Torres')).toBeInTheDocument();
    expect(screen.getByText('Nobody asked for a single room.')).toBeInTheDocument();
  });
});
