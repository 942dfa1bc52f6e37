import { Badge, Button, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { LedgerEntry } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime, formatDay } from '../../../../lib/format-date';
import { formatUsd } from '../../../../lib/format-money';
import { showToast } from '../../../../lib/toast';
import { useReversePayment } from '../queries/payments-queries';

/** What the drawer lists: a spot's entries (a counting spot's, or a released one's). */
interface SpotEntries {
  spotId: string;
  entries: LedgerEntry[];
}

export interface SpotEntriesDrawerProps {
  /** The spot whose entries are shown; null: closed. */
  spot: SpotEntries | null;
  title: string;
  /** A past edition's entries are shown without the reverse action. */
  readOnly: boolean;
  onClose: () => void;
}

/** A spot's ledger entries, oldest first; a payment can be reversed (a new entry, the payment stays). */
export function SpotEntriesDrawer({ spot, title, readOnly, onClose }: SpotEntriesDrawerProps) {
  const { t } = useTranslation('adminPayments');
  return (
    <Drawer opened={spot !== null} onClose={onClose} position="right" size="md" title={title} closeButtonProps={{ 'aria-label': t('entries.close') }}>
      {spot ? (
        <Stack gap="sm">
          {spot.entries.length === 0 ? <Text c="dimmed">{t('entries.empty')}</Text> : null}
          {spot.entries.map((entry) => (
            <EntryCard key={entry.id} spotId={spot.spotId} entry={entry} readOnly={readOnly} />
          ))}
        </Stack>
      ) : null}
    </Drawer>
  );
}

function EntryCard({ spotId, entry, readOnly }: { spotId: string; entry: LedgerEntry; readOnly: boolean }) {
  const { t } = useTranslation('adminPayments');
  const { text } = useContractMessage();
  const reverse = useReversePayment();
  const [reversing, setReversing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const confirm = () =>
    reverse.mutate(
      { spotId, entryId: entry.id, reversal: { reason } },
      {
        onSuccess: () => {
          showToast({ title: t('entries.reversed'), message: formatUsd(entry.amountUsd), tone: 'success' });
          setReversing(false);
        },
        onError: (error) => {
          const message = text(stripStatusPrefix(error.message));
          setReasonError(message);
          showToast({ title: t('toasts.reverseFailed'), message, tone: 'error' });
        },
      },
    );

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{formatUsd(entry.amountUsd)}</Text>
            <Badge size="sm" variant="light" color={entry.kind === 'payment' ? 'agave' : 'gray'}>
              {t(`entries.${entry.kind}`)}
            </Badge>
            {entry.reversedBy ? (
              <Badge size="sm" variant="outline" color="gray">
                {t('entries.reversed')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">{formatDay(entry.paidOn)}</Text>
        </Group>
        <Text size="sm">
          {t(`form.methods.${entry.method}`)}
          {entry.reference ? ` · ${entry.reference}` : ''}
        </Text>
        {entry.note ? (
          <Text size="sm" c="dimmed">
            {entry.note}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {entry.source === 'provider' ? t('entries.fromProvider') : t('entries.recordedBy', { name: entry.recordedBy.name, date: formatDateTime(entry.recordedAt) })}
        </Text>
        {entry.kind === 'payment' && !entry.reversedBy && !readOnly ? (
          reversing ? (
            <Stack gap="xs" mt="xs">
              <Text size="sm">{t('entries.reverseBody', { amount: formatUsd(-entry.amountUsd) })}</Text>
              <TextInput label={t('entries.reason')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={reasonError} />
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setReversing(false)}>
                  {t('remind.cancel')}
                </Button>
                <Button size="xs" color="red" loading={reverse.isPending} onClick={confirm}>
                  {t('entries.reverseConfirm')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button size="xs" variant="subtle" color="red" onClick={() => setReversing(true)} aria-label={`${t('entries.reverse')} ${formatUsd(entry.amountUsd)}`}>
                {t('entries.reverse')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
