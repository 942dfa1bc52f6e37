import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { stripStatusPrefix, type QueryParams } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { downloadLogisticsCsv } from '../api/logistics-api';
import { useLogisticsList } from '../queries/logistics-queries';
import { Day0BulkLockButtons } from './Day0BulkLockButtons';
import { EMPTY_LOGISTICS_FILTERS, LogisticsFilters, type LogisticsFilterValues } from './LogisticsFilters';
import { LogisticsTable } from './LogisticsTable';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/** Blank filters are left out of the query string. */
function toParams(filters: LogisticsFilterValues): QueryParams {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]));
}

/** Every participant's logistics: filters, a page of records with the Day 0 lock, CSV export. */
export function LogisticsRecordsView() {
  const { t } = useTranslation('adminLogistics');
  const [filters, setFilters] = useState<LogisticsFilterValues>(EMPTY_LOGISTICS_FILTERS);
  const [debouncedFilters] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useLogisticsList({ ...toParams(debouncedFilters), page, pageSize: PAGE_SIZE });

  const changeFilters = (next: LogisticsFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLogisticsCsv();
      showToast({ title: t('toasts.exported'), message: t('toasts.exportedMessage'), tone: 'success' });
    } catch (error) {
      showToast({ title: t('toasts.exportFailed'), message: stripStatusPrefix((error as Error).message), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

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
          <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" onClick={() => void exportCsv()} loading={exporting}>
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <LogisticsTable records={list.data?.records} loading={list.isPending} filtered={Object.values(debouncedFilters).some((value) => value !== '')} />
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('list.pagination')} />
        </Group>
      )}
    </Stack>
  );
}
