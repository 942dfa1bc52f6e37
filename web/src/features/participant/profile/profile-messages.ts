import { participantMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type ParticipantMessageKey = keyof typeof participantMessages;

const keyByMessage = new Map<string, ParticipantMessageKey>(
  Object.entries(participantMessages).map(([key, message]) => [message, key as ParticipantMessageKey]),
);

/** The shared schema's English messages in the current language; any other text is kept as it is. */
export function useParticipantMessage(): (message: string) => string {
  const { t } = useTranslation('participantProfile');
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
