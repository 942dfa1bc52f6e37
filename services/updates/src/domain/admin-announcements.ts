import {
  adminAnnouncementListQuerySchema,
  adminAnnouncementSchema,
  announcementMessages,
  type AdminAnnouncement,
  type AdminAnnouncementList,
  type Account,
  type AnnouncementSaved,
  type AnnouncementUpdate,
  type announcementInputSchema,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { z } from 'zod';
import { emailParticipants } from './announcement-emails.js';
import { announcementsOfEdition, withEditions, type EditionAnnouncement } from './announcements.js';
import { membersOfEdition } from './edition-membership.js';
import { listedEdition } from './participant-accounts.js';
import type { ParticipantDomain } from './participant-context.js';

const toAdminAnnouncement = (record: EditionAnnouncement): AdminAnnouncement =>
  adminAnnouncementSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    emailedAt: record.emailedAt?.toISOString() ?? null,
  });

type ListAdminAnnouncementsDeps = Pick<ParticipantDomain, 'announcements' | 'pastEditions' | 'edition' | 'logger'>;

/** One edition's announcements (blank: the current one), newest first. */
export async function listAdminAnnouncements(domain: ListAdminAnnouncementsDeps, query: z.output<typeof adminAnnouncementListQuerySchema>): Promise<AdminAnnouncementList> {
  const { year, currentYear } = await listedEdition(domain, query.year);
  return { announcements: (await announcementsOfEdition(domain, year, currentYear)).map(toAdminAnnouncement) };
}

/**
 * The recipients are read before anything is saved, so an unreachable auth service changes nothing.
 * Those who transferred their spot away are not on the trek any more: only current holders are emailed.
 */
async function recipientsIfAsked(domain: Pick<ParticipantDomain, 'authAccounts' | 'spots'>, asked: boolean | undefined, organizerToken: string): Promise<Account[] | null> {
  if (!asked) return null;
  try {
    const [accounts, formerHolders] = await Promise.all([domain.authAccounts.listParticipantAccounts(organizerToken), domain.spots.formerHolders()]);
    return accounts.filter((account) => !formerHolders.has(account.id));
  } catch (error) {
    if (error instanceof AppError && error.status === 503) throw AppError.unavailable(announcementMessages.emailAccountsUnavailable);
    throw error;
  }
}

type BroadcastDeps = Pick<
  ParticipantDomain,
  'announcements' | 'participantEditions' | 'pastEditions' | 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now' | 'logger'
>;

/** Emails the announcement to its own edition's participants (erased people left out). */
async function broadcast(domain: BroadcastDeps, actorId: string, record: EditionAnnouncement, accounts: Account[], currentYear: number): Promise<AnnouncementSaved> {
  const { emailed, added } = await emailParticipants(domain, record, await membersOfEdition(domain, accounts, record.year, currentYear));
  await domain.audit.record({ actorId, action: 'announcement.email', target: `announcement:${record.id}`, summary: `Emailed "${record.title}" to ${added} participants` });
  return { announcement: toAdminAnnouncement({ ...emailed, year: record.year }), emailsQueued: added };
}

type CreateAnnouncementDeps = BroadcastDeps & Pick<ParticipantDomain, 'authAccounts' | 'spots' | 'edition'>;

export async function createAnnouncement(
  domain: CreateAnnouncementDeps,
  actorId: string,
  input: z.output<typeof announcementInputSchema>,
  organizerToken: string,
): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, year: postedTo, ...fields } = input;
  const { year, currentYear } = await listedEdition(domain, postedTo);
  if (year > currentYear) throw AppError.badRequest(announcementMessages.noFutureEdition, { year: announcementMessages.noFutureEdition });
  const recipients = await recipientsIfAsked(domain, asked, organizerToken);
  // The edition is set with the insert and never changes, so no write of it can race another.
  const created = { ...(await domain.announcements.insert({ ...fields, year })), year };
  await domain.audit.record({
    actorId,
    action: 'announcement.create',
    target: `announcement:${created.id}`,
    summary: `Created "${created.title}" (${created.priority}) for the ${year} edition`,
  });
  return recipients ? broadcast(domain, actorId, created, recipients, currentYear) : { announcement: toAdminAnnouncement(created), emailsQueued: 0 };
}

type UpdateAnnouncementDeps = CreateAnnouncementDeps;

export async function updateAnnouncement(
  domain: UpdateAnnouncementDeps,
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
  const { year: currentYear } = await listedEdition(domain, undefined);
  const [updated] = (await withEditions(domain, [saved], currentYear)) as [EditionAnnouncement];
  return recipients ? broadcast(domain, actorId, updated, recipients, currentYear) : { announcement: toAdminAnnouncement(updated), emailsQueued: 0 };
}

export async function deleteAnnouncement(domain: Pick<ParticipantDomain, 'announcements' | 'audit'>, actorId: string, id: string): Promise<void> {
  const deleted = await domain.announcements.delete(id);
  if (!deleted) throw AppError.notFound(announcementMessages.notFound);
  // Its read receipts say nothing once it is gone; they are personal data, so they go too.
  await domain.announcements.reads.deleteByAnnouncement(id);
  await domain.audit.record({ actorId, action: 'announcement.delete', target: `announcement:${id}`, summary: `Deleted "${deleted.title}"` });
}
