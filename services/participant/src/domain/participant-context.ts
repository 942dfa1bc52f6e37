import type { EmailOutbox, Logger } from '@trek/service-kit';
import type { AnnouncementRepository } from '../data-access/announcement.repository.js';
import type { FeedbackRepository } from '../data-access/feedback.repository.js';
import type { ParticipantRepository } from '../data-access/participant.repository.js';

/** What the use cases work with; built once in app.ts. */
export interface ParticipantDomain {
  participants: ParticipantRepository;
  feedback: FeedbackRepository;
  announcements: AnnouncementRepository;
  outbox: EmailOutbox;
  /** Who receives the spot-transferred notice; empty sends none. */
  organizerEmails: string[];
  transferDeadline: Date;
  now: () => Date;
  logger: Logger;
}
