import type { LogisticsState, ParticipantRecord, StoredProfile } from './participant-record.js';

/** A participant as the repository assembles it, for the domain's unit tests: no profile, no logistics yet. */
export function participantRecord(userId: string, parts: { profile?: Partial<StoredProfile>; logistics?: Partial<LogisticsState> } = {}): ParticipantRecord {
  const at = new Date('2026-01-10T12:00:00.000Z');
  return {
    id: `participant-${userId}`,
    userId,
    profile: { cohortYears: [], ...parts.profile },
    hasJoinedWhatsapp: false,
    whatsappJoinedAt: null,
    logistics: { status: 'DRAFT', day0Locked: false, submittedAt: null, updatedAt: at, ...parts.logistics },
    spot: null,
    transferCount: 0,
    receivedByTransfer: false,
    clearedAt: null,
    transfers: [],
    updatedAt: at,
  };
}
