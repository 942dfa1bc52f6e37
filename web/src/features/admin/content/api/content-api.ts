import type { EditionSettings, StartNextEdition } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

/** The collections organizers edit; each maps to its admin path and its public read. */
export const CONTENT_SECTIONS = ['team', 'supporters', 'itinerary-days', 'places', 'faqs', 'travel-resources'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export type CollectionName = ContentSection | 'speakers';

export const adminPathOf = (collection: CollectionName): string =>
  collection === 'speakers' ? '/api/admin/speakers' : `/api/admin/content/${collection}`;

export const publicPathOf = (collection: CollectionName): string => `/api/public/${collection}`;

export const EDITION_PATH = '/api/admin/edition';
export const PUBLIC_EDITION_PATH = '/api/public/edition';

/** An item as the organizers' list answers it: the read shape plus who changed it when. */
export type AdminItem = Record<string, unknown> & { id: string; sample: boolean; updatedAt: string | null };

export type EditionView = EditionSettings & { updatedBy: string | null; updatedAt: string | null };

export async function saveItem(collection: CollectionName, id: string | null, fields: Record<string, unknown>): Promise<AdminItem> {
  const path = adminPathOf(collection);
  return (await (id ? apiRequest('PUT', `${path}/${id}`, fields) : apiRequest('POST', path, fields))) as AdminItem;
}

export async function deleteItem(collection: CollectionName, id: string): Promise<void> {
  await apiRequest('DELETE', `${adminPathOf(collection)}/${id}`);
}

export async function reorderItems(collection: CollectionName, ids: string[]): Promise<void> {
  await apiRequest('POST', `${adminPathOf(collection)}/reorder`, { ids });
}

export async function saveEdition(settings: EditionSettings): Promise<EditionView> {
  return (await apiRequest('PUT', EDITION_PATH, settings)) as EditionView;
}

/** "Start the next edition": names the year it moves from, so a repeat or a race is refused (409). */
export async function startNextEdition(fromYear: number): Promise<EditionView> {
  return (await apiRequest('POST', `${EDITION_PATH}/start-next`, { fromYear } satisfies StartNextEdition)) as EditionView;
}
