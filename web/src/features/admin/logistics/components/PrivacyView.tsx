import { Badge, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { ScrollableTableFrame } from '../../../../components/ScrollableTableFrame';
import { formatDateTime } from '../../../../lib/format-date';
import { ListPagination } from '../../components/ListPagination';
import { useApplicationsPurgePreview, useLogisticsPurgePreview, useLogisticsReads } from '../queries/privacy-queries';

/** A query's filters as the organizer gave them ("dietary: vegan, search: ana"); '' for none. */
const filtersText = (filters: Record<string, string>) =>
  Object.entries(filters)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

interface PurgeFacts {
  nextPurgeAt: string | null;
  count: number;
  alreadyDue: number;
  retentionDays: number;
  editionYear: number | null;
}

interface PurgeCardProps {
  title: string;
  rule: string;
  facts: PurgeFacts | undefined;
  /** What else that purge deletes, under its count. */
  detail?: string | null;
  error: Error | null;
  onRetry: () => void;
}

/** One retention rule: what its next purge deletes and when. */
function PurgeCard({ title, rule, facts, detail = null, error, onRetry }: PurgeCardProps) {
  const { t } = useTranslation('adminLogistics');
  const titleId = useId();
  let body;
  if (error) body = <LoadErrorAlert title={t('privacy.previewFailed')} error={error} retryLabel={t('privacy.retry')} onRetry={onRetry} />;
  else if (!facts) body = <Loader size="sm" />;
  else if (facts.nextPurgeAt === null) body = <Text size="sm">{t('privacy.nothingStored')}</Text>;
  else
    body = (
      <Stack gap={4}>
        <Text size="sm">{t('privacy.nextPurge', { when: formatDateTime(facts.nextPurgeAt), count: facts.count, year: facts.editionYear })}</Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        {facts.alreadyDue > 0 ? <Badge color="orange" variant="light">{t('privacy.alreadyDue', { count: facts.alreadyDue })}</Badge> : null}
      </Stack>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {rule}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

/** Logistics → Privacy: what the next retention purges remove and when, and the log of every organizer read of logistics. */
export function PrivacyView() {
  const { t } = useTranslation('adminLogistics');
  const logistics = useLogisticsPurgePreview();
  const applications = useApplicationsPurgePreview();
  const [page, setPage] = useState(1);
  const reads = useLogisticsReads(page);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('privacy.purgeTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PurgeCard
          title={t('privacy.logisticsTitle')}
          rule={t('privacy.logisticsRule', { days: logistics.data?.retentionDays ?? '…' })}
          facts={logistics.data && { ...logistics.data, count: logistics.data.participants }}
          detail={logistics.data && logistics.data.rooms > 0 ? t('privacy.roomsPurged', { count: logistics.data.rooms }) : null}
          error={logistics.error}
          onRetry={() => void logistics.refetch()}
        />
        <PurgeCard
          title={t('privacy.applicationsTitle')}
          rule={t('privacy.applicationsRule', { days: applications.data?.retentionDays ?? '…' })}
          facts={applications.data && { ...applications.data, count: applications.data.applications }}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('privacy.purgeHint')}
      </Text>

      <Title order={2} size="h4">
        {t('privacy.readsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('privacy.readsHint')}
      </Text>
      {reads.isPending ? <Loader size="sm" /> : null}
      {reads.isError ? <LoadErrorAlert title={t('privacy.readsFailed')} error={reads.error} retryLabel={t('privacy.retry')} onRetry={() => void reads.refetch()} /> : null}
      {reads.data && reads.data.reads.length === 0 ? <Text size="sm">{t('privacy.noReads')}</Text> : null}
      {reads.data && reads.data.reads.length > 0 ? (
        <>
          <ScrollableTableFrame label={t('privacy.readsTitle')} minWidth={720}>
            <Table striped aria-label={t('privacy.readsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('privacy.columns.when')}</Table.Th>
                  <Table.Th>{t('privacy.columns.who')}</Table.Th>
                  <Table.Th>{t('privacy.columns.view')}</Table.Th>
                  <Table.Th>{t('privacy.columns.filters')}</Table.Th>
                  <Table.Th>{t('privacy.columns.matches')}</Table.Th>
                  <Table.Th>{t('privacy.columns.participants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reads.data.reads.map((read) => (
                  <Table.Tr key={read.id}>
                    <Table.Td>{formatDateTime(read.at)}</Table.Td>
                    <Table.Td>{read.organizerName ?? t('privacy.formerOrganizer')}</Table.Td>
                    <Table.Td>{t(`privacy.views.${read.view}`)}</Table.Td>
                    <Table.Td>{filtersText(read.filters) || t('privacy.noFilters')}</Table.Td>
                    <Table.Td>{read.matches}</Table.Td>
                    <Table.Td>
                      {read.participantNames.length <= 3
                        ? read.participantNames.join(', ')
                        : t('privacy.manyParticipants', { names: read.participantNames.slice(0, 3).join(', '), count: read.participantNames.length - 3 })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTableFrame>
          <ListPagination total={reads.data.total} pageSize={reads.data.pageSize} page={page} onChange={setPage} label={t('privacy.readsPagination')} />
        </>
      ) : null}
    </Stack>
  );
}
