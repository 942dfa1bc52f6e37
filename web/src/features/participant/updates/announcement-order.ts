import type { ParticipantAnnouncement } from '@trek/contracts';

/**
 * Urgent announcements first, then the rest, each newest first as the server sends them: an urgent
 * one must not slip behind See More once five newer normal ones are posted.
 */
export function urgentFirst(announcements: readonly ParticipantAnnouncement[]): ParticipantAnnouncement[] {
  return [...announcements.filter(({ priority }) => priority === 'urgent'), ...announcements.filter(({ priority }) => priority !== 'urgent')];
}
