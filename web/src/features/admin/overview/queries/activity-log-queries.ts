import { auditListSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';

/** Each service keeps the log of its own organizer changes. */
export const ACTIVITY_SOURCES = ['accounts', 'applications', 'content', 'participants', 'updates'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/** The applications service serves its trail under its own admin path, which the gateway already sends to it. */
export const activityLogPath = (source: ActivitySource) => (source === 'applications' ? '/api/admin/applications/audit' : `/api/admin/audit/${source}`);

/** Another organizer's change shows within 30 seconds. */
const ACTIVITY_STALE_TIME_MS = 30_000;

export function useActivityLog(source: ActivitySource, page: number, pageSize: number) {
  return useQuery({
    queryKey: [activityLogPath(source), { page, pageSize }],
    queryFn: async (context) => auditListSchema.parse(await readQuery(context)),
    staleTime: ACTIVITY_STALE_TIME_MS,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === activityLogPath(source) ? previous : undefined),
  });
}
