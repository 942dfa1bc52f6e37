import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useSetDay0LockForEveryone } from '../queries/logistics-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** "Lock Day 0 for everyone" and "Unlock all": each asks for confirmation first. */
export function Day0BulkLockButtons() {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminLogistics');
  const setLock = useSetDay0LockForEveryone();

  const change = (locked: boolean) =>
    setLock.mutate(locked, {
      onSuccess: (result) =>
        showToast({
          title: result.locked ? t('toasts.lockedAll') : t('toasts.unlockedAll'),
          message: t('toasts.allMessage', { count: result.updated }),
          tone: 'success',
        }),
      onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
    });

  const confirm = (locked: boolean) =>
    modals.openConfirmModal({
      title: locked ? t('day0Lock.lockAllTitle') : t('day0Lock.unlockAllTitle'),
      children: locked ? t('day0Lock.lockAllBody') : t('day0Lock.unlockAllBody'),
      labels: { confirm: locked ? t('day0Lock.lockAll') : t('day0Lock.unlockAll'), cancel: t('day0Lock.cancel') },
      confirmProps: { color: locked ? 'red' : undefined },
      onConfirm: () => change(locked),
    });

  const pendingLock = setLock.isPending ? setLock.variables : undefined;
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="light" color="red" leftSection={<IconLock size={18} aria-hidden />} onClick={() => confirm(true)} loading={pendingLock === true} disabled={setLock.isPending}>
        {t('day0Lock.lockAll')}
      </Button>
      <Button variant="default" leftSection={<IconLockOpen size={18} aria-hidden />} onClick={() => confirm(false)} loading={pendingLock === false} disabled={setLock.isPending}>
        {t('day0Lock.unlockAll')}
      </Button>
    </Group>
  );
}
