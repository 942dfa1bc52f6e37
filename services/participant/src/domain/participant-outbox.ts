import type { EmailOutboxStore } from '@trek/service-kit';
import type { LegacyAnnouncementEmailRepository } from '../data-access/legacy-announcement-email.repository.js';
import type { ParticipantRepository } from '../data-access/participant.repository.js';
import { announcementJobId } from './announcement-emails.js';
import { transferNoticeEmail } from './transfer.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OutboxRecovery {
  participants: ParticipantRepository;
  legacyAnnouncementEmails: LegacyAnnouncementEmailRepository;
  store: EmailOutboxStore;
  now: Date;
}

/**
 * Runs at start-up, before the service takes requests. A transfer commits with its claim, which
 * keeps the organizers' notice, then owes it: a crash between the two would leave it unowed, so the
 * notices of the last day's transfers are owed again (those already owed or sent are skipped by job
 * id). Announcement emails older versions still owed from their own collection move to the outbox.
 */
export async function recoverOwedEmails({ participants, legacyAnnouncementEmails, store, now }: OutboxRecovery): Promise<void> {
  const notices = await participants.transferNoticesSince(new Date(now.getTime() - RECOVERY_WINDOW_MS));
  await store.owe(notices.map(transferNoticeEmail), now);
  const legacy = await legacyAnnouncementEmails.notQueued();
  await store.owe(
    legacy.map(({ announcementId, userId, email }) => ({ jobId: announcementJobId(announcementId, userId), email })),
    now,
  );
  await legacyAnnouncementEmails.forget(legacy);
}
