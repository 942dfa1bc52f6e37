import { announcementMessages } from '@trek/contracts';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import { emailParticipants } from './announcement-emails.js';
import { audienceMembers, type AudienceDeps, type AudienceMember } from './audiences.js';
import { listedEdition } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

export type PublishDeps = AudienceDeps &
  Pick<UpdatesDomain, 'announcements' | 'announcementSteps' | 'edition' | 'emailOutbox' | 'relay' | 'publicSiteUrl' | 'audit' | 'now'>;

/**
 * Who an announcement reaches now: null when nobody needs the list (everyone, and no email), as
 * the edition itself says who reads it then. 503 (nothing done) when the people cannot be read.
 */
export async function resolveRecipients(domain: PublishDeps, record: Pick<AnnouncementRecord, 'audience' | 'year'>, forEmail: boolean): Promise<AudienceMember[] | null> {
  if (record.audience.kind === 'everyone' && !forEmail) return null;
  const { currentYear } = await listedEdition(domain, undefined);
  const unavailable = forEmail ? announcementMessages.emailAccountsUnavailable : announcementMessages.audienceUnavailable;
  return audienceMembers(domain, record.audience, { year: record.year, currentYear }, unavailable);
}

/**
 * Records who an announcement with an audience reaches (insert-only, once each), so that they
 * can read it; an announcement for everyone needs no list.
 */
export async function recordRecipients(domain: Pick<UpdatesDomain, 'announcements'>, record: AnnouncementRecord, members: readonly AudienceMember[] | null, at: Date): Promise<void> {
  if (record.audience.kind === 'everyone' || !members) return;
  await domain.announcements.recipients.add(record.id, members.map(({ userId }) => userId), at);
}

/**
 * Publishes an announcement (in its step queue, with its audience resolved just before): its
 * recipients recorded first, then emailed when the organizer asked, then the "published" mark,
 * so a crash before the mark leaves it due and the next run finishes it (recipients and emails
 * are recorded once each). Answers it as published and how many emails were newly owed.
 */
export async function publish(domain: PublishDeps, record: AnnouncementRecord, members: AudienceMember[] | null): Promise<{ announcement: AnnouncementRecord; emailsQueued: number }> {
  const now = domain.now();
  await recordRecipients(domain, record, members, now);
  let emailsQueued = 0;
  if (record.emailOnPublish && members) emailsQueued = (await emailParticipants(domain, record, members)).added;
  const published = (await domain.announcements.markPublished(record.id, now)) ?? record;
  return { announcement: published, emailsQueued };
}

const SCHEDULE_ACTOR = { actorId: 'schedule', actorName: 'Schedule' } as const;

/**
 * Publishes every scheduled announcement whose time has come (and one a crash left unfinished),
 * each at most once: run every ANNOUNCEMENT_PUBLISH_INTERVAL_MS and at start-up, from the
 * schedule kept in MongoDB, so a restart loses none. One that cannot be resolved now (auth or the
 * participant service down) stays due for the next run. Answers how many were published.
 */
export async function publishDueAnnouncements(domain: PublishDeps & Pick<UpdatesDomain, 'logger'>): Promise<number> {
  let published = 0;
  for (const due of await domain.announcements.listDue(domain.now())) {
    try {
      await domain.announcementSteps.run(due.id, async () => {
        const record = await domain.announcements.findById(due.id);
        if (!record || record.publishedAt || (record.publishAt && record.publishAt > domain.now())) return;
        const { emailsQueued } = await publish(domain, record, await resolveRecipients(domain, record, record.emailOnPublish));
        published += 1;
        await domain.audit.record({
          ...SCHEDULE_ACTOR,
          action: 'announcement.publish',
          target: `announcement:${record.id}`,
          summary: `Published "${record.title}" at its scheduled time${record.emailOnPublish ? ` and emailed ${emailsQueued} participants` : ''}`,
        });
      });
    } catch (error) {
      domain.logger.warn({ err: error, announcementId: due.id }, 'a scheduled announcement was not published yet; the next run tries again');
    }
  }
  return published;
}
