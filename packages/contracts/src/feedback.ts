import { z } from 'zod';
import { filterTextSchema, optionalChoice, pagedListShape, pageQueryShape } from './common.js';
import { FEEDBACK_SUBJECT_MAX, FEEDBACK_MESSAGE_MAX, feedbackMessages } from './messages/feedback.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/** Participants' feedback and the organizers' inbox (signed-in spec sections 3, 4, 5, 9). */

const m = feedbackMessages;

export const FEEDBACK_CATEGORIES = ['general', 'logistics', 'accommodations', 'activities', 'website', 'communication', 'suggestion', 'issue'] as const;
export const feedbackCategorySchema = builtOnFirstUse(() => z.enum(FEEDBACK_CATEGORIES, m.invalidCategory));
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

export const FEEDBACK_STATUSES = ['unread', 'read', 'in_progress', 'resolved'] as const;
export const feedbackStatusSchema = builtOnFirstUse(() => z.enum(FEEDBACK_STATUSES, m.invalidStatus));
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  unread: 'New',
  read: 'Reviewed',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};

/** My Feedback list: 5 shown, newest first; messages cut at 100 characters with Show more. */
export const FEEDBACK_DISPLAY = { shownFirst: 5, messagePreviewChars: 100 } as const;

/** Blank after trimming, missing or not text: all read as the one message the form shows. */
const filledIn = (max: number, tooLong: string) => z.string(m.bothRequired).trim().min(1, m.bothRequired).max(max, tooLong);

/** POST /api/participant/feedback. */
export const feedbackInputSchema = builtOnFirstUse(() =>
  z.object({
    subject: filledIn(FEEDBACK_SUBJECT_MAX, m.subjectTooLong),
    message: filledIn(FEEDBACK_MESSAGE_MAX, m.messageTooLong),
    /** Optional; the select's empty choice sends ''. */
    category: optionalChoice(feedbackCategorySchema),
  }),
);
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    subject: z.string(),
    message: z.string(),
    category: feedbackCategorySchema.nullable().optional(),
    status: feedbackStatusSchema,
    createdAt: z.string(),
  }),
);
export type Feedback = z.infer<typeof feedbackSchema>;

/** The organizers' inbox row: who sent it, as their profile names them. */
export const adminFeedbackSchema = builtOnFirstUse(() =>
  feedbackSchema.extend({
    authorName: z.string().nullable(),
    authorEmail: z.string().nullable(),
  }),
);
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

/** PATCH /api/admin/feedback/:id. */
export const feedbackStatusChangeSchema = builtOnFirstUse(() => z.object({ status: feedbackStatusSchema }));
export type FeedbackStatusChange = z.infer<typeof feedbackStatusChangeSchema>;

/** GET /api/admin/feedback: newest first. `search` matches subject and message, case-insensitively. */
export const feedbackListQuerySchema = builtOnFirstUse(() =>
  z.object({
    status: optionalChoice(feedbackStatusSchema),
    category: optionalChoice(feedbackCategorySchema),
    search: optionalChoice(filterTextSchema),
    ...pageQueryShape,
  }),
);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const adminFeedbackListSchema = builtOnFirstUse(() =>
  z.object({
    feedback: z.array(adminFeedbackSchema),
    ...pagedListShape,
    /** Unread feedback overall, whatever the filters. */
    unreadCount: z.number(),
  }),
);
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

// ── Answers to feedback ─────────────────────────────────────────────────────

/** POST /api/admin/feedback/:id/replies: an organizer's answer; each one is a record of its own. */
export const feedbackReplyInputSchema = builtOnFirstUse(() =>
  z.object({
    message: z.string(m.replyRequired).trim().min(1, m.replyRequired).max(FEEDBACK_MESSAGE_MAX, m.replyTooLong),
  }),
);
export type FeedbackReplyInput = z.input<typeof feedbackReplyInputSchema>;

export const feedbackReplySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    feedbackId: z.string(),
    message: z.string(),
    /** The organizer who answered, as their account names them when they answered. */
    authorName: z.string(),
    createdAt: z.string(),
  }),
);
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** GET /api/admin/feedback/:id/replies: oldest first. */
export const feedbackRepliesSchema = builtOnFirstUse(() => z.object({ replies: z.array(feedbackReplySchema) }));
export type FeedbackReplies = z.infer<typeof feedbackRepliesSchema>;

/** GET /api/participant/feedback: the caller's own messages, each with the answers it got (oldest first). */
export const ownFeedbackSchema = builtOnFirstUse(() => feedbackSchema.extend({ replies: z.array(feedbackReplySchema) }));
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;

/** GET /api/participant/feedback/:id: one of the caller's own messages and its answers; anyone else's is 404. */
export const feedbackThreadSchema = builtOnFirstUse(() => z.object({ feedback: feedbackSchema, replies: z.array(feedbackReplySchema) }));
export type FeedbackThread = z.infer<typeof feedbackThreadSchema>;
