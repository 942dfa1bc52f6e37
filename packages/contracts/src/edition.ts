import { z } from 'zod';
import { textTooLong } from './message-templates.js';
import { emailSchema, isHttpUrl, isRealIsoDate, isoDateSchema, optionalChoice, TEXT_LIMITS } from './common.js';
import { calendarDateMs, RETENTION_DEFAULTS } from './edition-rules.js';
import { nextPaymentSchedule, paymentScheduleSchema, UNSET_PAYMENT_SCHEDULE } from './edition-payments.js';
import { admissionSettingsSchema, DEFAULT_ADMISSION_SETTINGS } from './admission-settings.js';
import type { ByLanguage } from './language-rules.js';
import { editionMessages } from './messages/edition.js';
import { builtOnFirstUse } from './built-on-first-use.js';

export { applicationsCloseAt, areApplicationsClosed, isDeadlinePassed, RETENTION_DEFAULTS } from './edition-rules.js';

/**
 * Facts of the trek that do not move from one edition to the next. The year, the dates, the
 * deadlines, the prices and the contact mailbox live in the edition settings (content service),
 * the one source every screen, email and service reads; `DEFAULT_EDITION_SETTINGS` and
 * `seedEditionSettings` hold their starting values.
 */
export const EDITION = {
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
} as const;

/** EDITION's words as each language says them (EDITION keeps the spec's English): the screens and emails in Spanish read them here. */
export const EDITION_WORDS: ByLanguage<{ startCity: string; endCity: string; reviewStarts: string }> = {
  en: { startCity: EDITION.startCity, endCity: EDITION.endCity, reviewStarts: EDITION.reviewStarts },
  es: { startCity: 'Ciudad de México', endCity: 'Cancún', reviewStarts: 'mediados de septiembre' },
};

/** The first edition (the 2024 cohort); year tabs and trek years count from it. */
export const FIRST_EDITION_YEAR = 2024;
export const LAST_EDITION_YEAR = 2100;

/** Every edition year from `current` back to the first, newest first. */
export function editionYears(current: number): number[] {
  const years: number[] = [];
  for (let year = current; year >= FIRST_EDITION_YEAR; year--) years.push(year);
  return years;
}

/** A trek year a profile or card may name: an edition year (the form offers the first edition up to the current one). */
export type CohortYear = number;
export const cohortYearMessage = `Trek year must be an edition year (${FIRST_EDITION_YEAR} or later)`;
export const cohortYearSchema = builtOnFirstUse(() =>
  z.int(cohortYearMessage).min(FIRST_EDITION_YEAR, cohortYearMessage).max(LAST_EDITION_YEAR, cohortYearMessage),
);

export interface YearTab {
  years: number[];
  default: number;
  /** Shown, disabled, with a "Coming Soon" badge. */
  comingSoon: number[];
}

/**
 * The landing page's year tabs, in display order, from the edition settings. For the 2026 edition
 * with its cohort not yet opened this is the spec's: itinerary 2026 (default), 2025, 2024;
 * speakers and participants 2025 (default), 2024, 2026 (Coming Soon). The current year's
 * participants tab opens, first and default, once organizers open the cohort in the directory.
 */
export function yearTabs(edition: { year: number; directoryOpen: boolean }): { itinerary: YearTab; speakers: YearTab; participants: YearTab } {
  const { year } = edition;
  const past = editionYears(year - 1);
  const upcoming = (): YearTab =>
    past.length === 0 ? { years: [year], default: year, comingSoon: [] } : { years: [...past, year], default: past[0]!, comingSoon: [year] };
  return {
    itinerary: { years: editionYears(year), default: year, comingSoon: [] },
    speakers: upcoming(),
    participants: edition.directoryOpen ? { years: editionYears(year), default: year, comingSoon: [] } : upcoming(),
  };
}

/** Days between two `YYYY-MM-DD` dates, and a date moved by some days; calendar dates, no time zone. */
const dayMs = 86_400_000;
export const addDays = (iso: string, days: number): string => new Date(calendarDateMs(iso) + days * dayMs).toISOString().slice(0, 10);

/** The same day a year later (February 29 becomes February 28). */
function nextYearSameDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The spec's transfer deadline rule, which applies while the edition settings name no deadline:
 * February 1 of the trek's own year (the edition's year) at 23:59:59.999 UTC. It stays put once
 * passed, so the window reaches DEADLINE PASSED before the trek, and each edition has its own.
 * The one implementation: the participant service answers the deadline it applies, and the web
 * shows that answer.
 */
export function ruleTransferDeadline(year: number): Date {
  return new Date(Date.UTC(year, 1, 1, 23, 59, 59, 999));
}

/** The edition's transfer deadline: the one organizers set, else the spec's rule for the edition's year. */
export function editionTransferDeadline(edition: { year: number; transferDeadline: string }): Date {
  return edition.transferDeadline === '' ? ruleTransferDeadline(edition.year) : new Date(edition.transferDeadline);
}

/**
 * The passport question of the application's step 3: valid 2 months after the day after the trek
 * ends. Both are calendar dates (`YYYY-MM-DD`); `validThrough` is the first day of the month the
 * passport must still be valid in, for screens to show as a month in their own language.
 */
export function passportValidity(edition: { endDate: string }): { after: string; validThrough: string } {
  const after = addDays(edition.endDate, 1);
  const [y, m] = after.split('-').map(Number) as [number, number];
  const through = new Date(Date.UTC(y, m - 1 + 2, 1));
  return { after, validThrough: through.toISOString().slice(0, 10) };
}

/**
 * The trek's time zone, in which the edition's times of day (the organizers' daily digest) are
 * meant. The edition settings hold calendar dates without a zone; the trek runs in Mexico.
 */
export const TREK_TIME_ZONE = 'America/Mexico_City';
export const DEFAULT_DIGEST_TIME = '08:00';

/**
 * The edition an organizer list shows (`?year=`, Participants, Logistics, Announcements): blank
 * is the current edition; a past year shows that edition's people or posts.
 */
export const editionYearFilterShape = builtOnFirstUse(() => ({
  year: optionalChoice(
    z.coerce
      .number(editionMessages.yearRange)
      .int(editionMessages.yearRange)
      .min(FIRST_EDITION_YEAR, editionMessages.yearRange)
      .max(LAST_EDITION_YEAR, editionMessages.yearRange),
  ),
}));

/** POST /api/admin/edition/start-next: the year the organizer saw, so a repeat or a race is refused. */
export const startNextEditionSchema = builtOnFirstUse(() =>
  z.object({
    fromYear: z
      .int(editionMessages.fromYearRequired)
      .min(FIRST_EDITION_YEAR, editionMessages.yearRange)
      .max(LAST_EDITION_YEAR - 1, editionMessages.yearRange),
  }),
);
export type StartNextEdition = z.infer<typeof startNextEditionSchema>;

const isoInstant = builtOnFirstUse(() => z.iso.datetime({ offset: true }));

const retentionDays = (message: string) => z.int(message).min(1, message).max(3650, message);

const usdAmount = builtOnFirstUse(() =>
  z.number(editionMessages.amountRequired).min(0, editionMessages.amountRange).max(100_000, editionMessages.amountRange),
);

/** Field rules without the cross-field ones, so forms can pick single fields. */
export const editionSettingsFieldsSchema = builtOnFirstUse(() =>
  z.object({
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
    /**
     * An instant (ISO 8601 with offset), not a day: the spec's deadline is 23:59:59.999 UTC. Blank:
     * none set, and the spec's rule applies (February 1 of the edition's year).
     */
    transferDeadline: z
      .string(editionMessages.transferDeadlineInvalid)
      .trim()
      .refine((v) => v === '' || isoInstant.safeParse(v).success, editionMessages.transferDeadlineInvalid),
    /** The messaging-group invite. Participants only: it is not part of the public edition. */
    whatsappGroupUrl: z
      .string(editionMessages.groupLinkInvalid)
      .trim()
      .max(TEXT_LIMITS.url, textTooLong('Group link', TEXT_LIMITS.url))
      .refine((v) => v === '' || (isHttpUrl(v) && v.startsWith('https:')), editionMessages.groupLinkInvalid),
    contactEmail: emailSchema(editionMessages.contactEmailInvalid),
    /**
     * The current cohort is shown in the public participant directory (its tab no longer says
     * Coming Soon). Organizers open it once the cohort is chosen; a new edition starts closed.
     */
    directoryOpen: z.boolean('Directory open must be true or false').default(false),
    /**
     * When organizers who chose a daily digest get it, as `HH:MM` in the trek's time zone
     * (`TREK_TIME_ZONE`). Settings saved before it existed read as the default.
     */
    digestTime: z
      .string(editionMessages.digestTimeInvalid)
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, editionMessages.digestTimeInvalid)
      .default(DEFAULT_DIGEST_TIME),
    /**
     * Days after the trek's end date when the logistics of its participants (passport, date of
     * birth, travel and contact details) are deleted. Settings saved before retention existed read
     * as the defaults.
     */
    logisticsRetentionDays: retentionDays(editionMessages.logisticsRetentionRange).default(RETENTION_DEFAULTS.logisticsRetentionDays),
    /** Days after the application deadline when applications that were not accepted are deleted. */
    applicationRetentionDays: retentionDays(editionMessages.applicationRetentionRange).default(RETENTION_DEFAULTS.applicationRetentionDays),
    /** When the deposit and the balance are due (see edition-payments.ts). */
    payments: paymentScheduleSchema.default(UNSET_PAYMENT_SCHEDULE),
    /** Reviews, offers, capacity and the waitlist; settings saved before it existed read as the defaults. */
    admissions: admissionSettingsSchema.default(DEFAULT_ADMISSION_SETTINGS),
  }),
);

/** What organizers save from the edition settings form (a whole-document PUT). */
export const editionSettingsSchema = builtOnFirstUse(() =>
  editionSettingsFieldsSchema.superRefine((s, ctx) => {
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
  }),
);
export type EditionSettings = z.infer<typeof editionSettingsSchema>;

/** What GET /api/public/edition may show: everything but the group invite. */
export const publicEditionSchema = builtOnFirstUse(() => editionSettingsFieldsSchema.omit({ whatsappGroupUrl: true }));
export type PublicEdition = z.infer<typeof publicEditionSchema>;

/** GET /api/public/editions/:year: one edition's public settings, the current one or a past one kept as history (404 otherwise). */
export const publicEditionOfYearPath = (year: number) => `/api/public/editions/${year}`;
export const editionYearPathSchema = builtOnFirstUse(() => z.object({ year: z.coerce.number().int().min(2000).max(2100) }));

/** GET /api/member/edition: what a signed-in person reads beyond the public edition (the group invite; '' until organizers set it). */
export const memberEditionSchema = builtOnFirstUse(() => editionSettingsFieldsSchema.pick({ whatsappGroupUrl: true }));
export type MemberEdition = z.infer<typeof memberEditionSchema>;

/** The 2026 edition as the specs state it (tests and the spec's examples use it). */
export const DEFAULT_EDITION_SETTINGS: EditionSettings = {
  year: 2026,
  startDate: '2026-03-15',
  endDate: '2026-03-22',
  day0Date: '2026-03-14',
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
  directoryOpen: false,
  digestTime: DEFAULT_DIGEST_TIME,
  ...RETENTION_DEFAULTS,
  /** The FAQ's deposit secures the spot before the year ends; the balance is due with the transfer deadline. */
  payments: { depositDueDate: '2025-12-31', balanceDueDate: '2026-02-01' },
  admissions: DEFAULT_ADMISSION_SETTINGS,
};

/** The n-th Sunday of a month, as `YYYY-MM-DD`. */
function nthSunday(year: number, monthIndex: number, n: number): string {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  return new Date(Date.UTC(year, monthIndex, firstSunday + 7 * (n - 1))).toISOString().slice(0, 10);
}

/** Applications stay open at least this long after a first start, whatever the day. */
const SEED_MIN_DAYS_OPEN = 30;

/**
 * The edition a fresh install starts with, relative to `now`: next year's trek, shaped like the
 * spec's (the third Sunday of March to the Sunday after, Day 0 the Saturday before; March 15 to
 * 22 with Day 0 on March 14 in 2026). Applications close on November 30 before it, or 60 days
 * from now when that is less than 30 days away; no transfer deadline is set, so the spec's rule
 * (February 1) applies. So a newcomer sees applications open and an ACTIVE transfer window.
 */
export function seedEditionSettings(now: Date): EditionSettings {
  const year = now.getUTCFullYear() + 1;
  const startDate = nthSunday(year, 2, 3);
  const today = now.toISOString().slice(0, 10);
  const november30 = `${year - 1}-11-30`;
  const applicationDeadline = calendarDateMs(november30) - calendarDateMs(today) >= SEED_MIN_DAYS_OPEN * dayMs ? november30 : addDays(today, 60);
  return {
    ...DEFAULT_EDITION_SETTINGS,
    year,
    startDate,
    endDate: addDays(startDate, 7),
    day0Date: addDays(startDate, -1),
    applicationDeadline,
    transferDeadline: '',
    // A month after applications close (at the latest four weeks before the trek); the balance two weeks before it.
    payments: { depositDueDate: [addDays(applicationDeadline, 31), addDays(startDate, -28)].sort()[0]!, balanceDueDate: addDays(startDate, -14) },
  };
}

/** An instant a year later, same time of day (February 29 becomes February 28). */
function nextYearSameInstant(iso: string): string {
  const at = new Date(iso);
  const day = nextYearSameDay(at.toISOString().slice(0, 10));
  return `${day}${at.toISOString().slice(10)}`;
}

/**
 * What "Start the next edition" saves: the year after, the trip moved by whole weeks (52, or 53
 * when 52 would leave the new year) so it starts on the same weekday, the deadlines on the same
 * day a year later. Prices, spots and the contact mailbox stay; the group link is cleared (the
 * old group belongs to the old edition) and the new cohort starts closed in the directory.
 */
export function nextEditionSettings(current: EditionSettings): EditionSettings {
  const year = current.year + 1;
  const shift = [364, 371, 357].find((days) => addDays(current.startDate, days).startsWith(`${year}-`));
  const moveTrip = (iso: string) => (shift === undefined ? nextYearSameDay(iso) : addDays(iso, shift));
  return {
    ...current,
    year,
    startDate: moveTrip(current.startDate),
    endDate: moveTrip(current.endDate),
    day0Date: current.day0Date === '' ? '' : moveTrip(current.day0Date),
    applicationDeadline: nextYearSameDay(current.applicationDeadline),
    transferDeadline: current.transferDeadline === '' ? '' : nextYearSameInstant(current.transferDeadline),
    payments: nextPaymentSchedule(current.payments, nextYearSameDay),
    whatsappGroupUrl: '',
    directoryOpen: false,
  };
}
