import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Account } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type ToggleDisabled = UseMutationResult<Account, Error, { id: string; disabled: boolean }>;

/** The confirmation's words for disabling (true) or enabling (false) this account. */
export type ToggleCopy = (disabling: boolean, account: Account) => { title: string; body: string; confirm: string; cancel: string };

/**
 * Asks before disabling or enabling an account, then runs the change and says how it went in a
 * toast; participant and organizer accounts differ only in the words and the mutation.
 */
export function useConfirmToggleDisabled(mutation: ToggleDisabled, copy: ToggleCopy): (account: Account) => void {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAuthSpots');
  return (account) => {
    const disabling = !account.disabled;
    const words = copy(disabling, account);
    modals.openConfirmModal({
      title: words.title,
      children: <Text size="sm">{words.body}</Text>,
      labels: { confirm: words.confirm, cancel: words.cancel },
      confirmProps: { color: disabling ? 'red' : 'agave' },
      onConfirm: () =>
        mutation.mutate(
          { id: account.id, disabled: disabling },
          {
            onSuccess: (updated) =>
              showToast({
                title: t(disabling ? 'toasts.disabled' : 'toasts.enabled'),
                message: t(disabling ? 'toasts.disabledMessage' : 'toasts.enabledMessage', { email: updated.email }),
                tone: 'success',
              }),
            onError: (error) => showToast({ title: t('toasts.updateFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
          },
        ),
    });
  };
}
