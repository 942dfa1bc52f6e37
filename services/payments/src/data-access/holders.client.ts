import { activeParticipantsSchema, INTERNAL_ACTIVE_PARTICIPANTS_PATH, INTERNAL_KEY_HEADER, type ActiveParticipant } from '@trek/contracts';

const TIMEOUT_MS = 10_000;

/**
 * The enabled participant accounts (name, email, language) from auth's internal API: who a spot's
 * holder is for the organizers, and where a reminder goes. A disabled or erased account is absent,
 * so it is never emailed. Rejects when auth cannot be read.
 */
export function createHoldersClient(authServiceUrl: string, internalKey: string): () => Promise<ActiveParticipant[]> {
  const url = new URL(INTERNAL_ACTIVE_PARTICIPANTS_PATH, authServiceUrl);
  return async () => {
    const response = await fetch(url, { headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The auth service answered ${response.status} for the active participants`);
    return activeParticipantsSchema.parse(await response.json()).participants;
  };
}
