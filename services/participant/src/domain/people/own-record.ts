import { transferMessages, type ParticipantEdition } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ParticipantRecord } from './participant-record.js';
import type { PeopleContext } from './people.context.js';
import { participantEdition } from './participant-edition.js';

type OwnRecordDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'> & Partial<Pick<PeopleContext, 'pastEditions' | 'activeParticipants'>>;

/**
 * The caller's own record, as the portal opens it: their edition recorded, their documents and a
 * spot of that edition made on first access (someone who received or gave away a spot keeps theirs).
 */
export async function ownRecord(domain: OwnRecordDeps, userId: string): Promise<{ record: ParticipantRecord; edition: Omit<ParticipantEdition, 'dates'> }> {
  // Someone who opened the portal before has it all: their record is read beside their edition, not after it.
  const [edition, established] = await Promise.all([participantEdition(domain, userId), domain.participants.findEstablished(userId)]);
  const record = established ?? (await domain.participants.findOrCreate(userId, edition.year, domain.now()));
  return { record, edition };
}

/** One who transferred their spot away keeps their own history, read-only: every change is refused. */
export function assertHoldsSpot(record: ParticipantRecord): void {
  if (record.clearedAt !== null) throw AppError.conflict(transferMessages.formerHolderReadOnly);
}
