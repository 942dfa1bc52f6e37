import type { AdminLogisticsState, ParticipantRosterItem } from '@trek/contracts';

/** The profile's name when filled in, else the account's. */
export function rosterName(participant: Pick<ParticipantRosterItem, 'firstName' | 'lastName' | 'fullName' | 'email'>): string {
  return `${participant.firstName} ${participant.lastName}`.trim() || participant.fullName || participant.email;
}

export const LOGISTICS_STATE_COLORS: Record<AdminLogisticsState, string> = {
  NOT_STARTED: 'gray',
  DRAFT: 'yellow',
  SUBMITTED: 'agave',
};
