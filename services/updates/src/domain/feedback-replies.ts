import {
  DEFAULT_LANGUAGE,
  feedbackMessages,
  feedbackReplySchema,
  feedbackSchema,
  type ByLanguage,
  type EmailJob,
  type FeedbackReply,
  type FeedbackThread,
  type Language,
  type OwnFeedback,
} from '@trek/contracts';
import { AppError, type AuthContext, type OwedEmail } from '@trek/service-kit';
import type { FeedbackReplyRecord } from '../data-access/feedback-reply.repository.js';
import type { FeedbackRecord } from '../data-access/feedback.repository.js';
import type { UpdatesDomain } from './updates-context.js';

export const feedbackReplyJobId = (replyId: string) => `feedback-reply-${replyId}`;

const toReply = ({ id, feedbackId, message, authorName, createdAt }: FeedbackReplyRecord): FeedbackReply =>
  feedbackReplySchema.parse({ id, feedbackId, message, authorName, createdAt: createdAt.toISOString() });
const toFeedback = (record: FeedbackRecord) => feedbackSchema.parse({ ...record, createdAt: record.createdAt.toISOString() });

const WORDS: ByLanguage<{ subject: (title: string) => string; intro: (name: string) => string; yours: string; readIt: string }> = {
  en: {
    subject: (title) => `Mexico Trek: answer to "${title}"`,
    intro: (name) => `${name} answered your feedback.`,
    yours: 'You wrote:',
    readIt: 'Read the conversation under Updates in the participant portal',
  },
  es: {
    subject: (title) => `Mexico Trek: respuesta a «${title}»`,
    intro: (name) => `${name} respondió a tus comentarios.`,
    yours: 'Escribiste:',
    readIt: 'Lee la conversación en Novedades del portal de participantes',
  },
};

/** The email about an answer, in the participant's language: the answer, what they wrote and where to read the thread. */
export function feedbackReplyEmail(feedback: FeedbackRecord, reply: FeedbackReplyRecord, to: { email: string; language: Language }, publicSiteUrl: string): EmailJob {
  const words = WORDS[to.language];
  const quoted = feedback.message.split('\n').map((line) => `> ${line}`);
  return {
    kind: 'feedback-reply',
    to: [to.email],
    subject: words.subject(feedback.subject).slice(0, 300),
    text: [words.intro(reply.authorName), '', reply.message, '', words.yours, ...quoted, '', `${words.readIt}: ${publicSiteUrl}/participant/dashboard#announcements`].join('\n'),
  };
}

type ReplyDeps = Pick<UpdatesDomain, 'feedback' | 'feedbackReplies' | 'listParticipantAccounts' | 'relay' | 'audit' | 'publicSiteUrl' | 'now' | 'logger'>;

/**
 * An organizer's answer: stored as a record of its own (two organizers answering at once keep
 * both), then the author's email owed in their language. The feedback's status is the organizers'
 * to move; answering does not write the feedback document.
 */
export async function replyToFeedback(
  domain: ReplyDeps,
  organizer: Pick<AuthContext, 'userId' | 'name'>,
  organizerToken: string,
  feedbackId: string,
  message: string,
): Promise<FeedbackReply> {
  const feedback = await domain.feedback.findById(feedbackId);
  if (!feedback) throw AppError.notFound(feedbackMessages.notFound);
  const reply = await domain.feedbackReplies.insert({
    feedbackId,
    feedbackUserId: feedback.userId,
    organizerId: organizer.userId,
    authorName: organizer.name?.trim() || 'Mexico Trek',
    message,
    createdAt: domain.now(),
  });
  await domain.audit.record({ actorId: organizer.userId, action: 'feedback.reply', target: `feedback:${feedbackId}`, summary: `Answered "${feedback.subject}"` });
  const account = (await domain.listParticipantAccounts(organizerToken).catch(() => [])).find((candidate) => candidate.id === feedback.userId);
  // An erased or disabled account gets no email; the answer is still in the thread.
  if (account && !account.disabled) {
    const owed: OwedEmail = {
      jobId: feedbackReplyJobId(reply.id),
      email: feedbackReplyEmail(feedback, reply, { email: account.email, language: account.language ?? DEFAULT_LANGUAGE }, domain.publicSiteUrl),
    };
    if (!(await domain.relay.oweAndQueue([owed]))) domain.logger.error({ jobId: owed.jobId }, 'feedback answer email not owed yet');
  } else {
    domain.logger.warn({ feedbackId }, 'feedback answered; its author has no enabled account to email');
  }
  return toReply(reply);
}

export async function feedbackReplies(domain: Pick<UpdatesDomain, 'feedback' | 'feedbackReplies'>, feedbackId: string): Promise<FeedbackReply[]> {
  if (!(await domain.feedback.findById(feedbackId))) throw AppError.notFound(feedbackMessages.notFound);
  return (await domain.feedbackReplies.listFor([feedbackId])).map(toReply);
}

/** One of the caller's own messages with its answers; anyone else's reads as not found, never as forbidden (its existence is not told). */
export async function ownFeedbackThread(domain: Pick<UpdatesDomain, 'feedback' | 'feedbackReplies'>, userId: string, feedbackId: string): Promise<FeedbackThread> {
  const feedback = await domain.feedback.findById(feedbackId);
  if (!feedback || feedback.userId !== userId) throw AppError.notFound(feedbackMessages.notFound);
  return { feedback: toFeedback(feedback), replies: (await domain.feedbackReplies.listFor([feedbackId])).map(toReply) };
}

/** The caller's feedback, newest first, each with its answers: two reads whatever the number of messages. */
export async function listOwnFeedbackWithReplies(domain: Pick<UpdatesDomain, 'feedback' | 'feedbackReplies'>, userId: string): Promise<OwnFeedback[]> {
  const records = await domain.feedback.listByUser(userId);
  const byFeedback = new Map<string, FeedbackReply[]>();
  for (const reply of await domain.feedbackReplies.listFor(records.map((record) => record.id))) {
    byFeedback.set(reply.feedbackId, [...(byFeedback.get(reply.feedbackId) ?? []), toReply(reply)]);
  }
  return records.map((record) => ({ ...toFeedback(record), replies: byFeedback.get(record.id) ?? [] }));
}
