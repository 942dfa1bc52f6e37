import {
  adminFeedbackSchema,
  feedbackMessages,
  type AdminFeedback,
  type AdminFeedbackList,
  type FeedbackListQuery,
  type FeedbackStatus,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import type { ParticipantRecord } from '../data-access/participant.repository.js';
import type { ParticipantDomain } from './participant-context.js';
import { nameOf } from './participant-status.js';

/** The author as their participant document names them now (null once a transfer cleared it). */
function toAdminFeedback(record: FeedbackRecord, author: ParticipantRecord | null | undefined): AdminFeedback {
  return adminFeedbackSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    authorName: (author && nameOf(author)) || null,
    authorEmail: author?.profile.email || author?.logistics.email || null,
  });
}

export async function listFeedbackInbox(domain: ParticipantDomain, query: FeedbackListQuery): Promise<AdminFeedbackList> {
  const { page, pageSize, ...filter } = query;
  const [{ records, total }, unreadCount] = await Promise.all([domain.feedback.listForOrganizers(filter, page, pageSize), domain.feedback.countUnread()]);
  const authors = await Promise.all([...new Set(records.map((record) => record.userId))].map((userId) => domain.participants.findByUserId(userId)));
  const byUserId = new Map(authors.flatMap((author) => (author ? [[author.userId, author] as const] : [])));
  return { feedback: records.map((record) => toAdminFeedback(record, byUserId.get(record.userId))), total, page, pageSize, unreadCount };
}

export async function changeFeedbackStatus(domain: ParticipantDomain, actorId: string, id: string, status: FeedbackStatus): Promise<AdminFeedback> {
  const updated = await domain.feedback.setStatus(id, status);
  if (!updated) throw AppError.notFound(feedbackMessages.notFound);
  await domain.audit.record({ actorId, action: 'feedback.status', target: `feedback:${id}`, summary: `Status of "${updated.subject}" set to ${status}` });
  return toAdminFeedback(updated, await domain.participants.findByUserId(updated.userId));
}
