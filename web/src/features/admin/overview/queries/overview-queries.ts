import { adminOverviewSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';

export const adminOverviewPath = '/api/admin/overview';

/** Setup progress and unread feedback move during the day; the figures are re-read after 30 seconds. */
const OVERVIEW_STALE_TIME_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: [adminOverviewPath],
    queryFn: async (context) => adminOverviewSchema.parse(await readQuery(context)),
    staleTime: OVERVIEW_STALE_TIME_MS,
  });
}
