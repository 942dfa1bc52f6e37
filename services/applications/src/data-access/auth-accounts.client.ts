import { accountCreatedSchema, userSchema, type AccountCreated, type CreateParticipantAccount } from '@trek/contracts';

export type CreateAccountOutcome =
  | { ok: true; created: AccountCreated }
  | { ok: false; status: number; message: string };

export interface AuthAccountsClient {
  /** Creates a participant account as the calling organizer (their bearer token is forwarded). */
  createParticipantAccount(request: CreateParticipantAccount, organizerToken: string): Promise<CreateAccountOutcome>;
  /** The email of the token's own account (GET /api/auth/me; auth checks the token again); null when auth refuses it. */
  ownEmail(token: string): Promise<string | null>;
}

const TIMEOUT_MS = 10_000;

/** The auth service's HTTP API: it alone owns accounts, so this service never writes them itself. */
export function createAuthAccountsClient(authServiceUrl: string): AuthAccountsClient {
  const url = new URL('/api/admin/accounts', authServiceUrl).toString();
  return {
    async ownEmail(token) {
      const response = await fetch(new URL('/api/auth/me', authServiceUrl), { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new Error(`The auth service answered ${response.status} for the caller's account`);
      return userSchema.parse(((await response.json()) as { user?: unknown }).user).email.toLowerCase();
    },

    async createParticipantAccount(request, organizerToken) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${organizerToken}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return { ok: true, created: accountCreatedSchema.parse(body) };
      const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : response.statusText;
      return { ok: false, status: response.status, message };
    },
  };
}
