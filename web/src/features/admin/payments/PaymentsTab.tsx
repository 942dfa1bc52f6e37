import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward } from '@tabler/icons-react';
import { paymentMessages, type AdminPayments } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format-money';
import { formatDay } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { EditionYearSelect, useEditionYearFilter } from '../components/EditionYearSelect';
import { SectionHeader } from '../components/SectionHeader';
import { ListToolbar } from '../components/ListToolbar';
import { downloadPaymentsCsv } from './api/payments-api';
import { PaymentsTable } from './components/PaymentsTable';
import { RecordPaymentModal } from './components/RecordPaymentModal';
import { SpotEntriesDrawer } from './components/SpotEntriesDrawer';
import { holderName } from './components/holder-name';
import { useAdminPayments, useRemindAllOutstanding } from './queries/payments-queries';

type Shown = 'all' | 'outstanding';
type Released = AdminPayments['released'][number];

const formerHolderName = (released: Released) => released.formerHolder.fullName || released.formerHolder.email || released.formerHolder.userId.slice(-6);

/**
 * Payments: every spot's price, subsidy, deposit and balance, recording payments, reminders and the
 * CSV; the released spots with money still to refund; a past edition read-only.
 */
export function PaymentsTab() {
  const { t } = useTranslation('adminPayments');
  const { text } = useContractMessage();
  const { year, setYear } = useEditionYearFilter();
  const payments = useAdminPayments(year);
  const remind = useRemindAllOutstanding();
  const [shown, setShown] = useState<Shown>('all');
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const spots = payments.data?.spots;
  const readOnly = payments.data?.current === false;
  // A year before the portal kept editions: nothing to show rather than an error.
  const notKept = payments.isError && stripStatusPrefix(payments.error.message) === paymentMessages.editionNotFound;
  const rows = shown === 'outstanding' ? spots?.filter((spot) => spot.outstandingUsd > 0) : spots;
  const byId = (id: string | null) => spots?.find((spot) => spot.spotId === id) ?? null;
  const openSpot = byId(openId);
  const openReleased = payments.data?.released.find((released) => released.spotId === openId) ?? null;
  const entriesTitle = openSpot ? t('entries.title', { name: holderName(openSpot, t) }) : openReleased ? t('released.entriesTitle', { name: formerHolderName(openReleased) }) : '';

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
      <EditionYearSelect value={year} onChange={setYear} />
      {payments.data ? (
        <PaymentsSummary payments={payments.data} />
      ) : payments.isPending ? (
        // The summary's place (two rows of figures on a phone), so the list below does not move when it shows.
        <Skeleton h={{ base: 200, sm: 135 }} radius="md" aria-hidden />
      ) : null}
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
      <ListToolbar namespace="adminPayments" total={rows?.length} download={() => downloadPaymentsCsv(year)}>
        {readOnly ? null : (
          <Button variant="light" leftSection={<IconMailForward size={18} aria-hidden />} onClick={confirmRemind} loading={remind.isPending}>
            {t('remind.button')}
          </Button>
        )}
      </ListToolbar>
      {notKept ? (
        <Text c="dimmed">{t('list.notKept', { year })}</Text>
      ) : payments.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={payments.error} retryLabel={t('list.retry')} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentsTable
          spots={rows}
          loading={payments.isPending}
          outstandingOnly={shown === 'outstanding'}
          {...(readOnly ? {} : { onRecord: (spot: { spotId: string }) => setRecordingId(spot.spotId) })}
          onOpen={(spot) => setOpenId(spot.spotId)}
        />
      )}
      {payments.data && payments.data.released.length > 0 ? <ReleasedSpots released={payments.data.released} onOpen={setOpenId} /> : null}
      <RecordPaymentModal spot={byId(recordingId)} onClose={() => setRecordingId(null)} />
      <SpotEntriesDrawer spot={openSpot ?? openReleased} title={entriesTitle} readOnly={readOnly} onClose={() => setOpenId(null)} />
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

/** Spots given up without a recipient that still have money on them: who gave each up, when, and what is held until it is refunded. */
function ReleasedSpots({ released, onOpen }: { released: Released[]; onOpen: (spotId: string) => void }) {
  const { t } = useTranslation('adminPayments');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SectionHeader title={t('released.title')} intro={t('released.intro')} />
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('released.formerHolder')}</Table.Th>
                <Table.Th>{t('released.releasedOn')}</Table.Th>
                <Table.Th>{t('released.paid')}</Table.Th>
                <Table.Th>{t('list.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {released.map((spot) => (
                <Table.Tr key={spot.spotId} data-testid="released-spot">
                  <Table.Td>
                    <Text fw={600}>{formerHolderName(spot)}</Text>
                    {spot.formerHolder.email ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {spot.formerHolder.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDay(spot.releasedAt.slice(0, 10))}</Table.Td>
                  <Table.Td>
                    <Text fw={600}>{formatUsd(spot.paidUsd)}</Text>
                    {spot.paidUsd === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('released.settled')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => onOpen(spot.spotId)} aria-label={t('released.openFor', { name: formerHolderName(spot) })}>
                      {t('released.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
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
        {payments.current ? null : (
          <Text size="sm" c="dimmed">
            {t('summary.pastEdition')}
          </Text>
        )}
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
