import { announcementReadDetailSchema, announcementReadSummarySchema } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';
import { announcementReadsPaths, emailUnreadParticipants } from '../api/announcement-reads-api';
import { announcementsPaths } from '../api/announcements-api';

/** Reads come in while organizers look: the counts stay fresh for 30 seconds, like the list. */
const READS_STALE_TIME_MS = 30_000;

/** "Read by N of M" for every announcement. */
export const announcementReadSummaryQuery = {
  queryKey: [announcementReadsPaths.summary],
  queryFn: async (context: QueryFunctionContext) => announcementReadSummarySchema.parse(await readQuery(context)),
  staleTime: READS_STALE_TIME_MS,
};

export function useAnnouncementReadSummary() {
  return useQuery(announcementReadSummaryQuery);
}

/** Who has and has not read one announcement; read only while its dialog is open. */
export function useAnnouncementReadDetail(id: string | null) {
  return useQuery({
    queryKey: [announcementReadsPaths.detail(id ?? '')],
    queryFn: async (context) => announcementReadDetailSchema.parse(await readQuery(context)),
    enabled: id !== null,
    staleTime: READS_STALE_TIME_MS,
  });
}

export function useEmailUnreadParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailUnreadParticipants,
    // The announcement now shows as emailed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [announcementsPaths.list] }),
  });
}
