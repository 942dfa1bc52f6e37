import { contentMessages } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { StoredItem } from '../data-access/content-item.repository.js';
import { COLLECTIONS, type CollectionName } from './content-collections.js';
import type { ContentDomain } from './content-context.js';
import { readEdition } from './edition.js';
import type { CachedResponse } from './public-cache.js';

type Fields = Record<string, unknown>;

/** A stored item in its read shape; a stored item that no longer fits is a server fault, not bad input. */
export function toReadShape(name: CollectionName, item: StoredItem): Fields {
  const parsed = COLLECTIONS[name].read.safeParse(item);
  if (!parsed.success) throw new Error(`stored ${name} item ${item.id} does not match its read schema`);
  return parsed.data;
}

const inYear = (year: number | undefined) => (item: StoredItem) => year === undefined || item.year === year;

/** What GET /api/public/<name> answers: the stored items (or the fallback when none), parsed. */
export async function readPublicItems(domain: Pick<ContentDomain, 'items' | 'cache' | 'settings'>, name: CollectionName, year?: number): Promise<CachedResponse> {
  return domain.cache.get(name, year === undefined ? 'all' : `year=${year}`, async () => {
    const stored = await domain.items[name].list();
    const fallback = COLLECTIONS[name].fallback;
    if (stored.length === 0 && fallback) return fallback(await readEdition(domain)).map((item) => COLLECTIONS[name].read.parse(item));
    return stored.filter(inYear(year)).map((item) => toReadShape(name, item));
  });
}

export interface AdminItemMeta {
  sample: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

const withMeta = (name: CollectionName, item: StoredItem): Fields & AdminItemMeta => ({
  ...toReadShape(name, item),
  sample: item.sample ?? false,
  updatedBy: item.updatedBy ?? null,
  updatedAt: item.updatedAt ? new Date(item.updatedAt).toISOString() : null,
});

/** The organizers' list: stored items only (no fallback), with who changed them when. */
export async function listItems(domain: Pick<ContentDomain, 'items'>, name: CollectionName, year?: number) {
  return (await domain.items[name].list()).filter(inYear(year)).map((item) => withMeta(name, item));
}

type Change = 'create' | 'update' | 'replace' | 'delete' | 'reorder';
const PAST_TENSE: Record<Change, string> = { create: 'Created', update: 'Updated', replace: 'Replaced', delete: 'Deleted', reorder: 'Reordered' };

const LABEL_MAX = 80;

/** "the FAQ “Is there a deposit?”": the item as organizers know it (its id stays in the target). */
function itemLabel(name: CollectionName, item: StoredItem): string {
  const { noun, labelField } = COLLECTIONS[name].audit;
  const label = typeof item[labelField] === 'string' ? (item[labelField] as string).trim() : '';
  if (label === '') return `a ${noun}`;
  return `the ${noun} “${label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label}”`;
}

/** One audit event per organizer write, naming the item by its title or name (public content, never a person's data). */
function recordChange(domain: Pick<ContentDomain, 'audit'>, actor: string, name: CollectionName, change: Change, item: StoredItem | null) {
  const target = `${name}:${item?.id ?? 'all'}`;
  const summary = item === null ? `${PAST_TENSE[change]} the ${COLLECTIONS[name].audit.noun} list` : `${PAST_TENSE[change]} ${itemLabel(name, item)}`;
  return domain.audit.record({ actorId: actor, action: `content.${name}.${change}`, target, summary });
}

export async function createItem(domain: Pick<ContentDomain, 'items' | 'cache' | 'audit'>, name: CollectionName, fields: Fields, actor: string) {
  const item = await domain.items[name].create(fields, actor);
  await domain.cache.invalidate(name);
  await recordChange(domain, actor, name, 'create', item);
  return withMeta(name, item);
}

export async function updateItem(domain: Pick<ContentDomain, 'items' | 'cache' | 'audit'>, name: CollectionName, id: string, fields: Fields, actor: string) {
  const item = await domain.items[name].update(id, fields, actor);
  if (!item) throw AppError.notFound(contentMessages.notFound);
  await domain.cache.invalidate(name);
  await recordChange(domain, actor, name, 'update', item);
  return withMeta(name, item);
}

export async function replaceItem(domain: Pick<ContentDomain, 'items' | 'cache' | 'audit'>, name: CollectionName, id: string, fields: Fields, actor: string) {
  const item = await domain.items[name].replace(id, fields, actor);
  if (!item) throw AppError.notFound(contentMessages.notFound);
  await domain.cache.invalidate(name);
  await recordChange(domain, actor, name, 'replace', item);
  return withMeta(name, item);
}

export async function deleteItem(domain: Pick<ContentDomain, 'items' | 'cache' | 'audit'>, name: CollectionName, id: string, actor: string): Promise<void> {
  const removed = await domain.items[name].remove(id);
  if (!removed) throw AppError.notFound(contentMessages.notFound);
  await domain.cache.invalidate(name);
  await recordChange(domain, actor, name, 'delete', removed);
}

export async function reorderItems(domain: Pick<ContentDomain, 'items' | 'cache' | 'audit'>, name: CollectionName, ids: string[], actor: string) {
  const found = await domain.items[name].reorder(ids, actor);
  await domain.cache.invalidate(name);
  await recordChange(domain, actor, name, 'reorder', null);
  if (found !== ids.length) throw AppError.notFound(contentMessages.notFound);
  return listItems(domain, name);
}
