import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applicationPurgePreviewSchema,
  logisticsPurgePreviewSchema,
  logisticsReadListSchema,
  type ApplicationPurgePreview,
  type LogisticsPurgePreview,
  type LogisticsReadList,
} from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { privacyPaths } from '../api/privacy-api';
import { PrivacyView } from './PrivacyView';

// Component test: Logistics → Privacy as organizers see it, MSW answering as the participant and
// applications services do; the previews' schedules and the read log itself are covered by
// services/participant/test/privacy.api.test.ts and services/applications/test/privacy.api.test.ts.

const logisticsPreview: LogisticsPurgePreview = {
  retentionDays: 30,
  nextPurgeAt: '2026-04-21T00:00:00.000Z',
  participants: 12,
  alreadyDue: 0,
  editionYear: 2026,
  fields: ['passportNumber', 'dateOfBirth'],
  rooms: 9,
};
const applicationsPreview: ApplicationPurgePreview = {
  retentionDays: 180,
  nextPurgeAt: '2026-05-30T11:59:59.999Z',
  applications: 7,
  alreadyDue: 2,
  editionYear: 2025,
  statuses: ['submitted', 'under_review', 'waitlisted', 'rejected'],
};

const read = (overrides: Partial<LogisticsReadList['reads'][number]>): LogisticsReadList['reads'][number] => ({
  id: '65a1b2c3d4e5f60718293c00',
  at: '2026-02-03T15:20:00.000Z',
  organizerId: '64b7f0c2a1b2c3d4e5f607aa',
  organizerName: 'Carla Colleague',
  view: 'list',
  participantIds: ['65a1b2c3d4e5f60718293a4b'],
  participantNames: ['Lucía Hernández'],
  filters: {},
  matches: 1,
  ...overrides,
});
const firstPage: LogisticsReadList['reads'] = [
  read({
    id: '65a1b2c3d4e5f60718293c01',
    view: 'export',
    participantIds: ['65a1b2c3d4e5f60718293a01', '65a1b2c3d4e5f60718293a02', '65a1b2c3d4e5f60718293a03', '65a1b2c3d4e5f60718293a04', '65a1b2c3d4e5f60718293a05'],
    participantNames: ['Lucía Hernández', 'Pedro Gómez', 'Erased participant', 'Sofía Ruiz', 'Diego Luna'],
    matches: 5,
  }),
  read({ id: '65a1b2c3d4e5f60718293c02', at: '2026-02-01T08:05:00.000Z', organizerName: null, view: 'detail' }),
  read({ id: '65a1b2c3d4e5f60718293c03', at: '2026-01-30T09:00:00.000Z', view: 'list', participantIds: [], participantNames: [], filters: { search: 'lucía', dietary: 'vegan' }, matches: 1 }),
];

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page'));

interface Answers {
  logistics?: () => Response;
  applications?: () => Response;
  reads?: (request: Request) => Response;
}

/** Signs the organizer in and shows the view; each read answers as the services do unless the test answers it. Returns the requests sent. */
function openPrivacy({ logistics, applications, reads }: Answers = {}) {
  signInOnApiServer(organizer);
  answer(
    http.get(privacyPaths.logisticsPurgePreview, () => logistics?.() ?? contractJson(logisticsPurgePreviewSchema, logisticsPreview)),
    http.get(privacyPaths.applicationsPurgePreview, () => applications?.() ?? contractJson(applicationPurgePreviewSchema, applicationsPreview)),
    http.get(privacyPaths.reads, ({ request }) => reads?.(request) ?? contractJson(logisticsReadListSchema, { reads: firstPage, total: 3, page: 1, pageSize: 20 })),
  );
  const requests = recordRequests();
  renderFeature(<PrivacyView />);
  return requests;
}

/** The card of one retention rule, named by its title. */
const purgeCard = async (title: string) => within(await screen.findByRole('region', { name: title }));

describe('Logistics → Privacy', () => {
  it('when purges are coming, then each card says what is deleted after how many days, when the next purge runs, how many and of which edition, and how many are already due', async () => {
    openPrivacy();

    const logistics = await purgeCard('Logistics');
    expect(await logistics.findByText("Passport numbers, dates of birth, travel and contact details, and the edition's rooms are deleted 30 days after the trek ends.")).toBeInTheDocument();
    expect(await logistics.findByText(`Next purge ${when('2026-04-21T00:00:00.000Z')}: 12 from the 2026 edition.`)).toBeInTheDocument();
    expect(logistics.getByText('With them: 9 rooms of that edition and every publication of the rooms.')).toBeInTheDocument();
    expect(logistics.queryByText(/already due/)).not.toBeInTheDocument();

    const applications = await purgeCard('Applications not accepted');
    expect(await applications.findByText('Applications that were not accepted are deleted 180 days after applications closed.')).toBeInTheDocument();
    expect(await applications.findByText(`Next purge ${when('2026-05-30T11:59:59.999Z')}: 7 from the 2025 edition.`)).toBeInTheDocument();
    expect(applications.getByText('2 already due: deleted at the next hourly run')).toBeInTheDocument();
  });

  it('when nothing stored waits for a purge, then the card says so instead of a date', async () => {
    openPrivacy({ applications: () => contractJson(applicationPurgePreviewSchema, { ...applicationsPreview, nextPurgeAt: null, applications: 0, alreadyDue: 0, editionYear: null }) });

    const applications = await purgeCard('Applications not accepted');
    expect(await applications.findByText('Nothing stored is waiting for a purge.')).toBeInTheDocument();
    expect(applications.queryByText(/Next purge/)).not.toBeInTheDocument();
  });

  it('when the next logistics purge deletes no rooms, then the card says nothing of rooms', async () => {
    openPrivacy({ logistics: () => contractJson(logisticsPurgePreviewSchema, { ...logisticsPreview, rooms: 0 }) });

    const logistics = await purgeCard('Logistics');
    expect(await logistics.findByText(/^Next purge/)).toBeInTheDocument();
    expect(logistics.queryByText(/^With them/)).not.toBeInTheDocument();
  });

  it('when organizers viewed logistics, then the log lists when, who by name (else “a former organizer”), which screen, the filters asked, how many matched and whose, long lists shortened', async () => {
    openPrivacy();

    const table = await screen.findByRole('table', { name: 'Who viewed logistics' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [when('2026-02-03T15:20:00.000Z'), 'Carla Colleague', 'CSV export', 'None', '5', 'Lucía Hernández, Pedro Gómez, Erased participant and 2 more'],
      [when('2026-02-01T08:05:00.000Z'), 'A former organizer', 'Participant details', 'None', '1', 'Lucía Hernández'],
      [when('2026-01-30T09:00:00.000Z'), 'Carla Colleague', 'Logistics table', 'search: lucía, dietary: vegan', '1', ''],
    ]);
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });

  it('when the log is longer than a page, then the next page is read from the server', async () => {
    const requests = openPrivacy({
      reads: (request) =>
        pageOf(request) === 2
          ? contractJson(logisticsReadListSchema, { reads: [read({ id: '65a1b2c3d4e5f60718293c21', organizerName: 'Olga Older', view: 'rooming' })], total: 21, page: 2, pageSize: 20 })
          : contractJson(logisticsReadListSchema, { reads: firstPage, total: 21, page: 1, pageSize: 20 }),
    });

    await screen.findByRole('table', { name: 'Who viewed logistics' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    const row = (await screen.findByRole('cell', { name: 'Olga Older' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Rooming report' })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(`${privacyPaths.reads}?page=2&pageSize=20`);
  });

  it('when nobody viewed logistics yet, then it says so', async () => {
    openPrivacy({ reads: () => contractJson(logisticsReadListSchema, { reads: [], total: 0, page: 1, pageSize: 20 }) });

    expect(await screen.findByText('No views recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Who viewed logistics' })).not.toBeInTheDocument();
  });

  it('when a preview cannot be read, then that card gives the service\'s reason and a way to try again, and the other card still shows its purge', async () => {
    let failing = true;
    openPrivacy({
      applications: () =>
        failing
          ? errorJson(503, 'The edition settings could not be read, so the retention schedule is unknown. Please try again shortly.')
          : contractJson(applicationPurgePreviewSchema, applicationsPreview),
    });

    const applications = await purgeCard('Applications not accepted');
    const alert = within(await applications.findByRole('alert', { name: 'The purge preview could not be loaded.' }));
    expect(alert.getByText('The edition settings could not be read, so the retention schedule is unknown. Please try again shortly.')).toBeInTheDocument();
    expect(await (await purgeCard('Logistics')).findByText(/: 12 from the 2026 edition\.$/)).toBeInTheDocument();

    failing = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await applications.findByText(/: 7 from the 2025 edition\.$/)).toBeInTheDocument();
    expect(applications.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the read log cannot be read, then the reason shows with a way to try again', async () => {
    let failing = true;
    openPrivacy({ reads: () => (failing ? errorJson(503, 'The participant service is unavailable.') : contractJson(logisticsReadListSchema, { reads: firstPage, total: 3, page: 1, pageSize: 20 })) });

    const alert = within(await screen.findByRole('alert', { name: 'The read log could not be loaded.' }));
    expect(alert.getByText('The participant service is unavailable.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Who viewed logistics' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'The read log could not be loaded.' })).not.toBeInTheDocument());
  });
});
