import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockX } from '@tabler/icons-react';
import type { TransferChecklistItem, TransferRequest } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ApiError, stripStatusPrefix } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { emptyChecklist, TransferChecklistCard, type TransferChecklist } from './components/TransferChecklistCard';
import { TransferCompletedView } from './components/TransferCompletedView';
import { TransferConfirmCard } from './components/TransferConfirmCard';
import { TransferErrorCard } from './components/TransferErrorCard';
import { TransferRulesCard } from './components/TransferRulesCard';
import { TransferStatusBadge } from './components/TransferStatusBadge';
import { useConfirmTransfer, useTransferState } from './queries/transfer-queries';
import { useTransferMessage } from './transfer-messages';

/**
 * Signed-in spec 2 "Transfer tab". Unlike the spec's client, which fixes "already transferred"
 * at false, the server's transfer state decides on load whether the spot can still be given away.
 */
export function TransferTab() {
  const { t } = useTranslation('participantTransfer');
  const translateMessage = useTransferMessage();
  const transferState = useTransferState();
  const confirmTransfer = useConfirmTransfer();
  const [checklist, setChecklist] = useState<TransferChecklist>(emptyChecklist);
  // The last attempt's outcome is the mutation's own state: a new attempt clears both.
  const result = confirmTransfer.data ?? null;
  const errorMessage = confirmTransfer.error ? failureMessage(confirmTransfer.error) : null;

  function failureMessage(error: Error): string {
    return error instanceof ApiError ? translateMessage(stripStatusPrefix(error.message)) : t('messages.failed');
  }

  if (transferState.isPending) return <Loader aria-label={t('loading')} />;
  if (transferState.isError) {
    return <LoadFailedAlert title={t('loadFailed.title')} advice={t('loadFailed.advice')} />;
  }

  const { deadline, deadlinePassed, alreadyTransferred, receivedByTransfer } = transferState.data;
  // A transfer hands the account itself to the recipient (the server then reports both flags), so
  // on a later visit the reader is the new holder: they see why they cannot transfer, not the sender's receipt.
  if (result || (alreadyTransferred && !receivedByTransfer)) return <TransferCompletedView result={result} />;

  const toggle = (item: TransferChecklistItem, checked: boolean) => setChecklist((current) => ({ ...current, [item]: checked }));

  const confirm = (request: TransferRequest) => {
    confirmTransfer.mutate(request, {
      onSuccess: () => {
        setChecklist(emptyChecklist);
        showToast({ title: t('messages.completed'), message: t('completed.explanation'), tone: 'success' });
      },
      onError: (error) => showToast({ title: t('messages.failedTitle'), message: failureMessage(error), tone: 'error' }),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" style={{ flex: '1 1 280px' }}>
          {t('intro')}
        </Text>
        <TransferStatusBadge status={deadlinePassed ? 'deadlinePassed' : 'active'} />
      </Group>
      {deadlinePassed && (
        <Alert color="red" variant="light" icon={<IconClockX size={18} aria-hidden />} role="alert">
          {t('messages.deadlinePassed')}
        </Alert>
      )}
      {receivedByTransfer && (
        <Alert color="yellow" variant="light" title={t('notAllowed.title')} icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('messages.receivedByTransfer')}
        </Alert>
      )}
      <TransferRulesCard deadline={deadline} />
      {!receivedByTransfer && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TransferChecklistCard checklist={checklist} onChange={toggle} disabled={deadlinePassed} />
          <TransferConfirmCard checklist={checklist} deadlinePassed={deadlinePassed} pending={confirmTransfer.isPending} onConfirm={confirm} />
        </SimpleGrid>
      )}
      {errorMessage && <TransferErrorCard message={errorMessage} />}
    </Stack>
  );
}
