import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MAX_TRANSFERS_PER_SPOT, type TransferResult } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { TransferStatusBadge } from './TransferStatusBadge';

/** The sender's receipt, right after their confirm: the time and the count. */
export function TransferCompletedView({ result }: { result: TransferResult }) {
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
        <Text size="sm">{t('completed.completedAt', { time: formatDateTime(result.clearedAt) })}</Text>
        <Text size="sm">{t('completed.count', { count: result.transferCount, max: MAX_TRANSFERS_PER_SPOT })}</Text>
        <Text size="sm" c="dimmed">
          {t('completed.explanation')}
        </Text>
      </Stack>
    </Card>
  );
}
