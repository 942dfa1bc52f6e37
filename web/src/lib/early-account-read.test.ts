import { describe, expect, it } from '@jest/globals';
import { loadCurrentUser } from '../features/auth/queries/current-user-queries';
import { recordRequests } from '../test/api-server';
import { organizer, participant } from '../test/fixtures';
import { signInOnApiServer } from '../test/render-feature';
import { startEarlyAccountRead, takeEarlyAccountRead } from './early-account-read';

// MSW answers as the auth service does; the boot script that starts the read runs in the journeys.

describe('the account read a dashboard starts before its app', () => {
  it('when someone signed in opens a dashboard, then the app takes the read already under way: the account is read once', async () => {
    signInOnApiServer(organizer);
    window.history.replaceState(null, '', '/admin/dashboard?tab=applications');
    const requests = recordRequests();
    startEarlyAccountRead();
    expect(await loadCurrentUser()).toEqual(organizer);
    expect(requests.filter(({ url }) => url === '/api/auth/me')).toHaveLength(1);
    // A later read (after a sign-in, a language change) asks again.
    expect(await loadCurrentUser()).toEqual(organizer);
    expect(requests.filter(({ url }) => url === '/api/auth/me')).toHaveLength(2);
  });

  it('when the token changed before the app took the read, then the app reads the account of the token stored now', async () => {
    signInOnApiServer(participant);
    window.history.replaceState(null, '', '/participant/dashboard');
    startEarlyAccountRead();
    // Someone else signs in on this device before the app has started.
    signInOnApiServer(organizer);
    expect(await loadCurrentUser()).toEqual(organizer);
  });

  it('when the page is not a dashboard, then nothing is read ahead', () => {
    signInOnApiServer(organizer);
    window.history.replaceState(null, '', '/');
    startEarlyAccountRead();
    expect(takeEarlyAccountRead()).toBeUndefined();
  });
});
