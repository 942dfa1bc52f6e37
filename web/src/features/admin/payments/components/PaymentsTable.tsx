import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminSpotLedger } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay } from '../../../../lib/format-date';
import { formatUsd } from '../../../../lib/format-money';
import { ListTable } from '../../components/ListTable';
import { holderName } from './holder-name';

export interface PaymentsTableProps {
  spots: AdminSpotLedger[] | undefined;
  loading: boolean;
  /** Only those who owe are shown. */
  outstandingOnly: boolean;
  /** Absent for a past edition, which is read-only. */
  onRecord?: (spot: AdminSpotLedger) => void;
  onOpen: (spot: AdminSpotLedger) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function DueCell({ due, overdueLabel, reminded }: { due: AdminSpotLedger['deposit']; overdueLabel: string; reminded?: string | null }) {
  const { t } = useTranslation('adminPayments');
  return (
    <Stack gap={2}>
      <Text size="sm" style={NO_WRAP}>
        {t('list.paidOf', { paid: formatUsd(due.paidUsd), due: formatUsd(due.dueUsd) })}
      </Text>
      <Group gap={4}>
        <Text size="xs" c="dimmed" style={NO_WRAP}>
          {due.dueDate ? t('list.due', { date: formatDay(due.dueDate) }) : t('list.noDueDate')}
        </Text>
        {due.overdue ? (
          <Badge size="xs" color="red" variant="light" style={{ minWidth: 'max-content' }}>
            {overdueLabel}
          </Badge>
        ) : null}
      </Group>
      {reminded ? (
        <Text size="xs" c="dimmed" style={NO_WRAP}>
          {t('list.reminded', { date: formatDate(reminded) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The Payments list: each spot in confirmation order with its price, both dues and what is outstanding. */
export function PaymentsTable({ spots, loading, outstandingOnly, onRecord, onOpen }: PaymentsTableProps) {
  const { t } = useTranslation('adminPayments');
  return (
    <ListTable
      rows={spots}
      loading={loading}
      emptyMessage={outstandingOnly ? t('list.emptyOutstanding') : t('list.empty')}
      caption={t('list.caption')}
      minWidth={960}
      head={
        <>
          <Table.Th>{t('list.columns.order')}</Table.Th>
          <Table.Th>{t('list.columns.holder')}</Table.Th>
          <Table.Th>{t('list.columns.price')}</Table.Th>
          <Table.Th>{t('list.columns.deposit')}</Table.Th>
          <Table.Th>{t('list.columns.balance')}</Table.Th>
          <Table.Th>{t('list.columns.outstanding')}</Table.Th>
          <Table.Th>{t('list.columns.actions')}</Table.Th>
        </>
      }
    >
      {(spot) => {
        const name = holderName(spot, t);
        return (
          <Table.Tr key={spot.spotId} data-testid={`payment-row-${spot.confirmationOrder}`}>
            <Table.Td>{spot.confirmationOrder}</Table.Td>
            <Table.Td style={{ minWidth: 180 }}>
              <Text fw={600} c={spot.holder ? undefined : 'dimmed'}>
                {name}
              </Text>
              {spot.holder?.email ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {spot.holder.email}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={NO_WRAP}>
                {formatUsd(spot.priceUsd)}
              </Text>
              <Badge size="xs" variant="light" color={spot.subsidized ? 'agave' : 'gray'} style={{ minWidth: 'max-content' }}>
                {spot.subsidized ? t('list.subsidized') : t('list.fullPrice')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <DueCell due={spot.deposit} overdueLabel={t('list.overdue')} reminded={spot.depositRemindedAt} />
            </Table.Td>
            <Table.Td>
              <DueCell due={spot.balance} overdueLabel={t('list.overdue')} />
            </Table.Td>
            <Table.Td style={NO_WRAP}>
              <Text fw={600} c={spot.outstandingUsd > 0 ? undefined : 'dimmed'}>
                {formatUsd(spot.outstandingUsd)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {onRecord ? (
                  <Button size="xs" onClick={() => onRecord(spot)} aria-label={t('list.recordFor', { name })}>
                    {t('list.record')}
                  </Button>
                ) : null}
                <Button size="xs" variant="default" onClick={() => onOpen(spot)} aria-label={t('list.openFor', { name })}>
                  {t('list.open')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
