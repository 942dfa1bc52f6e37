import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen } from '@tabler/icons-react';
import { spotHolderStatus, type Account, type SpotPerson } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { useIsMobile } from '../../../landing/use-is-mobile';
import { ListTable } from '../../components/ListTable';
import type { TransferState } from '../queries/auth-spots-queries';

export interface AccountsTableProps {
  accounts: Account[] | undefined;
  loading: boolean;
  /** Transfer state by user id; undefined while loading or when the participant service did not answer. */
  transfers: Map<string, TransferState> | undefined;
  transfersUnavailable: boolean;
  onResetPassword: (account: Account) => void;
  onToggleDisabled: (account: Account) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** How organizers name someone on either side of a transfer. */
export const personLabel = (person: Pick<SpotPerson, 'fullName' | 'email'>) => (person.fullName && person.email ? `${person.fullName} (${person.email})` : (person.fullName ?? person.email ?? ''));

/** Both people of a transfer: the former holder "Transferred" (to whom, when), the recipient "Received by transfer" (from whom). */
function TransferCell({ state, unavailable }: { state: TransferState | undefined; unavailable: boolean }) {
  const { t } = useTranslation('adminAuthSpots');
  if (unavailable) return <Text size="sm" c="dimmed">{t('transfer.unavailable')}</Text>;
  const status = state ? spotHolderStatus(state) : 'none';
  if (!state || status === 'none') return <Text size="sm" c="dimmed">{t('transfer.none')}</Text>;
  const date = state.clearedAt ? formatDate(state.clearedAt) : '';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={status === 'transferred' ? 'gray' : 'blue'} variant="light" style={{ minWidth: 'max-content' }}>
        {status === 'transferred' ? t('transfer.transferred') : t('transfer.received')}
      </Badge>
      <Text size="xs" c="dimmed">
        {status === 'received'
          ? t('transfer.receivedFrom', { person: state.receivedFrom ? personLabel(state.receivedFrom) : '' })
          : state.transferredTo
            ? t('transfer.transferredTo', { person: personLabel(state.transferredTo), date })
            : state.returnedToWaitlist
              ? t('transfer.returnedToWaitlist', { date })
              : t('transfer.awaitingRecipient', { date })}
      </Text>
    </Stack>
  );
}

export function StatusBadge({ account }: { account: Account }) {
  const { t } = useTranslation('adminAuthSpots');
  return (
    <Badge color={account.disabled ? 'red' : 'agave'} variant="light" style={{ flexShrink: 0 }}>
      {account.disabled ? t('status.disabled') : t('status.active')}
    </Badge>
  );
}

/** Until the participant uses their emailed link (or after an organizer's reset), the account has no password. */
function PasswordPendingBadge({ account }: { account: Account }) {
  const { t } = useTranslation('adminAuthSpots');
  if (account.passwordSet) return null;
  return (
    <Badge color="yellow" variant="light" style={{ minWidth: 'max-content' }}>
      {t('status.passwordPending')}
    </Badge>
  );
}

export function LastSignIn({ account }: { account: Account }) {
  const { t } = useTranslation('adminAuthSpots');
  if (!account.lastSignInAt) return <Text size="sm" c="dimmed" span>{t('list.never')}</Text>;
  return <>{formatDateTime(account.lastSignInAt)}</>;
}

type RowActionsProps = Pick<AccountsTableProps, 'onResetPassword' | 'onToggleDisabled'> & { account: Account };

function RowActions({ account, onResetPassword, onToggleDisabled }: RowActionsProps) {
  const { t } = useTranslation('adminAuthSpots');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconKey size={14} aria-hidden />}
        onClick={() => onResetPassword(account)}
        aria-label={account.passwordSet ? t('actions.resetFor', { name: account.fullName }) : t('actions.resendFor', { name: account.fullName })}
      >
        {account.passwordSet ? t('actions.reset') : t('actions.resend')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color={account.disabled ? 'agave' : 'red'}
        leftSection={account.disabled ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
        onClick={() => onToggleDisabled(account)}
        aria-label={account.disabled ? t('actions.enableFor', { name: account.fullName }) : t('actions.disableFor', { name: account.fullName })}
      >
        {account.disabled ? t('actions.enable') : t('actions.disable')}
      </Button>
    </Group>
  );
}

/** Phones: one card per account, so the actions are in reach without scrolling sideways. */
function AccountCards({ accounts, transfers, transfersUnavailable, ...actions }: Omit<AccountsTableProps, 'loading'> & { accounts: Account[] }) {
  const { t } = useTranslation('adminAuthSpots');
  return (
    <Stack gap="sm" component="ul" aria-label={t('list.caption')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {accounts.map((account) => (
        <Paper key={account.id} withBorder p="sm" radius="md" component="li">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{account.fullName}</Text>
              <Group gap={4} justify="flex-end">
                <PasswordPendingBadge account={account} />
                <StatusBadge account={account} />
              </Group>
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
            <TransferCell state={transfers?.get(account.id)} unavailable={transfersUnavailable} />
            <RowActions account={account} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Participant accounts with their sign-in and transfer state, and the two actions an organizer takes on one. */
export function AccountsTable({ accounts, loading, transfers, transfersUnavailable, onResetPassword, onToggleDisabled }: AccountsTableProps) {
  const { t } = useTranslation('adminAuthSpots');
  const isMobile = useIsMobile();
  if (isMobile && accounts && accounts.length > 0) {
    return (
      <AccountCards
        accounts={accounts}
        transfers={transfers}
        transfersUnavailable={transfersUnavailable}
        onResetPassword={onResetPassword}
        onToggleDisabled={onToggleDisabled}
      />
    );
  }
  return (
    <ListTable
      rows={accounts}
      loading={loading}
      emptyMessage={t('list.empty')}
      caption={t('list.caption')}
      minWidth={960}
      head={
        <>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th>{t('list.columns.email')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>{t('list.columns.lastSignIn')}</Table.Th>
          <Table.Th>{t('list.columns.transfer')}</Table.Th>
          <Table.Th>{t('list.columns.actions')}</Table.Th>
        </>
      }
    >
      {(account) => (
        <Table.Tr key={account.id}>
          <Table.Td>{account.fullName}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 180 }}>{account.email}</Table.Td>
          <Table.Td style={{ ...NO_WRAP, minWidth: 100 }}>
            <Stack gap={4} align="flex-start">
              <StatusBadge account={account} />
              <PasswordPendingBadge account={account} />
            </Stack>
          </Table.Td>
          <Table.Td style={NO_WRAP}>
            <LastSignIn account={account} />
          </Table.Td>
          <Table.Td style={{ minWidth: 120 }}>
            <TransferCell state={transfers?.get(account.id)} unavailable={transfersUnavailable} />
          </Table.Td>
          <Table.Td>
            <RowActions account={account} onResetPassword={onResetPassword} onToggleDisabled={onToggleDisabled} />
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
