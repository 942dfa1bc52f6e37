import { z } from 'zod';
import { isMediaPath, requiredText, TEXT_LIMITS } from './common.js';
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

/** The organizers' view of an announcement: whether and when it was emailed. */
export const adminAnnouncementSchema = announcementSchema.extend({
  /** When participants were last emailed about it; null if never. */
  emailedAt: z.string().nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET /api/admin/announcements: newest first. */
export const adminAnnouncementListSchema = z.object({ announcements: z.array(adminAnnouncementSchema) });
export type AdminAnnouncementList = z.infer<typeof adminAnnouncementListSchema>;

/** POST and PUT answers: the announcement and how many participant emails were queued (0 unless asked). */
export const announcementSavedSchema = z.object({ announcement: adminAnnouncementSchema, emailsQueued: z.number() });
export type AnnouncementSaved = z.infer<typeof announcementSavedSchema>;

/** "1.2 MB": attachment sizes are shown in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
