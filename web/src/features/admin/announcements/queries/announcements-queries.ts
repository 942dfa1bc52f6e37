import { adminAnnouncementListSchema, type AnnouncementInput, type Audience, type GroupEmailInput } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { announcementsPaths, createAnnouncement, deleteAnnouncement, previewAudience, sendGroupEmail, updateAnnouncement } from '../api/announcements-api';
import { announcementReadSummaryQuery } from './announcement-reads-queries';
import { prefetchFeedbackInbox } from './feedback-queries';

/** Organizers see each other's posts soon: the list stays fresh for 30 seconds. */
const ADMIN_STALE_TIME_MS = 30_000;

const adminAnnouncementsQuery = (params: QueryParams) => ({
  queryKey: [announcementsPaths.list, params],
  queryFn: async (context: QueryFunctionContext) => adminAnnouncementListSchema.parse(await readQuery(context)).announcements,
  staleTime: ADMIN_STALE_TIME_MS,
});

/** One edition's announcements (`year`; the current one without). */
export function useAdminAnnouncements(params: QueryParams = {}) {
  return useQuery(adminAnnouncementsQuery(params));
}

/** What the tab opens on, fetched ahead of a click: the current edition's announcements, their read counts and the inbox's first page. */
export function prefetchAnnouncementsReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(adminAnnouncementsQuery({})), queryClient.prefetchQuery(announcementReadSummaryQuery), prefetchFeedbackInbox(queryClient)]);
}

function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [announcementsPaths.list] });
}

/** Creates when `id` is null, otherwise replaces the announcement's fields. */
export function useSaveAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AnnouncementInput }) => (id === null ? createAnnouncement(input) : updateAnnouncement(id, input)),
    onSuccess: invalidate,
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (id: string) => deleteAnnouncement(id),
    onSuccess: invalidate,
  });
}

/** Who the audience reaches now in the edition (`year`; the current one without); re-read when it changes. */
export function useAudiencePreview(audience: Audience | null, year: number | undefined) {
  return useQuery({
    queryKey: [announcementsPaths.audiencePreview, audience, year ?? null],
    queryFn: () => previewAudience({ audience: audience ?? { kind: 'everyone' }, ...(year === undefined ? {} : { year }) }),
    enabled: audience !== null,
    staleTime: ADMIN_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}

export function useSendGroupEmail() {
  return useMutation({ mutationFn: (input: GroupEmailInput) => sendGroupEmail(input) });
}
