import type { AuthSuccess } from '@trek/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAuthToken } from '../../../lib/auth-token';
import { usePageLocation, usePageNavigate } from '../../../lib/page-navigation';
import { showToast } from '../../../lib/toast';
import { pathAfterSignIn } from '../dashboard-path';
import { currentUserQuery, forgetSessionOnDevice, forgetSessionReads } from './current-user-queries';

/** Spec 4: the welcome toast stays readable for this long before the dashboard opens. */
export const POST_SIGN_IN_REDIRECT_DELAY_MS = 1500;

export type WelcomeKind = 'welcomeBack' | 'welcomeNew' | 'passwordSet';

/**
 * What follows a successful sign-in or registration: forget what an earlier session kept on the
 * device and in memory, store the token, refresh the current user, welcome, then open the user's
 * dashboard (or the page of it the route guard turned them away from) after a short pause. The
 * pending redirect is dropped if the component that started it leaves the page first.
 */
export function useStartSession(): (auth: AuthSuccess, welcome: WelcomeKind) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = usePageNavigate();
  const guardState = usePageLocation().state;
  const { t } = useTranslation('auth');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  return useCallback(
    async ({ token, user }: AuthSuccess, welcome: WelcomeKind) => {
      // A new session starts with nothing an earlier one left: in storage, in the offline trip card,
      // in memory (an earlier session's reads are on no screen once it has ended; the page signing
      // in keeps its public ones on screen).
      await forgetSessionOnDevice();
      forgetSessionReads(queryClient, 'inactive');
      await saveAuthToken(token);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      showToast({
        title: t(`toasts.${welcome}.title`, { name: user.fullName }),
        message: t(`toasts.${welcome}.message`),
        tone: 'success',
      });
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => {
        navigate(pathAfterSignIn(user.role, guardState));
      }, POST_SIGN_IN_REDIRECT_DELAY_MS);
    },
    [guardState, navigate, queryClient, t],
  );
}
