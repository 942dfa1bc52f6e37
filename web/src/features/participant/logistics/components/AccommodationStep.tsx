import { Stack, TextInput, Textarea } from '@mantine/core';
import { ROOMMATE_PREFERENCES } from '@trek/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LogisticsFormState } from '../logistics-form';
import { useLogisticsMessage } from '../logistics-messages';
import { ChoiceField } from './ChoiceField';

/** Step 3: roommate preference and room needs. */
export function AccommodationStep() {
  const { t } = useTranslation('participantLogistics');
  const message = useLogisticsMessage();
  const { register, formState } = useFormContext<LogisticsFormState>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <ChoiceField
        name="roommatePreference"
        label={t('accommodation.roommatePreference')}
        stacked
        options={ROOMMATE_PREFERENCES.map((value) => ({ value, label: t(`options.roommatePreference.${value}`) }))}
      />
      <TextInput
        label={t('accommodation.roommateName')}
        description={t('accommodation.roommateNameHint')}
        required
        error={message(errors.roommateNameOrNA?.message)}
        {...register('roommateNameOrNA')}
      />
      <Textarea
        label={t('accommodation.specialRequirement')}
        description={t('accommodation.specialRequirementHint')}
        rows={3}
        error={message(errors.specialRequirement?.message)}
        {...register('specialRequirement')}
      />
    </Stack>
  );
}
