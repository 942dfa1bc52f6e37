import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ProfileGuidelinesCard() {
  const { t } = useTranslation('participantProfile');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('guidelines.title')}
        </Title>
        <Text size="sm">{t('guidelines.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('guidelines.examples')}
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
