import type { Account } from '@trek/contracts';
import type { ParticipantRecord } from '../data-access/participant.repository.js';
import type { ParticipantDomain } from './participant-context.js';

/**
 * The participant accounts by user id, read from auth as the calling organizer. Used only to name
 * people whose documents do not (yet) say who they are, so the views still answer, from the
 * participant documents alone, when auth does not.
 */
export async function accountsById(domain: Pick<ParticipantDomain, 'authAccounts'>, organizerToken: string): Promise<Map<string, Account>> {
  try {
    const accounts = await domain.authAccounts.listParticipantAccounts(organizerToken);
    return new Map(accounts.map((account) => [account.id, account]));
  } catch {
    return new Map();
  }
}

type ParticipantsWithAccountsDeps = Pick<ParticipantDomain, 'participants' | 'authAccounts'>;

/**
 * Every participant account with its participant document (null if they never opened the
 * portal), by account name. The accounts are the rows here, so this fails when auth does.
 */
export async function participantsWithAccounts(domain: ParticipantsWithAccountsDeps, organizerToken: string): Promise<Array<{ account: Account; record: ParticipantRecord | null }>> {
  const [accounts, records] = await Promise.all([domain.authAccounts.listParticipantAccounts(organizerToken), domain.participants.listAll()]);
  const byUserId = new Map(records.map((record) => [record.userId, record]));
  return accounts
    .map((account) => ({ account, record: byUserId.get(account.id) ?? null }))
    .sort((a, b) => a.account.fullName.localeCompare(b.account.fullName) || a.account.email.localeCompare(b.account.email));
}
