import type { Account, EmailJob } from '@trek/contracts';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import type { ParticipantDomain } from './participant-context.js';

const announcementJobId = (announcementId: string, userId: string) => `announcement-${announcementId}-${userId}`;

/** The email about an announcement: its title, text, attachment names and where to read it. */
function announcementEmail(announcement: AnnouncementRecord, to: string, publicSiteUrl: string): EmailJob {
  const lines = [announcement.title, '', announcement.content];
  if (announcement.attachments.length > 0) {
    lines.push('', 'Attachments (in the portal):', ...announcement.attachments.map((attachment) => `- ${attachment.fileName}`));
  }
  lines.push('', `Read it in the participant portal: ${publicSiteUrl}/participant/dashboard`);
  return { kind: 'announcement', to: [to], subject: `Mexico Trek (urgent): ${announcement.title}`.slice(0, 300), text: lines.join('\n') };
}

/**
 * Records one email per enabled participant account (the outbox, in MongoDB), then queues them.
 * Answers the announcement as marked emailed and how many emails were newly owed: a participant
 * already emailed about it is not emailed again.
 */
export async function emailParticipants(
  domain: ParticipantDomain,
  announcement: AnnouncementRecord,
  accounts: Account[],
): Promise<{ emailed: AnnouncementRecord; added: number }> {
  const now = domain.now();
  const owed = accounts
    .filter((account) => !account.disabled)
    .map((account) => ({ announcementId: announcement.id, userId: account.id, email: announcementEmail(announcement, account.email, domain.publicSiteUrl) }));
  const added = await domain.announcementEmails.owe(owed, now);
  const emailed = (await domain.announcements.markEmailed(announcement.id, now)) ?? announcement;
  await queuePendingAnnouncementEmails(domain);
  return { emailed, added };
}

/**
 * Puts owed announcement emails on the queue. Runs after each broadcast and on the relay's timer,
 * so emails owed while Redis was away go out once it is back; the job id makes a repeat harmless.
 */
export async function queuePendingAnnouncementEmails(domain: ParticipantDomain): Promise<void> {
  try {
    for (const pending of await domain.announcementEmails.pending()) {
      await domain.outbox.send(announcementJobId(pending.announcementId, pending.userId), pending.email);
      await domain.announcementEmails.markQueued(pending.announcementId, pending.userId);
    }
  } catch (error) {
    domain.logger.error({ err: error }, 'announcement emails could not be queued; they will be retried');
  }
}
