import type { ActiveParticipant } from '@trek/contracts';
import type { AuditTrail, EmailOutboxRelay, EmailOutboxStore, Logger } from '@trek/service-kit';
import type { CalendarFeedRepository } from '../data-access/calendar-feed.repository.js';
import type { ApplicationsClient } from '../data-access/applications.client.js';
import type { AuthAccountsClient } from '../data-access/auth-accounts.client.js';
import type { AuthInternalClient } from '../data-access/auth-internal.client.js';
import type { LogisticsReadRepository } from '../data-access/logistics-read.repository.js';
import type { EditionSource, readPastEditions } from '@trek/service-kit';
import type { ParticipantEditionRepository } from '../data-access/participant-edition.repository.js';
import type { ParticipantRepository } from '../data-access/participant.repository.js';
import type { PersonErasedPublisher } from '../data-access/person-erased.publisher.js';
import type { SpotReleasedPublisher } from '../data-access/spot-released.publisher.js';
import type { SetupReminderRepository } from '../data-access/setup-reminder.repository.js';
import type { SpotRepository } from '../data-access/spot.repository.js';
import type { UpdatesClient } from '../data-access/updates.client.js';

/** What the use cases work with; built once in app.ts. */
export interface ParticipantDomain {
  participants: ParticipantRepository;
  /** Spots, who holds each, and their transfers (the same one `participants` reads). */
  spots: SpotRepository;
  /** The edition each participant belongs to (the one current when they first opened the portal). */
  participantEditions: ParticipantEditionRepository;
  /** Emails owed (transfer notices, setup reminders); the relay puts them on the queue. */
  emailOutbox: EmailOutboxStore;
  relay: EmailOutboxRelay;
  audit: AuditTrail;
  /** Participant accounts, read from the auth service as the calling organizer. */
  authAccounts: AuthAccountsClient;
  /** Auth's internal API (AUTH_INTERNAL_KEY): a transfer recipient's account, a former holder's sessions. */
  authInternal: AuthInternalClient;
  /** The edition settings of the content service (transfer deadline, trek start). */
  edition: EditionSource;
  /** The dates of past editions (content service): a past edition's logistics are kept counting from its own end. */
  pastEditions: () => ReturnType<typeof readPastEditions>;
  /** Enabled participant accounts from auth's internal API; null when AUTH_INTERNAL_KEY is not set (no scheduled reminders, newcomers join the current edition). */
  activeParticipants: (() => Promise<ActiveParticipant[]>) | null;
  /** Each participant's private calendar feed (its secret), removed with their data on erasure. */
  calendarFeeds: CalendarFeedRepository;
  /** The setup reminders' schedule and the records of which reached whom (removed with a participant's data on erasure). */
  setupReminders: SetupReminderRepository;
  /** The insert-only log of every organizer read of logistics. */
  logisticsReads: LogisticsReadRepository;
  /** A participant's feedback and read receipts (their data download, the overview's unread count) and their erasure. */
  updates: UpdatesClient;
  /** A participant's application (their data download) and its erasure. */
  applications: ApplicationsClient;
  /** Tells the upload service and the notifications worker that a person was erased. */
  personErased: Pick<PersonErasedPublisher, 'publish'>;
  /** `SpotReleased` to the applications service: a spot given up without a recipient frees its seat for the waitlist. */
  spotReleased: Pick<SpotReleasedPublisher, 'publish'>;
  /** Overrides the edition's transfer deadline when set (env TRANSFER_DEADLINE). */
  transferDeadlineOverride: Date | null;
  /** Who receives the spot-transferred notice; empty sends none. */
  organizerEmails: string[];
  /** The portal's address (no trailing slash), linked from emails. */
  publicSiteUrl: string;
  now: () => Date;
  logger: Logger;
}
