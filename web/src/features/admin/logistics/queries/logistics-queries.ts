import { adminLogisticsListSchema, roomingReportSchema } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryFn, type QueryParams } from '../../../../lib/api-client';
import { logisticsPaths, setDay0Lock, setDay0LockForEveryone } from '../api/logistics-api';

const read = getQueryFn({ on401: 'throw' });

/** Participants keep editing their logistics; organizers' lists are re-read after 30 seconds. */
const LOGISTICS_STALE_TIME_MS = 30_000;

export function useLogisticsList(params: QueryParams) {
  return useQuery({
    queryKey: [logisticsPaths.list, params],
    queryFn: async (context) => adminLogisticsListSchema.parse(await read(context)),
    staleTime: LOGISTICS_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}

export function useRoomingReport() {
  return useQuery({
    queryKey: [logisticsPaths.rooming],
    queryFn: async (context) => roomingReportSchema.parse(await read(context)),
    staleTime: LOGISTICS_STALE_TIME_MS,
  });
}

export function useSetDay0Lock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, locked }: { userId: string; locked: boolean }) => setDay0Lock(userId, locked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [logisticsPaths.list] }),
  });
}

export function useSetDay0LockForEveryone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => setDay0LockForEveryone(locked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [logisticsPaths.list] }),
  });
}
