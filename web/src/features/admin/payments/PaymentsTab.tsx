import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward } from '@tabler/icons-react';
import type { AdminPayments } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format-money';
import { showToast } from '../../../lib/toast';
import { ListToolbar } from '../components/ListToolbar';
import { downloadPaymentsCsv } from './api/payments-api';
import { PaymentsTable } from './components/PaymentsTable';
import { RecordPaymentModal } from './components/RecordPaymentModal';
import { SpotEntriesDrawer } from './components/SpotEntriesDrawer';
import { useAdminPayments, useRemindAllOutstanding } from './queries/payments-queries';

type Shown = 'all' | 'outstanding';

/** Payments: every spot's price, subsidy, deposit and balance, recording payments, reminders and the CSV. */
export function PaymentsTab() {
  const { t } = useTranslation('adminPayments');
  const { text } = useContractMessage();
  const payments = useAdminPayments();
  const remind = useRemindAllOutstanding();
  const [shown, setShown] = useState<Shown>('all');
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const spots = payments.data?.spots;
  const rows = shown === 'outstanding' ? spots?.filter((spot) => spot.outstandingUsd > 0) : spots;
  const byId = (id: string | null) => spots?.find((spot) => spot.spotId === id) ?? null;

  const confirmRemind = () =>
    modals.openConfirmModal({
      title: t('remind.confirmTitle'),
      children: <Text size="sm">{t('remind.confirmBody')}</Text>,
      labels: { confirm: t('remind.confirm'), cancel: t('remind.cancel') },
      onConfirm: () =>
        remind.mutate(undefined, {
          onSuccess: ({ reminded, alreadyReminded }) =>
            showToast({ title: t('toasts.reminded'), message: t('toasts.remindedMessage', { count: reminded, already: alreadyReminded }), tone: 'success' }),
          onError: (error) => showToast({ title: t('toasts.remindFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });

  return (
    <Stack gap="md">
      {payments.data ? <PaymentsSummary payments={payments.data} /> : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('list.show')}
          value={shown}
          onChange={(value) => setShown(value === 'outstanding' ? 'outstanding' : 'all')}
          data={[
            { value: 'all', label: t('list.showAll') },
            { value: 'outstanding', label: t('list.showOutstanding') },
          ]}
        />
      </Group>
      <ListToolbar namespace="adminPayments" total={rows?.length} download={downloadPaymentsCsv}>
        <Button variant="light" leftSection={<IconMailForward size={18} aria-hidden />} onClick={confirmRemind} loading={remind.isPending}>
          {t('remind.button')}
        </Button>
      </ListToolbar>
      {payments.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={payments.error} retryLabel={t('list.retry')} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentsTable spots={rows} loading={payments.isPending} outstandingOnly={shown === 'outstanding'} onRecord={(spot) => setRecordingId(spot.spotId)} onOpen={(spot) => setOpenId(spot.spotId)} />
      )}
      <RecordPaymentModal spot={byId(recordingId)} onClose={() => setRecordingId(null)} />
      <SpotEntriesDrawer spot={byId(openId)} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The edition's money at a glance: subsidies left, what is expected, recorded and outstanding. */
function PaymentsSummary({ payments }: { payments: AdminPayments }) {
  const { t } = useTranslation('adminPayments');
  const { totals } = payments;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('summary.title', { year: payments.year })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('summary.subsidies')} value={t('summary.subsidiesLeft', { count: payments.subsidiesLeft, total: payments.subsidizedSpots })} />
          <Figure label={t('summary.expected')} value={formatUsd(totals.priceUsd)} />
          <Figure label={t('summary.paid')} value={formatUsd(totals.paidUsd)} />
          <Figure label={t('summary.outstanding')} value={formatUsd(totals.outstandingUsd)} hint={`${t('summary.depositsOutstanding')}: ${totals.depositsOutstanding}`} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
