import { participantAnnouncementSchema, type ParticipantAnnouncement } from '@trek/contracts';
import { ownReadTimes } from './announcement-reads.js';
import type { ParticipantDomain } from './participant-context.js';

/** Newest first, each with when the caller read it (null: not yet), so the portal records each read once. */
export async function listAnnouncements(domain: Pick<ParticipantDomain, 'participants' | 'announcements'>, userId: string): Promise<ParticipantAnnouncement[]> {
  const [records, readTimes] = await Promise.all([domain.announcements.listNewestFirst(), ownReadTimes(domain, userId)]);
  return records.map((record) =>
    participantAnnouncementSchema.parse({
      ...record,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      readAt: readTimes.get(record.id)?.toISOString() ?? null,
    }),
  );
}
