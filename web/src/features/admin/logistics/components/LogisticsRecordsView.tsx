import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { EditionYearSelect, useEditionYearFilter } from '../../components/EditionYearSelect';
import { filterParams, useListFilters } from '../../components/list-filters';
import { ListPagination } from '../../components/ListPagination';
import { ListToolbar } from '../../components/ListToolbar';
import { downloadLogisticsCsv } from '../api/logistics-api';
import { EMPTY_LOGISTICS_FILTERS, LOGISTICS_PAGE_SIZE, useLogisticsList } from '../queries/logistics-queries';
import { Day0BulkLockButtons } from './Day0BulkLockButtons';
import { LogisticsFilters } from './LogisticsFilters';
import { LogisticsTable } from './LogisticsTable';

/** One edition's participants' logistics (the current one unless a past one is chosen): filters, a page of records with the Day 0 lock, CSV export. */
export function LogisticsRecordsView() {
  const { t } = useTranslation('adminLogistics');
  const { filters, debouncedFilters, changeFilters, page, setPage, isFiltered } = useListFilters(EMPTY_LOGISTICS_FILTERS);
  const { year, setYear, yearParam } = useEditionYearFilter();
  const list = useLogisticsList({ ...filterParams(debouncedFilters), ...yearParam, page, pageSize: LOGISTICS_PAGE_SIZE });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <EditionYearSelect
            value={year}
            onChange={(next) => {
              setYear(next);
              setPage(1);
            }}
          />
          <LogisticsFilters value={filters} onChange={changeFilters} />
        </Stack>
      </Paper>
      <ListToolbar namespace="adminLogistics" total={list.data?.total} download={() => downloadLogisticsCsv(yearParam)}>
        <Day0BulkLockButtons />
      </ListToolbar>
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <LogisticsTable records={list.data?.records} loading={list.isPending} filtered={isFiltered} />
      )}
      <ListPagination total={list.data?.total ?? 0} pageSize={LOGISTICS_PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
    </Stack>
  );
}
