import { feedbackSchema, type Feedback, type feedbackInputSchema } from '@trek/contracts';
import type { z } from 'zod';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import { feedbackReceivedNotice, oweOrganizerNotice } from './organizer-notices.js';
import { assertHoldsSpot, ownRecord } from './own-record.js';
import type { ParticipantDomain } from './participant-context.js';

const toFeedback = (record: FeedbackRecord): Feedback => feedbackSchema.parse({ ...record, createdAt: record.createdAt.toISOString() });

export async function listOwnFeedback(domain: Pick<ParticipantDomain, 'feedback'>, userId: string): Promise<Feedback[]> {
  return (await domain.feedback.listByUser(userId)).map(toFeedback);
}

type SubmitFeedbackDeps = Pick<
  ParticipantDomain,
  'participants' | 'participantEditions' | 'edition' | 'feedback' | 'emailOutbox' | 'relay' | 'organizerEmails' | 'publicSiteUrl' | 'now' | 'logger'
>;

/**
 * One who transferred their spot away reads their feedback but sends no more (409). `accountName`
 * (their sign-in's) names them in the organizers' notice when their profile has no name yet.
 */
export async function submitFeedback(
  domain: SubmitFeedbackDeps,
  { userId, accountName }: { userId: string; accountName: string | null },
  input: z.output<typeof feedbackInputSchema>,
): Promise<Feedback> {
  const { record: author } = await ownRecord(domain, userId);
  assertHoldsSpot(author);
  const created = await domain.feedback.insert({ userId, subject: input.subject, message: input.message, category: input.category ?? null });
  await oweOrganizerNotice(domain, feedbackReceivedNotice(domain, author, created, accountName));
  return toFeedback(created);
}
