import { adminOverviewSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readFirstScreen } from '../../../../lib/api-client';
import { overviewReadPaths } from '../api/overview-read-paths';

export const adminOverviewPath = overviewReadPaths.participantFigures;

/** Setup progress and unread feedback move during the day; the figures are re-read after 30 seconds. */
const OVERVIEW_STALE_TIME_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: [adminOverviewPath],
    queryFn: async () => adminOverviewSchema.parse(await readFirstScreen(adminOverviewPath)),
    staleTime: OVERVIEW_STALE_TIME_MS,
  });
}
