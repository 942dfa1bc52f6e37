import { authMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, stripStatusPrefix } from '../../lib/api-client';

type AuthMessageKey = keyof typeof authMessages;

const keyByMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, message]) => [message, key as AuthMessageKey]),
);

/**
 * The shared schemas speak English (spec texts from the contracts); this finds the same text in
 * the current language, and keeps any message it does not know as it is.
 */
export function useAuthMessage(): (message: string) => string {
  const { t } = useTranslation('auth');
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}

/** Toast text for a failed sign-in or registration (spec 8): the server's message without its status. */
export function useAuthFailureMessage(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown) => (error instanceof ApiError ? stripStatusPrefix(error.message) : t('toasts.networkError')),
    [t],
  );
}
