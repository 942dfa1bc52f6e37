import { announcementSchema, type Announcement } from '@trek/contracts';
import type { ParticipantDomain } from './participant-context.js';

export async function listAnnouncements(domain: ParticipantDomain): Promise<Announcement[]> {
  const records = await domain.announcements.listNewestFirst();
  return records.map((record) => announcementSchema.parse({ ...record, createdAt: record.createdAt.toISOString(), updatedAt: record.updatedAt.toISOString() }));
}
