import {
  adminFeedbackListSchema,
  adminOverviewMessages,
  ownFeedbackSchema,
  ownAnnouncementReadsSchema,
  privacyMessages,
  type MyData,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { z } from 'zod';

export interface UpdatesClient {
  /** The caller's own feedback and read receipts, read with their token (their data download). */
  ownUpdates(participantToken: string): Promise<Pick<MyData, 'feedback' | 'announcementReads'>>;
  /** How many feedback messages no organizer has opened yet, read as the calling organizer. */
  unreadFeedback(organizerToken: string): Promise<number>;
}

const TIMEOUT_MS = 10_000;

/** The updates service's HTTP API (it alone owns announcements and feedback); a refusal of the forwarded token is passed on. */
export function createUpdatesClient(updatesServiceUrl: string): UpdatesClient {
  async function call<T>(path: string, token: string, schema: z.ZodType<T>, unavailable: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, updatesServiceUrl), { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw AppError.unavailable(unavailable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new AppError(response.status, response.status === 401 ? 'unauthorized' : 'forbidden', typeof message === 'string' ? message : response.statusText);
    }
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success) throw AppError.unavailable(unavailable);
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
