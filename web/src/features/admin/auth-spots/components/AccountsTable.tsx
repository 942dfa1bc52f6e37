import { Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { Account } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
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

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function TransferCell({ state, unavailable }: { state: TransferState | undefined; unavailable: boolean }) {
  const { t } = useTranslation('adminAuthSpots');
  if (unavailable) return <Text size="sm" c="dimmed">{t('transfer.unavailable')}</Text>;
  if (!state) return <Text size="sm" c="dimmed">{t('transfer.none')}</Text>;
  return (
    <Group gap={4}>
      {state.transferCount > 0 && (
        <Badge color="terracotta" variant="light">
          {t('transfer.transferred', { count: state.transferCount })}
        </Badge>
      )}
      {state.receivedByTransfer && (
        <Badge color="agave" variant="light">
          {t('transfer.received')}
        </Badge>
      )}
      {state.transferCount === 0 && !state.receivedByTransfer && <Text size="sm" c="dimmed">{t('transfer.none')}</Text>}
    </Group>
  );
}

/** Participant accounts with their sign-in and transfer state, and the two actions an organizer takes on one. */
export function AccountsTable({ accounts, loading, transfers, transfersUnavailable, onResetPassword, onToggleDisabled }: AccountsTableProps) {
  const { t } = useTranslation('adminAuthSpots');
  if (loading && !accounts) return <Skeleton height={240} radius="md" />;
  if (!accounts || accounts.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text ta="center" c="dimmed">
          {t('list.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columns.name')}</Table.Th>
              <Table.Th>{t('list.columns.email')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>{t('list.columns.lastSignIn')}</Table.Th>
              <Table.Th>{t('list.columns.transfer')}</Table.Th>
              <Table.Th>{t('list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.fullName}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 180 }}>{account.email}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Badge color={account.disabled ? 'red' : 'agave'} variant="light">
                    {account.disabled ? t('status.disabled') : t('status.active')}
                  </Badge>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : <Text size="sm" c="dimmed">{t('list.never')}</Text>}</Table.Td>
                <Table.Td>
                  <TransferCell state={transfers?.get(account.id)} unavailable={transfersUnavailable} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconKey size={14} aria-hidden />}
                      onClick={() => onResetPassword(account)}
                      aria-label={t('actions.resetFor', { name: account.fullName })}
                    >
                      {t('actions.reset')}
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
