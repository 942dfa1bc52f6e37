import type { PastEditions } from '@trek/contracts';
import type { AuditTrail, EditionSource, EmailOutboxRelay, EmailOutboxStore, Logger } from '@trek/service-kit';
import type { AnnouncementRepository } from '../data-access/announcement.repository.js';
import type { ListParticipantAccounts } from '../data-access/auth-accounts.client.js';
import type { FeedbackReplyRepository } from '../data-access/feedback-reply.repository.js';
import type { FeedbackRepository } from '../data-access/feedback.repository.js';
import type { ParticipantsClient } from '../data-access/participants.client.js';

/** What the use cases work with; built once in app.ts. Each use case picks the members it uses. */
export interface UpdatesDomain {
  announcements: AnnouncementRepository;
  feedback: FeedbackRepository;
  /** Organizers' answers to feedback, one record each. */
  feedbackReplies: FeedbackReplyRepository;
  /** Emails owed (announcements, feedback notices); the relay puts them on the queue. */
  emailOutbox: EmailOutboxStore;
  relay: EmailOutboxRelay;
  audit: AuditTrail;
  /** Participant accounts, read from the auth service as the calling organizer. */
  listParticipantAccounts: ListParticipantAccounts;
  /** Each person's edition, spot and name, from the participant service. */
  participants: ParticipantsClient;
  /** The edition settings of the content service. */
  edition: EditionSource;
  /** The dates of past editions (content service): an unrecorded account belongs to the edition current when it was made. */
  pastEditions: () => Promise<PastEditions['editions']>;
  /** Who receives the feedback notice besides the organizers' accounts. */
  organizerEmails: string[];
  /** The portal's address (no trailing slash), linked from emails. */
  publicSiteUrl: string;
  now: () => Date;
  logger: Logger;
}
