import type { PastEditions } from '@trek/contracts';
import type { AuditTrail, EditionSource, EmailOutboxRelay, EmailOutboxStore, KeyedQueue, Logger } from '@trek/service-kit';
import type { ListActiveParticipants } from '../data-access/active-participants.client.js';
import type { AnnouncementRepository } from '../data-access/announcement.repository.js';
import type { ListParticipantAccounts } from '../data-access/auth-accounts.client.js';
import type { GroupEmailRepository } from '../data-access/group-email.repository.js';
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
  /** The enabled participant accounts, read from auth's internal API (audiences, also without an organizer's token). */
  activeParticipants: ListActiveParticipants;
  /**
   * One publication, email or change of audience or schedule of an announcement at a time: each
   * reads the announcement, resolves its audience and records it, so none may act on a state
   * another is changing (one process on FerretDB; replicas need MongoDB).
   */
  announcementSteps: KeyedQueue;
  /** Organizers' plain emails to a group, one record each. */
  groupEmails: GroupEmailRepository;
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
