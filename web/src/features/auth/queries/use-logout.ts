import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { removeAuthToken } from '../../../lib/auth-token';
import { showToast } from '../../../lib/toast';
import { currentUserQuery, forgetSessionOnDevice, forgetSessionReads } from './current-user-queries';

/**
 * Spec 4: revoke the session, forget the token and every cached read (in memory, and the trip
 * card's copies the service worker kept on the device) and what the session stored in the browser
 * (all but the UI preferences), say so, go home. `announce: false` leaves the saying to the caller
 * (a transfer's confirmation says why the person is signed out).
 */
export function useLogout(): (options?: { announce?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  return useCallback(async ({ announce = true }: { announce?: boolean } = {}) => {
    try {
      const { signOut } = await import('../api/auth-api');
      await signOut();
    } catch {
      // The session may already be gone server-side; signing out locally must still happen.
    }
    removeAuthToken();
    // Before leaving the page: the participant's private data must not outlive the session on this device.
    await forgetSessionOnDevice();
    forgetSessionReads(queryClient);
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    if (announce) showToast({ title: t('toasts.loggedOut.title'), message: t('toasts.loggedOut.message'), tone: 'info' });
    void navigate(paths.home);
  }, [navigate, queryClient, t]);
}
