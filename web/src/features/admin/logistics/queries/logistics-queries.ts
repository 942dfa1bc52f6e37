import { adminLogisticsListSchema, roomingReportSchema } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { participantsPaths } from '../../participants/api/participants-api';
import { logisticsPaths, setDay0Lock, setDay0LockForEveryone } from '../api/logistics-api';

/** Participants keep editing their logistics; organizers' lists are re-read after 30 seconds. */
const LOGISTICS_STALE_TIME_MS = 30_000;

export function useLogisticsList(params: QueryParams) {
  return useQuery({
    queryKey: [logisticsPaths.list, params],
    queryFn: async (context) => adminLogisticsListSchema.parse(await readQuery(context)),
    staleTime: LOGISTICS_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
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
