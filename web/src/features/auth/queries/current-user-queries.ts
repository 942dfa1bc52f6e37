import type { User } from '@trek/contracts';
import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { readAuthToken, removeAuthToken } from '../../../lib/auth-token';
import { forgetStoredSessionData } from '../../../lib/session-storage-on-device';
import { authPaths } from '../api/auth-paths';

const CURRENT_USER_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * Drops what a session kept on this device: its localStorage and sessionStorage entries (all but
 * the UI preferences) and the offline trip card's copies. The trip card's code is a chunk of its
 * own, loaded only here; a failure leaves nothing to do, so it never rejects.
 */
export const forgetSessionOnDevice = (): Promise<void> => {
  forgetStoredSessionData();
  return import('../../participant/trip-card/offline/device-data').then((device) => device.forgetTripCardOnDevice()).catch(() => undefined);
};

/**
 * Drops the reads in memory but the current user, which the caller sets next: queryClient.clear()
 * would leave mounted components showing the old user, while setting the current user re-renders
 * them. `inactive`: only those no screen shows (a sign-in page shows public reads only).
 */
export function forgetSessionReads(queryClient: QueryClient, which: 'all' | 'inactive' = 'all'): void {
  queryClient.removeQueries({ type: which, predicate: (query) => query.queryHash !== hashKey(currentUserQuery.queryKey) });
}

/**
 * Spec 4: without a stored token the visitor is signed out and nothing is requested. A stored
 * token that the server refuses (401, any other non-OK answer, or no answer at all) is removed
 * silently, and the visitor is signed out. Offline, a participant's own /api/auth/me comes from the
 * service worker's copy (the offline trip card), so the portal still opens.
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!readAuthToken()) return null;
  // Loaded only when a token is stored: a signed-out first visit needs neither it nor its schemas.
  const { fetchCurrentUser } = await import('../api/current-user-api');
  try {
    return await fetchCurrentUser();
  } catch {
    removeAuthToken();
    // The session is over without a logout (expired, revoked): what the device kept for it goes too.
    void forgetSessionOnDevice();
    return null;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: [authPaths.me] as const,
  queryFn: loadCurrentUser,
  // Known signed out from the start, so there is no loading state and no request without a token.
  initialData: () => (readAuthToken() ? undefined : null),
  staleTime: CURRENT_USER_STALE_TIME_MS,
  refetchOnWindowFocus: false,
  retry: false,
});

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending };
}
