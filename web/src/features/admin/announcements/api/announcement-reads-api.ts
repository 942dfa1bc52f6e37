import { unreadEmailResultSchema, type UnreadEmailResult } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const announcementReadsPaths = {
  summary: '/api/admin/announcements/reads',
  detail: (id: string) => `/api/admin/announcements/${encodeURIComponent(id)}/reads`,
  emailUnread: (id: string) => `/api/admin/announcements/${encodeURIComponent(id)}/email-unread`,
} as const;

/** Emails an urgent announcement to the participants who have not read it (once per participant and day). */
export async function emailUnreadParticipants(id: string): Promise<UnreadEmailResult> {
  return unreadEmailResultSchema.parse(await apiRequest('POST', announcementReadsPaths.emailUnread(id)));
}
