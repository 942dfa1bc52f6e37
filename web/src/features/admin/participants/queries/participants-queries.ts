import { participantDetailSchema, participantRosterSchema } from '@trek/contracts';
import { useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { filterParams } from '../../components/list-filters';
import { participantsPaths } from '../api/participants-api';

/** Participants fill in their setup while organizers watch: the roster is re-read after 30 seconds. */
const ROSTER_STALE_TIME_MS = 30_000;

export interface ParticipantFilterValues {
  search: string;
  setup: string;
  missing: string;
}

export const EMPTY_PARTICIPANT_FILTERS: ParticipantFilterValues = { search: '', setup: '', missing: '' };

/** A page of the roster, as the tab shows it. */
export const ROSTER_PAGE_SIZE = 50;

const participantRosterQuery = (params: QueryParams) => ({
  queryKey: [participantsPaths.roster, params],
  queryFn: async (context: QueryFunctionContext) => participantRosterSchema.parse(await readQuery(context)),
  staleTime: ROSTER_STALE_TIME_MS,
});

export function useParticipantRoster(params: QueryParams) {
  return useQuery({ ...participantRosterQuery(params), placeholderData: (previous) => previous });
}

/** The roster as the tab opens (the current edition, no filter, the first page), fetched ahead of a click. */
export function prefetchParticipantsReads(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(participantRosterQuery({ ...filterParams(EMPTY_PARTICIPANT_FILTERS), page: 1, pageSize: ROSTER_PAGE_SIZE }));
}

export function useParticipantDetail(userId: string | null) {
  return useQuery({
    queryKey: [participantsPaths.detail(userId ?? '')],
    queryFn: async (context) => participantDetailSchema.parse(await readQuery(context)),
    enabled: userId !== null,
    staleTime: ROSTER_STALE_TIME_MS,
  });
}
