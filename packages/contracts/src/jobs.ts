import { z } from 'zod';
import { OFFER_LINK_PLACEHOLDER } from './admissions.js';
import { SET_PASSWORD_LINK_PLACEHOLDER } from './auth.js';
import { languageSchema } from './language.js';
import { filterTextSchema, objectIdSchema, optionalChoice, pagedListShape, pageQueryShape } from './common.js';
import { organizerNoticeSchema } from './organizer-notifications.js';
import { RESPONSIVE_MAX_WIDTH, RESPONSIVE_WIDTHS } from './responsive-images.js';
import { CROP, IMAGE_MIME_TYPES, UPLOAD_TYPES } from './upload.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * BullMQ queues, named by their consumer. Producers add jobs with an id derived from the event
 * (e.g. `application-confirmation-<ref>`) so a retried producer never sends the same email twice.
 * BullMQ refuses ids containing `:` and plain integers, hence the dashes.
 */
export const QUEUES = {
  email: 'notifications-email',
  /** The notifications worker's daily digest: a scheduler's check, and one job per digest day. */
  digest: 'notifications-digest',
  /** Image jobs for the upload service's worker. */
  images: 'upload-images',
  /** `PersonErased` for the upload service: it deletes the person's uploads. */
  uploadPersonErased: 'upload-person-erased',
  /** `PersonErased` for the notifications worker: it drops the contents of the emails sent to the person. */
  notificationsPersonErased: 'notifications-person-erased',
  /** `PersonErased` for the applications service: it deletes the person's applications. */
  applicationsPersonErased: 'applications-person-erased',
  /** `PersonErased` for the updates service: it deletes the person's feedback and read receipts. */
  updatesPersonErased: 'updates-person-erased',
  /** `SpotTransferred` for the auth service: it ends the former holder's sessions. */
  authSpotTransferred: 'auth-spot-transferred',
  /** `OfferConfirmed` for the participant service: it gives the person their spot in the edition. */
  participantOfferConfirmed: 'participant-offer-confirmed',
  /** `SpotReleased` for the applications service: the freed seat goes to the waitlist. */
  applicationsSpotReleased: 'applications-spot-released',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const emailKindSchema = builtOnFirstUse(() =>
  z.enum([
    'application-confirmation',
    'new-application',
    'participant-credentials',
    /** An applicant's released decision (accepted with its offer link, waitlisted, rejected). */
    'admission-decision',
    'password-reset',
    'spot-transferred',
    'feedback-received',
    /** An organizer's answer to a participant's feedback, to that participant. */
    'feedback-reply',
    'logistics-finalised',
    /** One organizer's daily digest of the notices they chose to get that way. */
    'organizer-digest',
    'announcement',
    /** An organizer's plain email to a group of participants (an announcement audience), one per person. */
    'group-email',
    /** A participant's reminder of the setup items they still miss (scheduled, or an organizer's nudge). */
    'setup-reminder',
    /** A spot holder's reminder of a deposit past its due date (scheduled, or an organizer's "remind all"). */
    'payment-reminder',
    'test',
  ]),
);
export type EmailKind = z.infer<typeof emailKindSchema>;

/**
 * Producers render the text (each service owns its wording); the worker only delivers and logs.
 * An email with a set-password link carries the link's id, never the link: its text holds
 * `SET_PASSWORD_LINK_PLACEHOLDER`, which the worker replaces with the link auth makes at send time.
 * An email with an offer link likewise carries the offer's id and `OFFER_LINK_PLACEHOLDER`, which
 * the worker replaces with a link applications makes at send time.
 * An organizer notice carries `organizerNotice`: the worker adds the active organizers who want it
 * at once to `to` (which then holds only the extra list, and may be empty) when it sends.
 * Emails to one known person are rendered in that person's language by the producer; an organizer
 * notice, whose recipients only the worker knows, carries its other languages in `translations`
 * and each organizer gets the version in their own language (the extra list gets `subject`/`text`).
 */
/** An email's words in one language. */
export const emailTextSchema = builtOnFirstUse(() => z.object({ subject: z.string().min(1).max(300), text: z.string().min(1) }));
export type EmailText = z.infer<typeof emailTextSchema>;

export const emailJobSchema = builtOnFirstUse(() =>
  z
    .object({
      kind: emailKindSchema,
      to: z.array(z.email()),
      subject: z.string().min(1).max(300),
      text: z.string().min(1),
      html: z.string().optional(),
      passwordLinkId: objectIdSchema.optional(),
      offerLinkId: objectIdSchema.optional(),
      organizerNotice: organizerNoticeSchema.optional(),
      translations: z.partialRecord(languageSchema, emailTextSchema).optional(),
    })
    .refine((job) => job.to.length > 0 || job.organizerNotice, { path: ['to'], message: 'must name at least one recipient' })
    .refine((job) => !job.organizerNotice || job.organizerNotice.kind === job.kind, {
      path: ['organizerNotice', 'kind'],
      message: 'must be the email kind',
    })
    .refine((job) => !job.passwordLinkId || job.text.includes(SET_PASSWORD_LINK_PLACEHOLDER), {
      path: ['text'],
      message: `must hold ${SET_PASSWORD_LINK_PLACEHOLDER} where the set-password link goes`,
    })
    .refine((job) => !job.offerLinkId || job.text.includes(OFFER_LINK_PLACEHOLDER), {
      path: ['text'],
      message: `must hold ${OFFER_LINK_PLACEHOLDER} where the offer link goes`,
    }),
);
export type EmailJob = z.infer<typeof emailJobSchema>;

/**
 * What the worker leaves of an email job in Redis once it is delivered (or its recipient was
 * erased before it ran): the job id (BullMQ's) and its kind, never recipients, subject or body, so
 * completed jobs hold no personal data. A job reduced to this is never sent.
 */
export const deliveredEmailJobSchema = builtOnFirstUse(() => z.object({ kind: emailKindSchema, delivered: z.literal(true) }));
export type DeliveredEmailJob = z.infer<typeof deliveredEmailJobSchema>;

/** `sending`: handed to SMTP, not yet confirmed; `retrying`: an attempt failed, BullMQ will try again. */
export const emailStatusSchema = builtOnFirstUse(() => z.enum(['sending', 'retrying', 'sent', 'captured', 'failed']));
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailLogEntrySchema = builtOnFirstUse(() =>
  z.object({
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
  }),
);
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

/** The organizers' email log, served by the notifications worker. Entries never carry a message body. */
export const emailLogQuerySchema = builtOnFirstUse(() =>
  z.object({
    status: optionalChoice(emailStatusSchema),
    kind: optionalChoice(emailKindSchema),
    /** Matched case-insensitively against the recipients and the subject. */
    search: optionalChoice(filterTextSchema),
    ...pageQueryShape,
  }),
);
export type EmailLogQuery = z.infer<typeof emailLogQuerySchema>;

export const emailLogPageSchema = builtOnFirstUse(() =>
  z.object({
    entries: z.array(emailLogEntrySchema),
    ...pagedListShape,
  }),
);
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;

// ── Image jobs ──────────────────────────────────────────────────────────────

/**
 * The upload service stores the original, answers with its URL at once and queues this job; its
 * worker writes the display version (long side at most 800 px, metadata stripped) and the WebP
 * width versions beside it.
 */
export const imageJobSchema = builtOnFirstUse(() =>
  z.object({
    /** Storage key of the original. */
    key: z.string().min(1).max(500),
    /** The `/media/...` URL the client received. */
    url: z.string(),
    contentType: z.enum(IMAGE_MIME_TYPES),
    uploadType: z.enum(UPLOAD_TYPES),
    maxLongSide: z.number().int().positive().default(CROP.output.maxLongSide),
    /** WebP versions to make at these widths (`responsiveWidths`); jobs queued before there were any carry none. */
    widths: z.array(z.number().int().positive().max(RESPONSIVE_MAX_WIDTH)).max(RESPONSIVE_WIDTHS.length).default([]),
  }),
);
export type ImageJob = z.infer<typeof imageJobSchema>;

export const imageJobId = (key: string) => `image-${key.replace(/[:/]/g, '-')}`;

// ── SpotTransferred ─────────────────────────────────────────────────────────

/**
 * A participant gave their spot away (the participant service publishes it once the transfer's
 * claim is committed). The auth service ends every session of the former holder: signing in again
 * shows them their own history, read-only. Consumed idempotently: ending sessions twice changes nothing.
 */
export const spotTransferredEventSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string().min(1),
    /** 1 for the spot's first transfer, 2 for its second, ... */
    transferNumber: z.number().int().positive(),
    /** The former holder's account id. */
    fromUserId: objectIdSchema,
    year: z.number().int(),
    transferredAt: z.string(),
  }),
);
export type SpotTransferredEvent = z.infer<typeof spotTransferredEventSchema>;

export const spotTransferredEventJobId = (spotId: string, transferNumber: number) => `spot-transferred-${spotId}-${transferNumber}`;

// ── PersonErased ────────────────────────────────────────────────────────────

/**
 * An organizer erased a person's data on request (the participant service publishes it, once per
 * consumer queue, before the account's email is deleted in auth). Consumers find what is theirs
 * through the account only: the upload service and the updates service by account id, the notifications worker and the
 * applications service by the account's own email (auth's, never one typed into a form) and id.
 * Consumed idempotently: what it deletes stays deleted, so a second delivery changes nothing.
 */
export const personErasedEventSchema = builtOnFirstUse(() =>
  z.object({
    userId: objectIdSchema,
    /** The account's email as auth held it; null when the person had no account left. */
    accountEmail: z.email().nullable(),
    /** The organizer who erased them (their name as their token carried it), for the consumers' audit entries. */
    erasedBy: z.object({ id: objectIdSchema, name: z.string().nullable() }),
    erasedAt: z.string(),
  }),
);
export type PersonErasedEvent = z.infer<typeof personErasedEventSchema>;

export const personErasedJobId = (userId: string) => `person-erased-${userId}`;

/** Stands in the email log for the address of an erased person (the entry stays as a delivery record). */
export const ERASED_RECIPIENT = 'erased@erased.invalid';

// ── OfferConfirmed ──────────────────────────────────────────────────────────

/**
 * An accepted applicant confirmed their offer and holds one of the edition's seats (the
 * applications service publishes it once their participant account exists). The participant
 * service gives the account its spot of that edition; consumed idempotently (one spot per person
 * and edition).
 */
export const offerConfirmedEventSchema = builtOnFirstUse(() =>
  z.object({
    offerId: objectIdSchema,
    userId: objectIdSchema,
    year: z.number().int(),
    confirmedAt: z.string(),
  }),
);
export type OfferConfirmedEvent = z.infer<typeof offerConfirmedEventSchema>;

export const offerConfirmedJobId = (offerId: string) => `offer-confirmed-${offerId}`;

// ── SpotReleased ────────────────────────────────────────────────────────────

/**
 * A participant gave up their spot without naming anyone to take it (a transfer without a
 * recipient; the participant service publishes it). The applications service frees the seat their
 * confirmed offer held and offers it to the waitlist. Consumed idempotently: a seat is freed once.
 */
export const spotReleasedEventSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string().min(1),
    /** Which transfer of the spot released it. */
    transferNumber: z.number().int().min(1),
    /** Who held the spot until then: their account's id. */
    userId: objectIdSchema,
    year: z.number().int(),
    releasedAt: z.string(),
  }),
);
export type SpotReleasedEvent = z.infer<typeof spotReleasedEventSchema>;

export const spotReleasedJobId = ({ spotId, transferNumber }: Pick<SpotReleasedEvent, 'spotId' | 'transferNumber'>) => `spot-released-${spotId}-${transferNumber}`;
