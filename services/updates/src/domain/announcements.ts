import { participantAnnouncementSchema, type ParticipantAnnouncement } from '@trek/contracts';
import type { AnnouncementRecord } from '../data-access/announcement.repository.js';
import { ownReadTimes } from './announcement-reads.js';
import { editionAt, pastEditionsOrNone } from './edition-membership.js';
import type { ParticipantDomain } from './participant-context.js';
import { participantEdition } from './participant-edition.js';

/** An announcement with its edition known. */
export type EditionAnnouncement = AnnouncementRecord & { year: number };

/**
 * The edition an announcement belongs to: the one it was posted to; one stored before editions
 * were recorded belongs to the edition current when it was posted.
 */
export async function withEditions(domain: Pick<ParticipantDomain, 'pastEditions' | 'logger'>, records: AnnouncementRecord[], currentYear: number): Promise<EditionAnnouncement[]> {
  const past = records.some((record) => record.year === null) ? await pastEditionsOrNone(domain) : [];
  return records.map((record) => ({ ...record, year: record.year ?? editionAt(record.createdAt, past, currentYear) }));
}

/** One edition's announcements, newest first. */
export async function announcementsOfEdition(
  domain: Pick<ParticipantDomain, 'announcements' | 'pastEditions' | 'logger'>,
  year: number,
  currentYear: number,
): Promise<EditionAnnouncement[]> {
  return (await withEditions(domain, await domain.announcements.listNewestFirst(), currentYear)).filter((record) => record.year === year);
}

type ListAnnouncementsDeps = Pick<ParticipantDomain, 'participants' | 'participantEditions' | 'pastEditions' | 'announcements' | 'edition' | 'now' | 'logger'>;

/**
 * The participant's own edition's announcements, newest first, each with when the caller read it
 * (null: not yet), so the portal records each read once. A past edition's participants keep
 * reading theirs; the next edition's are not theirs.
 */
export async function listAnnouncements(domain: ListAnnouncementsDeps, userId: string): Promise<ParticipantAnnouncement[]> {
  const { year, currentYear } = await participantEdition(domain, userId);
  const [records, readTimes] = await Promise.all([announcementsOfEdition(domain, year, currentYear), ownReadTimes(domain, userId)]);
  return records.map((record) =>
    participantAnnouncementSchema.parse({
      ...record,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      readAt: readTimes.get(record.id)?.toISOString() ?? null,
    }),
  );
}
