import { Anchor, Badge, Table, Text } from '@mantine/core';
import { spotHolderStatus, type ParticipantRosterItem } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { ListTable } from '../../components/ListTable';
import { LOGISTICS_STATE_COLORS, rosterName } from './participant-labels';
import { SetupBadges } from './SetupBadges';

export interface ParticipantsTableProps {
  participants: ParticipantRosterItem[] | undefined;
  loading: boolean;
  filtered: boolean;
  onOpen: (userId: string) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function ParticipantsTable({ participants, loading, filtered, onOpen }: ParticipantsTableProps) {
  const { t } = useTranslation('adminParticipants');
  return (
    <ListTable
      rows={participants}
      loading={loading}
      emptyMessage={filtered ? t('list.emptyFiltered') : t('list.empty')}
      caption={t('list.caption')}
      minWidth={940}
      head={
        <>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th>{t('list.columns.setup')}</Table.Th>
          <Table.Th>{t('list.columns.profile')}</Table.Th>
          <Table.Th>{t('list.columns.logistics')}</Table.Th>
          <Table.Th>{t('list.columns.account')}</Table.Th>
          <Table.Th>{t('list.columns.lastSignIn')}</Table.Th>
          <Table.Th>{t('list.columns.transfer')}</Table.Th>
        </>
      }
    >
      {(participant) => {
        const name = rosterName(participant);
        return (
          <Table.Tr key={participant.userId}>
            <Table.Td style={{ minWidth: 200 }}>
              <Anchor component="button" type="button" ta="left" fw={600} onClick={() => onOpen(participant.userId)} aria-label={t('list.open', { name })}>
                {name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {participant.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <SetupBadges missing={participant.missing} setupPercent={participant.setupPercent} />
            </Table.Td>
            <Table.Td style={NO_WRAP}>{t('profilePercent', { completed: participant.profileCompleted })}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={LOGISTICS_STATE_COLORS[participant.logisticsStatus]} style={{ minWidth: 'max-content' }}>
                {t(`logisticsStatus.${participant.logisticsStatus}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={participant.disabled ? 'red' : 'agave'} style={{ minWidth: 'max-content' }}>
                {participant.disabled ? t('account.disabled') : t('account.active')}
              </Badge>
            </Table.Td>
            <Table.Td style={NO_WRAP} title={participant.lastSignInAt ? formatDateTime(participant.lastSignInAt) : undefined}>
              {participant.lastSignInAt ? formatDate(participant.lastSignInAt) : t('list.neverSignedIn')}
            </Table.Td>
            <Table.Td>
              {/* Both people: the former holder (to whom, when) and the recipient (from whom). */}
              {spotHolderStatus(participant) === 'none' ? (
                t('transfer.none')
              ) : (
                <Badge
                  variant="light"
                  color={spotHolderStatus(participant) === 'received' ? 'blue' : 'gray'}
                  style={{ minWidth: 'max-content' }}
                  title={
                    spotHolderStatus(participant) === 'received'
                      ? t('transfer.from', { person: participant.receivedFrom?.fullName ?? participant.receivedFrom?.email ?? '' })
                      : t('transfer.to', { person: participant.transferredTo?.fullName ?? participant.transferredTo?.email ?? (participant.returnedToWaitlist ? t('transfer.waitlist') : t('transfer.notNamed')), date: participant.clearedAt ? formatDate(participant.clearedAt) : '' })
                  }
                >
                  {spotHolderStatus(participant) === 'received' ? t('transfer.received') : t('transfer.transferred')}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
