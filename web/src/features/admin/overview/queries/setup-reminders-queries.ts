import { setupRemindersViewSchema, type NudgeRequest, type SetupReminderSchedule } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readFirstScreen } from '../../../../lib/api-client';
import { nudgeParticipants, saveSetupReminderSchedule, setupRemindersPaths } from '../api/setup-reminders-api';
import { emailLogPath } from './email-log-queries';

/** Sent counts grow when the scheduled job runs; the schedule is re-read after a minute. */
const SCHEDULE_STALE_TIME_MS = 60_000;

export function useSetupReminders() {
  return useQuery({
    queryKey: [setupRemindersPaths.schedule],
    queryFn: async () => setupRemindersViewSchema.parse(await readFirstScreen(setupRemindersPaths.schedule)),
    staleTime: SCHEDULE_STALE_TIME_MS,
  });
}

export function useSaveSetupReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: SetupReminderSchedule) => saveSetupReminderSchedule(schedule),
    onSuccess: (view) => queryClient.setQueryData([setupRemindersPaths.schedule], view),
  });
}

/** The email log shows the nudges once the worker has them. */
export function useNudgeParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NudgeRequest) => nudgeParticipants(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [emailLogPath] }),
  });
}
