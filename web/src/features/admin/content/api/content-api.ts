import { adminContentItemSchemas, editionViewSchema, type EditionSettings, type EditionView, type StartNextEdition } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

/** The collections organizers edit; each maps to its admin path and its public read. */
export const CONTENT_SECTIONS = ['team', 'supporters', 'itinerary-days', 'places', 'faqs', 'travel-resources'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export type CollectionName = ContentSection | 'speakers';

export const adminPathOf = (collection: CollectionName): string =>
  collection === 'speakers' ? '/api/admin/speakers' : `/api/admin/content/${collection}`;

export const publicPathOf = (collection: CollectionName): string => `/api/public/${collection}`;

export const EDITION_PATH = '/api/admin/edition';

/**
 * An item as the organizers' list answers it (the read shape plus whether it is sample content and
 * who changed it when), seen by the screens every collection shares, which read its fields by name.
 */
export type AdminItem = Record<string, unknown> & { id: string; sample: boolean; updatedAt: string | null };

/** The collection's item as its contract schema parses it, read through the shared view. */
const parseAdminItem = (collection: CollectionName, body: unknown): AdminItem => adminContentItemSchemas[collection].parse(body);

/** The organizers' list of the collection, parsed as `parseAdminItem` parses one item. */
export const parseAdminItems = (collection: CollectionName, body: unknown): AdminItem[] => adminContentItemSchemas[collection].array().parse(body);

export async function saveItem(collection: CollectionName, id: string | null, fields: Record<string, unknown>): Promise<AdminItem> {
  const path = adminPathOf(collection);
  return parseAdminItem(collection, await (id ? apiRequest('PUT', `${path}/${id}`, fields) : apiRequest('POST', path, fields)));
}

export async function deleteItem(collection: CollectionName, id: string): Promise<void> {
  await apiRequest('DELETE', `${adminPathOf(collection)}/${id}`);
}

export async function reorderItems(collection: CollectionName, ids: string[]): Promise<void> {
  await apiRequest('POST', `${adminPathOf(collection)}/reorder`, { ids });
}

export async function saveEdition(settings: EditionSettings): Promise<EditionView> {
  return editionViewSchema.parse(await apiRequest('PUT', EDITION_PATH, settings));
}

/** "Start the next edition": names the year it moves from, so a repeat or a race is refused (409). */
export async function startNextEdition(fromYear: number): Promise<EditionView> {
  return editionViewSchema.parse(await apiRequest('POST', `${EDITION_PATH}/start-next`, { fromYear } satisfies StartNextEdition));
}
