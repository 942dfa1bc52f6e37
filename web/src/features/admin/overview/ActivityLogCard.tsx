import { useState } from 'react';
import { Box, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ListPagination } from '../components/ListPagination';
import { useActorNames, type ActorNames } from '../organizers/queries/organizer-names-queries';
import { ACTIVITY_SOURCES, useActivityLog, type ActivitySource } from './queries/activity-log-queries';
import { OverviewCard } from './OverviewCard';
import { formatDateTime } from '../../../lib/format-date';

const PAGE_SIZE = 10;
/** The actor of changes a service made by itself (a sign-in lock after failed attempts). */
const SYSTEM_ACTOR_ID = 'system';

const isActivitySource = (value: string | null): value is ActivitySource => ACTIVITY_SOURCES.some((source) => source === value);

/** Overview: who changed what and when, from each service's audit trail, newest first. */
export function ActivityLogCard() {
  const { t } = useTranslation('admin');
  const [source, setSource] = useState<ActivitySource>('participants');
  const [page, setPage] = useState(1);
  const log = useActivityLog(source, page, PAGE_SIZE);
  // Older entries carry no name; the feed waits for auth's names (or their failure) so names do not flicker in.
  const actorNames = useActorNames();

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
      ) : !log.data || actorNames.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : log.data.events.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('overview.activity.empty')}
        </Text>
      ) : (
        <ActivityFeed events={log.data.events} actorNames={actorNames} />
      )}
      <ListPagination total={log.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} label={t('overview.activity.pagination')} />
    </OverviewCard>
  );
}

/** A feed rather than a table: the summary needs the width, also on a 375 px phone. */
function ActivityFeed({ events, actorNames }: { events: AuditEvent[]; actorNames: ActorNames }) {
  const { t } = useTranslation('admin');
  const actorName = (event: AuditEvent) =>
    event.actorId === SYSTEM_ACTOR_ID ? t('overview.activity.system') : (actorNames.nameOf(event.actorId, event.actorName) ?? t('overview.activity.formerOrganizer'));
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={t('overview.activity.caption')} style={{ listStyle: 'none' }}>
      {events.map((event, index) => (
        <Box component="li" key={event.id} py="xs" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {event.summary}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {' · '}
            {actorName(event)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
