import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { Account } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { stripStatusPrefix } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { ListPagination } from '../components/ListPagination';
import { AccountsTable } from './components/AccountsTable';
import { CreateAccountModal } from './components/CreateAccountModal';
import { formatDateTime } from '../../../lib/format-date';
import { OneTimeSecretModal, type OneTimeSecret } from './components/OneTimeSecretModal';
import { SpotTransfersCard } from './components/SpotTransfersCard';
import { OrganizersCard } from './components/OrganizersCard';
import { SetupKeyCard } from './components/SetupKeyCard';
import { useConfirmToggleDisabled } from './components/use-confirm-toggle-disabled';
import { ACCOUNTS_PAGE_SIZE, useAccountList, useResetPassword, useSetAccountDisabled, useTransferStates } from './queries/auth-spots-queries';
import { useContractMessage } from '../../../i18n/use-contract-message';

const SEARCH_DEBOUNCE_MS = 300;

/** Auth Spots: participant accounts (create, reset password, disable, transfer state), the organizers' accounts and the organizer setup key. */
export function AuthSpotsTab() {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAuthSpots');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<OneTimeSecret | null>(null);
  const list = useAccountList({ search: debouncedSearch === '' ? null : debouncedSearch, page, pageSize: ACCOUNTS_PAGE_SIZE });
  const transfers = useTransferStates();
  const reset = useResetPassword();
  const setDisabled = useSetAccountDisabled();

  /** A reset of someone with a password, or a new link for someone who never used theirs: both email a link, never a password. */
  const confirmReset = (account: Account) => {
    const copy = account.passwordSet ? 'reset' : 'resend';
    modals.openConfirmModal({
      title: t(`${copy}.confirmTitle`, { name: account.fullName }),
      children: <Text size="sm">{t(`${copy}.confirmBody`, { email: account.email })}</Text>,
      labels: { confirm: t(`${copy}.confirm`), cancel: t(`${copy}.cancel`) },
      confirmProps: { color: account.passwordSet ? 'red' : undefined },
      onConfirm: () =>
        reset.mutate(account.id, {
          onSuccess: ({ setPasswordLink }) =>
            showToast({
              title: account.passwordSet ? t('toasts.passwordReset') : t('toasts.linkSent'),
              message: t(account.passwordSet ? 'toasts.passwordResetMessage' : 'toasts.linkSentMessage', { email: account.email, expires: formatDateTime(setPasswordLink.expiresAt) }),
              tone: 'success',
            }),
          onError: (error) => showToast({ title: t('toasts.resetFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });
  };

  const confirmToggleDisabled = useConfirmToggleDisabled(setDisabled, (disabling, account) => {
    const copy = disabling ? 'disable' : 'enable';
    return {
      title: t(`${copy}.confirmTitle`, { name: account.fullName }),
      body: t(`${copy}.confirmBody`, { email: account.email }),
      confirm: t(`${copy}.confirm`),
      cancel: t(`${copy}.cancel`),
    };
  });

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        </Group>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Text fw={600} aria-live="polite">
            {list.data ? t('list.count', { count: total }) : ''}
          </Text>
        </Group>
        {transfers.isError && (
          <Alert color="yellow" title={t('transfer.unavailableTitle')}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{t('transfer.unavailableBody')}</Text>
              <Button size="xs" variant="light" color="yellow" onClick={() => void transfers.refetch()}>
                {t('list.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {list.isError ? (
          <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
        ) : (
          <AccountsTable
            accounts={list.data?.accounts}
            loading={list.isPending}
            transfers={transfers.data}
            transfersUnavailable={transfers.isError}
            onResetPassword={confirmReset}
            onToggleDisabled={confirmToggleDisabled}
          />
        )}
        <ListPagination total={total} pageSize={ACCOUNTS_PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
      </Stack>
      <SpotTransfersCard />
      <OrganizersCard />
      <SetupKeyCard
        onRotated={(setupKey) =>
          setSecret({
            title: t('secret.keyTitle'),
            intro: t('secret.keyIntro'),
            label: t('secret.keyLabel'),
            value: setupKey,
            warning: t('secret.keyWarning'),
          })
        }
      />
      <CreateAccountModal opened={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
      <OneTimeSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
