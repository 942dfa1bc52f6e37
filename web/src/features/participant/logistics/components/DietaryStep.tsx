import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextField } from './use-text-field';

/** Step 4: dietary needs as comma-separated text (sent as a list; empty means NONE). */
export function DietaryStep() {
  const { t } = useTranslation('participantLogistics');
  const textField = useTextField();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('dietary.carefully')}
      </Text>
      <TextInput
        label={t('dietary.preferences')}
        description={t('dietary.preferencesHint')}
        {...textField('dietaryPreferences')}
      />
      <Textarea
        label={t('dietary.additionalConsiderations')}
        description={t('dietary.additionalConsiderationsHint')}
        rows={3}
        {...textField('additionalConsiderations')}
      />
    </Stack>
  );
}
