import { z } from 'zod';
import { isMediaPath, objectIdSchema, requiredText, TEXT_LIMITS } from './common.js';
import { editionMessages, editionYearFilterShape, FIRST_EDITION_YEAR, LAST_EDITION_YEAR } from './edition.js';
import { ATTACHMENT_MIME_TYPES, UPLOAD_MAX_BYTES } from './upload.js';

/** Announcements: organizers write them, participants read them (signed-in spec sections 3, 9). */
export const announcementMessages = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  invalidPriority: 'Priority must be urgent, normal or low',
  attachmentIdRequired: 'Attachment id is required',
  attachmentNameRequired: 'Attachment file name is required',
  attachmentUrlRequired: 'Attachment URL is required',
  attachmentUrlNotUploaded: 'Attachments must be files uploaded to the portal',
  attachmentType: 'Attachments must be JPG, PNG or PDF files',
  attachmentTooLarge: 'Attachments must be 5MB or smaller',
  tooManyAttachments: 'At most 10 attachments',
  notFound: 'Announcement not found',
  emailUrgentOnly: 'Only urgent announcements can be emailed to participants',
  noFutureEdition: 'Announcements can be posted to the current edition or a past one',
  emailAccountsUnavailable: 'Participant accounts are unavailable right now, so no emails were queued. Please try again shortly.',
  loadFailedTitle: 'Failed to load announcements',
  loadFailed: 'Please try refreshing the page or contact support if the issue persists.',
  none: 'No announcements yet',
  imageUnavailable: 'Image unavailable',
} as const;

const m = announcementMessages;

export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'normal', 'low'] as const;
export const announcementPrioritySchema = z.enum(ANNOUNCEMENT_PRIORITIES, m.invalidPriority);
export type AnnouncementPriority = z.infer<typeof announcementPrioritySchema>;

/** List display: the first 5, content cut at 200 characters with Read More. */
export const ANNOUNCEMENT_DISPLAY = { shownFirst: 5, contentPreviewChars: 200 } as const;

export const attachmentSchema = z.object({
  id: z.string(m.attachmentIdRequired).trim().min(1, m.attachmentIdRequired).max(100, m.attachmentIdRequired),
  fileName: requiredText(m.attachmentNameRequired, 255, 'File name'),
  fileType: z.enum(ATTACHMENT_MIME_TYPES, m.attachmentType),
  /** Bytes. */
  fileSize: z.int(m.attachmentTooLarge).min(0, m.attachmentTooLarge).max(UPLOAD_MAX_BYTES, m.attachmentTooLarge),
  /** A `/media/...` path handed out by the upload service; nothing else is linked from an announcement. */
  url: z
    .string(m.attachmentUrlRequired)
    .trim()
    .min(1, { error: m.attachmentUrlRequired, abort: true })
    .max(TEXT_LIMITS.url, m.attachmentUrlNotUploaded)
    .refine(isMediaPath, m.attachmentUrlNotUploaded),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const announcementFields = z.object({
  title: requiredText(m.titleRequired, TEXT_LIMITS.short, 'Title'),
  content: requiredText(m.contentRequired, TEXT_LIMITS.long, 'Content'),
  priority: announcementPrioritySchema,
  attachments: z.array(attachmentSchema).max(10, m.tooManyAttachments),
  /** Also email it to every participant; the service does so for urgent announcements only. */
  emailParticipants: z.boolean(),
});

/** Emailing participants is for urgent announcements only. */
const emailOnlyWhenUrgent = (value: { priority?: AnnouncementPriority | undefined; emailParticipants?: boolean | undefined }, ctx: z.RefinementCtx) => {
  if (value.emailParticipants === true && value.priority !== undefined && value.priority !== 'urgent') {
    ctx.addIssue({ code: 'custom', path: ['emailParticipants'], message: m.emailUrgentOnly });
  }
};

/** POST /api/admin/announcements. */
export const announcementInputSchema = announcementFields
  .extend({
    /** The edition it is posted to; left out, the current one. Its participants read it and only they are emailed. */
    year: z.int(editionMessages.yearRange).min(FIRST_EDITION_YEAR, editionMessages.yearRange).max(LAST_EDITION_YEAR, editionMessages.yearRange).optional(),
    priority: announcementPrioritySchema.default('normal'),
    attachments: announcementFields.shape.attachments.default([]),
    emailParticipants: z.boolean().default(false),
  })
  .superRefine(emailOnlyWhenUrgent);
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/**
 * PUT /api/admin/announcements/:id. Built without defaults, so an edit that leaves out the priority
 * keeps it; `emailParticipants: true` emails it (again harmlessly: one job per participant and announcement).
 */
export const announcementUpdateSchema = announcementFields.partial().superRefine(emailOnlyWhenUrgent);
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: announcementPrioritySchema.default('normal'),
  attachments: z.array(attachmentSchema).default([]),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The organizers' view of an announcement: its edition, and whether and when it was emailed. */
export const adminAnnouncementSchema = announcementSchema.extend({
  /** The edition it was posted to. */
  year: z.number(),
  /** When participants were last emailed about it; null if never. */
  emailedAt: z.string().nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET /api/admin/announcements?year=: one edition's (blank: the current one). */
export const adminAnnouncementListQuerySchema = z.object(editionYearFilterShape);

/** GET /api/admin/announcements: the edition's announcements, newest first. */
export const adminAnnouncementListSchema = z.object({ announcements: z.array(adminAnnouncementSchema) });
export type AdminAnnouncementList = z.infer<typeof adminAnnouncementListSchema>;

/** POST and PUT answers: the announcement and how many participant emails were queued (0 unless asked). */
export const announcementSavedSchema = z.object({ announcement: adminAnnouncementSchema, emailsQueued: z.number() });
export type AnnouncementSaved = z.infer<typeof announcementSavedSchema>;

// Read receipts: a participant's portal records once that an announcement was shown
// to them; organizers see who has and has not read each one and can email an urgent one again to
// those who have not.

/**
 * How long an announcement stays on screen (at least half of its card, in a visible page) before the
 * portal records it as read; opening it with Read More records it at once.
 */
export const ANNOUNCEMENT_READ_DWELL_MS = 2000;

/** POST /api/participant/announcements/:id/read and the organizers' per-announcement routes. */
export const announcementIdParamsSchema = z.object({ id: objectIdSchema });

/** POST /api/participant/announcements/:id/read: when the caller first read it (201 the first time, 200 after). */
export const announcementReceiptSchema = z.object({ announcementId: z.string(), readAt: z.string() });
export type AnnouncementReceipt = z.infer<typeof announcementReceiptSchema>;

/** GET /api/participant/announcements: each announcement with when the caller read it (null: not yet). */
export const participantAnnouncementSchema = announcementSchema.extend({ readAt: z.string().nullable().default(null) });
export type ParticipantAnnouncement = z.infer<typeof participantAnnouncementSchema>;
export const participantAnnouncementListSchema = z.array(participantAnnouncementSchema);

/**
 * GET /api/admin/announcements/reads: "Read by N of M" for every announcement. Only enabled
 * participant accounts of the current edition count (M = `participants`).
 */
export const announcementReadSummarySchema = z.object({
  participants: z.number(),
  announcements: z.array(z.object({ announcementId: z.string(), readCount: z.number() })),
});
export type AnnouncementReadSummary = z.infer<typeof announcementReadSummarySchema>;

const readerSchema = z.object({ userId: z.string(), name: z.string() });

/** GET /api/admin/announcements/:id/reads: who has read it (earliest first) and who has not (by name). */
export const announcementReadDetailSchema = z.object({
  announcementId: z.string(),
  participants: z.number(),
  read: z.array(readerSchema.extend({ readAt: z.string() })),
  unread: z.array(readerSchema.extend({ email: z.string() })),
});
export type AnnouncementReadDetail = z.infer<typeof announcementReadDetailSchema>;

/**
 * POST /api/admin/announcements/:id/email-unread: urgent announcements only. Each participant who
 * has not read it is owed one email per announcement and UTC day, so a repeated click sends nothing
 * more; `emailsQueued` counts the new ones, `unread` those who have not read it.
 */
export const unreadEmailResultSchema = z.object({ emailsQueued: z.number(), unread: z.number() });
export type UnreadEmailResult = z.infer<typeof unreadEmailResultSchema>;

/** A participant's own receipts, in their data download. */
export const ownAnnouncementReadSchema = z.object({ announcementId: z.string(), title: z.string().nullable(), readAt: z.string() });

/** "1.2 MB": attachment sizes are shown in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
