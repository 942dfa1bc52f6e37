import { DEFAULT_EDITION_SETTINGS, publicEditionSchema, type EditionSettings } from '@trek/contracts';
import { EDITION_CACHE_NAME, type ContentDomain } from './content-context.js';
import type { CachedResponse } from './public-cache.js';

export interface EditionView extends EditionSettings {
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The organizers' view: the saved settings, or the 2026 defaults until someone saves. */
export async function readEdition(domain: ContentDomain): Promise<EditionView> {
  const stored = await domain.settings.findEdition();
  if (!stored) return { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null };
  const { updatedBy, updatedAt, ...settings } = stored;
  return { ...DEFAULT_EDITION_SETTINGS, ...settings, updatedBy, updatedAt: new Date(updatedAt).toISOString() };
}

/** What anyone may read: everything but the group invite. */
export async function readPublicEdition(domain: ContentDomain): Promise<CachedResponse> {
  return domain.cache.get(EDITION_CACHE_NAME, 'all', async () => publicEditionSchema.parse(await readEdition(domain)));
}

export async function saveEdition(domain: ContentDomain, settings: EditionSettings, actor: string): Promise<EditionView> {
  await domain.settings.saveEdition(settings, actor);
  await domain.cache.invalidate(EDITION_CACHE_NAME);
  await domain.audit.record({ actorId: actor, action: 'edition.update', target: 'edition', summary: 'Updated the edition settings' });
  return readEdition(domain);
}
