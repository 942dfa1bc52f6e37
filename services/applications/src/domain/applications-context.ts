import type { AuditTrail, EditionSource, EmailOutboxRelay, EmailOutboxStore, KeyedQueue, Logger, readPastEditions } from '@trek/service-kit';
import type { ApplicationRepository } from '../data-access/application.repository.js';
import type { AuthAccountsClient } from '../data-access/auth-accounts.client.js';
import type { ParticipantAccountLinkRepository } from '../data-access/participant-account-link.repository.js';
import type { StatusChangeRepository } from '../data-access/status-change.repository.js';
import type { DecisionDraftRepository } from '../data-access/admissions/decision-draft.repository.js';
import type { DecisionTemplateRepository } from '../data-access/admissions/decision-template.repository.js';
import type { OfferAccountsClient } from '../data-access/admissions/offer-accounts.client.js';
import type { OfferConfirmedPublisher } from '../data-access/admissions/offer-confirmed.publisher.js';
import type { OfferRepository } from '../data-access/admissions/offer.repository.js';
import type { ReviewRepository } from '../data-access/admissions/review.repository.js';
import type { WaitlistOrderRepository } from '../data-access/admissions/waitlist-order.repository.js';
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
  /** Admissions: each organizer's review, draft decisions, the waitlist's order, decision emails, offers and seats. */
  reviews: ReviewRepository;
  decisionDrafts: DecisionDraftRepository;
  waitlistOrders: WaitlistOrderRepository;
  decisionTemplates: DecisionTemplateRepository;
  offers: OfferRepository;
  offerAccounts: OfferAccountsClient;
  offerConfirmed: Pick<OfferConfirmedPublisher, 'publish'>;
  /** One waitlist promotion at a time per edition. */
  editionWrites: KeyedQueue;
}
