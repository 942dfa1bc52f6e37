import { z } from 'zod';
import { emailSchema, isHttpUrl, isRealIsoDate, isoDateSchema, TEXT_LIMITS, textTooLong } from './common.js';

/**
 * The 2026 edition as the specs state it. The specs give the dates two ways: a trek from Sunday,
 * March 15 to Sunday, March 22 with an optional Day 0 on Saturday, March 14, and "March 14 to 22";
 * both are kept so each screen can quote the one it needs.
 */
export const EDITION = {
  year: 2026,
  startDate: '2026-03-15',
  endDate: '2026-03-22',
  day0Date: '2026-03-14',
  /** "March 14 to 22, 2026": the reading that counts Day 0. */
  tripDates: { from: '2026-03-14', to: '2026-03-22' },
  days: 9,
  hotelNights: 8,
  startCity: 'Mexico City',
  endCity: 'Cancún',
  subsidyUsd: 1000,
  priceAfterSubsidyUsd: 1650,
  depositUsd: 500,
  /** The subsidy goes to the first 50 approved applicants (signed-in spec, FAQ). */
  subsidizedSpots: 50,
  /** Participants must be at least 18 at the start of the trek. */
  minimumAge: 18,
  reviewStarts: 'mid-September',
  applicationDeadline: 'November 2025',
} as const;

/** The passport question of the application's step 3 and the notice shown on "No". */
export const PASSPORT_VALIDITY = {
  monthsAfter: 2,
  after: '2026-03-23',
  rule: 'valid for at least 2 months after March 23, 2026',
  renewNotice: 'Please renew your passport and ensure it is valid through at least May 2026.',
  validThrough: 'May 2026',
} as const;

export const COHORT_YEARS = [2024, 2025, 2026] as const;
export type CohortYear = (typeof COHORT_YEARS)[number];
export const cohortYearSchema = z.literal(COHORT_YEARS, 'Trek year must be 2024, 2025 or 2026');

/** Year tabs of the landing page, in display order, with their defaults and the disabled "Coming Soon" ones. */
export const YEAR_TABS = {
  itinerary: { years: [2026, 2025, 2024], default: 2026, comingSoon: [] },
  speakers: { years: [2025, 2024, 2026], default: 2025, comingSoon: [2026] },
  participants: { years: [2025, 2024, 2026], default: 2025, comingSoon: [2026] },
} as const satisfies Record<string, { years: readonly CohortYear[]; default: CohortYear; comingSoon: readonly CohortYear[] }>;

/**
 * The spec's transfer deadline rule: February 1 of the current (UTC) year at 23:59:59.999 UTC,
 * moved to the next year's February 1 once passed. By construction it never reports itself as
 * passed; a fixed deadline an organizer sets lives in the edition settings.
 */
export function transferDeadline(now: Date): Date {
  const year = now.getUTCFullYear();
  const thisYear = Date.UTC(year, 1, 1, 23, 59, 59, 999);
  return new Date(now.getTime() > thisYear ? Date.UTC(year + 1, 1, 1, 23, 59, 59, 999) : thisYear);
}

export const isDeadlinePassed = (deadline: Date, now: Date): boolean => now.getTime() > deadline.getTime();

export const editionMessages = {
  yearRequired: 'Edition year is required',
  yearRange: 'Edition year must be between 2024 and 2100',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  applicationDeadlineRequired: 'Application deadline is required',
  invalidDate: 'Please select a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  startOutsideYear: 'Start date must be in the edition year',
  day0NotBeforeStart: 'Day 0 must be before the start date',
  amountRequired: 'Amount is required',
  amountRange: 'Amount must be between 0 and 100000',
  depositAbovePrice: 'Deposit cannot exceed the price after subsidy',
  spotsRange: 'Subsidized spots must be a whole number between 0 and 10000',
  transferDeadlineInvalid: 'Transfer deadline must be a date and time',
  groupLinkInvalid: 'Group link must be an https URL',
  contactEmailInvalid: 'Please enter a valid contact email address',
} as const;

const usdAmount = z
  .number(editionMessages.amountRequired)
  .min(0, editionMessages.amountRange)
  .max(100_000, editionMessages.amountRange);

/** Field rules without the cross-field ones, so forms can pick single fields. */
export const editionSettingsFieldsSchema = z.object({
  year: z.int(editionMessages.yearRequired).min(2024, editionMessages.yearRange).max(2100, editionMessages.yearRange),
  startDate: isoDateSchema(editionMessages.startDateRequired, editionMessages.invalidDate),
  endDate: isoDateSchema(editionMessages.endDateRequired, editionMessages.invalidDate),
  /** Blank: this edition has no Day 0. */
  day0Date: z
    .string(editionMessages.invalidDate)
    .trim()
    .refine((v) => v === '' || isRealIsoDate(v), editionMessages.invalidDate),
  priceAfterSubsidyUsd: usdAmount,
  subsidyUsd: usdAmount,
  depositUsd: usdAmount,
  subsidizedSpots: z.int(editionMessages.spotsRange).min(0, editionMessages.spotsRange).max(10_000, editionMessages.spotsRange),
  applicationDeadline: isoDateSchema(editionMessages.applicationDeadlineRequired, editionMessages.invalidDate),
  /** An instant (ISO 8601 with offset), not a day: the spec's deadline is 23:59:59.999 UTC. */
  transferDeadline: z.iso.datetime({ offset: true, error: editionMessages.transferDeadlineInvalid }),
  /** The messaging-group invite. Participants only: it is not part of the public edition. */
  whatsappGroupUrl: z
    .string(editionMessages.groupLinkInvalid)
    .trim()
    .max(TEXT_LIMITS.url, textTooLong('Group link', TEXT_LIMITS.url))
    .refine((v) => v === '' || (isHttpUrl(v) && v.startsWith('https:')), editionMessages.groupLinkInvalid),
  contactEmail: emailSchema(editionMessages.contactEmailInvalid),
});

/** What organizers save from the edition settings form (a whole-document PUT). */
export const editionSettingsSchema = editionSettingsFieldsSchema.superRefine((s, ctx) => {
  if (s.endDate < s.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: editionMessages.endBeforeStart });
  if (!s.startDate.startsWith(`${s.year}-`)) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: editionMessages.startOutsideYear });
  }
  if (s.day0Date !== '' && s.day0Date >= s.startDate) {
    ctx.addIssue({ code: 'custom', path: ['day0Date'], message: editionMessages.day0NotBeforeStart });
  }
  if (s.depositUsd > s.priceAfterSubsidyUsd) {
    ctx.addIssue({ code: 'custom', path: ['depositUsd'], message: editionMessages.depositAbovePrice });
  }
});
export type EditionSettings = z.infer<typeof editionSettingsSchema>;

/** What GET /api/public/edition may show: everything but the group invite. */
export const publicEditionSchema = editionSettingsFieldsSchema.omit({ whatsappGroupUrl: true });
export type PublicEdition = z.infer<typeof publicEditionSchema>;

/** GET /api/member/edition: what a signed-in person reads beyond the public edition (the group invite; '' until organizers set it). */
export const memberEditionSchema = editionSettingsFieldsSchema.pick({ whatsappGroupUrl: true });
export type MemberEdition = z.infer<typeof memberEditionSchema>;

/** Used until organizers save their own settings. */
export const DEFAULT_EDITION_SETTINGS: EditionSettings = {
  year: EDITION.year,
  startDate: EDITION.startDate,
  endDate: EDITION.endDate,
  day0Date: EDITION.day0Date,
  priceAfterSubsidyUsd: EDITION.priceAfterSubsidyUsd,
  subsidyUsd: EDITION.subsidyUsd,
  depositUsd: EDITION.depositUsd,
  subsidizedSpots: EDITION.subsidizedSpots,
  /** The spec says only "November 2025"; the last day of the month is assumed. */
  applicationDeadline: '2025-11-30',
  transferDeadline: '2026-02-01T23:59:59.999Z',
  /** The spec does not reproduce the invite link; organizers set it. */
  whatsappGroupUrl: '',
  /** Placeholder (reserved .example domain): organizers set the real mailbox. */
  contactEmail: 'organizers@mexicotrek.example',
};
