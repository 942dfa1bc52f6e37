import { editionSpotsSchema, INTERNAL_EDITION_SPOTS_PATH, INTERNAL_KEY_HEADER, type EditionSpot } from '@trek/contracts';

const TIMEOUT_MS = 10_000;

/**
 * An edition's spots from the participant service's internal API (it owns spots and who holds
 * them), oldest first. Read at each use rather than copied: spots and transfers are insert-only
 * there, so the order never changes and the holder is always the current one. Rejects when the
 * participant service cannot be read.
 */
export function createEditionSpotsClient(participantServiceUrl: string, internalKey: string): (year: number) => Promise<EditionSpot[]> {
  return async (year) => {
    const url = new URL(INTERNAL_EDITION_SPOTS_PATH, participantServiceUrl);
    url.search = new URLSearchParams({ year: String(year) }).toString();
    const response = await fetch(url, { headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The participant service answered ${response.status} for the spots of ${year}`);
    return editionSpotsSchema.parse(await response.json()).spots;
  };
}
