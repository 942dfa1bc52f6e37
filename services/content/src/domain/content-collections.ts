import { z } from 'zod';
import {
  DEFAULT_TRAVEL_RESOURCES,
  faqFallback,
  faqInputSchema,
  faqSchema,
  faqUpdateSchema,
  itineraryDayInputSchema,
  itineraryDaySchema,
  itineraryDayUpdateSchema,
  placeInputSchema,
  placeSchema,
  placeUpdateSchema,
  speakerInputSchema,
  speakerSchema,
  speakerUpdateSchema,
  supporterInputSchema,
  supporterSchema,
  supporterUpdateSchema,
  teamMemberInputSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  travelResourceInputSchema,
  travelResourceSchema,
  type FaqEditionDates,
} from '@trek/contracts';

/** What differs between the content collections; everything else (CRUD, cache, order) is shared. */
export interface CollectionSpec {
  /** The path segment: /api/public/<name>, /api/admin/content/<name>. */
  name: CollectionName;
  /** The MongoDB collection. */
  collection: string;
  create: z.ZodType<Record<string, unknown>>;
  /** PATCH: the fields an edit sends. */
  update: z.ZodType<Record<string, unknown>>;
  read: z.ZodType<Record<string, unknown>>;
  /** Ascending (1) or descending (-1) per field, as the repository sorts. */
  sort: Record<string, 1 | -1>;
  /** Whether ?year= filters it (itinerary days, speakers). */
  byYear: boolean;
  /** Whether organizers arrange it by an `order` field. */
  ordered: boolean;
  /** Served when none are stored (public spec, section 9), for the current edition's dates. */
  fallback?: (edition: FaqEditionDates) => readonly Record<string, unknown>[];
  /** How the organizers' audit trail names one item: "the FAQ", then its field that people recognise it by. */
  audit: { noun: string; labelField: string };
}

export const COLLECTION_NAMES = ['team', 'supporters', 'itinerary-days', 'speakers', 'places', 'faqs', 'travel-resources'] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

const byOrder = { order: 1 } as const;

export const COLLECTIONS: Record<CollectionName, CollectionSpec> = {
  team: {
    name: 'team',
    audit: { noun: 'team member', labelField: 'name' },
    collection: 'team_members',
    create: teamMemberInputSchema,
    update: teamMemberUpdateSchema,
    read: teamMemberSchema,
    sort: byOrder,
    byYear: false,
    ordered: true,
  },
  supporters: {
    name: 'supporters',
    audit: { noun: 'supporter', labelField: 'name' },
    collection: 'supporters',
    create: supporterInputSchema,
    update: supporterUpdateSchema,
    read: supporterSchema,
    sort: byOrder,
    byYear: false,
    ordered: true,
  },
  'itinerary-days': {
    name: 'itinerary-days',
    audit: { noun: 'itinerary day', labelField: 'title' },
    collection: 'itinerary_days',
    create: itineraryDayInputSchema,
    update: itineraryDayUpdateSchema,
    read: itineraryDaySchema,
    sort: { year: -1, dayNumber: 1 },
    byYear: true,
    ordered: false,
  },
  speakers: {
    name: 'speakers',
    audit: { noun: 'speaker', labelField: 'name' },
    collection: 'speakers',
    create: speakerInputSchema,
    update: speakerUpdateSchema,
    read: speakerSchema,
    sort: { year: -1, order: 1 },
    byYear: true,
    ordered: true,
  },
  places: {
    name: 'places',
    audit: { noun: 'place', labelField: 'name' },
    collection: 'places',
    create: placeInputSchema,
    update: placeUpdateSchema,
    read: placeSchema,
    sort: byOrder,
    byYear: false,
    ordered: true,
  },
  faqs: {
    name: 'faqs',
    audit: { noun: 'FAQ', labelField: 'question' },
    collection: 'faqs',
    create: faqInputSchema,
    update: faqUpdateSchema,
    read: faqSchema,
    sort: byOrder,
    byYear: false,
    ordered: true,
    fallback: faqFallback,
  },
  'travel-resources': {
    name: 'travel-resources',
    audit: { noun: 'travel resource', labelField: 'title' },
    collection: 'travel_resources',
    create: travelResourceInputSchema,
    // Changing the type changes the content's shape, so an edit sends the whole resource.
    update: travelResourceInputSchema,
    read: travelResourceSchema,
    sort: byOrder,
    byYear: false,
    ordered: true,
    fallback: () => DEFAULT_TRAVEL_RESOURCES,
  },
};
