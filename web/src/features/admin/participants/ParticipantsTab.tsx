import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { EditionYearSelect, useEditionYearFilter } from '../components/EditionYearSelect';
import { filterParams, useListFilters } from '../components/list-filters';
import { ListPagination } from '../components/ListPagination';
import { ListToolbar } from '../components/ListToolbar';
import { downloadParticipantsCsv } from './api/participants-api';
import { ParticipantDetailDrawer } from './components/ParticipantDetailDrawer';
import { ParticipantFilters } from './components/ParticipantFilters';
import { ParticipantsTable } from './components/ParticipantsTable';
import { EMPTY_PARTICIPANT_FILTERS, ROSTER_PAGE_SIZE, useParticipantRoster } from './queries/participants-queries';

/** One edition's participant roster (the current one unless a past one is chosen): who has set up what, filters, CSV export and each participant's detail. */
export function ParticipantsTab() {
  const { t } = useTranslation('adminParticipants');
  const { filters, debouncedFilters, changeFilters, page, setPage, isFiltered } = useListFilters(EMPTY_PARTICIPANT_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const { year, setYear, yearParam } = useEditionYearFilter();
  const roster = useParticipantRoster({ ...filterParams(debouncedFilters), ...yearParam, page, pageSize: ROSTER_PAGE_SIZE });

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
          <ParticipantFilters value={filters} onChange={changeFilters} />
        </Stack>
      </Paper>
      <ListToolbar namespace="adminParticipants" total={roster.data?.total} download={() => downloadParticipantsCsv(yearParam)} />
      {roster.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={roster.error} retryLabel={t('list.retry')} onRetry={() => void roster.refetch()} />
      ) : (
        <ParticipantsTable participants={roster.data?.participants} loading={roster.isPending} filtered={isFiltered} onOpen={setOpenId} />
      )}
      <ListPagination total={roster.data?.total ?? 0} pageSize={ROSTER_PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
      <ParticipantDetailDrawer userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
