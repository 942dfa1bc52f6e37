import { PEOPLE_PAGE_MAX, accountListSchema, adminParticipantMessages, type Account } from '@trek/contracts';
import { AppError } from '@trek/service-kit';

/** Every participant account, read as the calling organizer (their bearer token is forwarded, so auth checks it again). */
export type ListParticipantAccounts = (organizerToken: string) => Promise<Account[]>;

const TIMEOUT_MS = 10_000;
/** The auth service's largest page holds every edition's participants: one request reads them all. */
const PAGE_SIZE = PEOPLE_PAGE_MAX;
/** A safety stop, far above any number of participant accounts. */
const MAX_PAGES = 100;

/** Auth's account list: a refusal of the organizer's token is passed on as is; anything else reads as "unavailable". */
export function createParticipantAccountsReader(authServiceUrl: string): ListParticipantAccounts {
  async function page(organizerToken: string, number: number) {
    const url = new URL('/api/admin/accounts', authServiceUrl);
    url.search = new URLSearchParams({ role: 'PARTICIPANT', page: String(number), pageSize: String(PAGE_SIZE) }).toString();
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${organizerToken}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw AppError.unavailable(adminParticipantMessages.accountsUnavailable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new AppError(response.status, response.status === 401 ? 'unauthorized' : 'forbidden', typeof message === 'string' ? message : response.statusText);
    }
    const parsed = accountListSchema.safeParse(body);
    if (!response.ok || !parsed.success) throw AppError.unavailable(adminParticipantMessages.accountsUnavailable);
    return parsed.data;
  }

  return async (organizerToken) => {
    const accounts: Account[] = [];
    for (let number = 1; number <= MAX_PAGES; number += 1) {
      const { accounts: batch, total } = await page(organizerToken, number);
      accounts.push(...batch.filter((account) => account.role === 'PARTICIPANT'));
      if (batch.length < PAGE_SIZE || number * PAGE_SIZE >= total) break;
    }
    return accounts;
  };
}
