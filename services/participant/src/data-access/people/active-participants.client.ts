import { activeParticipantsSchema, INTERNAL_ACTIVE_PARTICIPANTS_PATH, INTERNAL_KEY_HEADER, type ActiveParticipant } from '@trek/contracts';

const TIMEOUT_MS = 10_000;

/**
 * The enabled participant accounts from auth's internal API, for the scheduled setup reminders:
 * no organizer's token is at hand when they run, so the service presents AUTH_INTERNAL_KEY.
 * Rejects when auth cannot be read; the run fails and is tried again at the next one.
 */
export function createActiveParticipantsClient(authServiceUrl: string, internalKey: string): () => Promise<ActiveParticipant[]> {
  const url = new URL(INTERNAL_ACTIVE_PARTICIPANTS_PATH, authServiceUrl);
  return async () => {
    const response = await fetch(url, { headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The auth service answered ${response.status} for the active participants`);
    return activeParticipantsSchema.parse(await response.json()).participants;
  };
}
