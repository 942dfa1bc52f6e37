import { Badge, Divider, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SpotLedger } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatDay } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/format-money';
import { useMyPayments } from './queries/my-payments-queries';
import { MyPaymentsPlaceholder } from './MyPaymentsPlaceholder';

/** The participant's money at a glance: their spot's price, what is due when, what was recorded and what is left. Nothing for one who holds no spot. */
export function MyPaymentsCard() {
  const { t } = useTranslation('participantPayments');
  const payments = useMyPayments();
  if (payments.isPending) return <MyPaymentsPlaceholder />;
  if (payments.isError) return <LoadErrorAlert title={t('loadFailed')} error={payments.error} retryLabel={t('retry')} onRetry={() => void payments.refetch()} />;
  const { ledger } = payments.data;
  if (!ledger) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-payments-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id="my-payments-title">
            {t('title')}
          </Title>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('price')}
            </Text>
            <Text fw={700} size="lg" data-testid="my-price">
              {formatUsd(ledger.priceUsd)}
            </Text>
            <Text size="xs" c="dimmed">
              {ledger.subsidized ? t('subsidized', { amount: formatUsd(ledger.subsidyUsd) }) : t('fullPrice')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DuePart label={t('deposit')} due={ledger.deposit} />
          <DuePart label={t('balance')} due={ledger.balance} />
        </SimpleGrid>
        <Outstanding ledger={ledger} />
        <Divider />
        <Text fw={600} size="sm">
          {t('recorded')}
        </Text>
        {ledger.entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('nothingRecorded')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ledger.entries.map((entry) => (
              <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {formatDay(entry.paidOn)} · {t(entry.kind)} · {t(`methods.${entry.method}`)}
                  {entry.reference ? ` · ${entry.reference}` : ''}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(entry.amountUsd)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function DuePart({ label, due }: { label: string; due: SpotLedger['deposit'] }) {
  const { t } = useTranslation('participantPayments');
  const paidInFull = due.paidUsd >= due.dueUsd;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{label}</Text>
        {paidInFull ? (
          <Badge color="agave" variant="light">
            {t('paidInFull')}
          </Badge>
        ) : due.overdue ? (
          <Badge color="red" variant="light">
            {t('overdue')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{t('paidOf', { paid: formatUsd(due.paidUsd), due: formatUsd(due.dueUsd) })}</Text>
      <Progress value={due.dueUsd === 0 ? 100 : (due.paidUsd / due.dueUsd) * 100} color={paidInFull ? 'agave' : due.overdue ? 'red' : 'terracotta'} aria-label={label} size="sm" />
      <Text size="xs" c="dimmed">
        {due.dueDate ? t('due', { date: formatDay(due.dueDate) }) : t('noDueDate')}
      </Text>
    </Stack>
  );
}

function Outstanding({ ledger }: { ledger: SpotLedger }) {
  const { t } = useTranslation('participantPayments');
  if (ledger.outstandingUsd < 0) return <Text size="sm">{t('credit', { amount: formatUsd(-ledger.outstandingUsd) })}</Text>;
  if (ledger.outstandingUsd === 0) return <Text size="sm" fw={600}>{t('allPaid')}</Text>;
  return (
    <Group justify="space-between">
      <Text fw={600}>{t('outstanding')}</Text>
      <Text fw={700} size="lg" data-testid="my-outstanding">
        {formatUsd(ledger.outstandingUsd)}
      </Text>
    </Group>
  );
}
