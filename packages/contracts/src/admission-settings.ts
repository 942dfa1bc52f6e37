import { z } from 'zod';
import { admissionSettingsMessages } from './messages/admission-settings.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The edition's admissions block (edition settings, content service): how applications are
 * scored, whether reviewers see who applied, how long an offer stays open, how many spots the
 * trek has and whether a freed spot goes to the next waitlisted applicant on its own.
 */

const m = admissionSettingsMessages;

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

export const reviewCriterionSchema = builtOnFirstUse(() =>
  z.object({
    key: z.string(m.criterionKeyInvalid).regex(/^[a-z0-9-]{1,40}$/, m.criterionKeyInvalid),
    label: z.string(m.criterionLabelRequired).trim().min(1, m.criterionLabelRequired).max(60, m.criterionLabelRequired),
  }),
);
export type ReviewCriterion = z.infer<typeof reviewCriterionSchema>;

export const DEFAULT_REVIEW_CRITERIA: ReviewCriterion[] = [
  { key: 'motivation', label: 'Motivation' },
  { key: 'fit', label: 'Fit' },
  { key: 'commitment', label: 'Commitment' },
];

export const admissionSettingsSchema = builtOnFirstUse(() =>
  z.object({
    criteria: z
      .array(reviewCriterionSchema, m.criteriaCount)
      .min(1, m.criteriaCount)
      .max(8, m.criteriaCount)
      .refine((criteria) => new Set(criteria.map((criterion) => criterion.key)).size === criteria.length, m.criterionKeysUnique),
    /** Names, emails and affiliation are hidden from reviewers until a decision is released. */
    blindReview: z.boolean().default(false),
    /** Days an accepted applicant has to confirm or decline their offer. */
    offerDeadlineDays: z.int(m.offerDeadlineDaysRange).min(1, m.offerDeadlineDaysRange).max(60, m.offerDeadlineDaysRange),
    /** Seats on the trek: confirmed offers never exceed it. */
    totalSpots: z.int(m.totalSpotsRange).min(1, m.totalSpotsRange).max(10_000, m.totalSpotsRange),
    /** A freed spot is offered to the next waitlisted applicant at once; false: after an organizer's click. */
    waitlistAutoOffer: z.boolean().default(true),
  }),
);
export type AdmissionSettings = z.infer<typeof admissionSettingsSchema>;

export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  criteria: DEFAULT_REVIEW_CRITERIA,
  blindReview: false,
  offerDeadlineDays: 7,
  totalSpots: 75,
  waitlistAutoOffer: true,
};
