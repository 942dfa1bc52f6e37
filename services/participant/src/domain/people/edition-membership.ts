import { isErasedAccount } from '@trek/contracts';
import { editionAt, pastEditionsOrNone } from '@trek/service-kit';
import type { PeopleContext } from './people.context.js';

/** Someone an organizer list may show: an account (from auth), or a participant document's user. */
interface Member {
  id: string;
  /** When the account was made; absent when only the participant's documents are known. */
  createdAt?: string | undefined;
}

type EditionYearsDeps = Pick<PeopleContext, 'participantEditions' | 'pastEditions' | 'logger'>;

/**
 * Each member's edition: the one recorded when they first opened the portal, else the one
 * current when their account was made (so a past edition's participant who never signed in does
 * not join the next edition's lists), else the current one.
 */
export async function editionYearsOf(domain: EditionYearsDeps, members: readonly Member[], currentYear: number): Promise<Map<string, number>> {
  const [recorded, past] = await Promise.all([domain.participantEditions.yearsOf(members.map((member) => member.id)), pastEditionsOrNone(domain)]);
  return new Map(
    members.map((member) => [member.id, recorded.get(member.id) ?? (member.createdAt ? editionAt(new Date(member.createdAt), past, currentYear) : currentYear)]),
  );
}

/**
 * The members of one edition, erased people left out (an erased account keeps only its id; it
 * is never listed, counted or emailed).
 */
export async function membersOfEdition<T extends Member & { email: string }>(domain: EditionYearsDeps, members: readonly T[], year: number, currentYear: number): Promise<T[]> {
  const present = members.filter((member) => !isErasedAccount(member));
  const years = await editionYearsOf(domain, present, currentYear);
  return present.filter((member) => years.get(member.id) === year);
}

/** The participant documents of one edition (their accounts, when auth answered, date the unrecorded and name the erased). */
export async function recordsOfEdition<T extends { userId: string }>(
  domain: EditionYearsDeps,
  records: readonly T[],
  accounts: ReadonlyMap<string, { id: string; email: string; createdAt: string }>,
  { year, currentYear }: { year: number; currentYear: number },
): Promise<T[]> {
  const members = records.map((record) => {
    const account = accounts.get(record.userId);
    return { id: record.userId, email: account?.email ?? '', createdAt: account?.createdAt, record };
  });
  return (await membersOfEdition(domain, members, year, currentYear)).map((member) => member.record);
}
