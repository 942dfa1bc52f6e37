import type { Account } from '@trek/contracts';
import type { ParticipantDomain } from './participant-context.js';

/**
 * The participant accounts by user id, read from auth as the calling organizer. Used only to name
 * people whose documents do not (yet) say who they are, so the views still answer, from the
 * participant documents alone, when auth does not.
 */
export async function accountsById(domain: ParticipantDomain, organizerToken: string): Promise<Map<string, Account>> {
  try {
    const accounts = await domain.authAccounts.listParticipantAccounts(organizerToken);
    return new Map(accounts.map((account) => [account.id, account]));
  } catch {
    return new Map();
  }
}
