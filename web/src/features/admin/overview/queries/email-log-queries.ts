import { emailLogPageSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';

export const emailLogPath = '/api/admin/emails';

/** Delivery states change within seconds of a send, so the log is re-read after 30 seconds. */
const EMAIL_LOG_STALE_TIME_MS = 30_000;

export function useEmailLog(params: QueryParams) {
  return useQuery({
    queryKey: [emailLogPath, params],
    queryFn: async (context) => emailLogPageSchema.parse(await readQuery(context)),
    staleTime: EMAIL_LOG_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}
