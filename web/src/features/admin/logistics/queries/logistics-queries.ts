import { adminLogisticsListSchema, roomingReportSchema } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type Query, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { filterParams } from '../../components/list-filters';
import { participantsPaths } from '../../participants/api/participants-api';
import { logisticsPaths, setDay0Lock, setDay0LockForEveryone } from '../api/logistics-api';

/** Participants keep editing their logistics; organizers' lists are re-read after 30 seconds. */
const LOGISTICS_STALE_TIME_MS = 30_000;

export interface LogisticsFilterValues {
  search: string;
  dietary: string;
  roommatePreference: string;
  day0Decision: string;
  day2Preference: string;
  school: string;
  status: string;
}

export const EMPTY_LOGISTICS_FILTERS: LogisticsFilterValues = {
  search: '',
  dietary: '',
  roommatePreference: '',
  day0Decision: '',
  day2Preference: '',
  school: '',
  status: '',
};

/** A page of the records, as the tab shows them. */
export const LOGISTICS_PAGE_SIZE = 50;

const logisticsListQuery = (params: QueryParams) => ({
  queryKey: [logisticsPaths.list, params],
  queryFn: async (context: QueryFunctionContext) => adminLogisticsListSchema.parse(await readQuery(context)),
  staleTime: LOGISTICS_STALE_TIME_MS,
});

export function useLogisticsList(params: QueryParams) {
  return useQuery({ ...logisticsListQuery(params), placeholderData: (previous) => previous });
}

/** The records as the tab opens (the current edition, no filter, the first page), fetched ahead of a click. */
export function prefetchLogisticsReads(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(logisticsListQuery({ ...filterParams(EMPTY_LOGISTICS_FILTERS), page: 1, pageSize: LOGISTICS_PAGE_SIZE }));
}

export function useRoomingReport() {
  return useQuery({
    queryKey: [logisticsPaths.rooming],
    queryFn: async (context) => roomingReportSchema.parse(await readQuery(context)),
    staleTime: LOGISTICS_STALE_TIME_MS,
  });
}

const isParticipantDetail = ({ queryKey: [url] }: Query) => typeof url === 'string' && url.startsWith(`${participantsPaths.roster}/`);

/** A lock shows in the logistics list and in the participant's detail drawer (Participants tab); `null` means everyone's. */
function useInvalidateDay0Lock() {
  const queryClient = useQueryClient();
  return (userId: string | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [logisticsPaths.list] }),
      queryClient.invalidateQueries(userId === null ? { predicate: isParticipantDetail } : { queryKey: [participantsPaths.detail(userId)] }),
    ]);
}

export function useSetDay0Lock() {
  const invalidate = useInvalidateDay0Lock();
  return useMutation({
    mutationFn: ({ userId, locked }: { userId: string; locked: boolean }) => setDay0Lock(userId, locked),
    onSuccess: (_result, { userId }) => invalidate(userId),
  });
}

export function useSetDay0LockForEveryone() {
  const invalidate = useInvalidateDay0Lock();
  return useMutation({
    mutationFn: (locked: boolean) => setDay0LockForEveryone(locked),
    onSuccess: () => invalidate(null),
  });
}
