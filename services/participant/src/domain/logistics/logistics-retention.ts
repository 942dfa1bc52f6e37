import { logisticsPurgeDueAt, nextPurgeOf, purgedLogisticsFields, type LogisticsPurgePreview, type PublicEdition } from '@trek/contracts';
import { AppError, editionOr503 } from '@trek/service-kit';
import { purgeEditionRooms } from '../rooms/room-writes.js';
import type { LogisticsContext } from './logistics.context.js';

const PAST_EDITIONS_UNAVAILABLE = 'The edition settings could not be read, so the retention schedule is unknown. Please try again shortly.';

interface StoredLogistics {
  userId: string;
  year: number;
  dueAt: Date;
}

/** An edition's rooms and their publications: due with that edition's logistics. */
interface StoredRooms {
  year: number;
  rooms: number;
  dueAt: Date;
}

interface RetentionSchedule {
  logistics: StoredLogistics[];
  rooms: StoredRooms[];
}

type RetentionScheduleDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'pastEditions' | 'rooms'>;

/**
 * When each stored logistics document, and each edition's rooms, are due: the retention days
 * (edition settings, as set now) after the end of that edition, the current one or a past one
 * (content keeps past editions' dates). A past edition missing from that history (ended before
 * history was kept) counts from the current trek's end date in its own year.
 */
async function retentionSchedule(domain: RetentionScheduleDeps, edition: PublicEdition): Promise<RetentionSchedule> {
  const [userIds, roomEditions] = await Promise.all([domain.participants.withStoredLogistics(), domain.rooms.storedEditions()]);
  const years = userIds.length === 0 ? new Map<string, number>() : await domain.participantEditions.yearsOf(userIds);
  const endDates = new Map<number, string>([[edition.year, edition.endDate]]);
  if ([...years.values(), ...roomEditions.map((stored) => stored.year)].some((year) => year < edition.year)) {
    for (const past of await domain.pastEditions()) endDates.set(past.year, past.endDate);
  }
  const dueAt = (year: number) => logisticsPurgeDueAt({ endDate: endDates.get(year) ?? `${year}${edition.endDate.slice(4)}`, logisticsRetentionDays: edition.logisticsRetentionDays });
  return {
    logistics: userIds.map((userId) => {
      const year = years.get(userId) ?? edition.year;
      return { userId, year, dueAt: dueAt(year) };
    }),
    rooms: roomEditions.map((stored) => ({ ...stored, dueAt: dueAt(stored.year) })),
  };
}

const dueBy = <T extends { dueAt: Date }>(items: readonly T[], time: number): T[] => items.filter((item) => item.dueAt.getTime() <= time);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type PurgeDueLogisticsDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'audit' | 'edition' | 'pastEditions' | 'rooms'>;

/**
 * The retention purge (the hourly job, or a test with its own clock): deletes the logistics of
 * every participant whose retention ended by `now`, and the rooms and room publications of each
 * edition whose retention ended. Idempotent: a document already purged holds none of the fields
 * and is not found again; a crash halfway leaves the rest for the next run. The audit trail
 * records the counts, never who.
 */
export async function purgeDueLogistics(domain: PurgeDueLogisticsDeps, now: Date): Promise<{ purged: number }> {
  const edition = await domain.edition.current();
  const schedule = await retentionSchedule(domain, edition);
  const due = dueBy(schedule.logistics, now.getTime());
  const dueRooms = dueBy(schedule.rooms, now.getTime());
  let purged = 0;
  for (const item of due) if (await domain.participants.purgeLogistics(item.userId, now)) purged += 1;
  let rooms = 0;
  for (const item of dueRooms) rooms += await purgeEditionRooms(domain, item.year);
  if (purged > 0 || dueRooms.length > 0) {
    const years = [...new Set([...due, ...dueRooms].map((item) => item.year))].sort().join(', ');
    await domain.audit.record({
      actorId: 'system',
      actorName: null,
      action: 'retention.logistics-purge',
      target: 'participants:logistics',
      summary: `Retention: deleted the logistics of ${plural(purged, 'participant', 'participants')} and ${plural(rooms, 'room', 'rooms')} (${years} edition), ${edition.logisticsRetentionDays} days after the trek ended`,
    });
  }
  return { purged };
}

type PreviewLogisticsPurgeDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'edition' | 'pastEditions' | 'rooms' | 'now' | 'logger'>;

/** What the next purge will delete and when (the organizers' preview). */
export async function previewLogisticsPurge(domain: PreviewLogisticsPurgeDeps): Promise<LogisticsPurgePreview> {
  const edition = await editionOr503(domain.edition, domain.logger, PAST_EDITIONS_UNAVAILABLE);
  let schedule: RetentionSchedule;
  try {
    schedule = await retentionSchedule(domain, edition);
  } catch (error) {
    domain.logger.error({ err: error }, 'the past editions could not be read from the content service');
    throw AppError.unavailable(PAST_EDITIONS_UNAVAILABLE);
  }
  const now = domain.now();
  // The next purge is the earliest due date of either; it deletes all that is due by then (by now when overdue).
  const { nextPurgeAt, editionYear } = nextPurgeOf([...schedule.logistics, ...schedule.rooms], now);
  const cutoff = Math.max(nextPurgeAt === null ? 0 : new Date(nextPurgeAt).getTime(), now.getTime());
  return {
    retentionDays: edition.logisticsRetentionDays,
    fields: purgedLogisticsFields(),
    nextPurgeAt,
    editionYear,
    participants: dueBy(schedule.logistics, cutoff).length,
    alreadyDue: dueBy(schedule.logistics, now.getTime()).length,
    rooms: dueBy(schedule.rooms, cutoff).reduce((sum, item) => sum + item.rooms, 0),
  };
}
