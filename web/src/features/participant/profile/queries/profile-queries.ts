import type { ParticipantProfile, ParticipantProfileUpdateInput } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmWhatsappJoined, fetchOwnProfile, saveOwnProfile } from '../api/profile-api';

/** Shared with the other participant tabs (setup progress, transfer), which refresh it after their writes. */
export const profileQueryKey = ['participant', 'profile'] as const;

export function useParticipantProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchOwnProfile });
}

/** Both writes answer the saved profile, so it becomes the cached read (spec 4's refresh) without a second GET. */
function useKeepSavedProfile(): (saved: ParticipantProfile) => void {
  const queryClient = useQueryClient();
  return (saved) => queryClient.setQueryData(profileQueryKey, saved);
}

export function useSaveParticipantProfile() {
  const keepSavedProfile = useKeepSavedProfile();
  return useMutation({
    mutationFn: (update: ParticipantProfileUpdateInput) => saveOwnProfile(update),
    onSuccess: keepSavedProfile,
  });
}

export function useConfirmWhatsappJoined() {
  const keepSavedProfile = useKeepSavedProfile();
  return useMutation({ mutationFn: confirmWhatsappJoined, onSuccess: keepSavedProfile });
}
