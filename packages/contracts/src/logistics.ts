import { z } from 'zod';
import { textTooLong } from './message-templates.js';
import { emailSchema, isoDateSchema, optionalText, requiredText, TEXT_LIMITS } from './common.js';
import { BLANK_FLIGHT_FORM, flightFormSchema, flightSchema, type FlightFormValues } from './flights.js';
import { progressOf, type Progress } from './participant.js';
import { logisticsMessages } from './messages/logistics.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * A participant's private logistics (signed-in spec sections 3, 4, 5): organizers and the owner
 * only. Saved step by step (partial PUT), finalised with status SUBMITTED, editable afterwards.
 */

export { EMERGENCY_CONTACT_FIELDS, TRAVEL_DOCUMENT_FIELDS } from './travel-documents.js';

const m = logisticsMessages;

export const GENDERS = ['MALE', 'FEMALE', 'NON_BINARY'] as const;
export const SCHOOL_AFFILIATIONS = ['HARVARD', 'STANFORD', 'MIT'] as const;
export const ROOMMATE_PREFERENCES = ['PAIR_SPECIFIC', 'RANDOM', 'SINGLE_UPGRADE'] as const;
export const DAY0_DECISIONS = ['JOIN', 'NOT_JOIN'] as const;
export const DAY2_PREFERENCES = ['POLANCO_CONDESA', 'XOCHIMILCO'] as const;
export const LOGISTICS_STATUSES = ['DRAFT', 'SUBMITTED'] as const;

export type Gender = (typeof GENDERS)[number];
export type SchoolAffiliation = (typeof SCHOOL_AFFILIATIONS)[number];
export type RoommatePreference = (typeof ROOMMATE_PREFERENCES)[number];
export type Day0Decision = (typeof DAY0_DECISIONS)[number];
export type Day2Preference = (typeof DAY2_PREFERENCES)[number];
export type LogisticsStatus = (typeof LOGISTICS_STATUSES)[number];

export const LOGISTICS_LABELS = {
  gender: { MALE: 'Male', FEMALE: 'Female', NON_BINARY: 'Non-binary' },
  schoolAffiliation: { HARVARD: 'Harvard', STANFORD: 'Stanford', MIT: 'MIT' },
  roommatePreference: { PAIR_SPECIFIC: 'Pair with a specific person', RANDOM: 'Random roommate', SINGLE_UPGRADE: 'Single room upgrade' },
  day0Decision: { JOIN: 'Join Day 0', NOT_JOIN: 'Not join Day 0' },
  day2Preference: { POLANCO_CONDESA: 'Polanco & Condesa', XOCHIMILCO: 'Xochimilco' },
} as const satisfies {
  gender: Record<Gender, string>;
  schoolAffiliation: Record<SchoolAffiliation, string>;
  roommatePreference: Record<RoommatePreference, string>;
  day0Decision: Record<Day0Decision, string>;
  day2Preference: Record<Day2Preference, string>;
};

// ── Dietary text ↔ list ─────────────────────────────────────────────────────

/** Stored for "no dietary needs"; shown as "None" in the form. */
export const DIETARY_NONE = 'NONE';

/**
 * The form's comma-separated text to the stored list: split on commas, trimmed, blanks dropped;
 * nothing left (or just "none", the form's default text) becomes ['NONE'].
 */
export function dietaryTextToList(text: string): string[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0 || (items.length === 1 && items[0]!.toUpperCase() === DIETARY_NONE)) return [DIETARY_NONE];
  return items;
}

export function dietaryListToText(list: readonly string[]): string {
  return list.map((item) => (item === DIETARY_NONE ? 'None' : item)).join(', ');
}

// ── Fields, steps, payloads ─────────────────────────────────────────────────

const dietaryItem = builtOnFirstUse(() =>
  z.string(m.dietaryRequired).trim().min(1, m.dietaryRequired).max(100, textTooLong('Dietary preference', 100)),
);

/** `+` and the country code, then digits, spaces allowed (E.164 with readable spacing). */
export const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9][\d ]+$/;

export const logisticsFieldsSchema = builtOnFirstUse(() =>
  z.object({
    legalName: requiredText(m.legalNameRequired, TEXT_LIMITS.short, 'Full legal name'),
    preferredName: requiredText(m.preferredNameRequired, TEXT_LIMITS.name, 'Preferred name'),
    gender: z.enum(GENDERS, m.genderRequired),
    email: emailSchema(m.emailInvalid),
    phoneMexico: optionalText(40, 'Phone'),
    schoolAffiliation: z.enum(SCHOOL_AFFILIATIONS, m.schoolAffiliationRequired),
    passportNationality: requiredText(m.passportNationalityRequired, 100, 'Passport nationality'),
    passportNumber: requiredText(m.passportNumberRequired, 40, 'Passport number'),
    /** Text `YYYY-MM-DD` with a four-digit year and a real day. */
    dateOfBirth: isoDateSchema(m.dateOfBirthRequired, m.dateOfBirthInvalid),
    /**
     * Free text ("AM 401, Mar 14, 10:05 JFK–MEX") from before flights were structured: kept and shown
     * wherever no structured flight is given; the wizard no longer asks for it.
     */
    arrivalFlight: optionalText(120, 'Arrival flight'),
    departureFlight: optionalText(120, 'Departure flight'),
    /** The flight into Mexico and the flight home (flights.ts); null when cleared, absent when never given. */
    inboundFlight: flightSchema.nullable().optional(),
    outboundFlight: flightSchema.nullable().optional(),
    /** Encrypted at rest, like the passport data: who to call, and the travel insurance. */
    emergencyContactName: requiredText(m.emergencyContactNameRequired, TEXT_LIMITS.name, 'Emergency contact name'),
    emergencyContactRelation: requiredText(m.emergencyContactRelationRequired, 60, 'Relation'),
    emergencyContactPhone: z
      .string(m.emergencyContactPhoneInvalid)
      .trim()
      .regex(INTERNATIONAL_PHONE_PATTERN, m.emergencyContactPhoneInvalid)
      .refine((phone) => {
        const digits = phone.replace(/\D/g, '').length;
        return digits >= 8 && digits <= 15;
      }, m.emergencyContactPhoneInvalid),
    insuranceProvider: optionalText(TEXT_LIMITS.name, 'Insurance provider'),
    insurancePolicyNumber: optionalText(60, 'Policy number'),
    roommatePreference: z.enum(ROOMMATE_PREFERENCES, m.roommatePreferenceRequired),
    roommateNameOrNA: requiredText(m.roommateNameRequired, TEXT_LIMITS.name, 'Roommate name'),
    specialRequirement: optionalText(TEXT_LIMITS.paragraph, 'Special requirement'),
    dietaryPreferences: z.array(dietaryItem, m.dietaryRequired).min(1, m.dietaryRequired).max(30, 'Too many dietary preferences'),
    additionalConsiderations: optionalText(TEXT_LIMITS.paragraph, 'Additional considerations'),
    day0Decision: z.enum(DAY0_DECISIONS, m.day0DecisionRequired),
    day2Preference: z.enum(DAY2_PREFERENCES, m.day2PreferenceRequired),
  }),
);
export type LogisticsFields = z.infer<typeof logisticsFieldsSchema>;
export type LogisticsField = keyof LogisticsFields;

export const LOGISTICS_STEPS = ['Personal Info', 'Travel Documents', 'Accommodation', 'Dietary Needs', 'Day 0 Decision', 'Review & Complete'] as const;

/**
 * Steps 1–5 validate and save only their own fields; step 6 finalises the whole form. The free-text
 * flights belong to no step: a step's save never touches them, and the final save sends them back as read.
 */
export const LOGISTICS_STEP_FIELDS = {
  1: [
    'legalName', 'preferredName', 'gender', 'email', 'phoneMexico', 'schoolAffiliation',
    'emergencyContactName', 'emergencyContactRelation', 'emergencyContactPhone', 'insuranceProvider', 'insurancePolicyNumber',
  ],
  2: ['passportNationality', 'passportNumber', 'dateOfBirth', 'inboundFlight', 'outboundFlight'],
  3: ['roommatePreference', 'roommateNameOrNA', 'specialRequirement'],
  4: ['dietaryPreferences', 'additionalConsiderations'],
  5: ['day0Decision', 'day2Preference'],
  6: [],
} as const satisfies Record<number, readonly LogisticsField[]>;
export type LogisticsStep = keyof typeof LOGISTICS_STEP_FIELDS;

export function logisticsStepSchema(step: LogisticsStep): z.ZodType<Partial<LogisticsFields>> {
  const mask = Object.fromEntries(LOGISTICS_STEP_FIELDS[step].map((field) => [field, true]));
  return logisticsFieldsSchema.pick(mask as never);
}

/** A step's save: any subset of fields, each checked when present. It never changes the status. */
export const logisticsUpdateSchema = builtOnFirstUse(() => logisticsFieldsSchema.partial().extend({ status: z.undefined().optional() }));
export type LogisticsUpdate = z.infer<typeof logisticsUpdateSchema>;

/** Finalize Submission: every field, status SUBMITTED. */
export const logisticsSubmitSchema = builtOnFirstUse(() => logisticsFieldsSchema.extend({ status: z.literal('SUBMITTED') }));
export type LogisticsSubmit = z.infer<typeof logisticsSubmitSchema>;

/** PUT /api/me/logistics takes either; `status` tells which, so errors stay per field. */
export const logisticsPutSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('status', [logisticsSubmitSchema, logisticsUpdateSchema], m.statusInvalid),
);
export type LogisticsPut = z.infer<typeof logisticsPutSchema>;

/**
 * The wizard's form: the fields and rules the server checks, with dietary preferences as the
 * comma-separated text the input holds. A problem with the list is reported on that one input.
 */
export const logisticsFormSchema = builtOnFirstUse(() =>
  logisticsFieldsSchema.extend({
    dietaryPreferences: z.string(m.dietaryRequired).transform((text, context) => {
      const list = logisticsFieldsSchema.shape.dietaryPreferences.safeParse(dietaryTextToList(text));
      if (list.success) return list.data;
      for (const issue of list.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
    inboundFlight: flightFormSchema,
    outboundFlight: flightFormSchema,
  }),
);

/** What the wizard's inputs hold: dietary preferences as comma-separated text, each flight as its six texts. */
export type LogisticsFormValues = z.input<typeof logisticsFormSchema>;

export const LOGISTICS_FORM_DEFAULTS: Required<LogisticsFormValues> = {
  legalName: '',
  preferredName: '',
  gender: 'MALE',
  email: '',
  phoneMexico: '',
  schoolAffiliation: 'HARVARD',
  passportNationality: '',
  passportNumber: '',
  dateOfBirth: '',
  arrivalFlight: '',
  departureFlight: '',
  inboundFlight: BLANK_FLIGHT_FORM,
  outboundFlight: BLANK_FLIGHT_FORM,
  emergencyContactName: '',
  emergencyContactRelation: '',
  emergencyContactPhone: '',
  insuranceProvider: '',
  insurancePolicyNumber: '',
  roommatePreference: 'RANDOM',
  roommateNameOrNA: 'N/A',
  specialRequirement: '',
  dietaryPreferences: 'None',
  additionalConsiderations: '',
  day0Decision: 'JOIN',
  day2Preference: 'POLANCO_CONDESA',
};

/** The form's values in the shape the schemas and the server take. */
export function logisticsFromForm(values: LogisticsFormValues): z.input<typeof logisticsFieldsSchema> {
  return { ...values, dietaryPreferences: dietaryTextToList(values.dietaryPreferences), inboundFlight: flightFromForm(values.inboundFlight), outboundFlight: flightFromForm(values.outboundFlight) };
}

/** A flight's inputs as the schema takes them: all blank is no flight (null). */
function flightFromForm(values: FlightFormValues): FlightFormValues | null {
  return Object.values(values).every((value) => value.trim() === '') ? null : values;
}

/** GET /api/me/logistics and the organizers' rows. A draft may lack any field. */
export const logisticsRecordSchema = builtOnFirstUse(() =>
  logisticsFieldsSchema.partial().extend({
    id: z.string(),
    userId: z.string(),
    status: z.enum(LOGISTICS_STATUSES),
    /** Set by organizers: Day 0 can no longer be changed. */
    day0Locked: z.boolean(),
    submittedAt: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
export type LogisticsRecord = z.infer<typeof logisticsRecordSchema>;

// ── Trip card ───────────────────────────────────────────────────────────────

/**
 * GET /api/me/trip-card: the logistics the trip card shows, the only logistics the offline card
 * keeps on the device. A shape of its own, so the device's copy never holds the travel documents.
 */
export const tripCardLogisticsSchema = builtOnFirstUse(() =>
  logisticsRecordSchema.pick({
    status: true,
    legalName: true,
    preferredName: true,
    phoneMexico: true,
    arrivalFlight: true,
    departureFlight: true,
    inboundFlight: true,
    outboundFlight: true,
    roommatePreference: true,
    roommateNameOrNA: true,
    dietaryPreferences: true,
    day0Decision: true,
    day2Preference: true,
  }),
);
export type TripCardLogistics = z.infer<typeof tripCardLogisticsSchema>;

/** The trip card's part of a record: the fields it names, those the record has. */
export function tripCardLogisticsOf(record: LogisticsRecord): TripCardLogistics {
  const picked: Record<string, unknown> = {};
  for (const field of Object.keys(tripCardLogisticsSchema.shape) as Array<keyof TripCardLogistics>) {
    if (record[field] !== undefined) picked[field] = record[field];
  }
  return picked as TripCardLogistics;
}

// ── Progress ────────────────────────────────────────────────────────────────

export type LogisticsItemKey = 'personal' | 'travelDocs' | 'accommodation' | 'dietary' | 'day0' | 'submitted';

const stepDone = (step: LogisticsStep, record: Partial<LogisticsRecord>) => logisticsStepSchema(step).safeParse(record).success;

/** The six items of the completion panel; percent in sixths, rounded. */
export function logisticsProgress(record: Partial<LogisticsRecord> | null | undefined): Progress<LogisticsItemKey> {
  const r = record ?? {};
  return progressOf<LogisticsItemKey>([
    { key: 'personal', label: 'Personal Info', done: stepDone(1, r) },
    { key: 'travelDocs', label: 'Travel Documents', done: stepDone(2, r) },
    { key: 'accommodation', label: 'Accommodation', done: stepDone(3, r) },
    { key: 'dietary', label: 'Dietary Needs', done: stepDone(4, r) },
    { key: 'day0', label: 'Day 0 Decision', done: stepDone(5, r) },
    { key: 'submitted', label: 'Form Submitted', done: r.status === 'SUBMITTED' },
  ]);
}

/** Where the wizard opens: the review step once submitted or complete, else the first step. */
export function logisticsStartStep(record: Partial<LogisticsRecord> | null | undefined): LogisticsStep {
  if (!record) return 1;
  return record.status === 'SUBMITTED' || logisticsFieldsSchema.safeParse(record).success ? 6 : 1;
}
