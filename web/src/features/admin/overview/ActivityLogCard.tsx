import { useState } from 'react';
import { Box, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useCurrentUser } from '../../auth/queries/current-user';
import { ListPagination } from '../components/ListPagination';
import { ACTIVITY_SOURCES, useActivityLog, useOrganizerNames, type ActivitySource } from './queries/activity-log-queries';
import { OverviewCard } from './OverviewCard';
import { formatDateTime } from '../../../lib/format-date';

const PAGE_SIZE = 10;
const SHORT_ID_LENGTH = 6;

const isActivitySource = (value: string | null): value is ActivitySource => ACTIVITY_SOURCES.some((source) => source === value);

/** Overview: who changed what and when, from each service's audit trail, newest first. */
export function ActivityLogCard() {
  const { t } = useTranslation('admin');
  const [source, setSource] = useState<ActivitySource>('participants');
  const [page, setPage] = useState(1);
  const log = useActivityLog(source, page, PAGE_SIZE);
  // Names come from auth; the table waits for them (or their failure) so names do not flicker in.
  const organizers = useOrganizerNames();

  return (
    <OverviewCard
      title={t('overview.activity.title')}
      aside={
        <Select
          label={t('overview.activity.source')}
          data={ACTIVITY_SOURCES.map((value) => ({ value, label: t(`overview.activity.sources.${value}`) }))}
          value={source}
          onChange={(next) => {
            if (!isActivitySource(next)) return;
            setSource(next);
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      }
    >
      {log.isError ? (
        <LoadErrorAlert title={t('overview.activity.loadFailed')} error={log.error} retryLabel={t('overview.retry')} onRetry={() => void log.refetch()} />
      ) : !log.data || organizers.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : log.data.events.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('overview.activity.empty')}
        </Text>
      ) : (
        <ActivityFeed events={log.data.events} organizerNames={organizers.data} />
      )}
      <ListPagination total={log.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('overview.activity.pagination')} />
    </OverviewCard>
  );
}

/** The organizer's name when auth lists them; otherwise "You" or a short id (the full id on hover). */
function useActorName(organizerNames: ReadonlyMap<string, string> | undefined): (actorId: string) => { name: string; fullId?: string } {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  return (actorId) => {
    const name = organizerNames?.get(actorId);
    if (name) return { name };
    if (actorId === user?.id) return { name: t('overview.activity.you') };
    return { name: t('overview.activity.organizerId', { id: actorId.slice(-SHORT_ID_LENGTH) }), fullId: actorId };
  };
}

/** A feed rather than a table: the summary needs the width, also on a 375 px phone. */
function ActivityFeed({ events, organizerNames }: { events: AuditEvent[]; organizerNames: ReadonlyMap<string, string> | undefined }) {
  const { t } = useTranslation('admin');
  const actorName = useActorName(organizerNames);
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={t('overview.activity.caption')} style={{ listStyle: 'none' }}>
      {events.map((event, index) => {
        const actor = actorName(event.actorId);
        return (
          <Box component="li" key={event.id} py="xs" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.summary}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {' · '}
              <span title={actor.fullId}>{actor.name}</span>
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
