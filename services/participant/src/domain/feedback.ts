import { feedbackSchema, type Feedback, type feedbackInputSchema } from '@trek/contracts';
import type { z } from 'zod';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import { feedbackReceivedNotice, oweOrganizerNotice } from './organizer-notices.js';
import type { ParticipantDomain } from './participant-context.js';

const toFeedback = (record: FeedbackRecord): Feedback => feedbackSchema.parse({ ...record, createdAt: record.createdAt.toISOString() });

export async function listOwnFeedback(domain: Pick<ParticipantDomain, 'feedback'>, userId: string): Promise<Feedback[]> {
  return (await domain.feedback.listByUser(userId)).map(toFeedback);
}

type SubmitFeedbackDeps = Pick<
  ParticipantDomain,
  'participants' | 'feedback' | 'emailOutbox' | 'relay' | 'organizerEmails' | 'publicSiteUrl' | 'now' | 'logger'
>;

export async function submitFeedback(domain: SubmitFeedbackDeps, userId: string, input: z.output<typeof feedbackInputSchema>): Promise<Feedback> {
  const created = await domain.feedback.insert({ userId, subject: input.subject, message: input.message, category: input.category ?? null });
  const author = await domain.participants.findOrCreate(userId, domain.now());
  await oweOrganizerNotice(domain, feedbackReceivedNotice(domain, author, created));
  return toFeedback(created);
}
