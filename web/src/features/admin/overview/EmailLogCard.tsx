import { useState } from 'react';
import { Alert, Badge, Select, Skeleton, Table, Text } from '@mantine/core';
import { emailStatusSchema, type EmailLogEntry, type EmailStatus } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../lib/api-client';
import { ListPagination } from '../components/ListPagination';
import { useEmailLog } from './queries/email-log-queries';
import { ScrollableTableFrame } from '../../../components/ScrollableTableFrame';
import { OverviewCard } from './OverviewCard';
import { formatDateTime } from '../../../lib/format-date';
import { useContractMessage } from '../../../i18n/use-contract-message';

const PAGE_SIZE = 20;

const STATUS_COLORS: Record<EmailStatus, string> = {
  sending: 'blue',
  retrying: 'yellow',
  sent: 'agave',
  captured: 'gray',
  failed: 'red',
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Overview: what the notifications worker sent, newest first, so organizers can see a failed email. */
export function EmailLogCard() {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminApplications');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const log = useEmailLog({ status: status || null, page, pageSize: PAGE_SIZE });

  return (
    <OverviewCard
      title={t('emailLog.title')}
      aside={
        <Select
          label={t('emailLog.status')}
          data={[{ value: '', label: t('filters.any') }, ...emailStatusSchema.options.map((value) => ({ value, label: t(`emailLog.statuses.${value}`) }))]}
          value={status}
          onChange={(next) => {
            setStatus(next ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          w={180}
        />
      }
    >
      {log.isError ? (
        <Alert color="red" title={t('emailLog.loadFailed')}>
          {text(stripStatusPrefix(log.error.message))}
        </Alert>
      ) : !log.data ? (
        <Skeleton height={160} radius="md" />
      ) : log.data.entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('emailLog.empty')}
        </Text>
      ) : (
        <EmailLogTable entries={log.data.entries} />
      )}
      <ListPagination total={log.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('emailLog.pagination')} />
    </OverviewCard>
  );
}

function EmailLogTable({ entries }: { entries: EmailLogEntry[] }) {
  const { t } = useTranslation('adminApplications');
  return (
    <ScrollableTableFrame minWidth={760} label={t('emailLog.caption')}>
      <Table striped verticalSpacing="xs" aria-label={t('emailLog.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('emailLog.columns.time')}</Table.Th>
            <Table.Th>{t('emailLog.columns.to')}</Table.Th>
            <Table.Th>{t('emailLog.columns.subject')}</Table.Th>
            <Table.Th>{t('emailLog.columns.kind')}</Table.Th>
            <Table.Th>{t('emailLog.columns.status')}</Table.Th>
            <Table.Th>{t('emailLog.columns.attempts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={NO_WRAP}>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td style={{ minWidth: 200, overflowWrap: 'anywhere' }}>{entry.to.join(', ')}</Table.Td>
              <Table.Td>
                {entry.subject}
                {entry.status === 'failed' && entry.error && (
                  <Text size="xs" c="red">
                    {t('emailLog.error', { error: entry.error })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{t(`emailLog.kinds.${entry.kind}`)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[entry.status]} variant="light" style={{ minWidth: 'max-content' }}>
                  {t(`emailLog.statuses.${entry.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTableFrame>
  );
}
