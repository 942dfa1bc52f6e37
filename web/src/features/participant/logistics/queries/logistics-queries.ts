import type { LogisticsPut } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOwnLogistics, saveOwnLogistics } from '../api/logistics-api';

export const logisticsQueryKey = ['participant', 'logistics'] as const;
/** The profile read (owned by the profile tab); a logistics save refreshes it too (spec 7). */
const profileQueryKey = ['participant', 'profile'] as const;

export function useOwnLogistics() {
  return useQuery({ queryKey: logisticsQueryKey, queryFn: fetchOwnLogistics });
}

export function useSaveLogistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (put: LogisticsPut) => saveOwnLogistics(put),
    onSuccess: (saved) => {
      queryClient.setQueryData(logisticsQueryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: logisticsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
