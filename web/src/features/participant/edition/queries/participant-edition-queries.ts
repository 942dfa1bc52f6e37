import { participantEditionSchema, type ParticipantEdition } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readFirstScreen } from '../../../../lib/api-client';
import { PARTICIPANT_EDITION_PATH } from '../api/participant-edition-path';

export const participantEditionQueryKey = ['participant', 'edition'] as const;

async function fetchParticipantEdition(): Promise<ParticipantEdition> {
  return participantEditionSchema.parse(await readFirstScreen(PARTICIPANT_EDITION_PATH));
}

/**
 * The edition the signed-in participant belongs to (the one current when they first opened the
 * portal) and whether organizers have since started a later one: the portal's year comes from it.
 */
export function useParticipantEdition({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: participantEditionQueryKey, queryFn: fetchParticipantEdition, enabled });
}
