import type { ActiveParticipant, EditionSpot } from '@trek/contracts';
import type { AuditTrail, EditionSource, EmailOutboxRelay, EmailOutboxStore, Logger } from '@trek/service-kit';
import type { PaymentEntryRepository } from '../data-access/payment-entry.repository.js';
import type { PaymentReminderRepository } from '../data-access/payment-reminder.repository.js';

/** What the use cases work with, built once in app.ts. */
export interface PaymentsDomain {
  entries: PaymentEntryRepository;
  reminders: PaymentReminderRepository;
  /** An edition's spots and their holders (participant service). */
  editionSpots: (year: number) => Promise<EditionSpot[]>;
  /** The enabled participant accounts (auth service). */
  holders: () => Promise<ActiveParticipant[]>;
  /** The edition settings (content): the current edition's, and each past edition's own. */
  edition: EditionSource;
  /** The years of the past editions (content's edition history). */
  pastEditionYears: () => Promise<number[]>;
  emailOutbox: EmailOutboxStore;
  relay: EmailOutboxRelay;
  audit: AuditTrail;
  publicSiteUrl: string;
  now: () => Date;
  logger: Logger;
}
