import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { CsvExportButton } from '../../components/CsvExportButton';
import { filterParams, useListFilters } from '../../components/list-filters';
import { ListPagination } from '../../components/ListPagination';
import { downloadLogisticsCsv } from '../api/logistics-api';
import { useLogisticsList } from '../queries/logistics-queries';
import { Day0BulkLockButtons } from './Day0BulkLockButtons';
import { EMPTY_LOGISTICS_FILTERS, LogisticsFilters } from './LogisticsFilters';
import { LogisticsTable } from './LogisticsTable';

const PAGE_SIZE = 50;

/** Every participant's logistics: filters, a page of records with the Day 0 lock, CSV export. */
export function LogisticsRecordsView() {
  const { t } = useTranslation('adminLogistics');
  const { filters, debouncedFilters, changeFilters, page, setPage, isFiltered } = useListFilters(EMPTY_LOGISTICS_FILTERS);
  const list = useLogisticsList({ ...filterParams(debouncedFilters), page, pageSize: PAGE_SIZE });

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <LogisticsFilters value={filters} onChange={changeFilters} />
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {list.data ? t('list.count', { count: total }) : ''}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Day0BulkLockButtons />
          <CsvExportButton
            download={downloadLogisticsCsv}
            labels={{
              export: t('list.export'),
              exporting: t('list.exporting'),
              exportedTitle: t('toasts.exported'),
              exportedMessage: t('toasts.exportedMessage'),
              failedTitle: t('toasts.exportFailed'),
            }}
          />
        </Group>
      </Group>
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <LogisticsTable records={list.data?.records} loading={list.isPending} filtered={isFiltered} />
      )}
      <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
    </Stack>
  );
}
