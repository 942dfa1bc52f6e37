import type { ByLanguage, EmailJob, Language } from '@trek/contracts';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import type { AudienceMember } from './audiences.js';
import type { UpdatesDomain } from './updates-context.js';

export const announcementJobId = (announcementId: string, userId: string) => `announcement-${announcementId}-${userId}`;

const WORDS: ByLanguage<{ urgent: string; notReadYet: string; attachments: string; readIt: string }> = {
  en: { urgent: 'urgent', notReadYet: 'urgent, not read yet', attachments: 'Attachments (in the portal):', readIt: 'Read it in the participant portal' },
  es: { urgent: 'urgente', notReadYet: 'urgente, aún sin leer', attachments: 'Archivos adjuntos (en el portal):', readIt: 'Léelo en el portal de participantes' },
};

/**
 * The email about an announcement, in the participant's language: its title, text (as the
 * organizers wrote them), attachment names and where to read it. A reminder goes to those who
 * have not read it yet (see announcement-reads.ts).
 */
export function announcementEmail(
  announcement: AnnouncementRecord,
  to: { email: string; language: Language },
  publicSiteUrl: string,
  { reminder = false } = {},
): EmailJob {
  const words = WORDS[to.language];
  const lines = [announcement.title, '', announcement.content];
  if (announcement.attachments.length > 0) {
    lines.push('', words.attachments, ...announcement.attachments.map((attachment) => `- ${attachment.fileName}`));
  }
  lines.push('', `${words.readIt}: ${publicSiteUrl}/participant/dashboard#announcements`);
  return {
    kind: 'announcement',
    to: [to.email],
    subject: `Mexico Trek${reminder ? ` (${words.notReadYet})` : announcement.priority === 'urgent' ? ` (${words.urgent})` : ''}: ${announcement.title}`.slice(0, 300),
    text: lines.join('\n'),
  };
}

type EmailParticipantsDeps = Pick<UpdatesDomain, 'announcements' | 'emailOutbox' | 'relay' | 'publicSiteUrl' | 'now'>;

/**
 * Owes one email per member of its audience in the outbox (MongoDB), then wakes the relay.
 * Answers the announcement as marked emailed (not edited) and how many emails were newly owed: a
 * participant already emailed about it is not emailed again (the job id is per announcement and participant).
 */
export async function emailParticipants(
  domain: EmailParticipantsDeps,
  announcement: AnnouncementRecord,
  recipients: readonly Pick<AudienceMember, 'userId' | 'email' | 'language'>[],
): Promise<{ emailed: AnnouncementRecord; added: number }> {
  const now = domain.now();
  const owed = recipients.map((recipient) => ({
    jobId: announcementJobId(announcement.id, recipient.userId),
    email: announcementEmail(announcement, recipient, domain.publicSiteUrl),
  }));
  const added = await domain.emailOutbox.owe(owed, now);
  const emailed = (await domain.announcements.markEmailed(announcement.id, now)) ?? announcement;
  void domain.relay.run();
  return { emailed, added };
}
