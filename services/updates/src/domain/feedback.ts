import { feedbackMessages, feedbackSchema, transferMessages, type Feedback, type feedbackInputSchema } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { z } from 'zod';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import { feedbackReceivedNotice } from './organizer-notices.js';
import type { UpdatesDomain } from './updates-context.js';

const toFeedback = (record: FeedbackRecord): Feedback => feedbackSchema.parse({ ...record, createdAt: record.createdAt.toISOString() });

type SubmitFeedbackDeps = Pick<UpdatesDomain, 'participants' | 'feedback' | 'relay' | 'organizerEmails' | 'publicSiteUrl' | 'logger'>;

/**
 * Stored first, then the organizers' notice owed (the start-up recovery owes it again after a crash
 * in between). One who transferred their spot away reads their feedback but sends no more (409).
 * `accountName` (their sign-in's) names them in the notice when their profile has no name yet.
 */
export async function submitFeedback(
  domain: SubmitFeedbackDeps,
  { userId, accountName }: { userId: string; accountName: string | null },
  input: z.output<typeof feedbackInputSchema>,
): Promise<Feedback> {
  const author = await domain.participants.standing(userId, feedbackMessages.submitFailed);
  if (author.formerHolder) throw AppError.conflict(transferMessages.formerHolderReadOnly);
  const created = await domain.feedback.insert({ userId, subject: input.subject, message: input.message, category: input.category ?? null });
  const owed = feedbackReceivedNotice(domain, author.name ?? (accountName?.trim() || null), created);
  if (!(await domain.relay.oweAndQueue([owed]))) domain.logger.error({ jobId: owed.jobId }, 'organizer notice not owed yet; the relay owes it again');
  return toFeedback(created);
}
