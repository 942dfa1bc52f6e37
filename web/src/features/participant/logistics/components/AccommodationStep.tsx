import { Stack, TextInput, Textarea } from '@mantine/core';
import { ROOMMATE_PREFERENCES } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './ChoiceField';
import { useTextField } from './use-text-field';

/** Step 3: roommate preference and room needs. */
export function AccommodationStep() {
  const { t } = useTranslation('participantLogistics');
  const textField = useTextField();
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
        {...textField('roommateNameOrNA')}
      />
      <Textarea
        label={t('accommodation.specialRequirement')}
        description={t('accommodation.specialRequirementHint')}
        rows={3}
        {...textField('specialRequirement')}
      />
    </Stack>
  );
}
