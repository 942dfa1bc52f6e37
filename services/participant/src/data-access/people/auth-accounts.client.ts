import { PEOPLE_PAGE_MAX, accountListSchema, adminParticipantMessages, erasedAccountSchema, privacyMessages, userSchema, type Account, type User } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { callWithCallerToken } from '../caller-token-call.js';

export interface AuthAccountsClient {
  /** Every participant account, read as the calling organizer (their bearer token is forwarded). */
  listParticipantAccounts(organizerToken: string): Promise<Account[]>;
  /** The caller's own account (GET /api/auth/me with their token): auth checks the token again. */
  ownAccount(participantToken: string): Promise<User>;
  /** Erases a participant account (auth keeps it disabled, its personal fields deleted), as the calling organizer. */
  eraseAccount(organizerToken: string, accountId: string): Promise<boolean>;
}

/** The auth service's largest page holds every edition's participants: one request reads them all. */
const PAGE_SIZE = PEOPLE_PAGE_MAX;
/** A safety stop, far above any number of participant accounts. */
const MAX_PAGES = 100;

/**
 * The auth service's HTTP API: it alone owns accounts (names, emails, disabled, last sign-in). A
 * refusal of the organizer's token is passed on as is; anything else reads as "unavailable".
 */
export function createAuthAccountsClient(authServiceUrl: string): AuthAccountsClient {
  const base = new URL('/api/admin/accounts', authServiceUrl);

  async function page(organizerToken: string, number: number) {
    const url = new URL(base);
    url.search = new URLSearchParams({ role: 'PARTICIPANT', page: String(number), pageSize: String(PAGE_SIZE) }).toString();
    const { ok, body } = await callWithCallerToken(url, organizerToken, adminParticipantMessages.accountsUnavailable);
    const parsed = accountListSchema.safeParse(body);
    if (!ok || !parsed.success) throw AppError.unavailable(adminParticipantMessages.accountsUnavailable);
    return parsed.data;
  }

  return {
    async ownAccount(participantToken) {
      const { ok, body } = await callWithCallerToken(new URL('/api/auth/me', authServiceUrl), participantToken, adminParticipantMessages.accountsUnavailable);
      const parsed = userSchema.safeParse((body as { user?: unknown } | null)?.user);
      if (!ok || !parsed.success) throw AppError.unavailable(adminParticipantMessages.accountsUnavailable);
      return parsed.data;
    },

    async eraseAccount(organizerToken, accountId) {
      const url = new URL(`/api/admin/accounts/${encodeURIComponent(accountId)}/erase`, authServiceUrl);
      const { status, ok, body } = await callWithCallerToken(url, organizerToken, privacyMessages.erasureAccountUnavailable, 'POST');
      if (status === 404) return false;
      const parsed = erasedAccountSchema.safeParse(body);
      if (!ok || !parsed.success) throw AppError.unavailable(privacyMessages.erasureAccountUnavailable);
      return parsed.data.erased;
    },

    async listParticipantAccounts(organizerToken) {
      const accounts: Account[] = [];
      for (let number = 1; number <= MAX_PAGES; number += 1) {
        const { accounts: batch, total } = await page(organizerToken, number);
        accounts.push(...batch.filter((account) => account.role === 'PARTICIPANT'));
        if (batch.length < PAGE_SIZE || number * PAGE_SIZE >= total) break;
      }
      return accounts;
    },
  };
}
