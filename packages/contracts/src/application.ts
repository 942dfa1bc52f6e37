import { z } from 'zod';
import { emailSchema, optionalText, requiredText, TEXT_LIMITS } from './common.js';
import type { ByLanguage } from './language-rules.js';
import { applicationMessages } from './messages/application.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The public application (public spec sections 3 and 5); the organizers' review of it is in
 * application-review.ts. The wizard and POST /api/applications parse with the same schema.
 */

const m = applicationMessages;

export const LONG_ANSWER_MIN_CHARS = 10;
export const LONG_ANSWER_MAX_CHARS = 1500;
/** Display only: the counter turns red above it; the character limit is what is enforced. */
export const LONG_ANSWER_MAX_WORDS = 250;

export const yesNoSchema = (message: string) => z.enum(['YES', 'NO'], message);
export type YesNo = 'YES' | 'NO';

export const COMMITMENTS = ['COMMITTED', 'PARTIAL', 'UNDECIDED'] as const;
export type Commitment = (typeof COMMITMENTS)[number];
export const commitmentSchema = builtOnFirstUse(() => z.enum(COMMITMENTS, m.commitmentInvalid));
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
export const referralSchema = builtOnFirstUse(() =>
  z
    .string(m.referralInvalid)
    .trim()
    .max(TEAM_REFERRAL_PREFIX.length + TEXT_LIMITS.name, m.referralInvalid)
    .refine(isReferral, m.referralInvalid),
);

const longAnswer = builtOnFirstUse(() =>
  z.string(m.longAnswerTooShort).trim().min(LONG_ANSWER_MIN_CHARS, m.longAnswerTooShort).max(LONG_ANSWER_MAX_CHARS, m.longAnswerTooLong),
);

/** What POST /api/applications takes: the form without confirmAccuracy. */
export const applicationPayloadSchema = builtOnFirstUse(() =>
  z.object({
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
  }),
);
export type ApplicationPayload = z.infer<typeof applicationPayloadSchema>;
export type ApplicationPayloadInput = z.input<typeof applicationPayloadSchema>;

/**
 * The wizard's form: the payload plus the accuracy box, which must be ticked and is never sent.
 * The box is a boolean while the form is filled (it starts unticked); only `true` passes.
 */
export const applicationFormSchema = builtOnFirstUse(() =>
  applicationPayloadSchema.extend({
    confirmAccuracy: z.boolean(m.confirmAccuracy).pipe(z.literal(true, m.confirmAccuracy)),
  }),
);
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

export const applicationCreatedSchema = builtOnFirstUse(() => z.object({ ref: z.string() }));
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
