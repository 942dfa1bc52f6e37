import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';

export function JoinedCard({ joinedAt }: { joinedAt: string | null }) {
  const { t } = useTranslation('participant');
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="agave">
          <IconCheck size={22} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4">
            {t('whatsapp.joinedTitle')}
          </Title>
          <Text size="sm" mt={4}>
            {joinedAt ? t('whatsapp.joinedAt', { time: formatDateTime(joinedAt) }) : t('whatsapp.joined')}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
