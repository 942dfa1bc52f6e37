import { logisticsMessages } from '@trek/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract messages a participant can meet in the wizard: field rules, toasts and the server's refusals. */
export const WIZARD_MESSAGE_KEYS = [
  'legalNameRequired',
  'preferredNameRequired',
  'genderRequired',
  'emailInvalid',
  'schoolAffiliationRequired',
  'passportNationalityRequired',
  'passportNumberRequired',
  'dateOfBirthRequired',
  'dateOfBirthInvalid',
  'roommatePreferenceRequired',
  'roommateNameRequired',
  'dietaryRequired',
  'day0DecisionRequired',
  'day2PreferenceRequired',
  'stepErrorsTitle',
  'validationErrorTitle',
  'validationError',
  'saveErrorTitle',
  'saveError',
  'saveFailed',
  'savedTitle',
  'saved',
  'finalized',
  'day0LockedLabel',
  'privacyNotice',
  'day0Locked',
  'day0NotJoinFinal',
  'logisticsChangedMeanwhile',
] as const satisfies readonly (keyof typeof logisticsMessages)[];

type WizardMessageKey = (typeof WIZARD_MESSAGE_KEYS)[number];

const keyByMessage = new Map<string, WizardMessageKey>(WIZARD_MESSAGE_KEYS.map((key) => [logisticsMessages[key], key]));

/** The shared schema's and the server's English messages (the spec's texts) in the current language; unknown ones stay as they are. */
export function useLogisticsMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('participantLogistics');
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = keyByMessage.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
