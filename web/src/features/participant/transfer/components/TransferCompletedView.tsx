import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MAX_TRANSFERS_PER_SPOT } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { TransferStatusBadge } from './TransferStatusBadge';

/** What one who transferred their spot sees when they sign in again: when, and that it is done. */
export function TransferCompletedView({ at }: { at: string }) {
  const { t } = useTranslation('participantTransfer');
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="transfer-completed-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="agave" variant="light" size="xl" radius="xl">
              <IconCircleCheck size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" id="transfer-completed-heading">
              {t('completed.title')}
            </Title>
          </Group>
          <TransferStatusBadge status="completed" />
        </Group>
        <Text size="sm">{t('completed.completedAt', { time: formatDateTime(at) })}</Text>
        <Text size="sm">{t('completed.count', { count: MAX_TRANSFERS_PER_SPOT, max: MAX_TRANSFERS_PER_SPOT })}</Text>
        <Text size="sm" c="dimmed">
          {t('completed.explanation')}
        </Text>
      </Stack>
    </Card>
  );
}
