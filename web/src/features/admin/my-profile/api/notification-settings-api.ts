import { organizerNotificationSettingsSchema, type OrganizerNotificationSettings } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

/** Served by the notifications worker, which sends the notices; each organizer reads and saves their own. */
export const NOTIFICATION_SETTINGS_PATH = '/api/admin/notification-settings';

export async function readNotificationSettings(): Promise<OrganizerNotificationSettings> {
  return organizerNotificationSettingsSchema.parse(await apiRequest('GET', NOTIFICATION_SETTINGS_PATH));
}

export async function saveNotificationSettings(settings: OrganizerNotificationSettings): Promise<OrganizerNotificationSettings> {
  return organizerNotificationSettingsSchema.parse(await apiRequest('PUT', NOTIFICATION_SETTINGS_PATH, settings));
}
