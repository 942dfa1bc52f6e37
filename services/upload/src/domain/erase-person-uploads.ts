import { responsiveWidths } from '@trek/contracts';
import type { MediaRecord } from '../data-access/media.repository.js';
import { isMediaKey, versionKey } from './media-key.js';
import type { UploadDomain } from './upload-context.js';

/**
 * Every key an upload may be stored under: the original first (an image job that starts later
 * finds nothing to work from), then each version the worker writes or may have written.
 */
function storedKeysOf(media: MediaRecord): string[] {
  if (!isMediaKey(media.key)) return [media.key];
  const widths = new Set([...media.widths, ...(media.width ? responsiveWidths(media.width) : [])]);
  return [media.key, versionKey(media.key, 'display'), versionKey(media.key, 'webp'), ...[...widths].map((width) => versionKey(media.key, { width }))];
}

/**
 * `PersonErased`: deletes every upload the person made (their profile photo among them) with
 * every stored version, then its record, so `/media` answers 404 for it. Found by owner id only,
 * never by a URL a profile names. Idempotent: a second run finds nothing.
 */
export async function erasePersonUploads(domain: Pick<UploadDomain, 'storage' | 'media'>, ownerId: string): Promise<{ deleted: number }> {
  const uploads = await domain.media.listByOwner(ownerId);
  for (const media of uploads) {
    for (const key of storedKeysOf(media)) await domain.storage.delete(key);
    await domain.media.deleteByKey(media.key);
  }
  return { deleted: uploads.length };
}
