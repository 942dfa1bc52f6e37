import {
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
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import { emailParticipants } from './announcement-emails.js';
import type { ParticipantDomain } from './participant-context.js';

const toAdminAnnouncement = (record: AnnouncementRecord): AdminAnnouncement =>
  adminAnnouncementSchema.parse({
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    emailedAt: record.emailedAt?.toISOString() ?? null,
  });

export async function listAdminAnnouncements(domain: Pick<ParticipantDomain, 'announcements'>): Promise<AdminAnnouncementList> {
  return { announcements: (await domain.announcements.listNewestFirst()).map(toAdminAnnouncement) };
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

type BroadcastDeps = Pick<ParticipantDomain, 'announcements' | 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now'>;

async function broadcast(domain: BroadcastDeps, actorId: string, record: AnnouncementRecord, accounts: Account[]): Promise<AnnouncementSaved> {
  const { emailed, added } = await emailParticipants(domain, record, accounts);
  await domain.audit.record({ actorId, action: 'announcement.email', target: `announcement:${record.id}`, summary: `Emailed "${record.title}" to ${added} participants` });
  return { announcement: toAdminAnnouncement(emailed), emailsQueued: added };
}

type CreateAnnouncementDeps = Pick<ParticipantDomain, 'announcements' | 'emailOutbox' | 'relay' | 'audit' | 'authAccounts' | 'spots' | 'publicSiteUrl' | 'now'>;

export async function createAnnouncement(
  domain: CreateAnnouncementDeps,
  actorId: string,
  input: z.output<typeof announcementInputSchema>,
  organizerToken: string,
): Promise<AnnouncementSaved> {
  const { emailParticipants: asked, ...fields } = input;
  const recipients = await recipientsIfAsked(domain, asked, organizerToken);
  const created = await domain.announcements.insert(fields);
  await domain.audit.record({ actorId, action: 'announcement.create', target: `announcement:${created.id}`, summary: `Created "${created.title}" (${created.priority})` });
  return recipients ? broadcast(domain, actorId, created, recipients) : { announcement: toAdminAnnouncement(created), emailsQueued: 0 };
}

type UpdateAnnouncementDeps = Pick<ParticipantDomain, 'announcements' | 'emailOutbox' | 'relay' | 'audit' | 'authAccounts' | 'spots' | 'publicSiteUrl' | 'now'>;

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
  const updated = changed.length > 0 ? await domain.announcements.update(id, changes) : current;
  if (!updated) throw AppError.notFound(announcementMessages.notFound);
  if (changed.length > 0) {
    await domain.audit.record({ actorId, action: 'announcement.update', target: `announcement:${id}`, summary: `Updated "${updated.title}": ${changed.join(', ')}` });
  }
  return recipients ? broadcast(domain, actorId, updated, recipients) : { announcement: toAdminAnnouncement(updated), emailsQueued: 0 };
}

export async function deleteAnnouncement(domain: Pick<ParticipantDomain, 'announcements' | 'audit'>, actorId: string, id: string): Promise<void> {
  const deleted = await domain.announcements.delete(id);
  if (!deleted) throw AppError.notFound(announcementMessages.notFound);
  // Its read receipts say nothing once it is gone; they are personal data, so they go too.
  await domain.announcements.reads.deleteByAnnouncement(id);
  await domain.audit.record({ actorId, action: 'announcement.delete', target: `announcement:${id}`, summary: `Deleted "${deleted.title}"` });
}
