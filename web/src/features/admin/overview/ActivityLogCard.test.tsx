import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent, AuditList } from '@trek/contracts';
import { recordedRequests, type RecordedRequest, type StubbedResponse } from '../../../test/fetch-stub';
import { organizer } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component test: fetch is stubbed with the services' answers; the real endpoints are covered by
// the audit-log API tests of services/auth, services/content and services/participant.

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

const page = (events: AuditEvent[], total = events.length, pageNumber = 1): AuditList => ({ events, total, page: pageNumber, pageSize: 10 });

const overviewAnswers = (request: RecordedRequest): StubbedResponse | null => {
  if (request.url === '/api/admin/applications/stats') {
    return { status: 200, body: { total: 0, byStatus: { submitted: 0, under_review: 0, accepted: 0, waitlisted: 0, rejected: 0 } } };
  }
  if (request.url.startsWith('/api/admin/emails')) return { status: 200, body: { entries: [], total: 0, page: 1, pageSize: 20 } };
  return null;
};

function organizerAccount(id: string, fullName: string) {
  return { id, fullName, email: `${id}@example.org`, role: 'ORGANIZER', avatarUrl: null, disabled: false, passwordSet: true, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null };
}

const organizersList = {
  status: 200,
  body: {
    accounts: [organizerAccount(colleagueId, 'Carla Colleague')],
    total: 1,
    page: 1,
    pageSize: 100,
  },
};

describe('Organizer activity on Overview', () => {
  it('when organizers changed data, then each change shows when, who by name (as recorded, else as now, else “a former organizer”) and what, per service', async () => {
    const fetchMock = signInAs(organizer, (request) => {
      if (request.url.startsWith('/api/admin/accounts?role=ORGANIZER')) return organizersList;
      if (request.url.startsWith('/api/admin/audit/participants')) return { status: 200, body: page(participantsLog) };
      if (request.url.startsWith('/api/admin/audit/content')) return { status: 200, body: page(contentLog) };
      if (request.url.startsWith('/api/admin/audit/accounts')) return { status: 200, body: page(accountsLog) };
      return overviewAnswers(request) ?? { status: 404, body: { message: 'Not found' } };
    });
    renderApp('/admin/dashboard');

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
    expect(recordedRequests(fetchMock).some((request) => request.url === '/api/admin/audit/content?page=1&pageSize=10')).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Activity in' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accounts' }));
    const lockItem = (await screen.findByText('Locked sign-in for x@example.org')).closest('li');
    expect(lockItem && within(lockItem).getByText(/· Automatic$/)).toBeInTheDocument();
  });

  it('when there are more than 100 organizers, then names come from every page of them', async () => {
    const many = Array.from({ length: 101 }, (_, index) => organizerAccount(`64b7f0c2a1b2c3d4e5f6${String(index).padStart(4, '0')}`, `Organizer Number ${index}`));
    const last = many[100]!;
    const fetchMock = signInAs(organizer, (request) => {
      if (request.url.startsWith('/api/admin/accounts?role=ORGANIZER')) {
        const second = request.url.includes('page=2');
        return { status: 200, body: { accounts: second ? many.slice(100) : many.slice(0, 100), total: many.length, page: second ? 2 : 1, pageSize: 100 } };
      }
      if (request.url.startsWith('/api/admin/audit/participants')) return { status: 200, body: page([event({ actorId: last.id, summary: 'A change by the 101st' })]) };
      return overviewAnswers(request) ?? { status: 404, body: { message: 'Not found' } };
    });
    renderApp('/admin/dashboard');

    const item = (await screen.findByText('A change by the 101st')).closest('li');
    expect(item && within(item).getByText(/· Organizer Number 100$/)).toBeInTheDocument();
    expect(recordedRequests(fetchMock).filter((request) => request.url.startsWith('/api/admin/accounts?role=ORGANIZER')).map((request) => request.url)).toEqual([
      '/api/admin/accounts?role=ORGANIZER&page=1&pageSize=100',
      '/api/admin/accounts?role=ORGANIZER&page=2&pageSize=100',
    ]);
  });

  it('when there are more changes than a page, then the next page is read from the server', async () => {
    const fetchMock = signInAs(organizer, (request) => {
      if (request.url.startsWith('/api/admin/accounts?role=ORGANIZER')) return organizersList;
      if (request.url.startsWith('/api/admin/audit/participants')) {
        const second = request.url.includes('page=2');
        return { status: 200, body: page([event({ summary: second ? 'An older change' : 'A newer change' })], 15, second ? 2 : 1) };
      }
      return overviewAnswers(request) ?? { status: 404, body: { message: 'Not found' } };
    });
    renderApp('/admin/dashboard');

    expect(await screen.findByText('A newer change')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', { name: '2' }));
    expect(await screen.findByText('An older change')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((request) => request.url === '/api/admin/audit/participants?page=2&pageSize=10')).toBe(true);
  });

  it('when nothing was changed yet, then it says so; when the log cannot be read, then the error shows with a way to try again', async () => {
    let failing = true;
    signInAs(organizer, (request) => {
      if (request.url.startsWith('/api/admin/accounts?role=ORGANIZER')) return organizersList;
      if (request.url.startsWith('/api/admin/audit/participants')) return failing ? { status: 503, body: { message: 'The participant service is unavailable.' } } : { status: 200, body: page([]) };
      return overviewAnswers(request) ?? { status: 404, body: { message: 'Not found' } };
    });
    renderApp('/admin/dashboard');

    const alert = within(await screen.findByRole('alert', { name: 'The activity log could not be loaded.' }));
    expect(alert.getByText('The participant service is unavailable.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No organizer changes recorded here yet.')).toBeInTheDocument());
  });
});
