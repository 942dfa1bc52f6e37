import { adminFeedbackListSchema, feedbackRepliesSchema, type FeedbackReplyInput, type FeedbackStatusChange } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { filterParams } from '../../components/list-filters';
import { adminOverviewPath } from '../../overview/queries/overview-queries';
import { changeFeedbackStatus, feedbackPaths, replyToFeedback } from '../api/feedback-api';

/** Organizers share the inbox: a status another organizer set shows up within 30 seconds. */
const INBOX_STALE_TIME_MS = 30_000;

export interface FeedbackFilterValues {
  search: string;
  status: string;
  category: string;
}

export const EMPTY_FEEDBACK_FILTERS: FeedbackFilterValues = { search: '', status: '', category: '' };

export const FEEDBACK_PAGE_SIZE = 25;

/** The inbox's query: blank filters are left out of the query string. */
export function inboxParams(filters: FeedbackFilterValues, page: number): QueryParams {
  return { ...filterParams(filters), page, pageSize: FEEDBACK_PAGE_SIZE };
}

const feedbackInboxQuery = (params: QueryParams) => ({
  queryKey: [feedbackPaths.list, params],
  queryFn: async (context: QueryFunctionContext) => adminFeedbackListSchema.parse(await readQuery(context)),
  staleTime: INBOX_STALE_TIME_MS,
});

export function useFeedbackInbox(params: QueryParams) {
  return useQuery({ ...feedbackInboxQuery(params), placeholderData: (previous) => previous });
}

/** The inbox's unfiltered first page (the tab reads it for its unread count), fetched ahead of a click. */
export function prefetchFeedbackInbox(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(feedbackInboxQuery(inboxParams(EMPTY_FEEDBACK_FILTERS, 1)));
}

/** Every page and filter of the inbox is read again, and with it the unread count, also the Overview's. */
export function useChangeFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: FeedbackStatusChange }) => changeFeedbackStatus(id, change),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [feedbackPaths.list] }), queryClient.invalidateQueries({ queryKey: [adminOverviewPath] })]),
  });
}

/** The organizers' answers to one message, oldest first; read when its conversation is opened. */
export function useFeedbackReplies(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [feedbackPaths.replies(id)],
    queryFn: async (context) => feedbackRepliesSchema.parse(await readQuery(context)).replies,
    enabled,
  });
}

export function useReplyToFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: FeedbackReplyInput) => replyToFeedback(id, reply),
    // Read again, so an answer another organizer sent meanwhile shows up too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [feedbackPaths.replies(id)] }),
  });
}
