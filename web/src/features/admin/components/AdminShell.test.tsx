import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountListSchema, applicationListSchema, participantRosterSchema, spotTransferListSchema } from '@trek/contracts';
import { http } from 'msw';
import { answerAdminDashboardReads, answerOverviewReads } from '../../../test/admin-dashboard';
import { answer, contractJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeatureSettled, signInOnApiServer } from '../../../test/render-feature';
import { answerAdmissionsBoard } from '../applications/admissions-test-support';
import { AdminShell } from './AdminShell';

// Component-level tests: MSW answers as the services do; the real services are covered by end-to-end tests.

/** Signs the organizer in with the dashboard's and Overview's reads answered; a test answers its other tab's. */
function signInOrganizer() {
  signInOnApiServer(organizer);
  answerAdminDashboardReads();
  answerOverviewReads();
}

/** The shell at `path`: the open tab's code loads as it renders, so the render is awaited for React to finish it. */
async function openShell(path: string) {
  return renderFeatureSettled(<AdminShell />, { path });
}

async function findSidebar() {
  return within(await screen.findByRole('navigation', { name: 'Admin sections' }));
}

/** Auth Spots with no participant accounts yet (the organizer list is Overview's). */
function answerEmptyAuthSpots() {
  answer(
    http.get('/api/admin/accounts', ({ request }) =>
      new URL(request.url).searchParams.get('role') === 'PARTICIPANT' ? contractJson(accountListSchema, { accounts: [], total: 0, page: 1, pageSize: 25 }) : undefined,
    ),
    http.get('/api/admin/participants', () => contractJson(participantRosterSchema, { participants: [], total: 0, page: 1, pageSize: 100 })),
    http.get('/api/admin/spots/transfers', () => contractJson(spotTransferListSchema, { transfers: [] })),
  );
}

describe('admin dashboard shell', () => {
  it('opens on Overview, with the sidebar label, edition and a way back to the site', async () => {
    signInOrganizer();
    await openShell('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText(/^Where this edition stands: /)).toBeInTheDocument();
    const sidebar = await findSidebar();
    expect(sidebar.getByText('Dashboard')).toBeInTheDocument();
    expect(sidebar.getByRole('heading', { name: 'Mexico Trek 2026' })).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the ten tabs in order', async () => {
    signInOrganizer();
    await openShell('/admin/dashboard');
    const sidebar = await findSidebar();
    const tabLinks = sidebar.getAllByRole('link').filter((link) => link.textContent !== 'Back to Site');
    expect(tabLinks.map((link) => link.textContent)).toEqual([
      'Overview',
      'Applications',
      'Content',
      'Speakers',
      'Participants',
      'Logistics',
      'Announcements',
      'Auth Spots',
      'Payments',
      'My Profile',
    ]);
  });

  it('reads the open tab from ?tab= so it survives a reload', async () => {
    signInOrganizer();
    answerEmptyAuthSpots();
    await openShell('/admin/dashboard?tab=auth-spots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auth Spots' })).toBeInTheDocument();
    expect(screen.getByText(/^Who can sign in and who holds a spot: /)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Participant accounts' })).toBeInTheDocument();
  });

  it('when the organizer points at Auth Spots, its reads start before the click, and the tab opens on them without reading them again', async () => {
    signInOrganizer();
    answerEmptyAuthSpots();
    const user = userEvent.setup();
    const view = await openShell('/admin/dashboard');
    const requests = recordRequests();
    const link = (await findSidebar()).getByRole('link', { name: 'Auth Spots' });
    await user.hover(link);
    const reads = () => requests.filter(({ url }) => /^\/api\/admin\/(accounts\?role=PARTICIPANT|participants\?|spots\/transfers)/.test(url)).map(({ url }) => url.split('?')[0]);
    await waitFor(() => expect(new Set(reads())).toEqual(new Set(['/api/admin/accounts', '/api/admin/participants', '/api/admin/spots/transfers'])));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'Participant accounts' })).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(reads()).toHaveLength(3);
  });

  it('writes the chosen tab to the URL', async () => {
    signInOrganizer();
    answer(http.get('/api/admin/applications', () => contractJson(applicationListSchema, { applications: [], total: 0, page: 1, pageSize: 25 })));
    answerAdmissionsBoard();
    const user = userEvent.setup();
    const { router } = await openShell('/admin/dashboard');
    await user.click((await findSidebar()).getByRole('link', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=applications');
  });

  it('falls back to Overview for an unknown tab', async () => {
    signInOrganizer();
    await openShell('/admin/dashboard?tab=payroll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });
});
