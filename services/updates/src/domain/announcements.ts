import { announcementMessages, participantAnnouncementOrder, participantAnnouncementSchema, participantMessages, type ParticipantAnnouncement } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import type { UpdatesDomain } from './updates-context.js';

type VisibilityDeps = Pick<UpdatesDomain, 'announcements' | 'participants'>;

/**
 * Whether the participant may see the announcement: it is of their edition, published, and for
 * everyone or recorded as reaching them (resolved when it was published or emailed).
 */
const visibleTo = (record: AnnouncementRecord, year: number, recipientOf: ReadonlySet<string>) =>
  record.year === year && record.publishedAt !== null && (record.audience.kind === 'everyone' || recipientOf.has(record.id));

/**
 * The participant's own edition's announcements that are published and meant for them: pinned
 * first, then urgent, then the rest, newest first within each, each with when the caller read it
 * (null: not yet), so the portal records each read once. A past edition's participants keep
 * reading theirs; the next edition's are not theirs.
 */
export async function listAnnouncements(domain: VisibilityDeps, userId: string): Promise<ParticipantAnnouncement[]> {
  const { year } = await domain.participants.standing(userId, participantMessages.editionUnavailable);
  const [records, receipts, recipientOf] = await Promise.all([domain.announcements.listOfEdition(year), domain.announcements.reads.ofUser(userId), domain.announcements.recipients.announcementsOf(userId)]);
  const readTimes = new Map(receipts.map((receipt) => [receipt.announcementId, receipt.readAt]));
  return participantAnnouncementOrder(
    records
      .filter((record) => visibleTo(record, year, recipientOf))
      .map((record) =>
        participantAnnouncementSchema.parse({
          ...record,
          createdAt: (record.publishedAt ?? record.createdAt).toISOString(),
          updatedAt: record.updatedAt.toISOString(),
          readAt: readTimes.get(record.id)?.toISOString() ?? null,
        }),
      ),
  );
}

/** The announcement, when the participant may see it; anything else is 404 (whether it exists is not told). */
export async function visibleAnnouncementOr404(domain: VisibilityDeps, userId: string, announcementId: string): Promise<AnnouncementRecord> {
  const record = await domain.announcements.findById(announcementId);
  if (record) {
    const { year } = await domain.participants.standing(userId, participantMessages.editionUnavailable);
    const recipientOf = record.audience.kind === 'everyone' ? new Set<string>() : new Set((await domain.announcements.recipients.isRecipient(record.id, userId)) ? [record.id] : []);
    if (visibleTo(record, year, recipientOf)) return record;
  }
  throw AppError.notFound(announcementMessages.notFound);
}
