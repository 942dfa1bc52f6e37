import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconLock, IconLockOpen, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import type { Account } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useCurrentUser } from '../../../auth/queries/current-user-queries';
import { useIsMobile } from '../../../landing/use-is-mobile';
import { ListTable } from '../../components/ListTable';
import { useOrganizerList, useResetOrganizerPassword, useSetOrganizerDisabled, useSignOutEverywhere, useUnlockSignIn } from '../queries/auth-spots-queries';
import { LastSignIn, StatusBadge } from './AccountsTable';
import { useConfirmToggleDisabled } from './use-confirm-toggle-disabled';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The organizer accounts: disable or enable another organizer, end every session of one, and let
 * one who is locked out back in (unlock the sign-in, or reset the password by email).
 */
export function OrganizersCard() {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAuthSpots');
  const { user } = useCurrentUser();
  const list = useOrganizerList();
  const setDisabled = useSetOrganizerDisabled();
  const signOut = useSignOutEverywhere();
  const unlock = useUnlockSignIn();
  const reset = useResetOrganizerPassword();
  const isMobile = useIsMobile();

  const confirmToggle = useConfirmToggleDisabled(setDisabled, (disabling, account) => ({
    title: t(disabling ? 'organizers.disableConfirmTitle' : 'organizers.enableConfirmTitle', { name: account.fullName }),
    body: t(disabling ? 'organizers.disableConfirmBody' : 'organizers.enableConfirmBody', { email: account.email }),
    confirm: t(disabling ? 'organizers.confirmDisable' : 'organizers.confirmEnable'),
    cancel: t('organizers.cancel'),
  }));

  const confirmSignOut = (account: Account) =>
    modals.openConfirmModal({
      title: t('organizers.signOutConfirmTitle', { name: account.fullName }),
      children: <Text size="sm">{t('organizers.signOutConfirmBody', { email: account.email })}</Text>,
      labels: { confirm: t('organizers.confirmSignOut'), cancel: t('organizers.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        signOut.mutate(account.id, {
          onSuccess: () => showToast({ title: t('toasts.signedOut'), message: t('toasts.signedOutMessage', { email: account.email }), tone: 'success' }),
          onError: (error) => showToast({ title: t('toasts.signOutFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });

  const confirmUnlock = (account: Account) =>
    modals.openConfirmModal({
      title: t('organizers.unlockConfirmTitle', { name: account.fullName }),
      children: <Text size="sm">{t('organizers.unlockConfirmBody', { email: account.email })}</Text>,
      labels: { confirm: t('organizers.confirmUnlock'), cancel: t('organizers.cancel') },
      onConfirm: () =>
        unlock.mutate(account.id, {
          onSuccess: () => showToast({ title: t('toasts.unlocked'), message: t('toasts.unlockedMessage', { email: account.email }), tone: 'success' }),
          onError: (error) => showToast({ title: t('toasts.unlockFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });

  const confirmReset = (account: Account) =>
    modals.openConfirmModal({
      title: t('organizers.resetConfirmTitle', { name: account.fullName }),
      children: <Text size="sm">{t('organizers.resetConfirmBody', { email: account.email })}</Text>,
      labels: { confirm: t('organizers.confirmReset'), cancel: t('organizers.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(account.id, {
          onSuccess: ({ setPasswordLink }) =>
            showToast({
              title: t('toasts.passwordReset'),
              message: t('toasts.passwordResetMessage', { email: account.email, expires: formatDateTime(setPasswordLink.expiresAt) }),
              tone: 'success',
            }),
          onError: (error) => showToast({ title: t('toasts.resetFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });

  const actions = (account: Account) =>
    account.id === user?.id ? null : (
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          color={account.disabled ? 'agave' : 'red'}
          leftSection={account.disabled ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
          onClick={() => confirmToggle(account)}
          aria-label={account.disabled ? t('actions.enableFor', { name: account.fullName }) : t('actions.disableFor', { name: account.fullName })}
        >
          {account.disabled ? t('actions.enable') : t('actions.disable')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={() => confirmSignOut(account)}
          aria-label={t('organizers.signOutFor', { name: account.fullName })}
        >
          {t('organizers.signOut')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldCheck size={14} aria-hidden />}
          onClick={() => confirmUnlock(account)}
          aria-label={t('organizers.unlockFor', { name: account.fullName })}
        >
          {t('organizers.unlock')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={() => confirmReset(account)}
          aria-label={t('organizers.resetFor', { name: account.fullName })}
        >
          {t('actions.reset')}
        </Button>
      </Group>
    );
  const name = (account: Account) => (
    <Group gap={6} wrap="nowrap">
      {account.fullName}
      {account.id === user?.id && (
        <Badge variant="outline" size="sm" style={{ flexShrink: 0 }}>
          {t('organizers.you')}
        </Badge>
      )}
    </Group>
  );
  const accounts = list.data?.accounts;
  let content;
  if (list.isError) {
    content = <LoadErrorAlert title={t('organizers.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />;
  } else if (isMobile && accounts && accounts.length > 0) {
    // Phones: one card per organizer, so the actions are in reach without scrolling sideways.
    content = (
      <Stack gap="sm" component="ul" aria-label={t('organizers.caption')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {accounts.map((account) => (
          <Paper key={account.id} withBorder p="sm" radius="md" component="li">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} component="div">
                  {name(account)}
                </Text>
                <StatusBadge account={account} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('list.columns.lastSignIn')}:{' '}
                </Text>
                <LastSignIn account={account} />
              </Text>
              {actions(account)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    content = (
      <ListTable
        rows={accounts}
        loading={list.isPending}
        emptyMessage={t('list.empty')}
        caption={t('organizers.caption')}
        minWidth={760}
        head={
          <>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.email')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.lastSignIn')}</Table.Th>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </>
        }
      >
        {(account) => (
          <Table.Tr key={account.id}>
            <Table.Td>{name(account)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 180 }}>{account.email}</Table.Td>
            <Table.Td style={{ ...NO_WRAP, minWidth: 100 }}><StatusBadge account={account} /></Table.Td>
            <Table.Td style={NO_WRAP}><LastSignIn account={account} /></Table.Td>
            <Table.Td>{actions(account)}</Table.Td>
          </Table.Tr>
        )}
      </ListTable>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('organizers.title')}
        </Title>
        <Text size="sm">{t('organizers.description')}</Text>
        {content}
      </Stack>
    </Paper>
  );
}
