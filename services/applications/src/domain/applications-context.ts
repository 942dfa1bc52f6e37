import type { AuditTrail, EditionSource, EmailOutboxRelay, EmailOutboxStore, KeyedQueue, Logger, readPastEditions } from '@trek/service-kit';
import type { ApplicationRepository } from '../data-access/application.repository.js';
import type { AuthAccountsClient } from '../data-access/auth-accounts.client.js';
import type { ParticipantAccountLinkRepository } from '../data-access/participant-account-link.repository.js';
import type { StatusChangeRepository } from '../data-access/status-change.repository.js';
import type { EmailBase } from './application-emails.js';

/** What the use cases work with, built once in app.ts. */
export interface ApplicationsDomain {
  applications: ApplicationRepository;
  statusChanges: StatusChangeRepository;
  accountLinks: ParticipantAccountLinkRepository;
  /** One status change at a time per application (FerretDB rewrites whole documents). */
  applicationWrites: KeyedQueue;
  emailOutbox: EmailOutboxStore;
  relay: EmailOutboxRelay;
  authAccounts: AuthAccountsClient;
  emailBase: EmailBase;
  /** The edition settings of the content service: year, application deadline, contact mailbox. */
  edition: EditionSource;
  /** The dates of past editions (content service): retention counts from an application's own edition. */
  pastEditions: () => ReturnType<typeof readPastEditions>;
  /** The organizers' audit trail of this service: status changes (by reference), retention purges and erasures (counts, never who). */
  audit: AuditTrail;
  now: () => Date;
  logger: Logger;
}
