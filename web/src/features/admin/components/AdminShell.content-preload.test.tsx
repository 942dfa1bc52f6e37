import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerAdminDashboardReads, answerOverviewReads } from '../../../test/admin-dashboard';
import { recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeatureSettled, signInOnApiServer } from '../../../test/render-feature';
import { AdminShell } from './AdminShell';

// A file of its own: the first input is noted once per page (lib/first-input.ts), so this test
// needs a page on which nothing has been done yet.

/**
 * jsdom has no idle callbacks: this stand-in holds what the page asks to run in idle time, for the
 * test to run when it chooses, as a browser would once its main thread is free.
 */
const idleCallbacks: IdleRequestCallback[] = [];
const runIdleCallbacks = () => idleCallbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));

beforeEach(() => {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    cancelIdleCallback: () => undefined,
  });
});

afterEach(() => {
  idleCallbacks.length = 0;
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('the Content tab fetched ahead of its click', () => {
  it('waits for the organizer to do something on the page, then comes in idle time', async () => {
    signInOnApiServer(organizer);
    answerAdminDashboardReads();
    answerOverviewReads();
    const requests = recordRequests();
    const teamListReads = () => requests.filter(({ url }) => url.startsWith('/api/admin/content/team'));

    await renderFeatureSettled(<AdminShell />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(0);
    expect(teamListReads()).toHaveLength(0);

    fireEvent.pointerMove(document.body);
    expect(idleCallbacks).toHaveLength(1);
    expect(teamListReads()).toHaveLength(0);

    runIdleCallbacks();
    await waitFor(() => expect(teamListReads()).toHaveLength(1));
  });
});
