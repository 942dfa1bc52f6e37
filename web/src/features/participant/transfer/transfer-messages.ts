import { transferMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract messages a participant can meet: form rules and the server's refusals. */
const TRANSLATED_MESSAGE_KEYS = [
  'invalidEmail',
  'invalidAffiliation',
  'noteTooLong',
  'deadlinePassed',
  'deadlineUnavailable',
  'alreadyTransferred',
  'receivedByTransfer',
] as const satisfies readonly (keyof typeof transferMessages)[];

const keyByMessage = new Map<string, (typeof TRANSLATED_MESSAGE_KEYS)[number]>(TRANSLATED_MESSAGE_KEYS.map((key) => [transferMessages[key], key]));

/** The contracts' English messages in the current language; others (e.g. a proxy's text) stay as they are. */
export function useTransferMessage(): (message: string) => string {
  const { t } = useTranslation('participantTransfer');
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
