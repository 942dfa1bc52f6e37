import {
  adminFeedbackListSchema,
  adminOverviewMessages,
  ownFeedbackSchema,
  ownAnnouncementReadsSchema,
  privacyMessages,
  type MyData,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { callWithCallerToken } from '../caller-token-call.js';
import { z } from 'zod';

export interface UpdatesClient {
  /** The caller's own feedback and read receipts, read with their token (their data download). */
  ownUpdates(participantToken: string): Promise<Pick<MyData, 'feedback' | 'announcementReads'>>;
  /** How many feedback messages no organizer has opened yet, read as the calling organizer. */
  unreadFeedback(organizerToken: string): Promise<number>;
}

/** The updates service's HTTP API (it alone owns announcements and feedback); a refusal of the forwarded token is passed on. */
export function createUpdatesClient(updatesServiceUrl: string): UpdatesClient {
  async function call<T>(path: string, token: string, schema: z.ZodType<T>, unavailable: string): Promise<T> {
    const { ok, body } = await callWithCallerToken(new URL(path, updatesServiceUrl), token, unavailable);
    const parsed = schema.safeParse(body);
    if (!ok || !parsed.success) throw AppError.unavailable(unavailable);
    return parsed.data;
  }

  return {
    async ownUpdates(participantToken) {
      const [feedback, { reads }] = await Promise.all([
        call('/api/participant/feedback', participantToken, z.array(ownFeedbackSchema), privacyMessages.updatesUnavailable),
        call('/api/participant/announcement-reads', participantToken, ownAnnouncementReadsSchema, privacyMessages.updatesUnavailable),
      ]);
      return { feedback, announcementReads: reads };
    },
    async unreadFeedback(organizerToken) {
      const inbox = await call('/api/admin/feedback?pageSize=1', organizerToken, adminFeedbackListSchema, adminOverviewMessages.feedbackUnavailable);
      return inbox.unreadCount;
    },
  };
}
