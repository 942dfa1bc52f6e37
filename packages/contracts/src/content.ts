import { z } from 'zod';
import type { FieldLabel } from './message-templates.js';
import {
  emailSchema,
  imageUrlSchema,
  isoDateSchema,
  optionalChoice,
  optionalText,
  requiredImageUrlSchema,
  requiredText,
  socialLinkSchema,
  storedImageUrlSchema,
  TEXT_LIMITS,
  websiteUrlSchema,
} from './common.js';
import { contentMessages } from './messages/content.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Public content the organizers edit: each entity has a read shape (what GET /api/public/...
 * returns, with `id`), a create input (no id) and, where the edit form sends only what changed,
 * an update input. Update inputs are built from fields without defaults: a zod default inside
 * `.partial()` would still fill in, and an edit that leaves `order` out would reset it to 0.
 */

const m = contentMessages;
const L = TEXT_LIMITS;

export const contentYearSchema = builtOnFirstUse(() => z.int(m.yearRange).min(2000, m.yearRange).max(2100, m.yearRange));
const orderSchema = builtOnFirstUse(() => z.int(m.orderRange).min(0, m.orderRange).max(10_000, m.orderRange));
const name = builtOnFirstUse(() => requiredText(m.nameRequired, L.name, 'Name'));
const title = builtOnFirstUse(() => requiredText(m.titleRequired, L.short, 'Title'));
const shortText = (label: FieldLabel) => optionalText(L.short, label);
const bio = builtOnFirstUse(() => optionalText(L.paragraph, 'Bio'));

/** `?year=` of the public itinerary and speaker reads. */
export const yearQuerySchema = builtOnFirstUse(() =>
  z.object({ year: optionalChoice(z.coerce.number(m.yearRange).pipe(contentYearSchema)) }),
);
export type YearQuery = z.infer<typeof yearQuerySchema>;

/** The organizers' drag-and-drop result: ids in their new order; each gets its index as `order`. */
export const reorderSchema = builtOnFirstUse(() =>
  z.object({
    ids: z
      .array(z.string(m.reorderIdsRequired).regex(/^[a-f0-9]{24}$/i, m.reorderIdsRequired), m.reorderIdsRequired)
      .min(1, m.reorderIdsRequired)
      .max(1000, m.tooManyItems)
      .refine((ids) => new Set(ids).size === ids.length, m.reorderDuplicate),
  }),
);
export type ReorderInput = z.infer<typeof reorderSchema>;

// ── Team members ────────────────────────────────────────────────────────────

export const teamSocialsSchema = builtOnFirstUse(() =>
  z.object({
    linkedin: socialLinkSchema.optional(),
    facebook: socialLinkSchema.optional(),
    instagram: socialLinkSchema.optional(),
    twitter: socialLinkSchema.optional(),
    tiktok: socialLinkSchema.optional(),
    threads: socialLinkSchema.optional(),
  }),
);
export type TeamSocials = z.infer<typeof teamSocialsSchema>;

/** A number or a list of numbers, as the public team call returns it. */
export const teamCohortYearSchema = builtOnFirstUse(() => z.union([contentYearSchema, z.array(contentYearSchema).max(20, m.tooManyItems)]));

/** A team card's Spanish role and bio ("Codirectora"); blank shows the English. */
const teamMemberSpanishSchema = builtOnFirstUse(() =>
  z.object({
    role: optionalText(L.name, 'Role'),
    bio,
  }),
);

const teamMemberFields = builtOnFirstUse(() =>
  z.object({
    name,
    /** The English role also sorts the card into the team or the participants: the Spanish is only shown. */
    role: requiredText(m.roleRequired, L.name, 'Role'),
    university: shortText('University'),
    program: shortText('Program'),
    countryOfOrigin: shortText('Country of origin'),
    bio,
    es: teamMemberSpanishSchema.optional(),
    photoUrl: imageUrlSchema.optional(),
    order: orderSchema,
    socials: teamSocialsSchema,
    cohortYear: teamCohortYearSchema.optional(),
  }),
);

export const teamMemberInputSchema = builtOnFirstUse(() =>
  teamMemberFields.extend({
    order: orderSchema.default(0),
    socials: teamSocialsSchema.default({}),
  }),
);
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

export const teamMemberUpdateSchema = builtOnFirstUse(() => teamMemberFields.partial());
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

/**
 * An organizer's own card (My Profile). Cohorts stay the Content tab's business; without an
 * `order` a new card goes to the end of the team and an existing one keeps its place.
 */
export const myTeamCardInputSchema = builtOnFirstUse(() =>
  teamMemberFields.omit({ order: true, cohortYear: true }).extend({
    socials: teamSocialsSchema.default({}),
    order: orderSchema.optional(),
  }),
);
export type MyTeamCardInput = z.input<typeof myTeamCardInputSchema>;

export const teamMemberSchema = builtOnFirstUse(() =>
  teamMemberInputSchema.extend({
    id: z.string(),
    photoUrl: storedImageUrlSchema.optional(),
    /** The linked account, when the card belongs to a signed-in organizer. */
    user: z.object({ fullName: z.string(), avatarUrl: z.string().nullable() }).nullable().optional(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET and PUT /api/admin/content/my-team-member: the caller's own card, null before the first save. */
export const myTeamMemberResponseSchema = builtOnFirstUse(() => z.object({ teamMember: teamMemberSchema.nullable() }));
export type MyTeamMemberResponse = z.infer<typeof myTeamMemberResponseSchema>;

export const cohortYearsOf = (cohortYear: TeamMember['cohortYear']): number[] =>
  cohortYear === undefined ? [] : Array.isArray(cohortYear) ? cohortYear : [cohortYear];

// ── Supporters ──────────────────────────────────────────────────────────────

const supporterFields = builtOnFirstUse(() =>
  z.object({
    name,
    logoUrl: requiredImageUrlSchema(m.logoRequired),
    website: websiteUrlSchema.optional(),
    /** Not in the spec's entity list: organizers arrange the logo grid; lists sort by it. */
    order: orderSchema,
  }),
);
export const supporterInputSchema = builtOnFirstUse(() => supporterFields.extend({ order: orderSchema.default(0) }));
export type SupporterInput = z.input<typeof supporterInputSchema>;
export const supporterUpdateSchema = builtOnFirstUse(() => supporterFields.partial());
export type SupporterUpdate = z.infer<typeof supporterUpdateSchema>;
export const supporterSchema = builtOnFirstUse(() => supporterInputSchema.extend({ id: z.string(), logoUrl: storedImageUrlSchema }));
export type Supporter = z.infer<typeof supporterSchema>;

// ── Itinerary ───────────────────────────────────────────────────────────────

/** An activity's Spanish title and description; blank shows the English. */
const itineraryActivitySpanishSchema = builtOnFirstUse(() =>
  z.object({
    title: optionalText(L.short, 'Title'),
    description: optionalText(L.paragraph, 'Description'),
  }),
);

export const itineraryActivitySchema = builtOnFirstUse(() =>
  z.object({
    order: orderSchema.default(0),
    /** Free text as shown on the card ("9:00 AM", "Evening"). */
    time: optionalText(40, 'Time'),
    title,
    description: optionalText(L.paragraph, 'Description'),
    es: itineraryActivitySpanishSchema.optional(),
    speakers: z
      .array(z.string(m.invalidSpeaker).regex(/^[a-f0-9]{24}$/i, m.invalidSpeaker))
      .max(20, m.tooManyItems)
      .default([]),
  }),
);
export type ItineraryActivity = z.infer<typeof itineraryActivitySchema>;

const itineraryDayFields = builtOnFirstUse(() =>
  z.object({
    year: contentYearSchema,
    /** 0 is the optional Day 0. */
    dayNumber: z.int(m.dayNumberRange).min(0, m.dayNumberRange).max(30, m.dayNumberRange),
    city: requiredText(m.cityRequired, L.name, 'City'),
    date: isoDateSchema(m.dateRequired, m.invalidDate),
    dressCode: shortText('Dress code'),
    title,
    /** The day's Spanish title and dress code; blank shows the English. */
    es: z.object({ title: optionalText(L.short, 'Title'), dressCode: shortText('Dress code') }).optional(),
    /** Kept in the order given; readers sort by `order`. */
    activities: z.array(itineraryActivitySchema).max(30, m.tooManyItems),
  }),
);
export const itineraryDayInputSchema = builtOnFirstUse(() =>
  itineraryDayFields.extend({
    activities: itineraryDayFields.shape.activities.default([]),
  }),
);
export type ItineraryDayInput = z.input<typeof itineraryDayInputSchema>;
/** The edit form sends the whole activities list when it sends it at all. */
export const itineraryDayUpdateSchema = builtOnFirstUse(() => itineraryDayFields.partial());
export type ItineraryDayUpdate = z.infer<typeof itineraryDayUpdateSchema>;
export const itineraryDaySchema = builtOnFirstUse(() => itineraryDayInputSchema.extend({ id: z.string() }));
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

// ── Speakers ────────────────────────────────────────────────────────────────

/** A speaker's Spanish job title and bio; blank shows the English. */
const speakerSpanishSchema = builtOnFirstUse(() =>
  z.object({
    title: shortText('Title'),
    bio,
  }),
);

const speakerFields = builtOnFirstUse(() =>
  z.object({
    /** The edition the speaker belongs to: the landing page shows speakers per year tab. */
    year: contentYearSchema,
    name,
    title: shortText('Title'),
    organization: shortText('Organization'),
    bio,
    es: speakerSpanishSchema.optional(),
    photoUrl: imageUrlSchema.optional(),
    tags: z.array(requiredText(m.tagBlank, 40, 'Tag')).max(20, m.tooManyItems),
    socials: z.object({ linkedin: socialLinkSchema.optional(), twitter: socialLinkSchema.optional() }),
    order: orderSchema,
  }),
);
export const speakerInputSchema = builtOnFirstUse(() =>
  speakerFields.extend({
    tags: speakerFields.shape.tags.default([]),
    socials: speakerFields.shape.socials.default({}),
    order: orderSchema.default(0),
  }),
);
export type SpeakerInput = z.input<typeof speakerInputSchema>;
export const speakerUpdateSchema = builtOnFirstUse(() => speakerFields.partial());
export type SpeakerUpdate = z.infer<typeof speakerUpdateSchema>;
export const speakerSchema = builtOnFirstUse(() =>
  speakerInputSchema.extend({ id: z.string(), photoUrl: storedImageUrlSchema.optional() }),
);
export type Speaker = z.infer<typeof speakerSchema>;

// ── Places ──────────────────────────────────────────────────────────────────

/** The filter chips of the places gallery, in display order. */
export const PLACE_FILTERS = ['All', 'Cities', 'Landmarks', 'Restaurants', 'Museums', 'Shows', 'Politics', 'Business', 'Hotels', 'Other'] as const;
export type PlaceFilter = (typeof PLACE_FILTERS)[number];
export const PLACE_TYPES = PLACE_FILTERS.filter((f): f is Exclude<PlaceFilter, 'All'> => f !== 'All');
export type PlaceType = (typeof PLACE_TYPES)[number];

/** Matching is case-insensitive, so "museums" is accepted and stored as the chip's spelling. */
export const placeTypeSchema = builtOnFirstUse(() =>
  z
    .string(m.invalidPlaceType)
    .trim()
    .transform((v) => PLACE_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(PLACE_TYPES, m.invalidPlaceType)),
);

/** A place's Spanish name and description ("Museo Nacional de Antropología"); blank shows the English. */
const placeSpanishSchema = builtOnFirstUse(() =>
  z.object({
    name: optionalText(L.name, 'Name'),
    description: optionalText(L.paragraph, 'Description'),
  }),
);

const placeFields = builtOnFirstUse(() =>
  z.object({
    name,
    description: optionalText(L.paragraph, 'Description'),
    es: placeSpanishSchema.optional(),
    photoUrl: imageUrlSchema.optional(),
    category: optionalText(60, 'Category'),
    types: z.array(placeTypeSchema).max(PLACE_TYPES.length, m.tooManyItems),
    order: orderSchema,
  }),
);
export const placeInputSchema = builtOnFirstUse(() =>
  placeFields.extend({
    types: placeFields.shape.types.default([]),
    order: orderSchema.default(0),
  }),
);
export type PlaceInput = z.input<typeof placeInputSchema>;
export const placeUpdateSchema = builtOnFirstUse(() => placeFields.partial());
export type PlaceUpdate = z.infer<typeof placeUpdateSchema>;
export const placeSchema = builtOnFirstUse(() => placeInputSchema.extend({ id: z.string(), photoUrl: storedImageUrlSchema.optional() }));
export type Place = z.infer<typeof placeSchema>;

export function placeMatchesFilter(place: Pick<Place, 'types'>, filter: string): boolean {
  const wanted = filter.toLowerCase();
  return wanted === 'all' || place.types.some((t) => t.toLowerCase() === wanted);
}

// ── FAQs ────────────────────────────────────────────────────────────────────

/**
 * An FAQ's Spanish question and answer, edited beside the English. Both are optional: a Spanish
 * page shows the English wherever the Spanish is blank.
 */
const faqSpanishSchema = builtOnFirstUse(() =>
  z.object({
    question: optionalText(300, 'Question'),
    answer: optionalText(5000, 'Answer'),
  }),
);

const faqFields = builtOnFirstUse(() =>
  z.object({
    category: optionalText(60, 'Category'),
    question: requiredText(m.questionRequired, 300, 'Question'),
    answer: requiredText(m.answerRequired, 5000, 'Answer'),
    es: faqSpanishSchema.optional(),
    order: orderSchema,
  }),
);
export const faqInputSchema = builtOnFirstUse(() => faqFields.extend({ order: orderSchema.default(0) }));
export type FaqInput = z.input<typeof faqInputSchema>;
export const faqUpdateSchema = builtOnFirstUse(() => faqFields.partial());
export type FaqUpdate = z.infer<typeof faqUpdateSchema>;
export const faqSchema = builtOnFirstUse(() => faqInputSchema.extend({ id: z.string() }));
export type Faq = z.infer<typeof faqSchema>;

// ── Travel resources ────────────────────────────────────────────────────────

export const TRAVEL_RESOURCE_TYPES = ['hotel', 'embassy', 'recommendation', 'phrase'] as const;
export type TravelResourceType = (typeof TRAVEL_RESOURCE_TYPES)[number];

const address = builtOnFirstUse(() => requiredText(m.addressRequired, 300, 'Address'));
const phone = builtOnFirstUse(() => optionalText(60, 'Phone'));

/** One shape per type; `content` differs, `title` and `order` are shared. */
const travelResourceVariants = builtOnFirstUse(
  () =>
    ({
      hotel: z.object({ address, phone }),
      embassy: z.object({ address, phone, email: emailSchema(m.invalidEmail).optional() }),
      recommendation: z.object({ description: requiredText(m.descriptionRequired, L.paragraph, 'Description') }),
      phrase: z.object({
        spanish: requiredText(m.spanishRequired, 300, 'Spanish phrase'),
        english: requiredText(m.englishRequired, 300, 'English translation'),
      }),
    }) as const,
);

/**
 * A travel card's Spanish title, a hotel's or embassy's Spanish address (directions such as "frente
 * al Ángel") and a recommendation's Spanish description; phrases are bilingual already.
 */
const travelResourceSpanishSchema = builtOnFirstUse(() =>
  z.object({
    title: optionalText(L.short, 'Title'),
    address: optionalText(300, 'Address'),
    description: optionalText(L.paragraph, 'Description'),
  }),
);

const travelResourceOf = <T extends TravelResourceType>(type: T) =>
  z.object({
    type: z.literal(type, m.invalidResourceType),
    title,
    content: travelResourceVariants[type],
    es: travelResourceSpanishSchema.optional(),
    order: orderSchema.default(0),
  });

const hotelInput = builtOnFirstUse(() => travelResourceOf('hotel'));
const embassyInput = builtOnFirstUse(() => travelResourceOf('embassy'));
const recommendationInput = builtOnFirstUse(() => travelResourceOf('recommendation'));
const phraseInput = builtOnFirstUse(() => travelResourceOf('phrase'));

/** Create and edit both send the whole resource: changing the type changes the content's shape. */
export const travelResourceInputSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('type', [hotelInput, embassyInput, recommendationInput, phraseInput], m.invalidResourceType),
);
export type TravelResourceInput = z.input<typeof travelResourceInputSchema>;

const readFields = builtOnFirstUse(() => ({
  id: z.string(),
  /** Sample content (the built-in placeholders, the demo data): shown as such, never as a real address or number. */
  sample: z.boolean().optional(),
}));
export const travelResourceSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('type', [
    hotelInput.extend(readFields),
    embassyInput.extend(readFields),
    recommendationInput.extend(readFields),
    phraseInput.extend(readFields),
  ]),
);
export type TravelResource = z.infer<typeof travelResourceSchema>;
export type HotelResource = Extract<TravelResource, { type: 'hotel' }>;
export type EmbassyResource = Extract<TravelResource, { type: 'embassy' }>;
export type RecommendationResource = Extract<TravelResource, { type: 'recommendation' }>;
export type PhraseResource = Extract<TravelResource, { type: 'phrase' }>;

