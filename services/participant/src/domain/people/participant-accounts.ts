import type { Account } from '@trek/contracts';
import { adminOverviewMessages } from '@trek/contracts';
import type { ParticipantRecord } from './participant-record.js';
import { currentEditionOr503 } from './edition-dates.js';
import { membersOfEdition } from './edition-membership.js';
import type { PeopleContext } from './people.context.js';

/**
 * The participant accounts by user id, read from auth as the calling organizer. Used only to name
 * people whose documents do not (yet) say who they are, so the views still answer, from the
 * participant documents alone, when auth does not.
 */
export async function accountsById(domain: Pick<PeopleContext, 'authAccounts'>, organizerToken: string): Promise<Map<string, Account>> {
  try {
    const accounts = await domain.authAccounts.listParticipantAccounts(organizerToken);
    return new Map(accounts.map((account) => [account.id, account]));
  } catch {
    return new Map();
  }
}

/** The edition a list shows: the one asked for, else the current one. */
export interface ListedEdition {
  year: number;
  currentYear: number;
}

/** The edition a list shows (`?year=`, blank: the current one); 503 when the current edition cannot be read. */
export async function listedEdition(domain: Pick<PeopleContext, 'edition' | 'logger'>, year: number | undefined): Promise<ListedEdition> {
  const { year: currentYear } = await currentEditionOr503(domain, adminOverviewMessages.editionUnavailable);
  return { year: year ?? currentYear, currentYear };
}

type ParticipantsWithAccountsDeps = Pick<PeopleContext, 'participants' | 'authAccounts' | 'participantEditions' | 'pastEditions' | 'logger'>;

/**
 * The participant accounts of one edition with their participant documents (null if they never
 * opened the portal), by account name; erased people left out. The accounts are the rows here,
 * so this fails when auth does.
 */
export async function participantsWithAccounts(
  domain: ParticipantsWithAccountsDeps,
  organizerToken: string,
  { year, currentYear }: ListedEdition,
): Promise<Array<{ account: Account; record: ParticipantRecord | null }>> {
  const [allAccounts, records] = await Promise.all([domain.authAccounts.listParticipantAccounts(organizerToken), domain.participants.listAll()]);
  const accounts = await membersOfEdition(domain, allAccounts, year, currentYear);
  const byUserId = new Map(records.map((record) => [record.userId, record]));
  return accounts
    .map((account) => ({ account, record: byUserId.get(account.id) ?? null }))
    .sort((a, b) => a.account.fullName.localeCompare(b.account.fullName) || a.account.email.localeCompare(b.account.email));
}
