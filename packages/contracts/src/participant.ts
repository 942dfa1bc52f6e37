import { z } from 'zod';
import { textTooLong } from './message-templates.js';
import { countWords, imageUrlSchema, optionalEmailSchema, optionalText, requiredText, socialLinkSchema, storedImageUrlSchema, TEXT_LIMITS, websiteUrlSchema } from './common.js';
import { cohortYearSchema, FIRST_EDITION_YEAR, LAST_EDITION_YEAR } from './edition.js';
import { participantMessages } from './messages/participant.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The participant's own profile (signed-in spec sections 3, 5, 7), the public directory entry
 * built from it (public spec section 3), the WhatsApp confirmation and the progress figures the
 * portal shows. Logistics, announcements, feedback and transfers have their own modules.
 */
export const PROFILE_BIO_MAX_WORDS = 150;
/** A 150-word bio fits easily; the cap only stops unbounded text. */
export const PROFILE_BIO_MAX_CHARS = 2000;

const m = participantMessages;

export const isBioWithinLimit = (bio: string): boolean => countWords(bio) <= PROFILE_BIO_MAX_WORDS;

/** Kept sorted and without repeats, as the Trek Years checkboxes add and remove years. */
export const cohortYearsSchema = builtOnFirstUse(() =>
  z
    .array(cohortYearSchema)
    .max((LAST_EDITION_YEAR - FIRST_EDITION_YEAR + 1) * 2, 'Too many trek years')
    .transform((years) => [...new Set(years)].sort((a, b) => a - b)),
);

/** The profile form's fields; required ones carry the messages the form shows beside them. */
export const participantProfileFieldsSchema = builtOnFirstUse(() =>
  z.object({
    firstName: requiredText(m.firstNameRequired, TEXT_LIMITS.name, 'First name'),
    lastName: requiredText(m.lastNameRequired, TEXT_LIMITS.name, 'Last name'),
    preferredName: optionalText(TEXT_LIMITS.name, 'Preferred name'),
    program: requiredText(m.programRequired, TEXT_LIMITS.short, 'Program'),
    university: requiredText(m.universityRequired, TEXT_LIMITS.short, 'University'),
    email: optionalEmailSchema(m.invalidEmail).optional(),
    countryOfOrigin: optionalText(100, 'Country'),
    bio: z
      .string(m.bioTooLong)
      .trim()
      .max(PROFILE_BIO_MAX_CHARS, textTooLong('Bio', PROFILE_BIO_MAX_CHARS))
      .refine(isBioWithinLimit, m.bioTooLong)
      .optional(),
    photoUrl: imageUrlSchema.optional(),
    linkedin: socialLinkSchema.optional(),
    instagram: socialLinkSchema.optional(),
    twitter: socialLinkSchema.optional(),
    facebook: socialLinkSchema.optional(),
    tiktok: socialLinkSchema.optional(),
    threads: socialLinkSchema.optional(),
    website: websiteUrlSchema.optional(),
    cohortYears: cohortYearsSchema.optional(),
  }),
);
export type ParticipantProfileFields = z.infer<typeof participantProfileFieldsSchema>;

/**
 * PUT /api/participant/profile. The spec's client sends the country as `nationality`; both names
 * are accepted and the output has `countryOfOrigin` only. Fields left out are left unchanged: the
 * spec's client omits some socials, and a save must not wipe them.
 */
export const participantProfileUpdateSchema = builtOnFirstUse(() =>
  participantProfileFieldsSchema.extend({ nationality: optionalText(100, 'Nationality') }).transform(({ nationality, ...profile }) => {
    const countryOfOrigin = profile.countryOfOrigin ?? nationality;
    return countryOfOrigin === undefined ? profile : { ...profile, countryOfOrigin };
  }),
);
export type ParticipantProfileUpdate = z.output<typeof participantProfileUpdateSchema>;
export type ParticipantProfileUpdateInput = z.input<typeof participantProfileUpdateSchema>;

/** GET /api/participant/profile. Lenient: a profile nobody has filled in yet is all blanks. */
export const participantProfileSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    preferredName: z.string().default(''),
    program: z.string().default(''),
    university: z.string().default(''),
    email: z.string().default(''),
    countryOfOrigin: z.string().default(''),
    bio: z.string().default(''),
    photoUrl: storedImageUrlSchema.default(''),
    linkedin: z.string().default(''),
    instagram: z.string().default(''),
    twitter: z.string().default(''),
    facebook: z.string().default(''),
    tiktok: z.string().default(''),
    threads: z.string().default(''),
    website: z.string().default(''),
    cohortYears: z.array(cohortYearSchema).default(() => []),
    hasJoinedWhatsapp: z.boolean().default(false),
    whatsappJoinedAt: z.string().nullable().default(null),
  }),
);
export type ParticipantProfile = z.infer<typeof participantProfileSchema>;

/** The form's starting values before the server's answer arrives. */
export const PARTICIPANT_PROFILE_FORM_DEFAULTS = {
  firstName: '',
  lastName: '',
  preferredName: '',
  program: '',
  university: '',
  email: '',
  countryOfOrigin: '',
  bio: '',
  photoUrl: '',
  linkedin: '',
  instagram: '',
  twitter: '',
  facebook: '',
  tiktok: '',
  threads: '',
  website: '',
  /** The portal puts the participant's own edition here once it is known. */
  cohortYears: [] as number[],
} satisfies z.input<typeof participantProfileFieldsSchema>;

/**
 * GET /api/public/participant-profiles: the directory card. Public fields only; services parse
 * their answer with it, and zod drops every key it does not list (email, userId, logistics...).
 */
export const publicParticipantProfileSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    preferredName: z.string().optional(),
    photoUrl: storedImageUrlSchema.optional(),
    program: z.string().optional(),
    role: z.string().default('Student'),
    university: z.string().optional(),
    countryOfOrigin: z.string().optional(),
    bio: z.string().optional(),
    /** The latest of `cohortYears`: the spec's card has one year, a profile may list several. */
    cohortYear: cohortYearSchema,
    cohortYears: z.array(cohortYearSchema),
    socials: z.object({
      linkedin: z.string().optional(),
      twitter: z.string().optional(),
      instagram: z.string().optional(),
      facebook: z.string().optional(),
      website: z.string().optional(),
    }),
  }),
);
export type PublicParticipantProfile = z.infer<typeof publicParticipantProfileSchema>;

/** preferredName, else first and last name, else name. */
export function participantDisplayName(p: { preferredName?: string; firstName?: string; lastName?: string }): string {
  const preferred = p.preferredName?.trim();
  if (preferred) return preferred;
  return `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
}

// ── WhatsApp group ──────────────────────────────────────────────────────────

/** PUT /api/participant/whatsapp: confirming is one-way; there is no "left the group". */
export const whatsappConfirmSchema = builtOnFirstUse(() => z.object({ joined: z.literal(true, m.whatsappConfirmRequired) }));
export type WhatsappConfirm = z.infer<typeof whatsappConfirmSchema>;

export const whatsappStatusSchema = builtOnFirstUse(() =>
  z.object({
    hasJoinedWhatsapp: z.boolean(),
    whatsappJoinedAt: z.string().nullable(),
  }),
);
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

// ── Progress ────────────────────────────────────────────────────────────────

export interface ProgressItem<K extends string = string> {
  key: K;
  label: string;
  done: boolean;
}
export interface Progress<K extends string = string> {
  items: ProgressItem<K>[];
  completed: number;
  percent: number;
}

export const progressOf = <K extends string>(items: ProgressItem<K>[]): Progress<K> => {
  const completed = items.filter((i) => i.done).length;
  return { items, completed, percent: items.length === 0 ? 0 : Math.round((completed / items.length) * 100) };
};

const filled = (value: string | undefined | null) => Boolean(value && value.trim() !== '');

export type ProfileCompletionInput = Partial<Pick<ParticipantProfile, 'firstName' | 'lastName' | 'bio' | 'photoUrl' | 'program' | 'university'>>;
export type ProfileItemKey = 'firstName' | 'lastName' | 'bio' | 'photoUrl' | 'program' | 'university';

/** The six checklist items of the profile tab; the bio counts only when non-empty and within 150 words. */
export function profileCompletion(profile: ProfileCompletionInput): Progress<ProfileItemKey> {
  return progressOf<ProfileItemKey>([
    { key: 'firstName', label: 'First Name', done: filled(profile.firstName) },
    { key: 'lastName', label: 'Last Name', done: filled(profile.lastName) },
    { key: 'bio', label: 'Bio', done: filled(profile.bio) && isBioWithinLimit(profile.bio ?? '') },
    { key: 'photoUrl', label: 'Photo', done: filled(profile.photoUrl) },
    { key: 'program', label: 'Program', done: filled(profile.program) },
    { key: 'university', label: 'University', done: filled(profile.university) },
  ]);
}

export type SetupItemKey = 'profile' | 'logistics' | 'whatsapp';

/** The three chips under the welcome banner; percent in thirds, rounded. */
export function setupProgress(input: { profile: ProfileCompletionInput; logisticsSubmitted: boolean; hasJoinedWhatsapp: boolean }): Progress<SetupItemKey> {
  return progressOf<SetupItemKey>([
    { key: 'profile', label: 'Profile', done: profileCompletion(input.profile).percent === 100 },
    { key: 'logistics', label: 'Logistics', done: input.logisticsSubmitted },
    { key: 'whatsapp', label: 'WhatsApp', done: input.hasJoinedWhatsapp },
  ]);
}

/**
 * GET /api/participant/edition: the edition the participant belongs to (the one that was current
 * when they first opened the portal) and whether it has ended (organizers started a later one).
 * A past edition's portal is read-only but for the profile, which stays in that year's cohort.
 */
export const participantEditionSchema = builtOnFirstUse(() =>
  z.object({
    year: cohortYearSchema,
    currentYear: cohortYearSchema,
    pastEdition: z.boolean(),
    /** The trek dates of the participant's own edition (`YYYY-MM-DD`; `day0Date` '' without a Day 0); null when a past edition's dates cannot be read. */
    dates: z.object({ startDate: z.string(), endDate: z.string(), day0Date: z.string() }).nullable().default(null),
  }),
);
export type ParticipantEdition = z.infer<typeof participantEditionSchema>;

/**
 * Whether a complete profile's card shows in the public directory: a past cohort's tab is always
 * open; the current one once organizers open it (edition settings). `waitingFor` names the year
 * whose opening the card waits for.
 */
export function directoryListing(cohortYears: readonly number[], edition: { year: number; directoryOpen: boolean }): { listed: boolean; waitingFor: number | null } {
  const listed = cohortYears.some((year) => year < edition.year || (year === edition.year && edition.directoryOpen));
  return { listed, waitingFor: listed || !cohortYears.includes(edition.year) ? null : edition.year };
}
