import { z } from 'zod';
import { SET_PASSWORD_LINK_PLACEHOLDER } from './auth.js';
import { filterTextSchema, objectIdSchema, optionalChoice, pagedListShape, pageQueryShape } from './common.js';
import { CROP, IMAGE_MIME_TYPES, UPLOAD_TYPES } from './upload.js';

/**
 * BullMQ queues, named by their consumer. Producers add jobs with an id derived from the event
 * (e.g. `application-confirmation-<ref>`) so a retried producer never sends the same email twice.
 * BullMQ refuses ids containing `:` and plain integers, hence the dashes.
 */
export const QUEUES = {
  email: 'notifications-email',
  /** Image jobs for the upload service's worker. */
  images: 'upload-images',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const emailKindSchema = z.enum([
  'application-confirmation',
  'new-application',
  'participant-credentials',
  'password-reset',
  'spot-transferred',
  'announcement',
  'test',
]);
export type EmailKind = z.infer<typeof emailKindSchema>;

/**
 * Producers render the text (each service owns its wording); the worker only delivers and logs.
 * An email with a set-password link carries the link's id, never the link: its text holds
 * `SET_PASSWORD_LINK_PLACEHOLDER`, which the worker replaces with the link auth makes at send time.
 */
export const emailJobSchema = z
  .object({
    kind: emailKindSchema,
    to: z.array(z.email()).min(1),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
    passwordLinkId: objectIdSchema.optional(),
  })
  .refine((job) => !job.passwordLinkId || job.text.includes(SET_PASSWORD_LINK_PLACEHOLDER), {
    path: ['text'],
    message: `must hold ${SET_PASSWORD_LINK_PLACEHOLDER} where the set-password link goes`,
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
  search: optionalChoice(filterTextSchema),
  ...pageQueryShape,
});
export type EmailLogQuery = z.infer<typeof emailLogQuerySchema>;

export const emailLogPageSchema = z.object({
  entries: z.array(emailLogEntrySchema),
  ...pagedListShape,
});
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;

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
