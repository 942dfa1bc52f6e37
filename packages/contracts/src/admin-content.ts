import { z } from 'zod';
import { faqSchema, itineraryDaySchema, placeSchema, speakerSchema, supporterSchema, teamMemberSchema, travelResourceSchema } from './content.js';
import { editionSettingsFieldsSchema } from './edition.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/** Who last changed a record and when; both null for one nobody has saved yet. */
const lastChangeSchema = builtOnFirstUse(() => z.object({ updatedBy: z.string().nullable(), updatedAt: z.string().nullable() }));

/**
 * What the organizers' lists add to an item's public read shape: whether it is sample content,
 * and its last change. The organizers' writes answer the item in the same shape.
 */
export const contentItemMetaSchema = builtOnFirstUse(() => lastChangeSchema.extend({ sample: z.boolean() }));
export type ContentItemMeta = z.infer<typeof contentItemMetaSchema>;

/**
 * An item as GET /api/admin/content/<name> (and /api/admin/speakers) lists it and as the
 * organizers' POST, PUT and PATCH answer it, by the collection's path segment.
 */
export const adminContentItemSchemas = builtOnFirstUse(
  () =>
    ({
      team: teamMemberSchema.extend(contentItemMetaSchema.shape),
      supporters: supporterSchema.extend(contentItemMetaSchema.shape),
      'itinerary-days': itineraryDaySchema.extend(contentItemMetaSchema.shape),
      speakers: speakerSchema.extend(contentItemMetaSchema.shape),
      places: placeSchema.extend(contentItemMetaSchema.shape),
      faqs: faqSchema.extend(contentItemMetaSchema.shape),
      // A union of the resource types, so the meta joins each of them rather than extending one object.
      'travel-resources': z.intersection(travelResourceSchema, contentItemMetaSchema),
    }) as const,
);
export type AdminContentCollection = keyof typeof adminContentItemSchemas;

/** GET and PUT /api/admin/edition, POST /api/admin/edition/start-next: the edition settings with their last change. */
export const editionViewSchema = builtOnFirstUse(() => editionSettingsFieldsSchema.extend(lastChangeSchema.shape));
export type EditionView = z.infer<typeof editionViewSchema>;
