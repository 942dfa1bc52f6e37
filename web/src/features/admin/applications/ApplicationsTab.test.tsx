import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail, ApplicationStatus } from '@trek/contracts';
import { recordedRequests, type RecordedRequest } from '../../../test/fetch-stub';
import { organizer } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component tests: fetch is stubbed with the applications service's answers; the real service is
// covered by its API tests and the browser journey in e2e/journeys/applications-admin.test.ts.

const ID = '65a1b2c3d4e5f60718293a4b';

function detail(status: ApplicationStatus, overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: ID,
    ref: 'MT26-ABCD-EFGH',
    year: 2026,
    status,
    submittedAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    firstNames: 'María José',
    lastName: 'García',
    universityEmail: 'maria@stanford.edu',
    phone: '+1 650 555 0100',
    affiliation: 'MBA 2026, Stanford GSB',
    interest250: 'I want to understand Mexican business.',
    goals250: 'Build companies between Mexico and the US.',
    favoriteFood: 'Tacos al pastor',
    passportValid: 'YES',
    passportCountry: 'Mexico',
    commitment: 'COMMITTED',
    significantOther: 'NO',
    comments: '',
    referral: 'team-Ana López',
    statusHistory: [{ status: 'submitted', note: null, by: null, byName: null, at: '2026-01-10T12:00:00.000Z' }],
    participantAccountId: null,
    emails: [{ kind: 'application-confirmation', jobId: 'application-confirmation-MT26-ABCD-EFGH', state: 'queued', queuedAt: '2026-01-10T12:00:01.000Z' }],
    ...overrides,
  };
}

function backend(current: { application: ApplicationDetail }) {
  return (request: RecordedRequest) => {
    const { application } = current;
    if (request.url.startsWith('/api/admin/applications?')) {
      return { status: 200, body: { applications: [application], total: 1, page: 1, pageSize: 25 } };
    }
    if (request.url === `/api/admin/applications/${ID}` && request.method === 'GET') return { status: 200, body: application };
    if (request.url === `/api/admin/applications/${ID}/status`) {
      const change = request.body as { status: ApplicationStatus; note?: string };
      current.application = {
        ...application,
        status: change.status,
        statusHistory: [
          ...application.statusHistory,
          { status: change.status, note: change.note ?? null, by: organizer.id, byName: organizer.fullName, at: '2026-01-11T09:00:00.000Z' },
        ],
      };
      return { status: 200, body: current.application };
    }
    if (request.url === `/api/admin/applications/${ID}/participant-account`) {
      current.application = { ...application, participantAccountId: 'acc1' };
      return { status: 201, body: { accountId: 'acc1', email: application.universityEmail, setPasswordLinkExpiresAt: '2026-01-14T09:00:00.000Z' } };
    }
    if (request.url === '/api/admin/accounts/acc1/reset-password') {
      return { status: 200, body: { setPasswordLink: { id: '64b7f0c2a1b2c3d4e5f60799', expiresAt: '2026-01-15T09:00:00.000Z', emailed: true } } };
    }
    if (request.url === '/api/admin/applications/stats') {
      return { status: 200, body: { total: 7, byStatus: { submitted: 3, under_review: 1, accepted: 2, waitlisted: 0, rejected: 1 } } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

async function openApplication() {
  const open = await screen.findByRole('button', { name: 'Open application MT26-ABCD-EFGH' });
  await userEvent.click(open);
  return within(await screen.findByRole('dialog'));
}

describe('Applications tab', () => {
  it('lists applications and sends the search to the server', async () => {
    const fetchMock = signInAs(organizer, backend({ application: detail('submitted') }));
    renderApp('/admin/dashboard?tab=applications');
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const row = within(within(table).getByRole('row', { name: /MT26-ABCD-EFGH/ }));
    expect(row.getByText('maria@stanford.edu')).toBeInTheDocument();
    expect(row.getByText('Submitted')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search'), 'garcía');
    await waitFor(() => expect(recordedRequests(fetchMock).some((request) => request.url.includes('search=garc%C3%ADa'))).toBe(true));
  });

  it('when anywhere on a row is clicked, then its application opens, with the form’s own question for the career goals', async () => {
    signInAs(organizer, backend({ application: detail('submitted') }));
    renderApp('/admin/dashboard?tab=applications');
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const row = within(within(table).getByRole('row', { name: /MT26-ABCD-EFGH/ }));
    await userEvent.click(row.getByText('maria@stanford.edu'));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('What are your long-term career goals?')).toBeInTheDocument();
    expect(drawer.getByText('Build companies between Mexico and the US.')).toBeInTheDocument();
    expect(drawer.queryByText('What do you hope to gain?')).not.toBeInTheDocument();
  });

  it('when the row’s reference has the keyboard focus, then Enter opens the application', async () => {
    signInAs(organizer, backend({ application: detail('submitted') }));
    renderApp('/admin/dashboard?tab=applications');
    const open = await screen.findByRole('button', { name: 'Open application MT26-ABCD-EFGH' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows every answer in the detail, and rejecting asks for confirmation before it is sent with the note', async () => {
    const fetchMock = signInAs(organizer, backend({ application: detail('under_review') }));
    renderApp('/admin/dashboard?tab=applications');
    const drawer = await openApplication();
    expect(await drawer.findByText('Tacos al pastor')).toBeInTheDocument();
    expect(drawer.getByText('Ana López (Team Member)')).toBeInTheDocument();
    expect(drawer.getByText(/Confirmation to the applicant/)).toBeInTheDocument();

    await userEvent.click(drawer.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await userEvent.type(drawer.getByLabelText('Reviewer note (optional)'), 'Dates do not work');
    await userEvent.click(drawer.getByRole('button', { name: 'Update status' }));

    expect(await screen.findByText('Reject this application?')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(recordedRequests(fetchMock).find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'rejected', note: 'Dates do not work' }),
    );
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(await drawer.findByText('Note: Dates do not work')).toBeInTheDocument();
  });

  it('when the status is saved, then a toast confirms it and the history names who changed it', async () => {
    signInAs(organizer, backend({ application: detail('submitted') }));
    renderApp('/admin/dashboard?tab=applications');
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
    const answer = backend({ application });
    signInAs(organizer, (request) =>
      request.url.startsWith('/api/admin/accounts?role=ORGANIZER')
        ? { status: 200, body: { accounts: [{ ...colleague, email: 'carla@example.org', role: 'ORGANIZER', avatarUrl: null, disabled: false, passwordSet: true, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null }], total: 1, page: 1, pageSize: 100 } }
        : answer(request),
    );
    renderApp('/admin/dashboard?tab=applications');
    const drawer = await openApplication();

    expect(await drawer.findByText(/· by Carla Colleague$/)).toBeInTheDocument();
    expect(drawer.getByText(/· by a former organizer$/)).toBeInTheDocument();
    expect(drawer.queryByText(new RegExp(formerId))).not.toBeInTheDocument();
  });

  it('creates the participant account of an accepted application, says a link to set a password was emailed and can send a new one', async () => {
    const fetchMock = signInAs(organizer, backend({ application: detail('accepted') }));
    renderApp('/admin/dashboard?tab=applications');
    const drawer = await openApplication();
    await userEvent.click(await drawer.findByRole('button', { name: 'Create participant account' }));
    expect(await drawer.findByText('Account created for maria@stanford.edu.')).toBeInTheDocument();
    expect(drawer.getByText(/A link to set a password was emailed to maria@stanford\.edu\. It works once, until .* \(72 hours\); no password is shown here\./)).toBeInTheDocument();

    await userEvent.click(drawer.getByRole('button', { name: 'Send a new link to maria@stanford.edu' }));
    expect(await screen.findByText('New link sent')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/applications/${ID}/participant-account`,
      '/api/admin/accounts/acc1/reset-password',
    ]);
  });

  it('offers no account before the application is accepted', async () => {
    signInAs(organizer, backend({ application: detail('waitlisted') }));
    renderApp('/admin/dashboard?tab=applications');
    const drawer = await openApplication();
    expect(await drawer.findByText('A participant account can be created once the application is accepted.')).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: 'Create participant account' })).not.toBeInTheDocument();
  });
});

describe('Overview tab', () => {
  it('shows the application counts by status', async () => {
    signInAs(organizer, backend({ application: detail('submitted') }));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Applications by status' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total: 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Accepted: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Rejected: 1')).toBeInTheDocument();
  });
});
