import type { Feedback, FeedbackInput, OwnFeedback, ParticipantAnnouncement } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAnnouncements, fetchOwnFeedback, markAnnouncementRead, submitFeedback } from '../api/updates-api';

export const announcementsQueryKey = ['participant', 'announcements'] as const;
export const feedbackQueryKey = ['participant', 'feedback'] as const;

/** Spec 9: announcements stay fresh 5 minutes, feedback 2; neither refetches on window focus. */
const ANNOUNCEMENTS_STALE_TIME_MS = 5 * 60 * 1000;
const FEEDBACK_STALE_TIME_MS = 2 * 60 * 1000;

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementsQueryKey,
    queryFn: fetchAnnouncements,
    staleTime: ANNOUNCEMENTS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

/**
 * Records that an announcement was shown; the list in the cache then says when, so the card asks
 * no more. A failure is left silent: the receipt is asked again the next time it is shown.
 */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: ({ announcementId, readAt }) => {
      queryClient.setQueryData<ParticipantAnnouncement[]>(announcementsQueryKey, (list) =>
        list?.map((announcement) => (announcement.id === announcementId ? { ...announcement, readAt } : announcement)),
      );
    },
  });
}

export function useOwnFeedback() {
  return useQuery({
    queryKey: feedbackQueryKey,
    queryFn: fetchOwnFeedback,
    staleTime: FEEDBACK_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

export const TEMPORARY_FEEDBACK_ID_PREFIX = 'temporary-';

interface SubmitFeedbackContext {
  previous: OwnFeedback[] | undefined;
}

/**
 * Spec 4: a submission shows at once as New with a temporary id; on failure the list goes back
 * to what it was, and either way it is read again from the server.
 */
export function useSubmitFeedback(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Feedback, Error, FeedbackInput, SubmitFeedbackContext>({
    mutationFn: submitFeedback,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: feedbackQueryKey });
      const previous = queryClient.getQueryData<OwnFeedback[]>(feedbackQueryKey);
      const createdAt = new Date().toISOString();
      const optimistic: OwnFeedback = {
        id: `${TEMPORARY_FEEDBACK_ID_PREFIX}${createdAt}`,
        userId,
        subject: input.subject.trim(),
        message: input.message.trim(),
        category: input.category ? input.category : null,
        status: 'unread',
        createdAt,
        replies: [],
      };
      queryClient.setQueryData<OwnFeedback[]>(feedbackQueryKey, [optimistic, ...(previous ?? [])]);
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(feedbackQueryKey, context?.previous);
    },
    // Not awaited: the outcome is told at once, while the list is read again in the background.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedbackQueryKey });
    },
  });
}
