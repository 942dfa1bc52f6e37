import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { filterParams, useListFilters } from '../components/list-filters';
import { ListPagination } from '../components/ListPagination';
import { ListToolbar } from '../components/ListToolbar';
import { downloadApplicationsCsv } from './api/applications-api';
import { AdmissionsBoardPanel } from './components/AdmissionsBoardPanel';
import { ApplicationDetailDrawer } from './components/ApplicationDetailDrawer';
import { ApplicationFilters } from './components/ApplicationFilters';
import { ApplicationsTable } from './components/ApplicationsTable';
import { BulkDecisionBar } from './components/BulkDecisionBar';
import { APPLICATIONS_PAGE_SIZE, EMPTY_FILTERS, useApplicationList } from './queries/applications-queries';

/**
 * Organizers' review: the admissions board (seats, drafts and their release, the waitlist), search,
 * filters and review sorting, a page of applications to select for bulk decisions, CSV export of the
 * filter, and the detail drawer (`?application=<id>`).
 */
export function ApplicationsTab() {
  const { t } = useTranslation('adminApplications');
  const { filters, debouncedFilters, changeFilters, page, setPage } = useListFilters(EMPTY_FILTERS);
  // `?application=<id>` (the link in an organizer's new-application email) opens that application.
  // Opening another is state, not a navigation: a navigation while the detail loads cut its request
  // off and left the drawer loading. Closing takes the link's id out of the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => searchParams.get('application'));
  const close = () => {
    setOpenId(null);
    if (searchParams.has('application')) {
      setSearchParams(
        (params) => {
          params.delete('application');
          return params;
        },
        { replace: true },
      );
    }
  };
  const list = useApplicationList({ ...filterParams(debouncedFilters), page, pageSize: APPLICATIONS_PAGE_SIZE });
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <AdmissionsBoardPanel />
      <Paper withBorder p="md" radius="md">
        <ApplicationFilters value={filters} onChange={changeFilters} />
      </Paper>
      <ListToolbar namespace="adminApplications" total={list.data?.total} download={() => downloadApplicationsCsv(filterParams(filters))} />
      <BulkDecisionBar selectedIds={[...selected]} onDone={() => setSelected(new Set())} />
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <ApplicationsTable applications={list.data?.applications} loading={list.isPending} onOpen={setOpenId} selected={selected} onSelect={select} sort={debouncedFilters.sort} />
      )}
      <ListPagination total={list.data?.total ?? 0} pageSize={APPLICATIONS_PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
      <ApplicationDetailDrawer applicationId={openId} onClose={close} />
    </Stack>
  );
}
