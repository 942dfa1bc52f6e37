import type { ErasedUpdates } from '@trek/contracts';
import type { AuthContext } from '@trek/service-kit';
import type { UpdatesDomain } from './updates-context.js';

/**
 * An erasure on request (the participant service asks, with the organizer's token): every feedback
 * message the person sent with the organizers' answers to it, and every read receipt of theirs. Idempotent; audited with the counts only.
 */
export async function erasePersonUpdates(domain: Pick<UpdatesDomain, 'feedback' | 'feedbackReplies' | 'announcements' | 'audit'>, organizer: Pick<AuthContext, 'userId'>, userId: string): Promise<ErasedUpdates> {
  // The answers first: a crash in between leaves none without their feedback, and a retry finishes.
  await domain.feedbackReplies.deleteByFeedbackUser(userId);
  const feedback = await domain.feedback.deleteByUser(userId);
  const announcementReads = await domain.announcements.reads.deleteByUser(userId);
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'participant.erase',
    target: `participant:${userId}`,
    summary: `Erased a participant's feedback (${feedback}) and announcement read receipts (${announcementReads}) on request`,
  });
  return { feedback, announcementReads };
}
