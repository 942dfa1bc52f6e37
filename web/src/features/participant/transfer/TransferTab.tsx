import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockX, IconInfoCircle } from '@tabler/icons-react';
import { spotTransferStatus, type TransferChecklistItem, type TransferRequest } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { showToast } from '../../../lib/toast';
import { emptyChecklist, TransferChecklistCard, type TransferChecklist } from './components/TransferChecklistCard';
import { TransferCompletedView } from './components/TransferCompletedView';
import { TransferConfirmCard } from './components/TransferConfirmCard';
import { TransferErrorCard } from './components/TransferErrorCard';
import { TransferRulesCard } from './components/TransferRulesCard';
import { TransferStatusBadge } from './components/TransferStatusBadge';
import { useConfirmTransfer, useTransferState } from './queries/transfer-queries';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { useLogout } from '../../auth/queries/use-logout';

/**
 * Signed-in spec 2 "Transfer tab". Unlike the spec's client, which fixes "already transferred"
 * at false, the server's transfer state decides on load whether the spot can still be given away.
 * A confirmed transfer moves the spot to the recipient's own account and ends the sender's
 * sessions, so the sender is signed out here too; signing in again shows the completed transfer.
 */
export function TransferTab() {
  const { t } = useTranslation('participantTransfer');
  const { errorText } = useContractMessage();
  const transferState = useTransferState();
  const confirmTransfer = useConfirmTransfer();
  const logout = useLogout();
  const [checklist, setChecklist] = useState<TransferChecklist>(emptyChecklist);
  const errorMessage = confirmTransfer.error ? errorText(confirmTransfer.error, t('messages.failed')) : null;

  if (transferState.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (transferState.isError) {
    return <LoadFailedAlert title={t('loadFailed.title')} advice={t('loadFailed.advice')} />;
  }

  const { deadline, transferredAt } = transferState.data;
  if (transferredAt !== null) return <TransferCompletedView at={transferredAt} />;
  const status = spotTransferStatus(transferState.data);

  const toggle = (item: TransferChecklistItem, checked: boolean) => setChecklist((current) => ({ ...current, [item]: checked }));

  const confirm = (request: TransferRequest) => {
    confirmTransfer.mutate(request, {
      onSuccess: () => {
        setChecklist(emptyChecklist);
        showToast({ title: t('messages.completed'), message: `${t('completed.explanation')} ${t('completed.signedOut')}`, tone: 'success' });
        // The server ended this session with the transfer: this device forgets it too (the toast above says so).
        void logout({ announce: false });
      },
      onError: (error) => showToast({ title: t('messages.failedTitle'), message: errorText(error, t('messages.failed')), tone: 'error' }),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        {status !== 'received' && (
          <Text c="dimmed" style={{ flex: '1 1 280px' }}>
            {t('intro')}
          </Text>
        )}
        <TransferStatusBadge status={status} />
      </Group>
      {status === 'deadlinePassed' && (
        <Alert color="red" variant="light" icon={<IconClockX size={18} aria-hidden />} role="alert">
          {t('messages.deadlinePassed')}
        </Alert>
      )}
      {status === 'received' && (
        <Alert color="blue" variant="light" title={t('notAllowed.title')} icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('notAllowed.transferred')}
        </Alert>
      )}
      <TransferRulesCard deadline={deadline} />
      {status !== 'received' && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TransferChecklistCard checklist={checklist} onChange={toggle} disabled={status === 'deadlinePassed'} />
          <TransferConfirmCard
            checklist={checklist}
            deadlinePassed={status === 'deadlinePassed'}
            pending={confirmTransfer.isPending}
            onConfirm={confirm}
          />
        </SimpleGrid>
      )}
      {errorMessage && <TransferErrorCard message={errorMessage} />}
    </Stack>
  );
}
