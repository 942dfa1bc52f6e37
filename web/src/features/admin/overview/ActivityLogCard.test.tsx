import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountListSchema, auditListSchema, type Account, type AuditEvent, type AuditList } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { ActivityLogCard } from './ActivityLogCard';
import { ACTIVITY_SOURCES, activityLogPath, type ActivitySource } from './queries/activity-log-queries';

// Component test: the card as Overview shows it, MSW answering as the services do; the real
// endpoints are covered by the audit-log API tests of services/auth, services/applications,
// services/content, services/participant and services/updates.

const colleagueId = '64b7f0c2a1b2c3d4e5f607aa';
const formerId = '64b7f0c2a1b2c3d4e5f607bb';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '65a1b2c3d4e5f60718293a00',
  actorId: organizer.id,
  actorName: null,
  action: 'announcement.create',
  target: 'announcement:1',
  summary: 'Created "Welcome" (normal)',
  at: '2026-01-11T09:00:00.000Z',
  ...overrides,
});

const participantsLog: AuditEvent[] = [
  event({ id: '65a1b2c3d4e5f60718293a01', actorId: colleagueId, action: 'logistics.day0-lock-all', summary: 'Day 0 locked for every participant (12)' }),
  event({ id: '65a1b2c3d4e5f60718293a02', actorId: formerId, action: 'feedback.status', summary: 'Status of "Bus" set to resolved' }),
  event({ id: '65a1b2c3d4e5f60718293a04', actorId: formerId, actorName: 'Rita Retired', action: 'announcement.delete', summary: 'Deleted "Old news"' }),
];
const contentLog: AuditEvent[] = [event({ id: '65a1b2c3d4e5f60718293a03', action: 'content.faqs.create', summary: 'Created FAQ "Is lunch included?"' })];
const accountsLog: AuditEvent[] = [event({ id: '65a1b2c3d4e5f60718293a05', actorId: 'system', action: 'account.sign-in-lock', summary: 'Locked sign-in for x@example.org' })];
/** As the applications service records them: status changes and erasures by name from the token, purges by the system. */
const applicationsLog: AuditEvent[] = [
  event({ id: '65a1b2c3d4e5f60718293a06', actorId: 'system', action: 'retention.applications-purge', target: 'applications', summary: 'Retention: deleted 3 applications not accepted (2025 edition), 180 days after the deadline', at: '2026-06-01T10:00:00.000Z' }),
  event({ id: '65a1b2c3d4e5f60718293a07', actorId: colleagueId, actorName: 'Carla Colleague', action: 'application.erase', target: 'applications', summary: 'Erased 1 application of one person on request', at: '2026-05-02T08:30:00.000Z' }),
  event({ id: '65a1b2c3d4e5f60718293a08', actorId: colleagueId, action: 'application.status', target: 'application:65a1b2c3d4e5f60718293b01', summary: 'Status of application MT26-K7QX-3HZP set to Accepted', at: '2026-01-20T16:45:00.000Z' }),
];

const page = (events: AuditEvent[], total = events.length, number = 1): AuditList => ({ events, total, page: number, pageSize: 10 });
const logPage = (...args: Parameters<typeof page>) => contractJson(auditListSchema, page(...args));

function organizerAccount(id: string, fullName: string): Account {
  return { id, fullName, email: `${id}@example.org`, role: 'ORGANIZER', avatarUrl: null, disabled: false, passwordSet: true, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null };
}

const colleague = organizerAccount(colleagueId, 'Carla Colleague');

const ORGANIZERS = '/api/admin/accounts';
const pageNumber = (request: Request) => Number(new URL(request.url).searchParams.get('page'));

/** The organizer accounts as auth lists them, 100 a page; the card asks for organizers only. */
function answerOrganizers(organizers: Account[]) {
  answer(
    http.get(ORGANIZERS, ({ request }) => {
      if (new URL(request.url).searchParams.get('role') !== 'ORGANIZER') return errorJson(400, 'This test answers the organizer list only');
      const page = pageNumber(request);
      return contractJson(accountListSchema, { accounts: organizers.slice((page - 1) * 100, page * 100), total: organizers.length, page, pageSize: 100 });
    }),
  );
}

/** Signs the organizer in and shows the card; every log is empty unless the test answers it. Returns the requests sent. */
function openCard(logs: Partial<Record<ActivitySource, (request: Request) => Response>> = {}) {
  signInOnApiServer(organizer);
  answer(
    ...ACTIVITY_SOURCES.map((source) =>
      http.get(activityLogPath(source), ({ request }) => logs[source]?.(request) ?? contractJson(auditListSchema, page([]))),
    ),
  );
  const requests = recordRequests();
  renderFeature(<ActivityLogCard />);
  return requests;
}

describe('Organizer activity on Overview', () => {
  it('when organizers changed data, then each change shows when, who by name (as recorded, else as now, else “a former organizer”) and what, per service', async () => {
    answerOrganizers([colleague]);
    const requests = openCard({ participants: () => logPage(participantsLog), content: () => logPage(contentLog), accounts: () => logPage(accountsLog) });

    const feed = await screen.findByRole('list', { name: 'Organizer changes, newest first' });
    const items = within(feed).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Day 0 locked for every participant (12)'),
      expect.stringContaining('Status of "Bus" set to resolved'),
      expect.stringContaining('Deleted "Old news"'),
    ]);
    expect(within(items[0]!).getByText(/· Carla Colleague$/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(new Date('2026-01-11T09:00:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))).toBeInTheDocument();
    expect(within(items[1]!).getByText(/· A former organizer$/)).toBeInTheDocument();
    expect(within(items[2]!).getByText(/· Rita Retired$/)).toBeInTheDocument();
    expect(within(feed).queryByText(new RegExp(formerId.slice(-6)))).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Activity in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Content' }));
    const contentItem = (await screen.findByText('Created FAQ "Is lunch included?"')).closest('li');
    expect(contentItem && within(contentItem).getByText(/· Ana Organizer$/)).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/audit/content?page=1&pageSize=10')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Activity in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accounts' }));
    const lockItem = (await screen.findByText('Locked sign-in for x@example.org')).closest('li');
    expect(lockItem && within(lockItem).getByText(/· Automatic$/)).toBeInTheDocument();
  });

  it('when applications were reviewed, erased or purged, then the Applications trail shows each with when and who by name, a purge as automatic', async () => {
    answerOrganizers([colleague]);
    const requests = openCard({ applications: () => logPage(applicationsLog) });

    await userEvent.click(await screen.findByRole('combobox', { name: 'Activity in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Applications' }));
    const feed = await screen.findByRole('list', { name: 'Organizer changes, newest first' });
    await waitFor(() => expect(within(feed).getByText('Erased 1 application of one person on request')).toBeInTheDocument());
    const items = within(feed).getAllByRole('listitem');
    const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(items.map((item) => item.textContent)).toEqual([
      `Retention: deleted 3 applications not accepted (2025 edition), 180 days after the deadline${when('2026-06-01T10:00:00.000Z')} · Automatic`,
      `Erased 1 application of one person on request${when('2026-05-02T08:30:00.000Z')} · Carla Colleague`,
      `Status of application MT26-K7QX-3HZP set to Accepted${when('2026-01-20T16:45:00.000Z')} · Carla Colleague`,
    ]);
    expect(within(feed).queryByText(new RegExp(colleagueId))).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/applications/audit?page=1&pageSize=10')).toBe(true);
  });

  it('when there are more than 100 organizers, then names come from every page of them', async () => {
    const many = Array.from({ length: 101 }, (_, index) => organizerAccount(`64b7f0c2a1b2c3d4e5f6${String(index).padStart(4, '0')}`, `Organizer Number ${index}`));
    const last = many[100]!;
    answerOrganizers(many);
    const requests = openCard({ participants: () => logPage([event({ actorId: last.id, summary: 'A change by the 101st' })]) });

    const item = (await screen.findByText('A change by the 101st')).closest('li');
    expect(item && within(item).getByText(/· Organizer Number 100$/)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith(ORGANIZERS)).map((request) => request.url)).toEqual([
      '/api/admin/accounts?role=ORGANIZER&page=1&pageSize=100',
      '/api/admin/accounts?role=ORGANIZER&page=2&pageSize=100',
    ]);
  });

  it('when there are more changes than a page, then the next page is read from the server', async () => {
    answerOrganizers([colleague]);
    const requests = openCard({
      participants: (request) => {
        const second = pageNumber(request) === 2;
        return logPage([event({ summary: second ? 'An older change' : 'A newer change' })], 15, second ? 2 : 1);
      },
    });

    expect(await screen.findByText('A newer change')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', { name: '2' }));
    expect(await screen.findByText('An older change')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/audit/participants?page=2&pageSize=10')).toBe(true);
  });

  it('when nothing was changed yet, then it says so; when the log cannot be read, then the error shows with a way to try again', async () => {
    let failing = true;
    answerOrganizers([colleague]);
    openCard({ participants: () => (failing ? errorJson(503, 'The participant service is unavailable.') : logPage([])) });

    const alert = within(await screen.findByRole('alert', { name: 'The activity log could not be loaded.' }));
    expect(alert.getByText('The participant service is unavailable.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No organizer changes recorded here yet.')).toBeInTheDocument());
  });
});
