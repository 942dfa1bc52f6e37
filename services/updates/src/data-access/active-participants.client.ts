import { activeParticipantsSchema, INTERNAL_ACTIVE_PARTICIPANTS_PATH, INTERNAL_KEY_HEADER, type ActiveParticipant } from '@trek/contracts';
import { AppError } from '@trek/service-kit';

const TIMEOUT_MS = 10_000;

/** The enabled participant accounts (erased ones are disabled, so never listed). */
export type ListActiveParticipants = (unavailable: string) => Promise<ActiveParticipant[]>;

/**
 * Auth's internal list of enabled participant accounts (AUTH_INTERNAL_KEY): a scheduled
 * announcement is published, and emailed, when no organizer's token is at hand. Anything but an
 * answer reads as 503 `unavailable`.
 */
export function createActiveParticipantsReader(authServiceUrl: string, internalKey: string): ListActiveParticipants {
  const url = new URL(INTERNAL_ACTIVE_PARTICIPANTS_PATH, authServiceUrl);
  return async (unavailable) => {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`auth answered ${response.status}`);
      return activeParticipantsSchema.parse(await response.json()).participants;
    } catch {
      throw AppError.unavailable(unavailable);
    }
  };
}
