import { isDeadlinePassed, logisticsMessages, logisticsRecordSchema, tripCardLogisticsOf, type LogisticsPut, type LogisticsRecord, type TripCardLogistics } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ParticipantRecord } from '../people/participant-record.js';
import { transferDeadline } from '../people/edition-dates.js';
import { logisticsFinalisedNotice, oweOrganizerNotice } from '../people/organizer-notices.js';
import type { LogisticsContext } from './logistics.context.js';
import { assertHoldsSpot, ownRecord } from '../people/own-record.js';
import { assertCurrentEdition } from '../people/participant-edition.js';

function toOwnLogistics(record: ParticipantRecord): LogisticsRecord {
  const { submittedAt, updatedAt, ...logistics } = record.logistics;
  return logisticsRecordSchema.parse({
    ...logistics,
    id: record.id,
    userId: record.userId,
    submittedAt: submittedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  });
}

export async function getOwnLogistics(domain: Pick<LogisticsContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>, userId: string): Promise<LogisticsRecord> {
  return toOwnLogistics((await ownRecord(domain, userId)).record);
}

/** What the trip card shows of the caller's logistics: the copy a device may keep, without the travel documents. */
export async function getOwnTripCardLogistics(domain: Pick<LogisticsContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>, userId: string): Promise<TripCardLogistics> {
  return tripCardLogisticsOf(await getOwnLogistics(domain, userId));
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

type AssertDietChangeAllowedDeps = Pick<LogisticsContext, 'edition' | 'transferDeadlineOverride' | 'now' | 'logger'>;

/**
 * Dietary needs, once given, are fixed when the transfer deadline passes (spec 9: they cannot be
 * changed later): from then on the spot is final and catering is planned on them. A spot received
 * by transfer carries its diet, fixed for the recipient from the start ("even if transferred").
 */
async function assertDietChangeAllowed(domain: AssertDietChangeAllowedDeps, current: ParticipantRecord, wanted: readonly string[] | undefined): Promise<void> {
  const saved = current.logistics.dietaryPreferences ?? [];
  if (wanted === undefined || saved.length === 0 || sameList(saved, wanted)) return;
  if (current.spot?.carried.dietaryPreferences !== undefined || isDeadlinePassed(await transferDeadline(domain), domain.now())) {
    throw AppError.forbidden(logisticsMessages.dietaryLocked);
  }
}

type SaveOwnLogisticsDeps = Pick<
  LogisticsContext,
  'participants' | 'participantEditions' | 'relay' | 'edition' | 'transferDeadlineOverride'
  | 'organizerEmails' | 'publicSiteUrl' | 'now' | 'logger'
>;

/**
 * A step's partial save or the final submission. Day 0 can become final: organizers lock it, and
 * "not join" is irreversible once saved; dietary needs are fixed after the transfer deadline. All
 * three are enforced here. The save is filtered on the Day 0 decision as read (applied atomically
 * by MongoDB; on FerretDB the repository's write queue for the logistics document makes it so).
 * The organizers' lock lives in its own document: a lock landing between the check here and the
 * write lets that one save through, as if it had come just before the lock.
 */
export async function saveOwnLogistics(domain: SaveOwnLogisticsDeps, userId: string, put: LogisticsPut): Promise<LogisticsRecord> {
  const { status, ...changes } = put;
  // A past edition's logistics are kept as they were (organizers may still read them), not changed.
  await assertCurrentEdition(domain, userId);
  const { record: current } = await ownRecord(domain, userId);
  assertHoldsSpot(current);
  const saved = current.logistics.day0Decision;
  const changesDay0 = changes.day0Decision !== undefined && changes.day0Decision !== saved;
  if (changesDay0 && current.logistics.day0Locked) throw AppError.forbidden(logisticsMessages.day0Locked);
  if (changesDay0 && saved === 'NOT_JOIN') throw AppError.badRequest(logisticsMessages.day0NotJoinFinal, { day0Decision: logisticsMessages.day0NotJoinFinal });
  await assertDietChangeAllowed(domain, current, changes.dietaryPreferences);

  const updated = await domain.participants.saveLogistics(userId, {
    changes,
    submit: status === 'SUBMITTED',
    ...(changes.day0Decision !== undefined ? { day0AsRead: { day0Decision: saved } } : {}),
    now: domain.now(),
  });
  if (!updated) throw AppError.conflict(logisticsMessages.logisticsChangedMeanwhile);
  // The first submission as final is news for organizers; later edits are not.
  if (status === 'SUBMITTED' && current.logistics.status !== 'SUBMITTED') await oweOrganizerNotice(domain, logisticsFinalisedNotice(domain, updated));
  return toOwnLogistics(updated);
}
