import type { EmailOutboxStore } from '@trek/service-kit';
import type { FeedbackRepository } from '../data-access/feedback.repository.js';
import type { LegacyAnnouncementEmailRepository } from '../data-access/legacy-announcement-email.repository.js';
import type { ParticipantRepository } from '../data-access/participant.repository.js';
import type { SpotRepository } from '../data-access/spot.repository.js';
import { announcementJobId } from './announcement-emails.js';
import { feedbackReceivedNotice, logisticsFinalisedNotice } from './organizer-notices.js';
import type { ParticipantDomain } from './participant-context.js';
import { transferNoticeEmail } from './transfer.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OutboxRecovery {
  participants: ParticipantRepository;
  spots: SpotRepository;
  feedback: FeedbackRepository;
  /** What the organizer notices are built from. */
  notices: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>;
  legacyAnnouncementEmails: LegacyAnnouncementEmailRepository;
  store: EmailOutboxStore;
  now: Date;
}

/**
 * Runs at start-up, before the service takes requests. A transfer, a feedback message and a final
 * logistics submission are stored first and their organizer notices owed after: a crash between the
 * two would leave a notice unowed, so the notices of the last day's events are owed again (those
 * already owed or sent are skipped by job id). Announcement emails older versions still owed from
 * their own collection move to the outbox.
 */
export async function recoverOwedEmails({ participants, spots, feedback, notices, legacyAnnouncementEmails, store, now }: OutboxRecovery): Promise<void> {
  const since = new Date(now.getTime() - RECOVERY_WINDOW_MS);
  const transfers = await spots.transferNoticesSince(since);
  await store.owe(transfers.flatMap((claim) => transferNoticeEmail(claim) ?? []), now);
  await store.owe(await feedbackNoticesSince({ participants, feedback, notices }, since), now);
  const finalised = await participants.logisticsSubmittedSince(since);
  await store.owe(finalised.map((record) => logisticsFinalisedNotice(notices, record)), now);
  const legacy = await legacyAnnouncementEmails.notQueued();
  await store.owe(
    legacy.map(({ announcementId, userId, email }) => ({ jobId: announcementJobId(announcementId, userId), email })),
    now,
  );
  await legacyAnnouncementEmails.forget(legacy);
}

async function feedbackNoticesSince({ participants, feedback, notices }: Pick<OutboxRecovery, 'participants' | 'feedback' | 'notices'>, since: Date) {
  const sent = await feedback.createdSince(since);
  const authors = new Map((await participants.findByUserIds([...new Set(sent.map(({ userId }) => userId))])).map((record) => [record.userId, record]));
  return sent.map((message) => feedbackReceivedNotice(notices, authors.get(message.userId), message));
}
