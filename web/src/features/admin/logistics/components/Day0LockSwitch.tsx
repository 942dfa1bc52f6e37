import { Switch } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useSetDay0Lock } from '../queries/logistics-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

export interface Day0LockSwitchProps {
  userId: string;
  name: string;
  locked: boolean;
}

/** One participant's Day 0 lock; either way asks first, since the participant sees the change at once. */
export function Day0LockSwitch({ userId, name, locked }: Day0LockSwitchProps) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminLogistics');
  const setLock = useSetDay0Lock();

  const change = (next: boolean) =>
    setLock.mutate(
      { userId, locked: next },
      {
        onSuccess: () =>
          showToast(
            next
              ? { title: t('toasts.locked'), message: t('toasts.lockedMessage', { name }), tone: 'success' }
              : { title: t('toasts.unlocked'), message: t('toasts.unlockedMessage', { name }), tone: 'success' },
          ),
        onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
      },
    );

  const confirm = (next: boolean) =>
    modals.openConfirmModal({
      title: next ? t('day0Lock.lockTitle', { name }) : t('day0Lock.unlockTitle', { name }),
      children: next ? t('day0Lock.lockBody', { name }) : t('day0Lock.unlockBody', { name }),
      labels: { confirm: next ? t('day0Lock.lock') : t('day0Lock.unlock'), cancel: t('day0Lock.cancel') },
      onConfirm: () => change(next),
    });

  return (
    <Switch
      checked={locked}
      onChange={(event) => confirm(event.currentTarget.checked)}
      disabled={setLock.isPending}
      label={locked ? t('day0Lock.locked') : t('day0Lock.unlocked')}
      aria-label={t('day0Lock.switch', { name })}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
