import { feedbackReplySchema, type FeedbackReply, type FeedbackReplyInput, type FeedbackStatusChange } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const feedbackPaths = {
  list: '/api/admin/feedback',
  detail: (id: string) => `/api/admin/feedback/${encodeURIComponent(id)}`,
  replies: (id: string) => `/api/admin/feedback/${encodeURIComponent(id)}/replies`,
} as const;

/** The inbox is read again afterwards, so the answer's body is not needed here. */
export async function changeFeedbackStatus(id: string, change: FeedbackStatusChange): Promise<void> {
  await apiRequest('PATCH', feedbackPaths.detail(id), change);
}

export async function replyToFeedback(id: string, reply: FeedbackReplyInput): Promise<FeedbackReply> {
  return feedbackReplySchema.parse(await apiRequest('POST', feedbackPaths.replies(id), reply));
}
