import { INTERNAL_KEY_HEADER, INTERNAL_SPOT_RECIPIENTS_PATH, spotRecipientAccountSchema } from '@trek/contracts';

const TIMEOUT_MS = 10_000;

export interface OfferAccountRequest {
  offerId: string;
  email: string;
  fullName: string;
  language: 'en' | 'es';
  year: number;
}

/**
 * The participant account of an applicant who confirmed their offer, through auth's internal API
 * (AUTH_INTERNAL_KEY): their existing participant account, or a new one whose set-password link
 * auth emails itself. Idempotent by offer and email, so the follow-up may ask again after a crash.
 * Throws when auth cannot answer (the follow-up relay asks again later).
 */
export interface OfferAccountsClient {
  accountFor(request: OfferAccountRequest): Promise<string>;
}

export function createOfferAccountsClient(authServiceUrl: string, internalKey: string | undefined): OfferAccountsClient {
  return {
    async accountFor({ offerId, email, fullName, language, year }) {
      if (!internalKey) throw new Error('AUTH_INTERNAL_KEY is not set: accounts for confirmed offers cannot be made');
      const response = await fetch(new URL(INTERNAL_SPOT_RECIPIENTS_PATH, authServiceUrl), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        body: JSON.stringify({ spotId: `offer-${offerId}`, email, fullName, language, year, reason: 'offer' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The auth service answered ${response.status} for a confirmed offer's account`);
      return spotRecipientAccountSchema.parse(await response.json()).accountId;
    },
  };
}
