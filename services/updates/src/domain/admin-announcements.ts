import {
  adminAnnouncementListQuerySchema,
  adminAnnouncementSchema,
  announcementMessages,
  audiencePreviewRequestSchema,
  type AdminAnnouncement,
  type AdminAnnouncementList,
  type AnnouncementSaved,
  type AnnouncementUpdate,
  type Audience,
  type AudiencePreview,
  type announcementInputSchema,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { z } from 'zod';
import type { AnnouncementRecord, AnnouncementSettings } from '../data-access/announcement.repository.js';
import { emailParticipants } from './announcement-emails.js';
import { publish, recordRecipients, resolveRecipients, type PublishDeps } from './announcement-publishing.js';
import { previewAudience, type AudienceMember } from './audiences.js';
import { listedEdition } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

const toAdminAnnouncement = (record: AnnouncementRecord, recipients: number | null = null): AdminAnnouncement =>
  adminAnnouncementSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    emailedAt: record.emailedAt?.toISOString() ?? null,
    publishAt: record.publishAt?.toISOString() ?? null,
    publishedAt: record.publishedAt?.toISOString() ?? null,
    recipients,
  });

/** One edition's announcements (blank: the current one), newest first, each with how many it reached when it has an audience. */
export async function listAdminAnnouncements(
  domain: Pick<UpdatesDomain, 'announcements' | 'edition' | 'logger'>,
  query: z.output<typeof adminAnnouncementListQuerySchema>,
): Promise<AdminAnnouncementList> {
  const { year } = await listedEdition(domain, query.year);
  const records = await domain.announcements.listOfEdition(year);
  const counted = records.filter((record) => record.audience.kind !== 'everyone' && record.publishedAt);
  const counts = await domain.announcements.recipients.countsOf(counted.map(({ id }) => id));
  return { announcements: records.map((record) => toAdminAnnouncement(record, counted.includes(record) ? (counts.get(record.id) ?? 0) : null)) };
}

/** "Will reach N people": the audience resolved now in the edition (blank: the current one). */
export async function previewAnnouncementAudience(domain: PublishDeps, input: z.output<typeof audiencePreviewRequestSchema>): Promise<AudiencePreview> {
  const edition = await listedEdition(domain, input.year);
  return previewAudience(domain, input.audience, edition, announcementMessages.audienceUnavailable);
}

type SaveAnnouncementDeps = PublishDeps & Pick<UpdatesDomain, 'logger'>;

function scheduledTime(publishAt: string | null, now: Date): Date | null {
  if (publishAt === null) return null;
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) throw AppError.badRequest(announcementMessages.publishAtPast, { publishAt: announcementMessages.publishAtPast });
  return at;
}

async function auditEmail(domain: Pick<UpdatesDomain, 'audit'>, actorId: string, record: AnnouncementRecord, added: number): Promise<void> {
  await domain.audit.record({ actorId, action: 'announcement.email', target: `announcement:${record.id}`, summary: `Emailed "${record.title}" to ${added} participants` });
}

/**
 * Saves the announcement, then publishes it at once or leaves it to its time. Its audience (and,
 * when the organizer asks for an email, the accounts to email) is read before anything is saved,
 * so an unreachable auth or participant service changes nothing.
 */
export async function createAnnouncement(domain: SaveAnnouncementDeps, actorId: string, input: z.output<typeof announcementInputSchema>): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, year: postedTo, audience, publishAt, pinned, ...fields } = input;
  const { year, currentYear } = await listedEdition(domain, postedTo);
  if (year > currentYear) throw AppError.badRequest(announcementMessages.noFutureEdition, { year: announcementMessages.noFutureEdition });
  const at = scheduledTime(publishAt, domain.now());
  const members = at ? null : await resolveRecipients(domain, { audience, year }, asked);
  // The edition is set with the insert and never changes, so no write of it can race another.
  const created = await domain.announcements.insert({ ...fields, year, audience, publishAt: at, pinned, emailOnPublish: asked });
  await domain.audit.record({
    actorId,
    action: 'announcement.create',
    target: `announcement:${created.id}`,
    summary: `Created "${created.title}" (${created.priority}) for the ${year} edition${at ? `, to be published ${at.toISOString()}` : ''}`,
  });
  if (at) return { announcement: toAdminAnnouncement(created), emailsQueued: 0 };
  const saved = await domain.announcementSteps.run(created.id, async () => {
    const current = await domain.announcements.findById(created.id);
    // The scheduled run may have published it first (it resolves the audience itself then).
    if (!current || current.publishedAt) return { announcement: current ?? created, emailsQueued: 0 };
    return publish(domain, current, members);
  });
  if (asked) await auditEmail(domain, actorId, saved.announcement, saved.emailsQueued);
  return { announcement: toAdminAnnouncement(saved.announcement, members && audience.kind !== 'everyone' ? members.length : null), emailsQueued: saved.emailsQueued };
}

const sameAudience = (a: Audience, b: Audience) => JSON.stringify(a) === JSON.stringify(b);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * An edit (fields left out are kept), in the announcement's step queue. Until it is published its
 * audience and schedule may change (a time left empty publishes it now); after, they are fixed.
 * Emailing a published one resolves its audience again (newcomers to it can read it too) and
 * emails those not emailed yet; it does not mark the post edited.
 */
export async function updateAnnouncement(domain: SaveAnnouncementDeps, actorId: string, id: string, update: AnnouncementUpdate): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, audience, publishAt, pinned, ...fields } = update;
  return domain.announcementSteps.run(id, async () => {
    const current = await domain.announcements.findById(id);
    if (!current) throw AppError.notFound(announcementMessages.notFound);
    const published = current.publishedAt !== null;
    const now = domain.now();
    const at = publishAt === undefined ? current.publishAt : publishAt === null ? null : new Date(publishAt);
    if (published && ((audience && !sameAudience(audience, current.audience)) || !sameTime(at, current.publishAt))) {
      const field = audience && !sameAudience(audience, current.audience) ? 'audience' : 'publishAt';
      throw AppError.badRequest(announcementMessages.audienceFixedOnceSent, { [field]: announcementMessages.audienceFixedOnceSent });
    }
    // A new time must be ahead; one kept as it was may have come already (the next run publishes it).
    if (!published && publishAt && !sameTime(at, current.publishAt)) scheduledTime(publishAt, now);
    const settings: Partial<AnnouncementSettings> = {
      ...(pinned !== undefined && pinned !== current.pinned ? { pinned } : {}),
      ...(!published && audience && !sameAudience(audience, current.audience) ? { audience } : {}),
      ...(!published && !sameTime(at, current.publishAt) ? { publishAt: at } : {}),
      ...(!published && asked !== undefined && asked !== current.emailOnPublish ? { emailOnPublish: asked } : {}),
    };
    const next = { ...current, ...fields, ...settings };
    const publishesNow = !published && (next.publishAt === null || next.publishAt.getTime() <= now.getTime());
    // Read before anything is saved: an unreachable auth or participant service changes nothing.
    let members: AudienceMember[] | null = null;
    if (publishesNow) members = await resolveRecipients(domain, next, next.emailOnPublish);
    else if (published && asked) members = await resolveRecipients(domain, next, true);
    const changes = { ...fields, ...settings };
    const changed = Object.keys(changes);
    const saved = changed.length > 0 ? await domain.announcements.update(id, changes) : current;
    if (!saved) throw AppError.notFound(announcementMessages.notFound);
    if (changed.length > 0) {
      await domain.audit.record({ actorId, action: 'announcement.update', target: `announcement:${id}`, summary: `Updated "${saved.title}": ${changed.join(', ')}` });
    }
    if (publishesNow) {
      const result = await publish(domain, saved, members);
      if (saved.emailOnPublish) await auditEmail(domain, actorId, saved, result.emailsQueued);
      return { announcement: toAdminAnnouncement(result.announcement), emailsQueued: result.emailsQueued };
    }
    if (!published || !asked || !members) return { announcement: toAdminAnnouncement(saved), emailsQueued: 0 };
    await recordRecipients(domain, saved, members, now);
    const { emailed, added } = await emailParticipants(domain, saved, members);
    await auditEmail(domain, actorId, emailed, added);
    return { announcement: toAdminAnnouncement(emailed), emailsQueued: added };
  });
}

export async function deleteAnnouncement(domain: Pick<UpdatesDomain, 'announcements' | 'announcementSteps' | 'audit'>, actorId: string, id: string): Promise<void> {
  const deleted = await domain.announcementSteps.run(id, () => domain.announcements.delete(id));
  if (!deleted) throw AppError.notFound(announcementMessages.notFound);
  // Its read receipts and recipients say nothing once it is gone; they are personal data, so they go too.
  await domain.announcements.reads.deleteByAnnouncement(id);
  await domain.announcements.recipients.deleteByAnnouncement(id);
  await domain.audit.record({ actorId, action: 'announcement.delete', target: `announcement:${id}`, summary: `Deleted "${deleted.title}"` });
}
