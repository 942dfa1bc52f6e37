import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParticipantEdition } from '../../edition/queries/participant-edition-queries';

export function ProfileGuidelinesCard() {
  const { t } = useTranslation('participantProfile');
  // The two cohorts before the participant's own (2024 and 2025 for 2026, as the spec says).
  const year = useParticipantEdition().data?.year ?? new Date().getFullYear();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('guidelines.title')}
        </Title>
        <Text size="sm">{t('guidelines.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('guidelines.examples', { earlier: year - 2, later: year - 1 })}
        </Text>
        <Title order={4} size="h6" mt="xs">
          {t('guidelines.requirementsTitle')}
        </Title>
        <List size="sm" spacing={2}>
          <List.Item>{t('guidelines.requirements.photo')}</List.Item>
          <List.Item>{t('guidelines.requirements.bioLength')}</List.Item>
          <List.Item>{t('guidelines.requirements.bioVoice')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
