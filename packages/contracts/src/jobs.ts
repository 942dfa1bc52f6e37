import { z } from 'zod';
import { announcementPrioritySchema } from './announcement.js';
import { optionalChoice, pageQueryShape, TEXT_LIMITS } from './common.js';
import { recipientAffiliationSchema } from './transfer.js';
import { CROP, IMAGE_MIME_TYPES, UPLOAD_TYPES } from './upload.js';

/**
 * BullMQ queues, named by their consumer. Producers add jobs with an id derived from the event
 * (e.g. `application-confirmation-<ref>`) so a retried producer never sends the same email twice.
 * BullMQ refuses ids containing `:` and plain integers, hence the dashes.
 */
export const QUEUES = {
  email: 'notifications-email',
  /**
   * Events the auth service reacts to. It holds every account's email address, so it is the one
   * that can tell all organizers about a new application or a transfer, and email all participants.
   */
  authEvents: 'auth-events',
  /** Events the participant service reacts to. */
  participantEvents: 'participant-events',
  /** Image jobs for the upload service's worker. */
  images: 'upload-images',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const emailKindSchema = z.enum([
  'application-confirmation',
  'new-application',
  'participant-credentials',
  'spot-transferred',
  'announcement',
  'test',
]);
export type EmailKind = z.infer<typeof emailKindSchema>;

/** Producers render the text (each service owns its wording); the worker only delivers and logs. */
export const emailJobSchema = z.object({
  kind: emailKindSchema,
  to: z.array(z.email()).min(1),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** `sending`: handed to SMTP, not yet confirmed; `retrying`: an attempt failed, BullMQ will try again. */
export const emailStatusSchema = z.enum(['sending', 'retrying', 'sent', 'captured', 'failed']);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailLogEntrySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  kind: emailKindSchema,
  to: z.array(z.string()),
  subject: z.string(),
  status: emailStatusSchema,
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

/** The organizers' email log, served by the notifications worker. Entries never carry a message body. */
export const emailLogQuerySchema = z.object({
  status: optionalChoice(emailStatusSchema),
  kind: optionalChoice(emailKindSchema),
  /** Matched case-insensitively against the recipients and the subject. */
  search: optionalChoice(z.string().trim().max(TEXT_LIMITS.short)),
  ...pageQueryShape,
});
export type EmailLogQuery = z.infer<typeof emailLogQuerySchema>;

export const emailLogPageSchema = z.object({
  entries: z.array(emailLogEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;

// ── Events ──────────────────────────────────────────────────────────────────
// Named in the past tense; a producer adds the event to the queue of every consumer listed in
// EVENT_CONSUMERS, with the id from eventJobId, so a replayed event is processed once.

const occurredAt = z.iso.datetime({ offset: true });

/** Applications service, on a new application. Auth sends the new-application notice to every organizer. */
export const applicationSubmittedSchema = z.object({
  type: z.literal('ApplicationSubmitted'),
  applicationId: z.string(),
  ref: z.string(),
  year: z.number().int(),
  firstNames: z.string(),
  lastName: z.string(),
  universityEmail: z.email(),
  occurredAt,
});
export type ApplicationSubmitted = z.infer<typeof applicationSubmittedSchema>;

/** Auth, when an organizer creates a participant account. The participant service opens the profile, so the roster lists everyone. */
export const participantAccountCreatedSchema = z.object({
  type: z.literal('ParticipantAccountCreated'),
  userId: z.string(),
  email: z.email(),
  fullName: z.string(),
  occurredAt,
});
export type ParticipantAccountCreated = z.infer<typeof participantAccountCreatedSchema>;

/**
 * Participant service, once a transfer is confirmed and the sender's data cleared. Auth records
 * the account's transfer status (Auth Spots) and sends the spot-transferred notice to organizers.
 */
export const spotTransferredSchema = z.object({
  type: z.literal('SpotTransferred'),
  userId: z.string(),
  transferCount: z.number().int().min(1),
  clearedAt: z.string(),
  recipientEmail: z.email().optional(),
  recipientAffiliation: recipientAffiliationSchema.optional(),
  noteToOrganizers: z.string().max(500).optional(),
  occurredAt,
});
export type SpotTransferred = z.infer<typeof spotTransferredSchema>;

/** Participant service, when an organizer posts an announcement. Auth emails participants when it is urgent and asked for. */
export const announcementPublishedSchema = z.object({
  type: z.literal('AnnouncementPublished'),
  announcementId: z.string(),
  title: z.string(),
  content: z.string(),
  priority: announcementPrioritySchema,
  emailParticipants: z.boolean(),
  occurredAt,
});
export type AnnouncementPublished = z.infer<typeof announcementPublishedSchema>;

export const eventSchema = z.discriminatedUnion('type', [
  applicationSubmittedSchema,
  participantAccountCreatedSchema,
  spotTransferredSchema,
  announcementPublishedSchema,
]);
export type TrekEvent = z.infer<typeof eventSchema>;
export type TrekEventType = TrekEvent['type'];

/** Who consumes what: each consumer owns its queue. */
export const EVENT_CONSUMERS = {
  ApplicationSubmitted: [QUEUES.authEvents],
  ParticipantAccountCreated: [QUEUES.participantEvents],
  SpotTransferred: [QUEUES.authEvents],
  AnnouncementPublished: [QUEUES.authEvents],
} as const satisfies Record<TrekEventType, readonly QueueName[]>;

/** BullMQ job id for an event: derived from what makes it unique, dash-separated (BullMQ refuses ':'). */
export function eventJobId(event: TrekEvent): string {
  const key = (() => {
    switch (event.type) {
      case 'ApplicationSubmitted':
        return `application-submitted-${event.ref}`;
      case 'ParticipantAccountCreated':
        return `participant-account-created-${event.userId}`;
      case 'SpotTransferred':
        return `spot-transferred-${event.userId}-${event.transferCount}`;
      case 'AnnouncementPublished':
        return `announcement-published-${event.announcementId}`;
    }
  })();
  return key.replace(/:/g, '-');
}

// ── Image jobs ──────────────────────────────────────────────────────────────

/**
 * The upload service stores the original, answers with its URL at once and queues this job; its
 * worker writes the display version (long side at most 800 px, metadata stripped) beside it.
 */
export const imageJobSchema = z.object({
  /** Storage key of the original. */
  key: z.string().min(1).max(500),
  /** The `/media/...` URL the client received. */
  url: z.string(),
  contentType: z.enum(IMAGE_MIME_TYPES),
  uploadType: z.enum(UPLOAD_TYPES),
  maxLongSide: z.number().int().positive().default(CROP.output.maxLongSide),
});
export type ImageJob = z.infer<typeof imageJobSchema>;

export const imageJobId = (key: string) => `image-${key.replace(/[:/]/g, '-')}`;
