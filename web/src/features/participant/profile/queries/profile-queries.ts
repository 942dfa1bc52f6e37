import type { ParticipantProfileUpdateInput } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmWhatsappJoined, fetchOwnProfile, saveOwnProfile } from '../api/profile-api';

/** Shared with the other participant tabs (setup progress, transfer), which refresh it after their writes. */
export const profileQueryKey = ['participant', 'profile'] as const;

export function useParticipantProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchOwnProfile });
}

/** Spec 4: a successful save refreshes the cached profile. */
export function useSaveParticipantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ParticipantProfileUpdateInput) => saveOwnProfile(update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

export function useConfirmWhatsappJoined() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWhatsappJoined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
