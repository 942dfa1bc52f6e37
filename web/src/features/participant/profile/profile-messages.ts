import { participantMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The fixed messages; the ones with a value in them (a year) are shown through their own keys. */
type ParticipantMessageKey = { [K in keyof typeof participantMessages]: (typeof participantMessages)[K] extends string ? K : never }[keyof typeof participantMessages];

const keyByMessage = new Map<string, ParticipantMessageKey>(
  Object.entries(participantMessages).flatMap(([key, message]) => (typeof message === 'string' ? [[message, key as ParticipantMessageKey] as const] : [])),
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
