import { z } from 'zod';
import { filterTextSchema, optionalChoice, pagedListShape, peoplePageQueryShape } from './common.js';
import { editionYearFilterShape } from './edition.js';
import { DAY0_DECISIONS, DAY2_PREFERENCES, LOGISTICS_STATUSES, ROOMMATE_PREFERENCES, SCHOOL_AFFILIATIONS } from './logistics.js';
import { participantProfileSchema } from './participant.js';
import { RECIPIENT_AFFILIATIONS } from './transfer.js';
import { spotPersonSchema } from './spots.js';
import { adminParticipantMessages } from './messages/admin-participants.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The organizers' Participants tab: participant accounts (from the auth service)
 * joined with each one's profile, logistics, WhatsApp and transfer state.
 */

/** The three setup items of a participant (profile 6/6, logistics submitted, WhatsApp joined). */
export const SETUP_ITEMS = ['profile', 'logistics', 'whatsapp'] as const;
export const setupItemSchema = builtOnFirstUse(() => z.enum(SETUP_ITEMS, adminParticipantMessages.invalidMissing));
export type SetupItem = z.infer<typeof setupItemSchema>;

/** Logistics as organizers track it: a participant who never opened the form has NOT_STARTED. */
export const ADMIN_LOGISTICS_STATES = ['NOT_STARTED', ...LOGISTICS_STATUSES] as const;
export const adminLogisticsStateSchema = builtOnFirstUse(() => z.enum(ADMIN_LOGISTICS_STATES));
export type AdminLogisticsState = z.infer<typeof adminLogisticsStateSchema>;

/** GET /api/admin/participants (and its CSV). `search` matches account name and email and profile names; `year` picks the edition (blank: the current one). */
export const participantRosterQuerySchema = builtOnFirstUse(() =>
  z.object({
    ...editionYearFilterShape,
    search: optionalChoice(filterTextSchema),
    setup: optionalChoice(z.enum(['complete', 'incomplete'], adminParticipantMessages.invalidSetup)),
    missing: optionalChoice(setupItemSchema),
    ...peoplePageQueryShape,
  }),
);
export type ParticipantRosterQuery = z.infer<typeof participantRosterQuerySchema>;

const transferStateShape = builtOnFirstUse(() => ({
  /** How many times this person's spot changed hands: to them, and from them. */
  transferCount: z.number(),
  receivedByTransfer: z.boolean(),
  /** When this person transferred their spot away; null while they hold it. */
  clearedAt: z.string().nullable(),
  /** Whom they transferred it to: null while they hold it, and while organizers still have to name the recipient (`awaitingRecipient`). */
  transferredTo: spotPersonSchema.nullable(),
  /** Whom they received it from; null unless `receivedByTransfer`. */
  receivedFrom: spotPersonSchema.nullable(),
  awaitingRecipient: z.boolean(),
  /** They gave up a spot from an admission offer without a recipient: its seat went back to the admissions waitlist, nobody is named for it. */
  returnedToWaitlist: z.boolean(),
}));

/** How a person's spot reads in the organizers' lists: "Transferred" (they gave it away), "Received by transfer", or neither. */
export type SpotHolderStatus = 'transferred' | 'received' | 'none';
export function spotHolderStatus(state: { clearedAt: string | null; receivedByTransfer: boolean }): SpotHolderStatus {
  if (state.clearedAt !== null) return 'transferred';
  return state.receivedByTransfer ? 'received' : 'none';
}

export const participantRosterItemSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    /** From the account. */
    fullName: z.string(),
    email: z.string(),
    disabled: z.boolean(),
    lastSignInAt: z.string().nullable(),
    /** From the profile; '' when not filled in. */
    firstName: z.string(),
    lastName: z.string(),
    preferredName: z.string(),
    program: z.string(),
    university: z.string(),
    /** Items done of the six profile checklist items. */
    profileCompleted: z.number(),
    profilePercent: z.number(),
    logisticsStatus: adminLogisticsStateSchema,
    hasJoinedWhatsapp: z.boolean(),
    /** Thirds of the three setup items, rounded. */
    setupPercent: z.number(),
    missing: z.array(setupItemSchema),
    ...transferStateShape,
  }),
);
export type ParticipantRosterItem = z.infer<typeof participantRosterItemSchema>;

export const participantRosterSchema = builtOnFirstUse(() =>
  z.object({
    participants: z.array(participantRosterItemSchema),
    ...pagedListShape,
  }),
);
export type ParticipantRoster = z.infer<typeof participantRosterSchema>;

const progressSchema = builtOnFirstUse(() =>
  z.object({
    items: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
    completed: z.number(),
    percent: z.number(),
  }),
);

/** Logistics in the participant detail: status and choices, never the passport data. */
export const participantLogisticsSummarySchema = builtOnFirstUse(() =>
  z.object({
    status: adminLogisticsStateSchema,
    submittedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    legalName: z.string().nullable(),
    schoolAffiliation: z.enum(SCHOOL_AFFILIATIONS).nullable(),
    roommatePreference: z.enum(ROOMMATE_PREFERENCES).nullable(),
    roommateNameOrNA: z.string().nullable(),
    dietaryPreferences: z.array(z.string()),
    day0Decision: z.enum(DAY0_DECISIONS).nullable(),
    day0Locked: z.boolean(),
    day2Preference: z.enum(DAY2_PREFERENCES).nullable(),
  }),
);
export type ParticipantLogisticsSummary = z.infer<typeof participantLogisticsSummarySchema>;

export const participantTransferEntrySchema = builtOnFirstUse(() =>
  z.object({
    at: z.string(),
    recipientEmail: z.string().nullable(),
    recipientAffiliation: z.enum(RECIPIENT_AFFILIATIONS).nullable(),
    noteToOrganizers: z.string().nullable(),
  }),
);
export type ParticipantTransferEntry = z.infer<typeof participantTransferEntrySchema>;

/** GET /api/admin/participants/:userId. */
export const participantDetailSchema = builtOnFirstUse(() =>
  z.object({
    account: participantRosterItemSchema.pick({ userId: true, fullName: true, email: true, disabled: true, lastSignInAt: true }),
    profile: participantProfileSchema,
    profileCompletion: progressSchema,
    setup: progressSchema,
    logistics: participantLogisticsSummarySchema,
    transfer: z.object({ ...transferStateShape, transfers: z.array(participantTransferEntrySchema) }),
  }),
);
export type ParticipantDetail = z.infer<typeof participantDetailSchema>;
