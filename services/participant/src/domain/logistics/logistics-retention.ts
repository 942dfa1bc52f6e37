import { logisticsPurgeDueAt, nextPurgeOf, PURGED_LOGISTICS_FIELDS, type LogisticsPurgePreview, type PublicEdition } from '@trek/contracts';
import { AppError, editionOr503 } from '@trek/service-kit';
import type { LogisticsContext } from './logistics.context.js';

const PAST_EDITIONS_UNAVAILABLE = 'The edition settings could not be read, so the retention schedule is unknown. Please try again shortly.';

interface StoredLogistics {
  userId: string;
  year: number;
  dueAt: Date;
}

type RetentionScheduleDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'pastEditions'>;

/**
 * When each stored logistics document is due: the retention days (edition settings, as set now)
 * after the end of the participant's own edition, the current one or a past one (content keeps
 * past editions' dates). A past edition missing from that history (ended before history was kept)
 * counts from the current trek's end date in its own year.
 */
async function retentionSchedule(domain: RetentionScheduleDeps, edition: PublicEdition): Promise<StoredLogistics[]> {
  const userIds = await domain.participants.withStoredLogistics();
  if (userIds.length === 0) return [];
  const years = await domain.participantEditions.yearsOf(userIds);
  const endDates = new Map<number, string>([[edition.year, edition.endDate]]);
  if ([...years.values()].some((year) => year < edition.year)) {
    for (const past of await domain.pastEditions()) endDates.set(past.year, past.endDate);
  }
  return userIds.map((userId) => {
    const year = years.get(userId) ?? edition.year;
    const endDate = endDates.get(year) ?? `${year}${edition.endDate.slice(4)}`;
    return { userId, year, dueAt: logisticsPurgeDueAt({ endDate, logisticsRetentionDays: edition.logisticsRetentionDays }) };
  });
}

type PurgeDueLogisticsDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'audit' | 'edition' | 'pastEditions'>;

/**
 * The retention purge (the hourly job, or a test with its own clock): deletes the logistics of
 * every participant whose retention ended by `now`. Idempotent: a document already purged holds
 * none of the fields and is not found again; a crash halfway leaves the rest for the next run.
 * The audit trail records the count, never who.
 */
export async function purgeDueLogistics(domain: PurgeDueLogisticsDeps, now: Date): Promise<{ purged: number }> {
  const edition = await domain.edition.current();
  const due = (await retentionSchedule(domain, edition)).filter((item) => item.dueAt.getTime() <= now.getTime());
  let purged = 0;
  for (const item of due) if (await domain.participants.purgeLogistics(item.userId, now)) purged += 1;
  if (purged > 0) {
    const years = [...new Set(due.map((item) => item.year))].sort().join(', ');
    await domain.audit.record({
      actorId: 'system',
      actorName: null,
      action: 'retention.logistics-purge',
      target: 'participants:logistics',
      summary: `Retention: deleted the logistics of ${purged} participant${purged === 1 ? '' : 's'} (${years} edition), ${edition.logisticsRetentionDays} days after the trek ended`,
    });
  }
  return { purged };
}

type PreviewLogisticsPurgeDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'edition' | 'pastEditions' | 'now' | 'logger'>;

/** What the next purge will delete and when (the organizers' preview). */
export async function previewLogisticsPurge(domain: PreviewLogisticsPurgeDeps): Promise<LogisticsPurgePreview> {
  const edition = await editionOr503(domain.edition, domain.logger, PAST_EDITIONS_UNAVAILABLE);
  let schedule: StoredLogistics[];
  try {
    schedule = await retentionSchedule(domain, edition);
  } catch (error) {
    domain.logger.error({ err: error }, 'the past editions could not be read from the content service');
    throw AppError.unavailable(PAST_EDITIONS_UNAVAILABLE);
  }
  const { removes, ...next } = nextPurgeOf(schedule, domain.now());
  return { retentionDays: edition.logisticsRetentionDays, fields: [...PURGED_LOGISTICS_FIELDS], participants: removes, ...next };
}
