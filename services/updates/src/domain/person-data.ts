import type { PersonErasedEvent } from '@trek/contracts';
import type { UpdatesDomain } from './updates-context.js';

export type EraseUpdatesOfErasedPersonDeps = Pick<UpdatesDomain, 'feedback' | 'feedbackReplies' | 'announcements' | 'audit'>;

/**
 * `PersonErased` (the participant service publishes it once the account's sessions ended, so
 * nothing new of theirs arrives after): every feedback message the person sent with the
 * organizers' answers to it, every read receipt of theirs, the announcements that reached them and
 * their place in audiences chosen by hand, found by account id. Idempotent: a
 * second delivery deletes nothing and is not audited again. Audited as the erasing organizer,
 * counts only.
 */
export async function eraseUpdatesOfErasedPerson(domain: EraseUpdatesOfErasedPersonDeps, { userId, erasedBy }: PersonErasedEvent): Promise<{ feedback: number; announcementReads: number }> {
  // The answers first: a crash in between leaves none without their feedback, and a retry finishes.
  await domain.feedbackReplies.deleteByFeedbackUser(userId);
  const feedback = await domain.feedback.deleteByUser(userId);
  const announcementReads = await domain.announcements.reads.deleteByUser(userId);
  // Which announcements reached them (their Day 0 decision, their missing setup items) goes too.
  const recipientOf = await domain.announcements.recipients.deleteByUser(userId);
  // So do the audiences organizers chose them for by hand.
  const chosenFor = await domain.announcements.removeChosenParticipant(userId);
  if (feedback + announcementReads + recipientOf + chosenFor === 0) return { feedback, announcementReads };
  await domain.audit.record({
    actorId: erasedBy.id,
    action: 'participant.erase',
    target: `participant:${userId}`,
    summary: `Erased a participant's feedback (${feedback}) and announcement read receipts (${announcementReads}) on request`,
  });
  return { feedback, announcementReads };
}
