import { roomMessages, type PublicEdition, type RoomPerson } from '@trek/contracts';
import { recordsOfEdition } from '../people/edition-membership.js';
import { currentEditionOr503 } from '../people/edition-dates.js';
import { accountsById } from '../people/participant-accounts.js';
import { nameOf } from '../people/participant-status.js';
import { roomingReport } from '../logistics/rooming.js';
import type { MutualPair } from './room-rules.js';
import type { RoomsContext } from './rooms.context.js';

type EditionPeopleDeps = Pick<RoomsContext, 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/** Whom the current edition's rooms are for, and what they asked for. */
export interface EditionPeople {
  edition: PublicEdition;
  /** Every participant of the edition who holds their spot, by user id, by name. */
  people: Map<string, RoomPerson>;
  /** Mutual roommate requests (the rooming report's pairs). */
  pairs: MutualPair[];
  singleUpgrade: RoomPerson[];
}

/** The current edition; 503 when the edition settings cannot be read (a room's night is checked against its dates). */
export const currentEdition = (domain: Pick<RoomsContext, 'edition' | 'logger'>): Promise<PublicEdition> => currentEditionOr503(domain, roomMessages.editionUnavailable);

/**
 * The current edition's participants who hold their spot (one who transferred it away or was
 * erased is in no room), named as the rooming report names them: their documents, else their account.
 */
export async function editionPeople(domain: EditionPeopleDeps, organizerToken: string): Promise<EditionPeople> {
  const [edition, all, accounts] = await Promise.all([currentEdition(domain), domain.participants.listAll(), accountsById(domain, organizerToken)]);
  const records = (await recordsOfEdition(domain, all, accounts, { year: edition.year, currentYear: edition.year })).filter((record) => record.clearedAt === null);
  const people = new Map(
    records
      .map((record): RoomPerson => ({
        userId: record.userId,
        name: nameOf(record) || accounts.get(record.userId)?.fullName || '',
        roommatePreference: record.logistics.roommatePreference ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId))
      .map((person) => [person.userId, person]),
  );
  const report = roomingReport(records, accounts);
  const personOf = (userId: string) => people.get(userId) ?? { userId, name: '', roommatePreference: null };
  return {
    edition,
    people,
    pairs: report.pairs.map(({ first, second }) => ({ first: personOf(first.userId), second: personOf(second.userId) })),
    singleUpgrade: report.singleUpgrade.map(({ userId }) => personOf(userId)),
  };
}
