import {
  adminOverviewMessages,
  announcementMessages,
  DEFAULT_LANGUAGE,
  type AnnouncementReadDetail,
  type AnnouncementReadSummary,
  type AnnouncementReceipt,
  type Language,
  type MyData,
  type UnreadEmailResult,
} from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import type { AnnouncementReadRecord } from '../data-access/announcement-read.repository.js';
import { announcementEmail } from './announcement-emails.js';
import { visibleAnnouncementOr404 } from './announcements.js';
import { listedEdition, membersOfEdition, spotHolders, withPeople } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

async function announcementOr404(domain: Pick<UpdatesDomain, 'announcements'>, id: string): Promise<AnnouncementRecord> {
  const announcement = await domain.announcements.findById(id);
  if (!announcement) throw AppError.notFound(announcementMessages.notFound);
  return announcement;
}

/**
 * The caller's portal showed them the announcement: recorded once per announcement and participant
 * (the unique index keeps the first of two at once), the first time kept. One not meant for them
 * (another edition's, not published yet, or for an audience they are not in) is 404.
 */
export async function recordAnnouncementRead(
  domain: Pick<UpdatesDomain, 'announcements' | 'participants' | 'now'>,
  userId: string,
  announcementId: string,
): Promise<{ receipt: AnnouncementReceipt; created: boolean }> {
  await visibleAnnouncementOr404(domain, userId, announcementId);
  const { receipt, created } = await domain.announcements.reads.record({ announcementId, userId, readAt: domain.now() });
  return { receipt: { announcementId, readAt: receipt.readAt.toISOString() }, created };
}

/** Someone counted in "Read by N of M". */
interface Reader {
  userId: string;
  name: string;
  email: string;
  /** The language of the emails they get. */
  language: Language;
}

type CurrentParticipantsDeps = Pick<UpdatesDomain, 'participants' | 'pastEditions' | 'listParticipantAccounts' | 'edition' | 'logger'>;

/**
 * Who counts: enabled participant accounts (auth) of the current edition (`membersOfEdition`)
 * who hold their spot (one who transferred it away is no longer on the trek). Erased accounts are
 * disabled, so they do not count.
 */
async function currentParticipants(domain: CurrentParticipantsDeps, organizerToken: string, accountsUnavailable?: string): Promise<Reader[]> {
  const readAccounts = domain.listParticipantAccounts(organizerToken).catch((error: unknown) => {
    if (accountsUnavailable && error instanceof AppError && error.status === 503) throw AppError.unavailable(accountsUnavailable);
    throw error;
  });
  const [accounts, edition] = await Promise.all([readAccounts, listedEdition(domain, undefined)]);
  const members = await withPeople(domain, accounts.filter((account) => !account.disabled), accountsUnavailable ?? adminOverviewMessages.editionUnavailable);
  return spotHolders(await membersOfEdition(domain, members, edition)).map(({ account, person }) => ({
    userId: account.id,
    name: person?.name || account.fullName,
    email: account.email,
    language: account.language ?? DEFAULT_LANGUAGE,
  }));
}

/** The receipts that count: each reader's, by user id. */
function countedReads(readers: Reader[], receipts: AnnouncementReadRecord[]): Map<string, AnnouncementReadRecord[]> {
  const counted = new Set(readers.map((reader) => reader.userId));
  const byUser = new Map<string, AnnouncementReadRecord[]>();
  for (const receipt of receipts) {
    if (!counted.has(receipt.userId)) continue;
    byUser.set(receipt.userId, [...(byUser.get(receipt.userId) ?? []), receipt]);
  }
  return byUser;
}

type ReadersDeps = CurrentParticipantsDeps & Pick<UpdatesDomain, 'announcements'>;

/** Its readers: the edition's participants, or for an audience only those it reached (the rest were never meant to read it). */
const inAudience = (announcement: Pick<AnnouncementRecord, 'audience'>, readers: Reader[], recipients: ReadonlySet<string> | undefined): Reader[] =>
  announcement.audience.kind === 'everyone' ? readers : readers.filter((reader) => recipients?.has(reader.userId) ?? false);

/** "Read by N of M" for every announcement, M its audience among the current participants. */
export async function readSummary(domain: ReadersDeps, organizerToken: string): Promise<AnnouncementReadSummary> {
  const [readers, announcements] = await Promise.all([currentParticipants(domain, organizerToken), domain.announcements.listNewestFirst()]);
  const [receipts, recipients] = await Promise.all([
    domain.announcements.reads.ofUsers(readers.map((reader) => reader.userId)),
    domain.announcements.recipients.recipientsOf(announcements.filter(({ audience }) => audience.kind !== 'everyone').map(({ id }) => id)),
  ]);
  const readBy = new Map<string, Set<string>>();
  for (const [userId, own] of countedReads(readers, receipts)) {
    for (const { announcementId } of own) readBy.set(announcementId, (readBy.get(announcementId) ?? new Set()).add(userId));
  }
  return {
    participants: readers.length,
    announcements: announcements.map((announcement) => {
      const audience = inAudience(announcement, readers, recipients.get(announcement.id));
      const read = readBy.get(announcement.id);
      return { announcementId: announcement.id, readCount: audience.filter((reader) => read?.has(reader.userId)).length, participants: audience.length };
    }),
  };
}

async function readersOf(domain: ReadersDeps, announcement: AnnouncementRecord, organizerToken: string, accountsUnavailable?: string) {
  const announcementId = announcement.id;
  const everyone = await currentParticipants(domain, organizerToken, accountsUnavailable);
  const recipients = announcement.audience.kind === 'everyone' ? undefined : (await domain.announcements.recipients.recipientsOf([announcementId])).get(announcementId);
  const readers = inAudience(announcement, everyone, recipients);
  const counted = countedReads(readers, await domain.announcements.reads.ofAnnouncement(announcementId));
  const readAt = (reader: Reader) => counted.get(reader.userId)?.[0]?.readAt;
  return {
    readers,
    read: readers.flatMap((reader) => {
      const at = readAt(reader);
      return at ? [{ reader, readAt: at }] : [];
    }),
    unread: readers.filter((reader) => !readAt(reader)),
  };
}

const byName = (a: Reader, b: Reader) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email);

/** Who has read one announcement (earliest first, with the time) and who has not (by name, with the email they would be sent). */
export async function readDetail(domain: ReadersDeps, announcementId: string, organizerToken: string): Promise<AnnouncementReadDetail> {
  const announcement = await announcementOr404(domain, announcementId);
  const { readers, read, unread } = await readersOf(domain, announcement, organizerToken);
  return {
    announcementId,
    participants: readers.length,
    read: read
      .sort((a, b) => a.readAt.getTime() - b.readAt.getTime() || byName(a.reader, b.reader))
      .map(({ reader, readAt }) => ({ userId: reader.userId, name: reader.name, readAt: readAt.toISOString() })),
    unread: unread.sort(byName).map(({ userId, name, email }) => ({ userId, name, email })),
  };
}

/**
 * One reminder per announcement, participant and UTC day: asking twice (a double click, two
 * organizers at once) sends nothing more, while a reminder the next day is a new email.
 */
export const unreadReminderJobId = (announcementId: string, userId: string, day: string) => `announcement-unread-${announcementId}-${userId}-${day}`;

type EmailUnreadParticipantsDeps = ReadersDeps & Pick<UpdatesDomain, 'emailOutbox' | 'relay' | 'audit' | 'publicSiteUrl' | 'now'>;

/**
 * Emails an urgent announcement again to the current edition's participants who have not read it:
 * owed through the outbox (the relay queues them, also after a Redis outage), audited with the
 * number newly owed.
 */
export async function emailUnreadParticipants(
  domain: EmailUnreadParticipantsDeps,
  organizer: Pick<AuthContext, 'userId'>,
  announcementId: string,
  organizerToken: string,
): Promise<UnreadEmailResult> {
  const announcement = await announcementOr404(domain, announcementId);
  if (announcement.priority !== 'urgent') throw AppError.badRequest(announcementMessages.emailUrgentOnly);
  const { unread } = await readersOf(domain, announcement, organizerToken, announcementMessages.emailAccountsUnavailable);
  const now = domain.now();
  const day = now.toISOString().slice(0, 10);
  const owed = unread.map((reader) => ({
    jobId: unreadReminderJobId(announcementId, reader.userId, day),
    email: announcementEmail(announcement, reader, domain.publicSiteUrl, { reminder: true }),
  }));
  const added = await domain.emailOutbox.owe(owed, now);
  if (added > 0) await domain.announcements.markEmailed(announcementId, now);
  void domain.relay.run();
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'announcement.email-unread',
    target: `announcement:${announcementId}`,
    summary: `Emailed "${announcement.title}" to ${added} of the ${unread.length} participants who had not read it`,
  });
  return { emailsQueued: added, unread: unread.length };
}

/** A participant's own receipts with the announcements' titles, for their data download. */
export async function ownAnnouncementReads(domain: Pick<UpdatesDomain, 'announcements'>, userId: string): Promise<MyData['announcementReads']> {
  const [receipts, announcements] = await Promise.all([domain.announcements.reads.ofUser(userId), domain.announcements.listNewestFirst()]);
  const titles = new Map(announcements.map((announcement) => [announcement.id, announcement.title]));
  return receipts.map(({ announcementId, readAt }) => ({ announcementId, title: titles.get(announcementId) ?? null, readAt: readAt.toISOString() }));
}
