import { Stack, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LogisticsFormState } from '../logistics-form';
import { useLogisticsMessage } from '../logistics-messages';

/** Step 2: passport and date of birth (both encrypted at rest by the server). */
export function TravelDocumentsStep() {
  const { t } = useTranslation('participantLogistics');
  const message = useLogisticsMessage();
  const { register, formState } = useFormContext<LogisticsFormState>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('travel.intro')}
      </Text>
      <TextInput
        label={t('travel.passportNationality')}
        autoComplete="country-name"
        required
        error={message(errors.passportNationality?.message)}
        {...register('passportNationality')}
      />
      <TextInput
        label={t('travel.passportNumber')}
        autoComplete="off"
        required
        error={message(errors.passportNumber?.message)}
        {...register('passportNumber')}
      />
      {/* The browser's date picker gives YYYY-MM-DD, the text the server stores. */}
      <TextInput
        label={t('travel.dateOfBirth')}
        type="date"
        autoComplete="bday"
        required
        error={message(errors.dateOfBirth?.message)}
        {...register('dateOfBirth')}
      />
    </Stack>
  );
}
