import { z } from 'zod';
import { isMediaPath, objectIdSchema, requiredText, TEXT_LIMITS } from './common.js';
import { editionYearFilterShape, FIRST_EDITION_YEAR, LAST_EDITION_YEAR } from './edition.js';
import { editionMessages } from './messages/edition.js';

/** Announcements: organizers write them, participants read them (signed-in spec sections 3, 9). */

import { ATTACHMENT_MIME_TYPES, UPLOAD_MAX_BYTES } from './upload.js';
import { announcementMessages } from './messages/announcement.js';
import { builtOnFirstUse } from './built-on-first-use.js';

const m = announcementMessages;

export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'normal', 'low'] as const;
export const announcementPrioritySchema = builtOnFirstUse(() => z.enum(ANNOUNCEMENT_PRIORITIES, m.invalidPriority));
export type AnnouncementPriority = z.infer<typeof announcementPrioritySchema>;

/** List display: the first 5, content cut at 200 characters with Read More. */
export const ANNOUNCEMENT_DISPLAY = { shownFirst: 5, contentPreviewChars: 200 } as const;

export const attachmentSchema = builtOnFirstUse(() =>
  z.object({
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
  }),
);
export type Attachment = z.infer<typeof attachmentSchema>;

// Audiences: who an announcement (or a group email) is for. Resolved from the participant
// service's data about people when the announcement is published, and again when it is emailed.

/**
 * The setup items an audience can target ("everyone still missing a passport"), each with how a
 * participant's setup facts say it is done. Adding an item is one entry here (and its label in
 * the web's `adminAnnouncements` texts); the participant service reports the missing ones.
 */
export interface SetupFacts {
  profileComplete: boolean;
  logisticsSubmitted: boolean;
  hasJoinedWhatsapp: boolean;
  /** The logistics as saved (a passport-like field only as "filled or not", never its value). */
  logistics: Partial<Record<string, unknown>>;
}
const given = (value: unknown) => typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
export const AUDIENCE_SETUP_ITEMS = {
  profile: (facts: SetupFacts) => facts.profileComplete,
  logistics: (facts: SetupFacts) => facts.logisticsSubmitted,
  whatsapp: (facts: SetupFacts) => facts.hasJoinedWhatsapp,
  passport: ({ logistics }: SetupFacts) => given(logistics.passportNumber) && given(logistics.passportNationality),
  emergencyContact: ({ logistics }: SetupFacts) => given(logistics.emergencyContactName) && given(logistics.emergencyContactPhone),
  // A flight counts once structured: the free-text answers given earlier are read by people, not by boards.
  flights: ({ logistics }: SetupFacts) => given(logistics.inboundFlight) && given(logistics.outboundFlight),
} as const satisfies Record<string, (facts: SetupFacts) => boolean>;
export type AudienceSetupItem = keyof typeof AUDIENCE_SETUP_ITEMS;
export const AUDIENCE_SETUP_ITEM_KEYS = Object.keys(AUDIENCE_SETUP_ITEMS) as [AudienceSetupItem, ...AudienceSetupItem[]];
export const audienceSetupItemSchema = builtOnFirstUse(() => z.enum(AUDIENCE_SETUP_ITEM_KEYS, m.invalidSetupItem));

/** The setup items a participant has not done, in the list's order. */
export const missingAudienceSetupItems = (facts: SetupFacts): AudienceSetupItem[] =>
  AUDIENCE_SETUP_ITEM_KEYS.filter((item) => !AUDIENCE_SETUP_ITEMS[item](facts));

const MAX_AUDIENCE_PARTICIPANTS = 500;

/** The audiences, with the list a hand-picked one holds. */
const audienceKinds = <Chosen extends z.ZodType<string[]>>(chosen: Chosen) =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('everyone') }),
      z.object({ kind: z.literal('day0') }),
      z.object({ kind: z.literal('missingSetup'), item: audienceSetupItemSchema }),
      z.object({ kind: z.literal('participants'), userIds: chosen }),
    ],
    { error: m.invalidAudience },
  );

/**
 * Everyone of the edition (the default); the Day 0 group (Day 0 decision "join"); those missing
 * one setup item; or participants chosen by hand (account ids).
 */
export const audienceSchema = builtOnFirstUse(() =>
  audienceKinds(z.array(objectIdSchema).min(1, m.participantsRequired).max(MAX_AUDIENCE_PARTICIPANTS, m.tooManyParticipants)),
);
/** An audience as kept: people chosen by hand leave it when they are erased, so the list may be empty. */
const keptAudienceSchema = builtOnFirstUse(() => audienceKinds(z.array(objectIdSchema)));
export type Audience = z.infer<typeof audienceSchema>;
export type AudienceKind = Audience['kind'];
export const EVERYONE: Audience = { kind: 'everyone' };

/** A date-time the organizer's browser sends (ISO 8601 with its offset). */
const publishAtSchema = builtOnFirstUse(() => z.iso.datetime({ offset: true, error: m.invalidPublishAt }));

const announcementFields = builtOnFirstUse(() =>
  z.object({
    title: requiredText(m.titleRequired, TEXT_LIMITS.short, 'Title'),
    content: requiredText(m.contentRequired, TEXT_LIMITS.long, 'Content'),
    priority: announcementPrioritySchema,
    attachments: z.array(attachmentSchema).max(10, m.tooManyAttachments),
    /** Also email it to its audience (any priority); a scheduled one is emailed when it is published. */
    emailParticipants: z.boolean(),
    audience: audienceSchema,
    /** When participants see it; null (or left out): at once. */
    publishAt: publishAtSchema.nullable(),
    /** Pinned announcements stay on top of the participant's list. */
    pinned: z.boolean(),
  }),
);

/** POST /api/admin/announcements. */
export const announcementInputSchema = builtOnFirstUse(() =>
  announcementFields.extend({
    /** The edition it is posted to; left out, the current one. Its participants read it and only they are emailed. */
    year: z
      .int(editionMessages.yearRange)
      .min(FIRST_EDITION_YEAR, editionMessages.yearRange)
      .max(LAST_EDITION_YEAR, editionMessages.yearRange)
      .optional(),
    priority: announcementPrioritySchema.default('normal'),
    attachments: announcementFields.shape.attachments.default([]),
    emailParticipants: z.boolean().default(false),
    audience: audienceSchema.default(EVERYONE),
    publishAt: announcementFields.shape.publishAt.default(null),
    pinned: z.boolean().default(false),
  }),
);
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/**
 * PUT /api/admin/announcements/:id. Built without defaults, so an edit that leaves out the priority
 * keeps it; `emailParticipants: true` emails it to its audience (again harmlessly: one job per
 * participant and announcement). The audience and schedule change only until it is published.
 */
export const announcementUpdateSchema = builtOnFirstUse(() => announcementFields.partial());
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

export const announcementSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    priority: announcementPrioritySchema.default('normal'),
    attachments: z.array(attachmentSchema).default([]),
    /** Pinned ones come first in the participant's list, never behind "See More". */
    pinned: z.boolean().default(false),
    createdAt: z.string(),
    updatedAt: z.string().optional(),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * The participant's order: pinned first, then urgent, then the rest; newest first within each.
 * Pinned ones are always shown, never behind "See More".
 */
export function participantAnnouncementOrder<T extends Pick<Announcement, 'pinned' | 'priority' | 'createdAt'>>(announcements: readonly T[]): T[] {
  const rank = (a: T) => (a.pinned ? 0 : a.priority === 'urgent' ? 1 : 2);
  return [...announcements].sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

/** The organizers' view of an announcement: its edition, and whether and when it was emailed. */
export const adminAnnouncementSchema = builtOnFirstUse(() =>
  announcementSchema.extend({
    /** The edition it was posted to. */
    year: z.number(),
    /** When participants were last emailed about it; null if never. */
    emailedAt: z.string().nullable(),
    /** Who it is for. */
    audience: keptAudienceSchema.default(EVERYONE),
    /** When it is (or was) published; null: when it was created. */
    publishAt: z.string().nullable().default(null),
    /** When participants could first see it; null while it waits for its time. */
    publishedAt: z.string().nullable().default(null),
    /** A scheduled one that the organizer asked to email: emailed when it is published. */
    emailOnPublish: z.boolean().default(false),
    /** How many participants it was published to (null for everyone, counted by the edition instead). */
    recipients: z.number().nullable().default(null),
  }),
);
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** GET /api/admin/announcements?year=: one edition's (blank: the current one). */
export const adminAnnouncementListQuerySchema = builtOnFirstUse(() => z.object(editionYearFilterShape));

/** GET /api/admin/announcements: the edition's announcements, newest first. */
export const adminAnnouncementListSchema = builtOnFirstUse(() => z.object({ announcements: z.array(adminAnnouncementSchema) }));
export type AdminAnnouncementList = z.infer<typeof adminAnnouncementListSchema>;

/** POST and PUT answers: the announcement and how many participant emails were queued (0 unless asked, and until a scheduled one is published). */
export const announcementSavedSchema = builtOnFirstUse(() => z.object({ announcement: adminAnnouncementSchema, emailsQueued: z.number() }));
export type AnnouncementSaved = z.infer<typeof announcementSavedSchema>;

/** POST /api/admin/announcements/audience-preview: who an audience reaches now in an edition (blank: the current one). */
export const audiencePreviewRequestSchema = builtOnFirstUse(() => z.object({ audience: audienceSchema, ...editionYearFilterShape }));
export type AudiencePreviewRequest = z.input<typeof audiencePreviewRequestSchema>;

/** "Will reach N people": the enabled participants who hold their spot in the edition and are in the audience, by name. */
export const audiencePreviewSchema = builtOnFirstUse(() =>
  z.object({
    count: z.number(),
    people: z.array(z.object({ userId: z.string(), name: z.string() })),
  }),
);
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** POST /api/admin/announcements/group-emails: a plain email (no announcement) to an audience of the current edition. */
export const groupEmailInputSchema = builtOnFirstUse(() =>
  z.object({
    audience: audienceSchema,
    subject: requiredText(m.subjectRequired, TEXT_LIMITS.short, 'Subject'),
    message: requiredText(m.messageRequired, TEXT_LIMITS.long, 'Message'),
  }),
);
export type GroupEmailInput = z.input<typeof groupEmailInputSchema>;

/** The group email's id and how many emails were queued (one per person: asking twice with the same id sends nothing more). */
export const groupEmailResultSchema = builtOnFirstUse(() => z.object({ id: z.string(), emailsQueued: z.number() }));
export type GroupEmailResult = z.infer<typeof groupEmailResultSchema>;

// Read receipts: a participant's portal records once that an announcement was shown
// to them; organizers see who has and has not read each one and can email an urgent one again to
// those who have not.

/**
 * How long an announcement stays on screen (at least half of its card, in a visible page) before the
 * portal records it as read; opening it with Read More records it at once.
 */
export const ANNOUNCEMENT_READ_DWELL_MS = 2000;

/** POST /api/participant/announcements/:id/read and the organizers' per-announcement routes. */
export const announcementIdParamsSchema = builtOnFirstUse(() => z.object({ id: objectIdSchema }));

/** POST /api/participant/announcements/:id/read: when the caller first read it (201 the first time, 200 after). */
export const announcementReceiptSchema = builtOnFirstUse(() => z.object({ announcementId: z.string(), readAt: z.string() }));
export type AnnouncementReceipt = z.infer<typeof announcementReceiptSchema>;

/** GET /api/participant/announcements: each announcement with when the caller read it (null: not yet). */
export const participantAnnouncementSchema = builtOnFirstUse(() =>
  announcementSchema.extend({ readAt: z.string().nullable().default(null) }),
);
export type ParticipantAnnouncement = z.infer<typeof participantAnnouncementSchema>;
export const participantAnnouncementListSchema = builtOnFirstUse(() => z.array(participantAnnouncementSchema));

/**
 * GET /api/admin/announcements/reads: "Read by N of M" for every announcement. Only enabled
 * participant accounts of the current edition count; for an announcement with an audience, those it reached.
 */
export const announcementReadSummarySchema = builtOnFirstUse(() =>
  z.object({
    /** The current edition's participants. */
    participants: z.number(),
    /** Per announcement, `participants` those of its audience (everyone, or those it reached) and `readCount` who of them read it. */
    announcements: z.array(z.object({ announcementId: z.string(), readCount: z.number(), participants: z.number() })),
  }),
);
export type AnnouncementReadSummary = z.infer<typeof announcementReadSummarySchema>;

const readerSchema = builtOnFirstUse(() => z.object({ userId: z.string(), name: z.string() }));

/** GET /api/admin/announcements/:id/reads: who has read it (earliest first) and who has not (by name). */
export const announcementReadDetailSchema = builtOnFirstUse(() =>
  z.object({
    announcementId: z.string(),
    participants: z.number(),
    read: z.array(readerSchema.extend({ readAt: z.string() })),
    unread: z.array(readerSchema.extend({ email: z.string() })),
  }),
);
export type AnnouncementReadDetail = z.infer<typeof announcementReadDetailSchema>;

/**
 * POST /api/admin/announcements/:id/email-unread: urgent announcements only. Each participant who
 * has not read it is owed one email per announcement and UTC day, so a repeated click sends nothing
 * more; `emailsQueued` counts the new ones, `unread` those who have not read it.
 */
export const unreadEmailResultSchema = builtOnFirstUse(() => z.object({ emailsQueued: z.number(), unread: z.number() }));
export type UnreadEmailResult = z.infer<typeof unreadEmailResultSchema>;

/** A participant's own receipts, in their data download. */
export const ownAnnouncementReadSchema = builtOnFirstUse(() =>
  z.object({ announcementId: z.string(), title: z.string().nullable(), readAt: z.string() }),
);

/** "1.2 MB": attachment sizes are shown in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
