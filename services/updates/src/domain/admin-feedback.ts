import {
  type Account,
  adminFeedbackSchema,
  adminParticipantMessages,
  feedbackMessages,
  type AdminFeedback,
  type AdminFeedbackList,
  type FeedbackListQuery,
  type FeedbackStatus,
  type ParticipantPerson,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import type { UpdatesDomain } from './updates-context.js';

/**
 * The author as their participant documents name them now, else as their account does: a
 * participant who has not filled in a profile yet still shows who wrote.
 */
function toAdminFeedback(record: FeedbackRecord, author: ParticipantPerson | undefined, account: Account | undefined): AdminFeedback {
  return adminFeedbackSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    authorName: author?.name || account?.fullName || null,
    authorEmail: author?.email || account?.email || null,
  });
}

type AuthorsDeps = Pick<UpdatesDomain, 'participants' | 'listParticipantAccounts'>;

/**
 * The authors as the participant service and auth know them. Used only to name people, so the
 * inbox still answers from its own documents when either does not.
 */
async function authorsOf(domain: AuthorsDeps, userIds: string[], organizerToken: string) {
  // An empty page (an inbox without feedback, a filter matching none) names nobody: no account is read.
  if (userIds.length === 0) return { people: new Map<string, ParticipantPerson>(), accounts: new Map<string, Account>() };
  const [people, accounts] = await Promise.all([
    domain.participants.people(userIds, adminParticipantMessages.accountsUnavailable).catch(() => []),
    domain.listParticipantAccounts(organizerToken).catch(() => []),
  ]);
  return { people: new Map(people.map((person) => [person.userId, person])), accounts: new Map(accounts.map((account) => [account.id, account])) };
}

export async function listFeedbackInbox(domain: AuthorsDeps & Pick<UpdatesDomain, 'feedback'>, query: FeedbackListQuery, organizerToken: string): Promise<AdminFeedbackList> {
  const { page, pageSize, ...filter } = query;
  const [{ records, total }, unreadCount] = await Promise.all([domain.feedback.listForOrganizers(filter, page, pageSize), domain.feedback.countUnread()]);
  const { people, accounts } = await authorsOf(domain, records.map((record) => record.userId), organizerToken);
  return { feedback: records.map((record) => toAdminFeedback(record, people.get(record.userId), accounts.get(record.userId))), total, page, pageSize, unreadCount };
}

export async function changeFeedbackStatus(
  domain: AuthorsDeps & Pick<UpdatesDomain, 'feedback' | 'audit'>,
  actorId: string,
  organizerToken: string,
  id: string,
  status: FeedbackStatus,
): Promise<AdminFeedback> {
  const updated = await domain.feedback.setStatus(id, status);
  if (!updated) throw AppError.notFound(feedbackMessages.notFound);
  await domain.audit.record({ actorId, action: 'feedback.status', target: `feedback:${id}`, summary: `Status of "${updated.subject}" set to ${status}` });
  const { people, accounts } = await authorsOf(domain, [updated.userId], organizerToken);
  return toAdminFeedback(updated, people.get(updated.userId), accounts.get(updated.userId));
}
