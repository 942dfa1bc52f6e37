import { adminAnnouncementListSchema, type AnnouncementInput } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { announcementsPaths, createAnnouncement, deleteAnnouncement, updateAnnouncement } from '../api/announcements-api';

/** Organizers see each other's posts soon: the list stays fresh for 30 seconds. */
const ADMIN_STALE_TIME_MS = 30_000;

/** One edition's announcements (`year`; the current one without). */
export function useAdminAnnouncements(params: QueryParams = {}) {
  return useQuery({
    queryKey: [announcementsPaths.list, params],
    queryFn: async (context) => adminAnnouncementListSchema.parse(await readQuery(context)).announcements,
    staleTime: ADMIN_STALE_TIME_MS,
  });
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
