import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { overviewReadPaths } from '../features/admin/overview/api/overview-read-paths';
import { AdminShell } from '../features/admin/components/AdminShell';
import { loadCurrentUser } from '../features/auth/queries/current-user-queries';
import { EDITION_PATH } from '../features/edition/api/edition-path';
import { fetchMyPayments } from '../features/participant/payments/api/my-payments-api';
import { PARTICIPANT_EDITION_PATH } from '../features/participant/edition/api/participant-edition-path';
import { myPaymentsPath } from '../features/participant/payments/api/my-payments-path';
import { fetchTransferState } from '../features/participant/transfer/api/transfer-api';
import { transferPaths } from '../features/participant/transfer/api/transfer-paths';
import { answerAdminDashboardReads, answerOverviewReads } from '../test/admin-dashboard';
import { recordRequests } from '../test/api-server';
import { organizer, participant } from '../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs } from '../test/participant-portal';
import { renderFeatureSettled, signInOnApiServer } from '../test/render-feature';
import { startEarlyReads, takeEarlyRead } from './early-reads';

// MSW answers as the services do; the boot script that starts the reads runs in the journeys.

describe('the reads a dashboard starts before its app', () => {
  it('when someone signed in opens a dashboard, then the app takes the read already under way: the account is read once', async () => {
    signInOnApiServer(organizer);
    window.history.replaceState(null, '', '/admin/dashboard?tab=applications');
    const requests = recordRequests();
    startEarlyReads();
    expect(await loadCurrentUser()).toEqual(organizer);
    expect(requests.filter(({ url }) => url === '/api/auth/me')).toHaveLength(1);
    // A later read (after a sign-in, a language change) asks again.
    expect(await loadCurrentUser()).toEqual(organizer);
    expect(requests.filter(({ url }) => url === '/api/auth/me')).toHaveLength(2);
  });

  it('when a participant opens their portal, then what decides its first screen is read beside their account, each once', async () => {
    signInOnApiServer(participant);
    answerParticipantPortal({ payments: { ledger: null } });
    answerParticipantTabs();
    window.history.replaceState(null, '', '/participant/dashboard');
    const requests = recordRequests();
    startEarlyReads();
    expect(requests.map(({ url }) => url)).toEqual(['/api/auth/me', myPaymentsPath, PARTICIPANT_EDITION_PATH, transferPaths.state]);
    expect(await fetchMyPayments()).toEqual({ ledger: null });
    expect(await loadCurrentUser()).toEqual(participant);
    expect((await fetchTransferState()).alreadyTransferred).toBe(false);
    expect(requests).toHaveLength(4);
  });

  it('when an organizer opens the admin dashboard on the Overview, then its cards\' reads go out beside the account, and the tab reads each once', async () => {
    signInOnApiServer(organizer);
    answerAdminDashboardReads();
    answerOverviewReads();
    window.history.replaceState(null, '', '/admin/dashboard');
    const requests = recordRequests();
    startEarlyReads();
    const overviewReads = Object.values(overviewReadPaths);
    expect(requests.map(({ url }) => url)).toEqual(['/api/auth/me', EDITION_PATH, ...overviewReads]);
    await renderFeatureSettled(<AdminShell />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Transfer deadline')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mexico Trek 2026' })).toBeInTheDocument();
    for (const path of [EDITION_PATH, ...overviewReads]) expect(requests.filter(({ url }) => url === path)).toHaveLength(1);
  });

  it('when an organizer opens another admin tab, then only the account and the edition are read ahead', () => {
    signInOnApiServer(organizer);
    window.history.replaceState(null, '', '/admin/dashboard?tab=applications');
    const requests = recordRequests();
    startEarlyReads();
    expect(requests.map(({ url }) => url)).toEqual(['/api/auth/me', EDITION_PATH]);
  });

  it('when the app asks for a read long after the boot script made it, then it reads afresh', () => {
    signInOnApiServer(organizer);
    answerOverviewReads();
    window.history.replaceState(null, '', '/admin/dashboard');
    const startedAt = Date.now();
    startEarlyReads();
    expect(takeEarlyRead(overviewReadPaths.participantFigures)).toBeDefined();
    // The visitor opened another tab first and comes back to the Overview a minute later.
    jest.spyOn(Date, 'now').mockReturnValue(startedAt + 60_000);
    expect(takeEarlyRead(overviewReadPaths.setupReminders)).toBeUndefined();
  });

  it('when an organizer opens the admin dashboard, then nobody\'s payments are read ahead', () => {
    signInOnApiServer(organizer);
    answerOverviewReads();
    window.history.replaceState(null, '', '/admin/dashboard');
    startEarlyReads();
    expect(takeEarlyRead(myPaymentsPath)).toBeUndefined();
  });

  it('when the token changed before the app took the read, then the app reads the account of the token stored now', async () => {
    signInOnApiServer(participant);
    answerParticipantPortal();
    window.history.replaceState(null, '', '/participant/dashboard');
    startEarlyReads();
    // Someone else signs in on this device before the app has started.
    signInOnApiServer(organizer);
    expect(await loadCurrentUser()).toEqual(organizer);
  });

  it('when the page is not a dashboard, then nothing is read ahead', () => {
    signInOnApiServer(organizer);
    window.history.replaceState(null, '', '/');
    startEarlyReads();
    expect(takeEarlyRead('/api/auth/me')).toBeUndefined();
  });
});
