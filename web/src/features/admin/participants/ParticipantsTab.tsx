import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { stripStatusPrefix, type QueryParams } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { downloadParticipantsCsv } from './api/participants-api';
import { ParticipantDetailDrawer } from './components/ParticipantDetailDrawer';
import { EMPTY_PARTICIPANT_FILTERS, ParticipantFilters, type ParticipantFilterValues } from './components/ParticipantFilters';
import { ParticipantsTable } from './components/ParticipantsTable';
import { useParticipantRoster } from './queries/participants-queries';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/** Blank filters are left out of the query string. */
function toParams(filters: ParticipantFilterValues): QueryParams {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]));
}

/** The participant roster: who has set up what, filters, CSV export and each participant's detail. */
export function ParticipantsTab() {
  const { t } = useTranslation('adminParticipants');
  const [filters, setFilters] = useState<ParticipantFilterValues>(EMPTY_PARTICIPANT_FILTERS);
  const [debouncedFilters] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const roster = useParticipantRoster({ ...toParams(debouncedFilters), page, pageSize: PAGE_SIZE });

  const changeFilters = (next: ParticipantFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadParticipantsCsv();
      showToast({ title: t('toasts.exported'), message: t('toasts.exportedMessage'), tone: 'success' });
    } catch (error) {
      showToast({ title: t('toasts.exportFailed'), message: stripStatusPrefix((error as Error).message), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

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
        <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" onClick={() => void exportCsv()} loading={exporting}>
          {exporting ? t('list.exporting') : t('list.export')}
        </Button>
      </Group>
      {roster.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={roster.error} retryLabel={t('list.retry')} onRetry={() => void roster.refetch()} />
      ) : (
        <ParticipantsTable
          participants={roster.data?.participants}
          loading={roster.isPending}
          filtered={Object.values(debouncedFilters).some((value) => value !== '')}
          onOpen={setOpenId}
        />
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('list.pagination')} />
        </Group>
      )}
      <ParticipantDetailDrawer userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
