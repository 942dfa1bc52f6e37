import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { CsvExportButton } from '../components/CsvExportButton';
import { filterParams, useListFilters } from '../components/list-filters';
import { ListPagination } from '../components/ListPagination';
import { downloadParticipantsCsv } from './api/participants-api';
import { ParticipantDetailDrawer } from './components/ParticipantDetailDrawer';
import { EMPTY_PARTICIPANT_FILTERS, ParticipantFilters } from './components/ParticipantFilters';
import { ParticipantsTable } from './components/ParticipantsTable';
import { useParticipantRoster } from './queries/participants-queries';

const PAGE_SIZE = 50;

/** The participant roster: who has set up what, filters, CSV export and each participant's detail. */
export function ParticipantsTab() {
  const { t } = useTranslation('adminParticipants');
  const { filters, debouncedFilters, changeFilters, page, setPage, isFiltered } = useListFilters(EMPTY_PARTICIPANT_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const roster = useParticipantRoster({ ...filterParams(debouncedFilters), page, pageSize: PAGE_SIZE });

  const total = roster.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <ParticipantFilters value={filters} onChange={changeFilters} />
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {roster.data ? t('list.count', { count: total }) : ''}
        </Text>
        <CsvExportButton
          download={downloadParticipantsCsv}
          labels={{
            export: t('list.export'),
            exporting: t('list.exporting'),
            exportedTitle: t('toasts.exported'),
            exportedMessage: t('toasts.exportedMessage'),
            failedTitle: t('toasts.exportFailed'),
          }}
        />
      </Group>
      {roster.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={roster.error} retryLabel={t('list.retry')} onRetry={() => void roster.refetch()} />
      ) : (
        <ParticipantsTable participants={roster.data?.participants} loading={roster.isPending} filtered={isFiltered} onOpen={setOpenId} />
      )}
      <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('list.pagination')} />
      <ParticipantDetailDrawer userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
