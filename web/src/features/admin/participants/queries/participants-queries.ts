import { participantDetailSchema, participantRosterSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { participantsPaths } from '../api/participants-api';

/** Participants fill in their setup while organizers watch: the roster is re-read after 30 seconds. */
const ROSTER_STALE_TIME_MS = 30_000;

export function useParticipantRoster(params: QueryParams) {
  return useQuery({
    queryKey: [participantsPaths.roster, params],
    queryFn: async (context) => participantRosterSchema.parse(await readQuery(context)),
    staleTime: ROSTER_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}

export function useParticipantDetail(userId: string | null) {
  return useQuery({
    queryKey: [participantsPaths.detail(userId ?? '')],
    queryFn: async (context) => participantDetailSchema.parse(await readQuery(context)),
    enabled: userId !== null,
    staleTime: ROSTER_STALE_TIME_MS,
  });
}
