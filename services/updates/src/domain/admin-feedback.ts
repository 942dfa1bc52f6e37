import {
  type Account,
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
import { accountsById } from './participant-accounts.js';
import { nameOf } from './participant-status.js';

/**
 * The author as their participant document names them now, else as their account does: a
 * participant who has not filled in a profile yet still shows who wrote.
 */
function toAdminFeedback(record: FeedbackRecord, author: ParticipantRecord | null | undefined, account: Account | undefined): AdminFeedback {
  return adminFeedbackSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    authorName: (author && nameOf(author)) || account?.fullName || null,
    authorEmail: author?.profile.email || author?.logistics.email || account?.email || null,
  });
}

type ListFeedbackInboxDeps = Pick<ParticipantDomain, 'participants' | 'feedback' | 'authAccounts'>;

export async function listFeedbackInbox(domain: ListFeedbackInboxDeps, query: FeedbackListQuery, organizerToken: string): Promise<AdminFeedbackList> {
  const { page, pageSize, ...filter } = query;
  const [{ records, total }, unreadCount, accounts] = await Promise.all([
    domain.feedback.listForOrganizers(filter, page, pageSize),
    domain.feedback.countUnread(),
    accountsById(domain, organizerToken),
  ]);
  const authors = await domain.participants.findByUserIds([...new Set(records.map((record) => record.userId))]);
  const byUserId = new Map(authors.map((author) => [author.userId, author]));
  return { feedback: records.map((record) => toAdminFeedback(record, byUserId.get(record.userId), accounts.get(record.userId))), total, page, pageSize, unreadCount };
}

type ChangeFeedbackStatusDeps = Pick<ParticipantDomain, 'participants' | 'feedback' | 'audit' | 'authAccounts'>;

export async function changeFeedbackStatus(
  domain: ChangeFeedbackStatusDeps,
  actorId: string,
  organizerToken: string,
  id: string,
  status: FeedbackStatus,
): Promise<AdminFeedback> {
  const updated = await domain.feedback.setStatus(id, status);
  if (!updated) throw AppError.notFound(feedbackMessages.notFound);
  await domain.audit.record({ actorId, action: 'feedback.status', target: `feedback:${id}`, summary: `Status of "${updated.subject}" set to ${status}` });
  const [author, accounts] = await Promise.all([domain.participants.findByUserId(updated.userId), accountsById(domain, organizerToken)]);
  return toAdminFeedback(updated, author, accounts.get(updated.userId));
}
