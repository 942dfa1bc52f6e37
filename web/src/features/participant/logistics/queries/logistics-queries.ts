import type { LogisticsPut } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../profile/queries/profile-queries';
import { fetchOwnLogistics, saveOwnLogistics } from '../api/logistics-api';

export const logisticsQueryKey = ['participant', 'logistics'] as const;

/** The participant's own logistics: the tab's first read, also fetched ahead of a click on the tab. */
export const ownLogisticsQuery = { queryKey: logisticsQueryKey, queryFn: fetchOwnLogistics };

export function useOwnLogistics() {
  return useQuery(ownLogisticsQuery);
}

export function useSaveLogistics() {
  const queryClient = useQueryClient();
  // Spec 7: after a save, the logistics and the profile reads are refreshed. The PUT answers the
  // saved record, so it becomes the logistics read without a second GET; the profile is read again
  // in the background, so the wizard moves on without waiting for it.
  return useMutation({
    mutationFn: (put: LogisticsPut) => saveOwnLogistics(put),
    onSuccess: (saved) => {
      queryClient.setQueryData(logisticsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
