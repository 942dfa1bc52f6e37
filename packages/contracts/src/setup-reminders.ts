import { z } from 'zod';
import { objectIdSchema } from './common.js';
import { storedLanguageSchema } from './language.js';
import { setupReminderMessages } from './messages/setup-reminders.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Setup reminders: participants who still miss a setup item (profile,
 * logistics, WhatsApp) get an email at times organizers set relative to the transfer deadline or
 * the trek's start, each reminder once per participant and edition; organizers can also nudge
 * from the Overview's list of what is missing.
 */

export const REMINDER_ANCHORS = ['transfer-deadline', 'trek-start'] as const;
export const reminderAnchorSchema = builtOnFirstUse(() => z.enum(REMINDER_ANCHORS, setupReminderMessages.anchorInvalid));
export type ReminderAnchor = z.infer<typeof reminderAnchorSchema>;

export const MAX_SETUP_REMINDERS = 10;
export const MAX_REMINDER_DAYS_BEFORE = 180;

export const setupReminderSchema = builtOnFirstUse(() =>
  z.object({
    anchor: reminderAnchorSchema,
    daysBefore: z
      .number(setupReminderMessages.daysBeforeInvalid)
      .int(setupReminderMessages.daysBeforeInvalid)
      .min(1, setupReminderMessages.daysBeforeInvalid)
      .max(MAX_REMINDER_DAYS_BEFORE, setupReminderMessages.daysBeforeInvalid),
  }),
);
export type SetupReminder = z.infer<typeof setupReminderSchema>;

/** One reminder per anchor and day count; the name organizers, emails and records use for it. */
export const setupReminderKey = ({ anchor, daysBefore }: SetupReminder) => `${anchor}-${daysBefore}d`;

/** PUT /api/admin/setup-reminders: the whole schedule (an empty list turns scheduled reminders off). */
export const setupReminderScheduleSchema = builtOnFirstUse(() =>
  z.object({
    reminders: z
      .array(setupReminderSchema)
      .max(MAX_SETUP_REMINDERS, setupReminderMessages.tooMany)
      .superRefine((reminders, context) => {
        const seen = new Set<string>();
        reminders.forEach((reminder, index) => {
          const key = setupReminderKey(reminder);
          if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'daysBefore'], message: setupReminderMessages.duplicate });
          seen.add(key);
        });
      }),
  }),
);
export type SetupReminderSchedule = z.infer<typeof setupReminderScheduleSchema>;

/** Until organizers set their own: two weeks and three days before the transfer deadline, a week before the trek. */
export const DEFAULT_SETUP_REMINDERS: SetupReminder[] = [
  { anchor: 'transfer-deadline', daysBefore: 14 },
  { anchor: 'transfer-deadline', daysBefore: 3 },
  { anchor: 'trek-start', daysBefore: 7 },
];

/**
 * A reminder as organizers see it: when it goes out this edition (null while the edition
 * settings cannot be read), whether that time has come, and how many participants it reached.
 */
export const setupReminderStatusSchema = builtOnFirstUse(() =>
  setupReminderSchema.extend({
    key: z.string(),
    at: z.string().nullable(),
    due: z.boolean(),
    /** Its anchor (the deadline or the trek's start) has passed: it no longer goes out. */
    over: z.boolean(),
    sent: z.number(),
  }),
);
export type SetupReminderStatus = z.infer<typeof setupReminderStatusSchema>;

/** GET /api/admin/setup-reminders (also the answer of a save). */
export const setupRemindersViewSchema = builtOnFirstUse(() =>
  z.object({
    /** Sorted by when they go out. */
    reminders: z.array(setupReminderStatusSchema),
    /** Whether the schedule is still the default (organizers never saved one). */
    isDefault: z.boolean(),
  }),
);
export type SetupRemindersView = z.infer<typeof setupRemindersViewSchema>;

/** How long a nudge to one participant stands: another click within it sends nothing. */
export const NUDGE_WINDOW_MINUTES = 10;

/** POST /api/admin/setup-reminders/nudge: these participants, or everyone who misses an item. */
export const nudgeRequestSchema = builtOnFirstUse(() =>
  z.object({
    userIds: z.array(objectIdSchema).min(1).max(500, setupReminderMessages.nudgeTooMany).optional(),
  }),
);
export type NudgeRequest = z.infer<typeof nudgeRequestSchema>;

export const nudgeResultSchema = builtOnFirstUse(() =>
  z.object({
    /** Emails owed now. */
    nudged: z.number(),
    /** Nudged within the last NUDGE_WINDOW_MINUTES already: not emailed again. */
    alreadyNudged: z.number(),
    /** Asked for, but nothing is missing (or no such enabled participant): not emailed. */
    nothingMissing: z.number(),
  }),
);
export type NudgeResult = z.infer<typeof nudgeResultSchema>;

/** Auth's internal list of enabled participant accounts, read by the participant service's scheduled reminders. */
export const INTERNAL_ACTIVE_PARTICIPANTS_PATH = '/internal/participants/active';
export const activeParticipantSchema = builtOnFirstUse(() =>
  z.object({
    id: objectIdSchema,
    email: z.email(),
    fullName: z.string(),
    language: storedLanguageSchema,
    /** When the account was made: the edition of someone who never opened the portal is the one current then. */
    createdAt: z.string().optional(),
  }),
);
export type ActiveParticipant = z.infer<typeof activeParticipantSchema>;
export const activeParticipantsSchema = builtOnFirstUse(() => z.object({ participants: z.array(activeParticipantSchema) }));
