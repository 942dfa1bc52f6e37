import { applicationMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract messages an applicant can meet: field rules and the Submission Failed toast. */
export const WIZARD_MESSAGE_KEYS = [
  'firstNamesRequired',
  'lastNameRequired',
  'universityEmailInvalid',
  'phoneRequired',
  'affiliationRequired',
  'longAnswerTooShort',
  'longAnswerTooLong',
  'favoriteFoodRequired',
  'passportCountryRequired',
  'confirmAccuracy',
  'passportValidInvalid',
  'commitmentInvalid',
  'significantOtherInvalid',
  'referralInvalid',
  'submissionFailedTitle',
  'duplicateToast',
  'checkFormToast',
  'submitFailedToast',
] as const satisfies readonly (keyof typeof applicationMessages)[];

type WizardMessageKey = (typeof WIZARD_MESSAGE_KEYS)[number];

const keyByMessage = new Map<string, WizardMessageKey>(WIZARD_MESSAGE_KEYS.map((key) => [applicationMessages[key], key]));

/** The shared schema's English messages (the spec's texts) in the current language; unknown ones stay as they are. */
export function useApplicationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('apply');
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
