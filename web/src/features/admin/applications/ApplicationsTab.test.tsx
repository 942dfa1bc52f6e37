import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountListSchema,
  applicationDetailSchema,
  applicationListSchema,
  applicationStatsSchema,
  applicationStatusChangeSchema,
  participantAccountFromApplicationSchema,
  passwordResetResultSchema,
  type Account,
  type ApplicationDetail,
} from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { ApplicationCountsCard } from '../overview/ApplicationCountsCard';
import { answerAdmissionsBoard, applicationDetail as detail, APPLICATION_ID as ID } from './admissions-test-support';
import { ApplicationsTab } from './ApplicationsTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the applications and auth services do; the real services are
// covered by their API tests and the browser journey in e2e/journeys/applications-admin.test.ts.

/**
 * Signs the organizer in and answers as the services do, with `application` the only one and
 * `organizers` the organizer accounts (for names in the history); returns the requests sent.
 */
function backend(application: ApplicationDetail, organizers: Account[] = []) {
  signInOnApiServer(organizer);
  answerAdmissionsBoard();
  let current = application;
  answer(
    http.get('/api/admin/applications', () => contractJson(applicationListSchema, { applications: [current], total: 1, page: 1, pageSize: 25 })),
    http.get('/api/admin/applications/stats', () =>
      contractJson(applicationStatsSchema, { total: 7, byStatus: { submitted: 3, under_review: 1, accepted: 2, waitlisted: 0, rejected: 1, confirmed: 0, declined: 0 } }),
    ),
    http.get(`/api/admin/applications/${ID}`, () => contractJson(applicationDetailSchema, current)),
    http.patch(`/api/admin/applications/${ID}/status`, async ({ request }) => {
      const change = applicationStatusChangeSchema.parse(await request.json());
      current = {
        ...current,
        status: change.status,
        statusHistory: [...current.statusHistory, { status: change.status, note: change.note ?? null, by: organizer.id, byName: organizer.fullName, at: '2026-01-11T09:00:00.000Z' }],
      };
      return contractJson(applicationDetailSchema, current);
    }),
    http.post(`/api/admin/applications/${ID}/participant-account`, () => {
      current = { ...current, participantAccountId: 'acc1' };
      return contractJson(
        participantAccountFromApplicationSchema,
        { accountId: 'acc1', email: current.universityEmail, setPasswordLinkExpiresAt: '2026-01-14T09:00:00.000Z' },
        { status: 201 },
      );
    }),
    http.post('/api/admin/accounts/acc1/reset-password', () =>
      contractJson(passwordResetResultSchema, { setPasswordLink: { id: '64b7f0c2a1b2c3d4e5f60799', expiresAt: '2026-01-15T09:00:00.000Z', emailed: true } }),
    ),
    http.get('/api/admin/accounts', () => contractJson(accountListSchema, { accounts: organizers, total: organizers.length, page: 1, pageSize: 100 })),
  );
  return recordRequests();
}

async function openApplication() {
  const open = await screen.findByRole('button', { name: 'Open application MT26-ABCD-EFGH' });
  await userEvent.click(open);
  return within(await screen.findByRole('dialog'));
}

describe('Applications tab', () => {
  it('lists applications and sends the search to the server', async () => {
    const requests = backend(detail('submitted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const row = within(within(table).getByRole('row', { name: /MT26-ABCD-EFGH/ }));
    expect(row.getByText('maria@stanford.edu')).toBeInTheDocument();
    expect(row.getByText('Submitted')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search'), 'garcía');
    await waitFor(() => expect(requests.some((request) => request.url.includes('search=garc%C3%ADa'))).toBe(true));
  });

  it('when anywhere on a row is clicked, then its application opens, with the form’s own question for the career goals', async () => {
    backend(detail('submitted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const row = within(within(table).getByRole('row', { name: /MT26-ABCD-EFGH/ }));
    await userEvent.click(row.getByText('maria@stanford.edu'));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('What are your long-term career goals?')).toBeInTheDocument();
    expect(drawer.getByText('Build companies between Mexico and the US.')).toBeInTheDocument();
    expect(drawer.queryByText('What do you hope to gain?')).not.toBeInTheDocument();
  });

  it('when an organizer follows the link of a new-application email, then that application opens, and closing it takes it out of the address', async () => {
    backend(detail('submitted'));
    const { router } = renderFeature(<ApplicationsTab />, { path: `/admin/dashboard?tab=applications&application=${ID}` });
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Build companies between Mexico and the US.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=applications');
  });

  it('when the row’s reference has the keyboard focus, then Enter opens the application', async () => {
    backend(detail('submitted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const open = await screen.findByRole('button', { name: 'Open application MT26-ABCD-EFGH' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows every answer in the detail, and rejecting asks for confirmation before it is sent with the note', async () => {
    const requests = backend(detail('under_review'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const drawer = await openApplication();
    expect(await drawer.findByText('Tacos al pastor')).toBeInTheDocument();
    expect(drawer.getByText('Ana López (Team Member)')).toBeInTheDocument();
    expect(drawer.getByText(/Confirmation to the applicant/)).toBeInTheDocument();

    await userEvent.click(drawer.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await fillIn(userEvent, drawer.getByLabelText('Reviewer note (optional)'), 'Dates do not work');
    await userEvent.click(drawer.getByRole('button', { name: 'Update status' }));

    expect(await screen.findByText('Reject this application?')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'rejected', note: 'Dates do not work' }),
    );
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(await drawer.findByText('Note: Dates do not work')).toBeInTheDocument();
  });

  it('when the status is saved, then a toast confirms it and the history names who changed it', async () => {
    backend(detail('submitted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const drawer = await openApplication();

    await userEvent.click(await drawer.findByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Under Review' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Update status' }));

    const toast = (await screen.findByText('Status updated')).closest('.mantine-Notification-root');
    expect(toast && within(toast as HTMLElement).getByText(/MT26-ABCD-EFGH/)).toBeInTheDocument();
    expect(await drawer.findByText(/· by Ana Organizer$/)).toBeInTheDocument();
    expect(drawer.getByText(/· by the applicant$/)).toBeInTheDocument();
    expect(drawer.queryByText(new RegExp(organizer.id))).not.toBeInTheDocument();
  });

  it('when older history entries carry no name, then the organizer’s current name shows, or “a former organizer”, never an id', async () => {
    const colleague = { id: '64b7f0c2a1b2c3d4e5f607aa', fullName: 'Carla Colleague' };
    const formerId = '64b7f0c2a1b2c3d4e5f607bb';
    const application = detail('waitlisted', {
      statusHistory: [
        { status: 'submitted', note: null, by: null, byName: null, at: '2026-01-10T12:00:00.000Z' },
        { status: 'under_review', note: null, by: formerId, byName: null, at: '2026-01-11T12:00:00.000Z' },
        { status: 'waitlisted', note: null, by: colleague.id, byName: null, at: '2026-01-12T12:00:00.000Z' },
      ],
    });
    backend(application, [
      { ...colleague, email: 'carla@example.org', role: 'ORGANIZER', avatarUrl: null, disabled: false, passwordSet: true, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null },
    ]);
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const drawer = await openApplication();

    expect(await drawer.findByText(/· by Carla Colleague$/)).toBeInTheDocument();
    expect(drawer.getByText(/· by a former organizer$/)).toBeInTheDocument();
    expect(drawer.queryByText(new RegExp(formerId))).not.toBeInTheDocument();
  });

  it('creates the participant account of an accepted application, says a link to set a password was emailed and can send a new one', async () => {
    const requests = backend(detail('accepted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const drawer = await openApplication();
    await userEvent.click(await drawer.findByRole('button', { name: 'Create participant account' }));
    expect(await drawer.findByText('Account created for maria@stanford.edu.')).toBeInTheDocument();
    expect(drawer.getByText(/A link to set a password was emailed to maria@stanford\.edu\. It works once, until .* \(72 hours\); no password is shown here\./)).toBeInTheDocument();

    await userEvent.click(drawer.getByRole('button', { name: 'Send a new link to maria@stanford.edu' }));
    expect(await screen.findByText('New link sent')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/applications/${ID}/participant-account`,
      '/api/admin/accounts/acc1/reset-password',
    ]);
  });

  it('offers no account before the application is accepted', async () => {
    backend(detail('waitlisted'));
    renderFeature(<ApplicationsTab />, { path: '/admin/dashboard?tab=applications' });
    const drawer = await openApplication();
    expect(await drawer.findByText('A participant account can be created once the application is accepted.')).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Create participant account' })).not.toBeInTheDocument();
  });
});

describe('Overview tab', () => {
  it('shows the application counts by status', async () => {
    backend(detail('submitted'));
    renderFeature(<ApplicationCountsCard />);
    expect(await screen.findByRole('heading', { name: 'Applications by status' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total: 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Accepted: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Rejected: 1')).toBeInTheDocument();
  });
});
