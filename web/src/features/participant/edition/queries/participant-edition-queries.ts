import { participantEditionSchema, type ParticipantEdition } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const PARTICIPANT_EDITION_PATH = '/api/participant/edition';

export const participantEditionQueryKey = ['participant', 'edition'] as const;

async function fetchParticipantEdition(): Promise<ParticipantEdition> {
  return participantEditionSchema.parse(await apiRequest('GET', PARTICIPANT_EDITION_PATH));
}

/**
 * The edition the signed-in participant belongs to (the one current when they first opened the
 * portal) and whether organizers have since started a later one: the portal's year comes from it.
 */
export function useParticipantEdition() {
  return useQuery({ queryKey: participantEditionQueryKey, queryFn: fetchParticipantEdition });
}
