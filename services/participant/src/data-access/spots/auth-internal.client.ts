import {
  accountByEmailSchema,
  INTERNAL_ACCOUNT_BY_EMAIL_PATH,
  INTERNAL_KEY_HEADER,
  INTERNAL_SPOT_RECIPIENTS_PATH,
  spotRecipientAccountSchema,
  transferMessages,
  type AccountByEmail,
  type SpotRecipientAccount,
  type SpotRecipientRequest,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';

const TIMEOUT_MS = 10_000;

/**
 * Auth's internal API for spot transfers (auth alone owns accounts), called with AUTH_INTERNAL_KEY
 * for the answers a transfer needs at once (whose an email is, the recipient's account):
 * no person's token can ask for another person's account. A refusal auth explains (409: an
 * organizer's or the sender's email) is passed on with its message; anything else reads as unavailable.
 */
export interface AuthInternalClient {
  accountByEmail(email: string): Promise<AccountByEmail['account']>;
  spotRecipient(request: SpotRecipientRequest): Promise<SpotRecipientAccount>;
}

export function createAuthInternalClient(authServiceUrl: string, internalKey: string | undefined): AuthInternalClient {
  async function post(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    if (!internalKey) throw AppError.unavailable(transferMessages.recipientUnavailable);
    let response: Response;
    try {
      response = await fetch(new URL(path, authServiceUrl), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw AppError.unavailable(transferMessages.recipientUnavailable);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 409) {
      const message = (answer as { message?: unknown } | null)?.message;
      throw AppError.conflict(typeof message === 'string' ? message : transferMessages.recipientUnavailable);
    }
    if (!response.ok) throw AppError.unavailable(transferMessages.recipientUnavailable);
    return { status: response.status, body: answer };
  }

  return {
    async accountByEmail(email) {
      const parsed = accountByEmailSchema.safeParse((await post(INTERNAL_ACCOUNT_BY_EMAIL_PATH, { email })).body);
      if (!parsed.success) throw AppError.unavailable(transferMessages.recipientUnavailable);
      return parsed.data.account;
    },
    async spotRecipient(request) {
      const parsed = spotRecipientAccountSchema.safeParse((await post(INTERNAL_SPOT_RECIPIENTS_PATH, request)).body);
      if (!parsed.success) throw AppError.unavailable(transferMessages.recipientUnavailable);
      return parsed.data;
    },
  };
}
