import { z } from 'zod';
import { contractMessage } from './message-templates.js';
import { emailSchema, filterTextSchema, optionalChoice, optionalText, pagedListShape, pageQueryShape, requiredText, TEXT_LIMITS } from './common.js';
import { formatEditionDate } from './edition.js';
import type { ByLanguage } from './language-rules.js';
import { APPLICATION_SORTS, reviewSchema, reviewSummarySchema } from './admission-reviews.js';
import { applicationOfferSchema } from './admission-workflow.js';

/**
 * The public application (public spec sections 3 and 5) and the organizers' review of it
 * (DESIGN.md, Admin dashboard). The wizard and POST /api/applications parse with the same schema.
 */
export const applicationMessages = {
  // The spec's validation table, verbatim.
  firstNamesRequired: 'First and middle names are required',
  lastNameRequired: 'Last name is required',
  universityEmailInvalid: 'Valid university email is required',
  phoneRequired: 'Phone number is required',
  affiliationRequired: 'Affiliation is required',
  longAnswerTooShort: 'Please provide at least 10 characters',
  longAnswerTooLong: 'Maximum 250 words (~1500 characters)',
  favoriteFoodRequired: 'Favorite Mexican food is required',
  passportCountryRequired: 'Passport country is required',
  confirmAccuracy: 'You must confirm the accuracy of your information',
  // The spec leaves these unspecified; the wizard's controls cannot produce them.
  passportValidInvalid: 'Please answer whether your passport is valid',
  commitmentInvalid: 'Please choose your level of commitment',
  significantOtherInvalid: 'Please answer whether a significant other is joining',
  referralInvalid: 'Please choose how you heard about us from the list',
  /**
   * The server's 409 text. The wizard recognises a duplicate by the words "already submitted"
   * in the error, so they must stay in it.
   */
  duplicate: 'An application was already submitted for this email address',
  // The wizard's Submission Failed toast (public spec section 8).
  submissionFailedTitle: 'Submission Failed',
  duplicateToast: 'An application has already been submitted for this email address.',
  checkFormToast: 'Please check your form data and try again.',
  submitFailedToast: 'Failed to submit application. Please try again.',
  offlineToast: 'You seem to be offline. Your answers are kept in this tab: submit again once you are back online.',
  notFound: 'Application not found',
  // Creating a participant account from an application (organizers).
  accountNeedsAcceptance: 'Only accepted applications can get a participant account',
  accountAlreadyCreated: 'A participant account was already created for this application',
  accountEmailTaken: 'An account with this email already exists. Find it in Auth Spots.',
  authUnavailable: 'The account could not be created right now. Please try again.',
  /** The edition settings (year, deadline, mailbox) could not be read from the content service. */
  editionUnavailable: 'Applications cannot be received right now. Please try again in a few minutes.',
  /** The server's 403 after the application deadline; the wizard's toast and /apply show it too. */
  closed: (edition: { year: number; applicationDeadline: string; contactEmail: string }) =>
    contractMessage('applicationsClosed', { year: edition.year, deadline: formatEditionDate(edition.applicationDeadline), contactEmail: edition.contactEmail }),
  closedTitle: 'Applications Closed',
} as const;

const m = applicationMessages;

export const LONG_ANSWER_MIN_CHARS = 10;
export const LONG_ANSWER_MAX_CHARS = 1500;
/** Display only: the counter turns red above it; the character limit is what is enforced. */
export const LONG_ANSWER_MAX_WORDS = 250;

export const yesNoSchema = (message: string) => z.enum(['YES', 'NO'], message);
export type YesNo = 'YES' | 'NO';

export const COMMITMENTS = ['COMMITTED', 'PARTIAL', 'UNDECIDED'] as const;
export type Commitment = (typeof COMMITMENTS)[number];
export const commitmentSchema = z.enum(COMMITMENTS, m.commitmentInvalid);
/** Radio labels, first option first. */
export const COMMITMENT_LABELS: Record<Commitment, string> = {
  COMMITTED: 'Completely committed',
  PARTIAL: 'Partially committed (comparing other treks)',
  UNDECIDED: 'Undecided',
};

/** The same labels in each language: the applicant's screens and the emails say the same words. */
export const COMMITMENT_LABELS_BY_LANGUAGE: ByLanguage<Record<Commitment, string>> = {
  en: COMMITMENT_LABELS,
  es: {
    COMMITTED: 'Totalmente comprometido',
    PARTIAL: 'Parcialmente comprometido (comparando otros treks)',
    UNDECIDED: 'Indeciso',
  },
};

export const REFERRAL_SOURCES = [
  'instagram',
  'facebook',
  'linkedin',
  'whatsapp',
  'word-of-mouth',
  'university-posting',
  'friend-colleague',
  'web-search',
  'none',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
export const REFERRAL_LABELS: Record<ReferralSource, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  'word-of-mouth': 'Word of mouth',
  'university-posting': 'University posting/announcement',
  'friend-colleague': 'Friend or colleague',
  'web-search': 'Web search',
  none: 'None of the above',
};

/** A team member as referral: `team-{team member name}`. */
export const TEAM_REFERRAL_PREFIX = 'team-';
export const teamReferral = (memberName: string) => `${TEAM_REFERRAL_PREFIX}${memberName}`;

/** How the review step and the organizers show a referral: team members as "name (Team Member)". */
export function referralLabel(referral: string): string {
  if ((REFERRAL_SOURCES as readonly string[]).includes(referral)) return REFERRAL_LABELS[referral as ReferralSource];
  if (referral.startsWith(TEAM_REFERRAL_PREFIX)) return `${referral.slice(TEAM_REFERRAL_PREFIX.length)} (Team Member)`;
  return referral;
}

const isReferral = (v: string) =>
  v === '' ||
  (REFERRAL_SOURCES as readonly string[]).includes(v) ||
  (v.startsWith(TEAM_REFERRAL_PREFIX) && v.length > TEAM_REFERRAL_PREFIX.length);

/** Optional; blank (the select's empty choice) means none given. */
export const referralSchema = z
  .string(m.referralInvalid)
  .trim()
  .max(TEAM_REFERRAL_PREFIX.length + TEXT_LIMITS.name, m.referralInvalid)
  .refine(isReferral, m.referralInvalid);

const longAnswer = z
  .string(m.longAnswerTooShort)
  .trim()
  .min(LONG_ANSWER_MIN_CHARS, m.longAnswerTooShort)
  .max(LONG_ANSWER_MAX_CHARS, m.longAnswerTooLong);

/** What POST /api/applications takes: the form without confirmAccuracy. */
export const applicationPayloadSchema = z.object({
  firstNames: requiredText(m.firstNamesRequired, TEXT_LIMITS.name, 'First and middle names'),
  lastName: requiredText(m.lastNameRequired, TEXT_LIMITS.name, 'Last name'),
  universityEmail: emailSchema(m.universityEmailInvalid),
  phone: requiredText(m.phoneRequired, 40, 'Phone number'),
  affiliation: requiredText(m.affiliationRequired, TEXT_LIMITS.short, 'Affiliation'),
  interest250: longAnswer,
  goals250: longAnswer,
  favoriteFood: requiredText(m.favoriteFoodRequired, TEXT_LIMITS.short, 'Favorite Mexican food'),
  passportValid: yesNoSchema(m.passportValidInvalid).default('YES'),
  passportCountry: requiredText(m.passportCountryRequired, 100, 'Passport country'),
  commitment: commitmentSchema.default('COMMITTED'),
  significantOther: yesNoSchema(m.significantOtherInvalid).default('NO'),
  comments: optionalText(TEXT_LIMITS.paragraph, 'Comments'),
  referral: referralSchema.optional(),
});
export type ApplicationPayload = z.infer<typeof applicationPayloadSchema>;
export type ApplicationPayloadInput = z.input<typeof applicationPayloadSchema>;

/**
 * The wizard's form: the payload plus the accuracy box, which must be ticked and is never sent.
 * The box is a boolean while the form is filled (it starts unticked); only `true` passes.
 */
export const applicationFormSchema = applicationPayloadSchema.extend({
  confirmAccuracy: z.boolean(m.confirmAccuracy).pipe(z.literal(true, m.confirmAccuracy)),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
/** What the form holds while being filled. */
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;

export const APPLICATION_FORM_DEFAULTS: Required<ApplicationFormValues> = {
  firstNames: '',
  lastName: '',
  universityEmail: '',
  phone: '',
  affiliation: '',
  interest250: '',
  goals250: '',
  favoriteFood: '',
  passportValid: 'YES',
  passportCountry: '',
  commitment: 'COMMITTED',
  significantOther: 'NO',
  comments: '',
  referral: '',
  confirmAccuracy: false,
};

/** Drops the form-only field before sending. */
export function toApplicationPayload({ confirmAccuracy: _confirmAccuracy, ...payload }: ApplicationForm): ApplicationPayload {
  return payload;
}

/** Steps 0 (Introduction) to 4 (Review & Submit); Next validates only the current step's fields. */
export const APPLICATION_STEPS = ['Introduction', 'Identity', 'Motivation', 'Passport & Commitment', 'Review & Submit'] as const;
export const APPLICATION_STEP_FIELDS = {
  0: [],
  1: ['firstNames', 'lastName', 'universityEmail', 'phone', 'affiliation'],
  2: ['interest250', 'goals250', 'favoriteFood'],
  3: ['passportValid', 'passportCountry', 'commitment', 'significantOther'],
  4: [],
} as const satisfies Record<number, readonly (keyof ApplicationPayload)[]>;
export type ApplicationStep = keyof typeof APPLICATION_STEP_FIELDS;

/** The schema Next checks on a step (step 4 submits the whole form with applicationFormSchema). */
export function applicationStepSchema(step: ApplicationStep): z.ZodType<Partial<ApplicationPayload>> {
  const mask = Object.fromEntries(APPLICATION_STEP_FIELDS[step].map((field) => [field, true]));
  return applicationPayloadSchema.pick(mask as never);
}

export const applicationCreatedSchema = z.object({ ref: z.string() });
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

// ── Review by organizers ────────────────────────────────────────────────────

/** `confirmed` and `declined` are the applicant's answer to an offer (a deadline passed counts as declined). */
export const APPLICATION_STATUSES = ['submitted', 'under_review', 'accepted', 'waitlisted', 'rejected', 'confirmed', 'declined'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, 'Status must be submitted, under_review, accepted, waitlisted, rejected, confirmed or declined');
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
  declined: 'Declined',
};


export const applicationListQuerySchema = z.object({
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
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * Who applied. Under blind review these are blank (and `blinded` true) until a decision on the
 * application is released; the server leaves them out, so no screen or export can show them.
 */
const identityShape = {
  firstNames: z.string(),
  lastName: z.string(),
  universityEmail: z.string(),
  affiliation: z.string(),
  blinded: z.boolean(),
};

const applicationRecordShape = {
  id: z.string(),
  /** The reference the applicant received. */
  ref: z.string(),
  year: z.number(),
  status: applicationStatusSchema,
  submittedAt: z.string(),
  updatedAt: z.string(),
};

export const applicationListItemSchema = applicationPayloadSchema
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
  });
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationListSchema = z.object({
  applications: z.array(applicationListItemSchema),
  ...pagedListShape,
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const applicationStatusEntrySchema = z.object({
  status: applicationStatusSchema,
  note: z.string().nullable(),
  /** User id of the organizer who set it; null for the applicant's own submission. */
  by: z.string().nullable(),
  /** The organizer's name when they set it; null for the applicant, and for changes recorded before names were kept. */
  byName: z.string().nullable(),
  at: z.string(),
});
export type ApplicationStatusEntry = z.infer<typeof applicationStatusEntrySchema>;

/**
 * An email the applications service owes for an application: `pending` until handed to the email
 * queue, `queued` until the worker has finished it, then `delivered` or `failed` (the email log has why).
 */
export const applicationEmailStateSchema = z.object({
  kind: z.enum(['application-confirmation', 'new-application', 'participant-credentials', 'admission-decision']),
  jobId: z.string(),
  state: z.enum(['pending', 'queued', 'delivered', 'failed']),
  queuedAt: z.string().nullable(),
});
export type ApplicationEmailState = z.infer<typeof applicationEmailStateSchema>;

export const applicationDetailSchema = applicationPayloadSchema.extend({
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
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationStatusChangeSchema = z.object({
  status: applicationStatusSchema,
  note: optionalText(1000, 'Note'),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;

/**
 * POST /api/admin/applications/:id/participant-account: the applicant is emailed a welcome with a
 * single-use link to choose their password (no password exists before that, and none is shown).
 */
export const participantAccountFromApplicationSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  /** When the emailed set-password link stops working. */
  setPasswordLinkExpiresAt: z.string(),
});
export type ParticipantAccountFromApplication = z.infer<typeof participantAccountFromApplicationSchema>;

/** Overview tab: how many applications are in each status. */
export const applicationStatsSchema = z.object({
  total: z.number(),
  byStatus: z.record(applicationStatusSchema, z.number()),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;
