import { Badge, Group, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { DIETARY_NONE, spotHolderStatus, type AdminLogisticsRecord, type Flight } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/country-name';
import { flightSummaryValues } from '../../../../lib/flight-format';
import { ListTable } from '../../components/ListTable';
import { Day0LockSwitch } from './Day0LockSwitch';

export interface LogisticsTableProps {
  records: AdminLogisticsRecord[] | undefined;
  loading: boolean;
  filtered: boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const WRAP_TEXT = { overflowWrap: 'anywhere', minWidth: 160 } as const;

/** A column header of private data (passport, date of birth), marked with a lock. */
function ConfidentialHeader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('adminLogistics');
  return (
    <Table.Th style={NO_WRAP}>
      <Group gap={4} wrap="nowrap">
        <IconLock size={14} color="var(--mantine-color-red-7)" aria-hidden />
        {children}
        <Text span size="xs" c="red.7" fw={600}>
          ({t('confidential.badge')})
        </Text>
      </Group>
    </Table.Th>
  );
}

/** The arrival and departure flights, one labelled line each: structured in the airport's local time, else the free text given before. */
function FlightsCell({ record }: { record: AdminLogisticsRecord }) {
  const { t } = useTranslation('adminLogistics');
  const text = (flight: Flight | null | undefined, freeText: string | undefined) => (flight ? t('flightSummary', flightSummaryValues(flight)) : freeText);
  const flights = [
    { label: t('list.arrivalFlight'), value: text(record.inboundFlight, record.arrivalFlight) },
    { label: t('list.departureFlight'), value: text(record.outboundFlight, record.departureFlight) },
  ].filter((flight): flight is { label: string; value: string } => Boolean(flight.value?.trim()));
  if (flights.length === 0) return <Table.Td>{t('list.notProvided')}</Table.Td>;
  return (
    <Table.Td style={{ ...WRAP_TEXT, minWidth: 200 }}>
      {flights.map((flight) => (
        <Text key={flight.label} size="sm">
          <Text span size="xs" c="dimmed">
            {flight.label}:
          </Text>{' '}
          {flight.value}
        </Text>
      ))}
    </Table.Td>
  );
}

/** Who to call in an emergency, and the travel insurance (both encrypted at rest). */
function EmergencyCell({ record }: { record: AdminLogisticsRecord }) {
  const { t } = useTranslation('adminLogistics');
  if (!record.emergencyContactName && !record.insuranceProvider && !record.insurancePolicyNumber) return <Table.Td>{t('list.notProvided')}</Table.Td>;
  return (
    <Table.Td style={{ ...WRAP_TEXT, minWidth: 200 }}>
      {record.emergencyContactName ? (
        <Text size="sm">
          {record.emergencyContactName}
          {record.emergencyContactRelation ? (
            <Text span size="xs" c="dimmed">
              {' '}
              ({record.emergencyContactRelation})
            </Text>
          ) : null}
        </Text>
      ) : null}
      {record.emergencyContactPhone ? (
        <Text size="sm" ff="monospace" style={NO_WRAP}>
          {record.emergencyContactPhone}
        </Text>
      ) : null}
      {record.insuranceProvider || record.insurancePolicyNumber ? (
        <Text size="xs" c="dimmed">
          {t('list.insurance', { provider: record.insuranceProvider || t('list.notProvided'), policy: record.insurancePolicyNumber || t('list.notProvided') })}
        </Text>
      ) : null}
    </Table.Td>
  );
}

export function LogisticsTable({ records, loading, filtered }: LogisticsTableProps) {
  const { t } = useTranslation('adminLogistics');
  const orDash = (value: string | undefined) => (value && value.trim() !== '' ? value : t('list.notProvided'));
  return (
    <ListTable
      rows={records}
      loading={loading}
      emptyMessage={filtered ? t('list.emptyFiltered') : t('list.empty')}
      caption={t('list.caption')}
      minWidth={2000}
      head={
        <>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>{t('list.columns.flights')}</Table.Th>
          <Table.Th>{t('list.columns.day0')}</Table.Th>
          <Table.Th>{t('list.columns.day0Lock')}</Table.Th>
          <Table.Th>{t('list.columns.day2')}</Table.Th>
          <Table.Th>{t('list.columns.roommate')}</Table.Th>
          <Table.Th>{t('list.columns.dietary')}</Table.Th>
          <Table.Th>{t('list.columns.considerations')}</Table.Th>
          <Table.Th>{t('list.columns.school')}</Table.Th>
          <Table.Th>{t('list.columns.gender')}</Table.Th>
          <ConfidentialHeader>{t('list.columns.passport')}</ConfidentialHeader>
          <ConfidentialHeader>{t('list.columns.dateOfBirth')}</ConfidentialHeader>
          <ConfidentialHeader>{t('list.columns.emergency')}</ConfidentialHeader>
          <Table.Th>{t('list.columns.phone')}</Table.Th>
        </>
      }
    >
      {(record) => {
        const email = record.email || record.profileEmail;
        const name = record.participantName || record.legalName || email;
        return (
          <Table.Tr key={record.id}>
            <Table.Td style={{ minWidth: 200 }}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              {record.legalName && record.legalName !== name && (
                <Text size="xs" c="dimmed">
                  {record.legalName}
                </Text>
              )}
              {email && email !== name && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {email}
                </Text>
              )}
              {/* Whose logistics these are: the spot's holder who received it, or one who transferred it away (their own, kept). */}
              {spotHolderStatus(record) !== 'none' && (
                <Badge size="xs" variant="light" color={spotHolderStatus(record) === 'received' ? 'blue' : 'gray'}>
                  {spotHolderStatus(record) === 'received' ? t('list.receivedByTransfer') : t('list.transferredAway')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={record.status === 'SUBMITTED' ? 'agave' : 'yellow'} style={{ minWidth: 'max-content' }}>
                {t(`status.${record.status}`)}
              </Badge>
            </Table.Td>
            <FlightsCell record={record} />
            <Table.Td style={NO_WRAP}>{record.day0Decision ? t(`day0Decision.${record.day0Decision}`) : t('list.notProvided')}</Table.Td>
            <Table.Td>
              <Day0LockSwitch userId={record.userId} name={name} locked={record.day0Locked} />
            </Table.Td>
            <Table.Td style={NO_WRAP}>{record.day2Preference ? t(`day2Preference.${record.day2Preference}`) : t('list.notProvided')}</Table.Td>
            <Table.Td style={{ minWidth: 180 }}>
              {record.roommatePreference ? t(`roommatePreference.${record.roommatePreference}`) : t('list.notProvided')}
              {record.roommatePreference === 'PAIR_SPECIFIC' && record.roommateNameOrNA && (
                <Text size="xs" c="dimmed">
                  {record.roommateNameOrNA}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ minWidth: 140 }}>
              {record.dietaryPreferences ? record.dietaryPreferences.map((item) => (item === DIETARY_NONE ? t('dietaryNone') : item)).join(', ') : t('list.notProvided')}
            </Table.Td>
            <Table.Td style={WRAP_TEXT}>
              {record.specialRequirement && <Text size="sm">{record.specialRequirement}</Text>}
              {record.additionalConsiderations && (
                <Text size="sm" c="dimmed">
                  {record.additionalConsiderations}
                </Text>
              )}
              {!record.specialRequirement && !record.additionalConsiderations && t('list.notProvided')}
            </Table.Td>
            <Table.Td style={NO_WRAP}>{record.schoolAffiliation ? t(`school.${record.schoolAffiliation}`) : t('list.notProvided')}</Table.Td>
            <Table.Td style={NO_WRAP}>{record.gender ? t(`gender.${record.gender}`) : t('list.notProvided')}</Table.Td>
            <Table.Td style={NO_WRAP}>
              <Text size="sm" ff="monospace">
                {orDash(record.passportNumber)}
              </Text>
              {record.passportNationality && (
                <Text size="xs" c="dimmed">
                  {countryName(record.passportNationality)}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={NO_WRAP}>{orDash(record.dateOfBirth)}</Table.Td>
            <EmergencyCell record={record} />
            <Table.Td style={NO_WRAP}>{orDash(record.phoneMexico)}</Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
