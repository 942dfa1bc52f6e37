import type { Account, EmailJob } from '@trek/contracts';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import type { ParticipantDomain } from './participant-context.js';

export const announcementJobId = (announcementId: string, userId: string) => `announcement-${announcementId}-${userId}`;

/**
 * The email about an announcement: its title, text, attachment names and where to read it. A
 * reminder goes to those who have not read it yet (see announcement-reads.ts).
 */
export function announcementEmail(announcement: AnnouncementRecord, to: string, publicSiteUrl: string, { reminder = false } = {}): EmailJob {
  const lines = [announcement.title, '', announcement.content];
  if (announcement.attachments.length > 0) {
    lines.push('', 'Attachments (in the portal):', ...announcement.attachments.map((attachment) => `- ${attachment.fileName}`));
  }
  lines.push('', `Read it in the participant portal: ${publicSiteUrl}/participant/dashboard#announcements`);
  return { kind: 'announcement', to: [to], subject: `Mexico Trek (${reminder ? 'urgent, not read yet' : 'urgent'}): ${announcement.title}`.slice(0, 300), text: lines.join('\n') };
}

/**
 * Owes one email per enabled participant account in the outbox (MongoDB), then wakes the relay.
 * Answers the announcement as marked emailed and how many emails were newly owed: a participant
 * already emailed about it is not emailed again (the job id is per announcement and participant).
 */
export async function emailParticipants(
  domain: ParticipantDomain,
  announcement: AnnouncementRecord,
  accounts: Account[],
): Promise<{ emailed: AnnouncementRecord; added: number }> {
  const now = domain.now();
  const owed = accounts
    .filter((account) => !account.disabled)
    .map((account) => ({ jobId: announcementJobId(announcement.id, account.id), email: announcementEmail(announcement, account.email, domain.publicSiteUrl) }));
  const added = await domain.emailOutbox.owe(owed, now);
  const emailed = (await domain.announcements.markEmailed(announcement.id, now)) ?? announcement;
  void domain.relay.run();
  return { emailed, added };
}
