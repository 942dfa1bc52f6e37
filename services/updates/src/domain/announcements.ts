import { participantAnnouncementSchema, participantMessages, type ParticipantAnnouncement } from '@trek/contracts';
import { ownReadTimes } from './announcement-reads.js';
import type { UpdatesDomain } from './updates-context.js';

/**
 * The participant's own edition's announcements, newest first, each with when the caller read it
 * (null: not yet), so the portal records each read once. A past edition's participants keep
 * reading theirs; the next edition's are not theirs.
 */
export async function listAnnouncements(domain: Pick<UpdatesDomain, 'announcements' | 'participants'>, userId: string): Promise<ParticipantAnnouncement[]> {
  const { year } = await domain.participants.standing(userId, participantMessages.editionUnavailable);
  const [records, readTimes] = await Promise.all([domain.announcements.listOfEdition(year), ownReadTimes(domain, userId)]);
  return records.map((record) =>
    participantAnnouncementSchema.parse({
      ...record,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      readAt: readTimes.get(record.id)?.toISOString() ?? null,
    }),
  );
}
