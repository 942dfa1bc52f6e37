import { nudgeResultSchema, setupRemindersViewSchema, type NudgeRequest, type NudgeResult, type SetupReminderSchedule, type SetupRemindersView } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { overviewReadPaths } from './overview-read-paths';

export const setupRemindersPaths = {
  schedule: overviewReadPaths.setupReminders,
  nudge: '/api/admin/setup-reminders/nudge',
} as const;

export async function saveSetupReminderSchedule(schedule: SetupReminderSchedule): Promise<SetupRemindersView> {
  return setupRemindersViewSchema.parse(await apiRequest('PUT', setupRemindersPaths.schedule, schedule));
}

export async function nudgeParticipants(request: NudgeRequest): Promise<NudgeResult> {
  return nudgeResultSchema.parse(await apiRequest('POST', setupRemindersPaths.nudge, request));
}
