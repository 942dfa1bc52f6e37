import type { FeedbackStatusChange } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const feedbackPaths = {
  list: '/api/admin/feedback',
  detail: (id: string) => `/api/admin/feedback/${encodeURIComponent(id)}`,
} as const;

/** The inbox is read again afterwards, so the answer's body is not needed here. */
export async function changeFeedbackStatus(id: string, change: FeedbackStatusChange): Promise<void> {
  await apiRequest('PATCH', feedbackPaths.detail(id), change);
}
