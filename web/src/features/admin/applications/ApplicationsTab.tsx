import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { CsvExportButton } from '../components/CsvExportButton';
import { filterParams, useListFilters } from '../components/list-filters';
import { ListPagination } from '../components/ListPagination';
import { downloadApplicationsCsv } from './api/applications-api';
import { ApplicationDetailDrawer } from './components/ApplicationDetailDrawer';
import { ApplicationFilters, EMPTY_FILTERS } from './components/ApplicationFilters';
import { ApplicationsTable } from './components/ApplicationsTable';
import { useApplicationList } from './queries/applications-queries';

const PAGE_SIZE = 25;

/** Organizers' review: search, filters, a page of applications, CSV export of the filter, and the detail drawer. */
export function ApplicationsTab() {
  const { t } = useTranslation('adminApplications');
  const { filters, debouncedFilters, changeFilters, page, setPage } = useListFilters(EMPTY_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useApplicationList({ ...filterParams(debouncedFilters), page, pageSize: PAGE_SIZE });

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <ApplicationFilters value={filters} onChange={changeFilters} />
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {list.data ? t('list.count', { count: total }) : ''}
        </Text>
        <CsvExportButton
          download={() => downloadApplicationsCsv(filterParams(filters))}
          labels={{
            export: t('list.export'),
            exporting: t('list.exporting'),
            exportedTitle: t('toasts.exported'),
            exportedMessage: t('toasts.exportedMessage'),
            failedTitle: t('toasts.exportFailed'),
          }}
        />
      </Group>
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <ApplicationsTable applications={list.data?.applications} loading={list.isPending} onOpen={setOpenId} />
      )}
      <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
      <ApplicationDetailDrawer applicationId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
