import type { Account, RoomingPerson, RoomingReport } from '@trek/contracts';
import type { ParticipantRecord } from '../people/participant-record.js';
import type { LogisticsContext } from './logistics.context.js';
import { recordsOfEdition } from '../people/edition-membership.js';
import { accountsById, listedEdition } from '../people/participant-accounts.js';
import { nameOf } from '../people/participant-status.js';

/** Case and spacing folded, so "ana  LÓPEZ " finds "Ana López". */
const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The names a participant can be asked for by: legal, preferred (logistics), the profile's and the account's. */
function namesOf(record: ParticipantRecord, account: Account | undefined): Set<string> {
  const { profile, logistics } = record;
  const full = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`;
  const preferredFull = `${profile.preferredName ?? ''} ${profile.lastName ?? ''}`;
  const candidates = [logistics.legalName, logistics.preferredName, full, profile.preferredName, preferredFull, account?.fullName];
  return new Set(candidates.filter((name): name is string => typeof name === 'string').map(fold).filter((name) => name !== ''));
}

function toPerson(record: ParticipantRecord, account: Account | undefined): RoomingPerson {
  return {
    userId: record.userId,
    name: nameOf(record) || account?.fullName || '',
    email: record.logistics.email || record.profile.email || account?.email || '',
    gender: record.logistics.gender ?? null,
    schoolAffiliation: record.logistics.schoolAffiliation ?? null,
  };
}

/**
 * The rooming report. Each PAIR_SPECIFIC request is matched against everyone else's names: a
 * single match is a request; two participants requesting each other are a pair (listed once).
 */
export function roomingReport(records: ParticipantRecord[], accounts: ReadonlyMap<string, Account>): RoomingReport {
  const person = (record: ParticipantRecord) => toPerson(record, accounts.get(record.userId));
  const byPreference = (preference: string) => records.filter((record) => record.logistics.roommatePreference === preference);
  const requesters = byPreference('PAIR_SPECIFIC');
  const names = new Map(records.map((record) => [record.userId, namesOf(record, accounts.get(record.userId))]));
  const requested = new Map<string, ParticipantRecord>();
  const report: RoomingReport = { pairs: [], oneSided: [], unmatched: [], random: [], singleUpgrade: [] };

  for (const requester of requesters) {
    const requestedName = requester.logistics.roommateNameOrNA?.trim() ?? '';
    const wanted = fold(requestedName);
    const candidates = records.filter((other) => other.userId !== requester.userId && wanted !== '' && names.get(other.userId)?.has(wanted));
    const [only] = candidates;
    if (candidates.length === 1 && only) requested.set(requester.userId, only);
    else report.unmatched.push({ requester: person(requester), requestedName, candidates: candidates.map(person) });
  }
  for (const requester of requesters) {
    const other = requested.get(requester.userId);
    if (!other) continue;
    const mutual = requested.get(other.userId)?.userId === requester.userId;
    if (!mutual) report.oneSided.push({ requester: person(requester), requestedName: requester.logistics.roommateNameOrNA?.trim() ?? '', requested: person(other) });
    else if (requester.userId < other.userId) report.pairs.push({ first: person(requester), second: person(other) });
  }
  report.random = byPreference('RANDOM').map(person);
  report.singleUpgrade = byPreference('SINGLE_UPGRADE').map(person);
  return report;
}

/** Everyone the report shows, by user id: whose logistics an organizer reading it saw (the read log). */
export function roomingParticipantIds(report: RoomingReport): string[] {
  const people = [
    ...report.pairs.flatMap(({ first, second }) => [first, second]),
    ...report.oneSided.flatMap(({ requester, requested }) => [requester, requested]),
    ...report.unmatched.flatMap(({ requester, candidates }) => [requester, ...candidates]),
    ...report.random,
    ...report.singleUpgrade,
  ];
  return people.map((person) => person.userId);
}

type RoomingReportDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/** The current edition's rooming: past editions' participants are not roomed with this year's. */
export async function readRoomingReport(domain: RoomingReportDeps, organizerToken: string): Promise<RoomingReport> {
  const [all, accounts, edition] = await Promise.all([domain.participants.listAll(), accountsById(domain, organizerToken), listedEdition(domain, undefined)]);
  return roomingReport(await recordsOfEdition(domain, all, accounts, edition), accounts);
}
