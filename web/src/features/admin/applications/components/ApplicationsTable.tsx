import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import type { ApplicationListItem } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge';

export interface ApplicationsTableProps {
  applications: ApplicationListItem[] | undefined;
  loading: boolean;
  onOpen: (id: string) => void;
}

/** References, badges and dates read as one unit; names and affiliations may wrap. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function ApplicationsTable({ applications, loading, onOpen }: ApplicationsTableProps) {
  const { t } = useTranslation('adminApplications');
  if (loading && !applications) return <Skeleton height={240} radius="md" />;
  if (!applications || applications.length === 0) {
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
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columns.ref')}</Table.Th>
              <Table.Th>{t('list.columns.name')}</Table.Th>
              <Table.Th>{t('list.columns.email')}</Table.Th>
              <Table.Th>{t('list.columns.affiliation')}</Table.Th>
              <Table.Th>{t('list.columns.commitment')}</Table.Th>
              <Table.Th>{t('list.columns.passport')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>{t('list.columns.submitted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {applications.map((application) => (
              <Table.Tr key={application.id}>
                <Table.Td style={NO_WRAP}>
                  <Anchor component="button" type="button" ff="monospace" onClick={() => onOpen(application.id)} aria-label={t('list.open', { ref: application.ref })}>
                    {application.ref}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {application.firstNames} {application.lastName}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{application.universityEmail}</Table.Td>
                <Table.Td>{application.affiliation}</Table.Td>
                <Table.Td>{t(`commitment.${application.commitment}`)}</Table.Td>
                <Table.Td>
                  {t(`yesNo.${application.passportValid}`)} · {application.passportCountry}
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <StatusBadge status={application.status} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>{formatDate(application.submittedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
