import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerNotificationSettings } from '@trek/contracts';
import { myProfilePaths, readMyTeamMember, saveMyTeamMember, type MyTeamCard } from '../api/my-profile-api';
import { NOTIFICATION_SETTINGS_PATH, readNotificationSettings, saveNotificationSettings } from '../api/notification-settings-api';

export function useMyTeamMember() {
  return useQuery({ queryKey: [myProfilePaths.myTeamMember], queryFn: readMyTeamMember });
}

/** After a save the answer is the card; the team lists of the Content tab and the landing page are read again. */
export function useSaveMyTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: MyTeamCard) => saveMyTeamMember(card),
    onSuccess: (saved) => {
      queryClient.setQueryData([myProfilePaths.myTeamMember], saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [myProfilePaths.adminTeam] }),
        queryClient.invalidateQueries({ queryKey: [myProfilePaths.publicTeam] }),
      ]);
    },
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: [NOTIFICATION_SETTINGS_PATH], queryFn: readNotificationSettings });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerNotificationSettings) => saveNotificationSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData([NOTIFICATION_SETTINGS_PATH], saved),
  });
}
