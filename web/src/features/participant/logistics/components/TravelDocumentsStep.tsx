import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextField } from './use-text-field';

/** Step 2: passport and date of birth (both encrypted at rest by the server), and the flights the trip card shows. */
export function TravelDocumentsStep() {
  const { t } = useTranslation(['participantLogistics', 'tripCard']);
  const textField = useTextField();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('travel.intro')}
      </Text>
      <TextInput
        label={t('travel.passportNationality')}
        autoComplete="country-name"
        required
        {...textField('passportNationality')}
      />
      <TextInput
        label={t('travel.passportNumber')}
        autoComplete="off"
        required
        {...textField('passportNumber')}
      />
      {/* The browser's date picker gives YYYY-MM-DD, the text the server stores. */}
      <TextInput
        label={t('travel.dateOfBirth')}
        type="date"
        autoComplete="bday"
        required
        {...textField('dateOfBirth')}
      />
      <TextInput
        label={t('tripCard:you.flight.arrival')}
        description={t('tripCard:flightHint')}
        autoComplete="off"
        {...textField('arrivalFlight')}
      />
      <TextInput label={t('tripCard:you.flight.departure')} autoComplete="off" {...textField('departureFlight')} />
    </Stack>
  );
}
