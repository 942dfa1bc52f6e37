import { adminOverviewSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client';

export const adminOverviewPath = '/api/admin/overview';

const read = getQueryFn({ on401: 'throw' });

/** Setup progress and unread feedback move during the day; the figures are re-read after 30 seconds. */
const OVERVIEW_STALE_TIME_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: [adminOverviewPath],
    queryFn: async (context) => adminOverviewSchema.parse(await read(context)),
    staleTime: OVERVIEW_STALE_TIME_MS,
  });
}
