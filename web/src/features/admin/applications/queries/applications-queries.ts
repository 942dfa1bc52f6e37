import {
  applicationDetailSchema,
  applicationListSchema,
  applicationStatsSchema,
  type ApplicationStatusChange,
} from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryFn, type QueryParams } from '../../../../lib/api-client';
import { useInvalidateParticipantAccounts } from '../../auth-spots/queries/auth-spots-queries';
import { applicationsPaths, changeApplicationStatus, createParticipantAccount } from '../api/applications-api';

const read = getQueryFn({ on401: 'throw' });

/** Organizers see each other's changes soon: the review lists stay fresh for 30 seconds, not 5 minutes. */
const REVIEW_STALE_TIME_MS = 30_000;

export function useApplicationList(params: QueryParams) {
  return useQuery({
    queryKey: [applicationsPaths.list, params],
    queryFn: async (context) => applicationListSchema.parse(await read(context)),
    staleTime: REVIEW_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}

export function useApplicationDetail(id: string | null) {
  return useQuery({
    queryKey: [applicationsPaths.detail(id ?? '')],
    queryFn: async (context) => applicationDetailSchema.parse(await read(context)),
    enabled: id !== null,
    staleTime: REVIEW_STALE_TIME_MS,
  });
}

export function useApplicationStats() {
  return useQuery({
    queryKey: [applicationsPaths.stats],
    queryFn: async (context) => applicationStatsSchema.parse(await read(context)),
    staleTime: REVIEW_STALE_TIME_MS,
  });
}

/** After a change, the list, the counts and the detail are read again. */
function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.list] }),
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.stats] }),
      queryClient.invalidateQueries({ queryKey: [applicationsPaths.detail(id)] }),
    ]);
}

export function useChangeApplicationStatus(id: string) {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (change: ApplicationStatusChange) => changeApplicationStatus(id, change),
    onSuccess: () => invalidate(id),
  });
}

export function useCreateParticipantAccount(id: string) {
  const invalidate = useInvalidateApplications();
  const invalidateAccounts = useInvalidateParticipantAccounts();
  return useMutation({
    mutationFn: () => createParticipantAccount(id),
    onSuccess: () => Promise.all([invalidate(id), invalidateAccounts()]),
  });
}
