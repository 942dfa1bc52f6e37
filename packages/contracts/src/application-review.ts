import { z } from 'zod';
import { filterTextSchema, optionalChoice, optionalText, pagedListShape, pageQueryShape } from './common.js';
import { APPLICATION_SORTS, reviewSchema, reviewSummarySchema } from './admission-reviews.js';
import { applicationOfferSchema, applicationStatusSchema } from './admission-workflow.js';
import { applicationPayloadSchema, commitmentSchema, yesNoSchema } from './application.js';
import { applicationMessages } from './messages/application.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Organizers' review of the applications (DESIGN.md, Admin dashboard): the list and its filters,
 * the detail, a status change (the statuses and their moves: admission-workflow.ts). Apart from the applicant's form (application.ts), so the public wizard
 * builds no schema of the organizers' screens as it loads.
 */

const m = applicationMessages;

export const applicationListQuerySchema = builtOnFirstUse(() =>
  z.object({
    /** Matched case-insensitively against names, email and reference. */
    search: optionalChoice(filterTextSchema),
    status: optionalChoice(applicationStatusSchema),
    /** The applicant's free-text affiliation (degree, university, alumni status), matched as a substring. */
    affiliation: optionalChoice(filterTextSchema),
    commitment: optionalChoice(commitmentSchema),
    passportValid: optionalChoice(yesNoSchema(m.passportValidInvalid)),
    /** The edition; the current one when absent. */
    year: optionalChoice(z.coerce.number().int().min(2024).max(2100)),
    sort: optionalChoice(z.enum(APPLICATION_SORTS)),
    /** Only applications whose mean score is at least this. */
    minMean: optionalChoice(z.coerce.number().min(1).max(5)),
    /** Only applications with at most this many reviews. */
    maxReviews: optionalChoice(z.coerce.number().int().min(0).max(100)),
    /** Only applications whose reviews differ by at least this (highest minus lowest score). */
    minSpread: optionalChoice(z.coerce.number().min(0).max(4)),
    notReviewedByMe: optionalChoice(z.enum(['true'])),
    ...pageQueryShape,
  }),
);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * Who applied. Under blind review these are blank (and `blinded` true) until a decision on the
 * application is released; the server leaves them out, so no screen or export can show them.
 */
const identityShape = builtOnFirstUse(() => ({
  firstNames: z.string(),
  lastName: z.string(),
  universityEmail: z.string(),
  affiliation: z.string(),
  blinded: z.boolean(),
}));

const applicationRecordShape = builtOnFirstUse(() => ({
  id: z.string(),
  /** The reference the applicant received. */
  ref: z.string(),
  year: z.number(),
  status: applicationStatusSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
}));

export const applicationListItemSchema = builtOnFirstUse(() =>
  applicationPayloadSchema
    .pick({
      firstNames: true,
      lastName: true,
      universityEmail: true,
      affiliation: true,
      passportValid: true,
      passportCountry: true,
      commitment: true,
      significantOther: true,
    })
    .extend({
      ...applicationRecordShape,
      ...identityShape,
      review: reviewSummarySchema,
      draftDecision: z.enum(['accepted', 'waitlisted', 'rejected']).nullable(),
      offer: applicationOfferSchema,
    }),
);
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationListSchema = builtOnFirstUse(() =>
  z.object({
    applications: z.array(applicationListItemSchema),
    ...pagedListShape,
  }),
);
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const applicationStatusEntrySchema = builtOnFirstUse(() =>
  z.object({
    status: applicationStatusSchema,
    note: z.string().nullable(),
    /** User id of the organizer who set it; null for the applicant's own submission. */
    by: z.string().nullable(),
    /** The organizer's name when they set it; null for the applicant, and for changes recorded before names were kept. */
    byName: z.string().nullable(),
    at: z.string(),
  }),
);
export type ApplicationStatusEntry = z.infer<typeof applicationStatusEntrySchema>;

/**
 * An email the applications service owes for an application: `pending` until handed to the email
 * queue, `queued` until the worker has finished it, then `delivered` or `failed` (the email log has why).
 */
export const applicationEmailStateSchema = builtOnFirstUse(() =>
  z.object({
    kind: z.enum(['application-confirmation', 'new-application', 'participant-credentials', 'admission-decision']),
    jobId: z.string(),
    state: z.enum(['pending', 'queued', 'delivered', 'failed']),
    queuedAt: z.string().nullable(),
  }),
);
export type ApplicationEmailState = z.infer<typeof applicationEmailStateSchema>;

export const applicationDetailSchema = builtOnFirstUse(() =>
  applicationPayloadSchema.extend({
    ...applicationRecordShape,
    ...identityShape,
    reviews: z.array(reviewSchema),
    review: reviewSummarySchema,
    draftDecision: z.enum(['accepted', 'waitlisted', 'rejected']).nullable(),
    offer: applicationOfferSchema,
    /** Oldest first; the last entry is the current status. */
    statusHistory: z.array(applicationStatusEntrySchema),
    /** The auth account created from this (accepted) application, once there is one. */
    participantAccountId: z.string().nullable(),
    emails: z.array(applicationEmailStateSchema),
  }),
);
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationStatusChangeSchema = builtOnFirstUse(() =>
  z.object({
    status: applicationStatusSchema,
    note: optionalText(1000, 'Note'),
  }),
);
export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;

/**
 * POST /api/admin/applications/:id/participant-account: the applicant is emailed a welcome with a
 * single-use link to choose their password (no password exists before that, and none is shown).
 */
export const participantAccountFromApplicationSchema = builtOnFirstUse(() =>
  z.object({
    accountId: z.string(),
    email: z.string(),
    /** When the emailed set-password link stops working. */
    setPasswordLinkExpiresAt: z.string(),
  }),
);
export type ParticipantAccountFromApplication = z.infer<typeof participantAccountFromApplicationSchema>;

/** Overview tab: how many applications are in each status. */
export const applicationStatsSchema = builtOnFirstUse(() =>
  z.object({
    total: z.number(),
    byStatus: z.record(applicationStatusSchema, z.number()),
  }),
);
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;
