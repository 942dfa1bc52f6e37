import { Stack, Text, TextInput } from '@mantine/core';
import type { LogisticsFormValues } from '@trek/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FlightFields } from './FlightFields';
import { useTextField } from './use-text-field';

/**
 * Step 2: passport and date of birth (both encrypted at rest by the server), and the arrival and
 * departure flights (optional: the trip card and the organizers' pickups use them).
 */
export function TravelDocumentsStep() {
  const { t } = useTranslation(['participantLogistics', 'tripCard']);
  const textField = useTextField();
  const { getValues } = useFormContext<LogisticsFormValues>();
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
      <Text size="sm" c="dimmed">
        {t('travel.flight.intro')}
      </Text>
      <FlightFields name="inboundFlight" legend={t('tripCard:you.flight.arrival')} hint={t('travel.flight.arrivalHint')} freeText={getValues('arrivalFlight')} />
      <FlightFields name="outboundFlight" legend={t('tripCard:you.flight.departure')} hint={t('travel.flight.departureHint')} freeText={getValues('departureFlight')} />
    </Stack>
  );
}
