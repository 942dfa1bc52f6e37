import {
  adminAnnouncementListQuerySchema,
  adminAnnouncementSchema,
  announcementMessages,
  type AdminAnnouncement,
  type AdminAnnouncementList,
  type AnnouncementSaved,
  type AnnouncementUpdate,
  type announcementInputSchema,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { z } from 'zod';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import { emailParticipants } from './announcement-emails.js';
import { listedEdition, membersOfEdition, spotHolders, withPeople, type Member } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

const toAdminAnnouncement = (record: AnnouncementRecord): AdminAnnouncement =>
  adminAnnouncementSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    emailedAt: record.emailedAt?.toISOString() ?? null,
  });

/** One edition's announcements (blank: the current one), newest first. */
export async function listAdminAnnouncements(
  domain: Pick<UpdatesDomain, 'announcements' | 'edition' | 'logger'>,
  query: z.output<typeof adminAnnouncementListQuerySchema>,
): Promise<AdminAnnouncementList> {
  const { year } = await listedEdition(domain, query.year);
  return { announcements: (await domain.announcements.listOfEdition(year)).map(toAdminAnnouncement) };
}

type RecipientsDeps = Pick<UpdatesDomain, 'listParticipantAccounts' | 'participants'>;

/**
 * The recipients are read before anything is saved, so an unreachable auth or participant service
 * changes nothing. Those who transferred their spot away are not on the trek any more: only current
 * holders are emailed.
 */
async function recipientsIfAsked(domain: RecipientsDeps, asked: boolean | undefined, organizerToken: string): Promise<Member[] | null> {
  if (!asked) return null;
  try {
    return spotHolders(await withPeople(domain, await domain.listParticipantAccounts(organizerToken), announcementMessages.emailAccountsUnavailable));
  } catch (error) {
    if (error instanceof AppError && error.status === 503) throw AppError.unavailable(announcementMessages.emailAccountsUnavailable);
    throw error;
  }
}

type BroadcastDeps = Pick<UpdatesDomain, 'announcements' | 'pastEditions' | 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now' | 'logger'>;

/** Emails the announcement to its own edition's participants (erased people left out). */
async function broadcast(domain: BroadcastDeps, actorId: string, record: AnnouncementRecord, recipients: Member[], currentYear: number): Promise<AnnouncementSaved> {
  const members = await membersOfEdition(domain, recipients, { year: record.year, currentYear });
  const { emailed, added } = await emailParticipants(domain, record, members.map(({ account }) => account));
  await domain.audit.record({ actorId, action: 'announcement.email', target: `announcement:${record.id}`, summary: `Emailed "${record.title}" to ${added} participants` });
  return { announcement: toAdminAnnouncement(emailed), emailsQueued: added };
}

type SaveAnnouncementDeps = BroadcastDeps & RecipientsDeps & Pick<UpdatesDomain, 'edition'>;

export async function createAnnouncement(
  domain: SaveAnnouncementDeps,
  actorId: string,
  input: z.output<typeof announcementInputSchema>,
  organizerToken: string,
): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, year: postedTo, ...fields } = input;
  const { year, currentYear } = await listedEdition(domain, postedTo);
  if (year > currentYear) throw AppError.badRequest(announcementMessages.noFutureEdition, { year: announcementMessages.noFutureEdition });
  const recipients = await recipientsIfAsked(domain, asked, organizerToken);
  // The edition is set with the insert and never changes, so no write of it can race another.
  const created = await domain.announcements.insert({ ...fields, year });
  await domain.audit.record({
    actorId,
    action: 'announcement.create',
    target: `announcement:${created.id}`,
    summary: `Created "${created.title}" (${created.priority}) for the ${year} edition`,
  });
  return recipients ? broadcast(domain, actorId, created, recipients, currentYear) : { announcement: toAdminAnnouncement(created), emailsQueued: 0 };
}

export async function updateAnnouncement(
  domain: SaveAnnouncementDeps,
  actorId: string,
  id: string,
  update: AnnouncementUpdate,
  organizerToken: string,
): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, ...changes } = update;
  const current = await domain.announcements.findById(id);
  if (!current) throw AppError.notFound(announcementMessages.notFound);
  if (asked && (changes.priority ?? current.priority) !== 'urgent') {
    throw AppError.badRequest(announcementMessages.emailUrgentOnly, { emailParticipants: announcementMessages.emailUrgentOnly });
  }
  const recipients = await recipientsIfAsked(domain, asked, organizerToken);
  const changed = Object.keys(changes);
  const saved = changed.length > 0 ? await domain.announcements.update(id, changes) : current;
  if (!saved) throw AppError.notFound(announcementMessages.notFound);
  if (changed.length > 0) {
    await domain.audit.record({ actorId, action: 'announcement.update', target: `announcement:${id}`, summary: `Updated "${saved.title}": ${changed.join(', ')}` });
  }
  if (!recipients) return { announcement: toAdminAnnouncement(saved), emailsQueued: 0 };
  const { currentYear } = await listedEdition(domain, undefined);
  return broadcast(domain, actorId, saved, recipients, currentYear);
}

export async function deleteAnnouncement(domain: Pick<UpdatesDomain, 'announcements' | 'audit'>, actorId: string, id: string): Promise<void> {
  const deleted = await domain.announcements.delete(id);
  if (!deleted) throw AppError.notFound(announcementMessages.notFound);
  // Its read receipts say nothing once it is gone; they are personal data, so they go too.
  await domain.announcements.reads.deleteByAnnouncement(id);
  await domain.audit.record({ actorId, action: 'announcement.delete', target: `announcement:${id}`, summary: `Deleted "${deleted.title}"` });
}
