import { INTERNAL_ACTIVE_ORGANIZERS_PATH, INTERNAL_KEY_HEADER, activeOrganizersSchema, type ActiveOrganizer } from '@trek/contracts';

export interface ActiveOrganizerSource {
  /** The organizer accounts that are not disabled, as auth has them now. */
  list(): Promise<ActiveOrganizer[]>;
}

const TIMEOUT_MS = 10_000;

/**
 * Asks auth (its internal API, with the internal key) who the active organizers are, each time a
 * notice or digest goes out: an organizer disabled after the event gets nothing. A failure throws,
 * so the job is tried again later rather than sent to nobody.
 */
export function createActiveOrganizersClient(authServiceUrl: string, internalKey: string): ActiveOrganizerSource {
  return {
    async list() {
      const response = await fetch(new URL(INTERNAL_ACTIVE_ORGANIZERS_PATH, authServiceUrl), {
        headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`auth did not list the active organizers (${response.status} ${response.statusText})`);
      return activeOrganizersSchema.parse(await response.json()).organizers;
    },
  };
}
