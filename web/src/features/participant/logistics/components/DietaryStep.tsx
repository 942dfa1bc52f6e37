import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LogisticsFormState } from '../logistics-form';
import { useLogisticsMessage } from '../logistics-messages';

/** Step 4: dietary needs as comma-separated text (sent as a list; empty means NONE). */
export function DietaryStep() {
  const { t } = useTranslation('participantLogistics');
  const message = useLogisticsMessage();
  const { register, formState } = useFormContext<LogisticsFormState>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('dietary.carefully')}
      </Text>
      <TextInput
        label={t('dietary.preferences')}
        description={t('dietary.preferencesHint')}
        error={message(errors.dietaryPreferences?.message)}
        {...register('dietaryPreferences')}
      />
      <Textarea
        label={t('dietary.additionalConsiderations')}
        description={t('dietary.additionalConsiderationsHint')}
        rows={3}
        error={message(errors.additionalConsiderations?.message)}
        {...register('additionalConsiderations')}
      />
    </Stack>
  );
}
