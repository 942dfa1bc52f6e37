import { feedbackMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const FORM_MESSAGE_KEYS = ['bothRequired', 'subjectTooLong', 'messageTooLong'] as const satisfies readonly (keyof typeof feedbackMessages)[];

const keyByMessage = new Map<string, (typeof FORM_MESSAGE_KEYS)[number]>(FORM_MESSAGE_KEYS.map((key) => [feedbackMessages[key], key]));

/** The shared schema's English messages in the current language; unknown ones stay as they are. */
export function useFeedbackMessage(): (message: string) => string {
  const { t } = useTranslation('participantUpdates');
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
