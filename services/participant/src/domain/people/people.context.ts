import type { ActiveParticipant } from '@trek/contracts';
import type { EditionSource, EmailOutboxRelay, Logger, readPastEditions } from '@trek/service-kit';
import type { AuthAccountsClient } from '../../data-access/people/auth-accounts.client.js';
import type { ParticipantEditionRepository } from '../../data-access/people/participant-edition.repository.js';
import type { ParticipantRecords } from './participant-record.js';

/**
 * What every feature of the service reads: whose record, which edition, whose account. Each
 * feature's context adds what only it uses (see the `*.context.ts` beside its use cases).
 */
export interface PeopleContext {
  participants: ParticipantRecords;
  /** The edition each participant belongs to (the one current when they first opened the portal). */
  participantEditions: ParticipantEditionRepository;
  /** The edition settings of the content service (year, transfer deadline, trek dates). */
  edition: EditionSource;
  /** The dates of past editions (content service). */
  pastEditions: () => ReturnType<typeof readPastEditions>;
  /** Enabled participant accounts from auth's internal API; null when AUTH_INTERNAL_KEY is not set (newcomers join the current edition). */
  activeParticipants: (() => Promise<ActiveParticipant[]>) | null;
  /** Participant accounts, read from the auth service as the calling organizer (or the participant themselves). */
  authAccounts: AuthAccountsClient;
  now: () => Date;
  logger: Logger;
}

/** The organizer notices (a transfer, final logistics): who gets them and the portal they link to. */
export interface NoticeContext {
  /** Emails owed (kit outbox); the relay puts them on the queue. */
  relay: EmailOutboxRelay;
  /** Who receives the organizer notices; empty sends none. */
  organizerEmails: string[];
  /** The portal's address (no trailing slash), linked from emails. */
  publicSiteUrl: string;
}

/** Overrides the edition's transfer deadline when set (env TRANSFER_DEADLINE). */
export interface DeadlineContext {
  transferDeadlineOverride: Date | null;
}
