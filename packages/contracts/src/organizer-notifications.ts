import { z } from 'zod';
import { objectIdSchema } from './common.js';
import { languageSchema, storedLanguageSchema } from './language.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/** What organizers may hear about; each names the email kind of its immediate notice. */
export const ORGANIZER_NOTICE_KINDS = ['new-application', 'feedback-received', 'spot-transferred', 'logistics-finalised'] as const;
export const organizerNoticeKindSchema = builtOnFirstUse(() => z.enum(ORGANIZER_NOTICE_KINDS));
export type OrganizerNoticeKind = z.infer<typeof organizerNoticeKindSchema>;

/** `immediately`: an email per event; `digest`: a line in the next daily digest; `off`: nothing. */
export const noticeDeliverySchema = builtOnFirstUse(() =>
  z.enum(['immediately', 'digest', 'off'], 'Choose immediately, daily digest or off'),
);
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;

/** One organizer's choice per kind of notice (PUT /api/admin/notification-settings replaces it whole). */
export const organizerNotificationSettingsSchema = builtOnFirstUse(() =>
  z.object({
    'new-application': noticeDeliverySchema,
    'feedback-received': noticeDeliverySchema,
    'spot-transferred': noticeDeliverySchema,
    'logistics-finalised': noticeDeliverySchema,
  }),
);
export type OrganizerNotificationSettings = z.infer<typeof organizerNotificationSettingsSchema>;

/**
 * What an organizer who never chose gets. New applications and spot transfers at once: organizers
 * act on them (review, contact the new holder before the deadline) and they come one by one.
 * Feedback at once too: a participant is waiting for an answer. Finalised logistics in the digest:
 * they arrive in bursts before the deadline and are read in the Logistics tab anyway.
 */
export const DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS: OrganizerNotificationSettings = {
  'new-application': 'immediately',
  'feedback-received': 'immediately',
  'spot-transferred': 'immediately',
  'logistics-finalised': 'digest',
};

/** The dashboard tab that holds an organizer's notification settings; every organizer email links there. */
export const NOTIFICATION_SETTINGS_PATH = '/admin/dashboard?tab=my-profile';
export const notificationSettingsUrl = (publicSiteUrl: string) => `${publicSiteUrl}${NOTIFICATION_SETTINGS_PATH}`;
export const CHANGE_NOTIFICATIONS_LINE = 'Change which emails you get';

/**
 * An event organizers hear about, as its producer describes it in the email job: the worker
 * resolves who gets it when it sends (active organizers by their settings, plus the configured
 * extra list in `to`), and keeps `summary` and `link` as the event's line in digests.
 */
export const organizerNoticeSchema = builtOnFirstUse(() =>
  z.object({
    kind: organizerNoticeKindSchema,
    /** One line for the digest, e.g. "New application MT26-…: Ana López". */
    summary: z.string().min(1).max(300),
    /** Where in the dashboard the event is seen. */
    link: z.url(),
    /** The summary in other languages, for the digests of organizers who read them. */
    translations: z.partialRecord(languageSchema, z.object({ summary: z.string().min(1).max(300) })).optional(),
  }),
);
export type OrganizerNotice = z.infer<typeof organizerNoticeSchema>;

/** Auth's internal API: the organizer accounts that may receive notices (disabled ones are left out). */
export const INTERNAL_ACTIVE_ORGANIZERS_PATH = '/internal/organizers/active';
export const activeOrganizerSchema = builtOnFirstUse(() =>
  z.object({ id: objectIdSchema, email: z.email(), fullName: z.string(), language: storedLanguageSchema }),
);
export type ActiveOrganizer = z.infer<typeof activeOrganizerSchema>;
export const activeOrganizersSchema = builtOnFirstUse(() => z.object({ organizers: z.array(activeOrganizerSchema) }));
