import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { stripStatusPrefix, type QueryParams } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { downloadApplicationsCsv } from './api/applications-api';
import { ApplicationDetailDrawer } from './components/ApplicationDetailDrawer';
import { ApplicationFilters, EMPTY_FILTERS, type ApplicationFilterValues } from './components/ApplicationFilters';
import { ApplicationsTable } from './components/ApplicationsTable';
import { useApplicationList } from './queries/applications-queries';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** Blank filters are left out of the query string. */
function toParams(filters: ApplicationFilterValues): QueryParams {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]));
}

/** Organizers' review: search, filters, a page of applications, CSV export of the filter, and the detail drawer. */
export function ApplicationsTab() {
  const { t } = useTranslation('adminApplications');
  const [filters, setFilters] = useState<ApplicationFilterValues>(EMPTY_FILTERS);
  const [debouncedFilters] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filterParams = toParams(debouncedFilters);
  const list = useApplicationList({ ...filterParams, page, pageSize: PAGE_SIZE });

  const changeFilters = (next: ApplicationFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApplicationsCsv(toParams(filters));
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
        <ApplicationFilters value={filters} onChange={changeFilters} />
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {list.data ? t('list.count', { count: total }) : ''}
        </Text>
        <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" onClick={() => void exportCsv()} loading={exporting}>
          {exporting ? t('list.exporting') : t('list.export')}
        </Button>
      </Group>
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <ApplicationsTable applications={list.data?.applications} loading={list.isPending} onOpen={setOpenId} />
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('list.pagination')} />
        </Group>
      )}
      <ApplicationDetailDrawer applicationId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
