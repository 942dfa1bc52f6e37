import { IMAGE_MIME_TYPES, type ImageMimeType } from '@trek/contracts';
import { renderDisplay } from './image-renditions.js';
import { isMediaKey, versionKey, type MediaVersion } from './media-key.js';
import type { UploadDomain } from './upload-context.js';
import { uploadErrors } from './upload-errors.js';

export interface MediaToServe {
  body: Buffer;
  /** From the metadata record, never from the key's extension. */
  contentType: string;
  /** Null for a rendition made for this request only (not yet final, so not cacheable). */
  etag: string | null;
  disposition: 'inline' | 'attachment';
  fileName: string;
}

const isImage = (type: string): type is ImageMimeType => (IMAGE_MIME_TYPES as readonly string[]).includes(type);

/**
 * The best version for the client: WebP when it accepts it and it is ready, else the display
 * version; while the worker is still busy, a stripped rendition made now, so an original with its
 * EXIF (GPS) is never served. PDFs are served as stored, as downloads.
 */
export async function findMediaToServe(key: string, acceptsWebp: boolean, domain: Pick<UploadDomain, 'storage' | 'media'>): Promise<MediaToServe> {
  if (!isMediaKey(key)) throw uploadErrors.notFound();
  const record = await domain.media.findByKey(key);
  if (!record) throw uploadErrors.notFound();
  const id = key.slice(key.indexOf('/') + 1, key.indexOf('.'));

  const stored = async (version: MediaVersion, contentType: string, extension: string): Promise<MediaToServe | null> => {
    const body = await domain.storage.get(versionKey(key, version));
    if (!body) return null;
    const disposition = isImage(record.contentType) ? 'inline' : 'attachment';
    return { body, contentType, etag: `"${id}-${version}"`, disposition, fileName: `${id}.${extension}` };
  };

  if (!isImage(record.contentType)) {
    const original = await stored('original', record.contentType, 'pdf');
    if (!original) throw uploadErrors.notFound();
    return original;
  }
  const extension = record.contentType === 'image/png' ? 'png' : 'jpg';
  if (acceptsWebp && record.versions.webp) {
    const webp = await stored('webp', 'image/webp', 'webp');
    if (webp) return webp;
  }
  if (record.versions.display) {
    const display = await stored('display', record.contentType, extension);
    if (display) return display;
  }
  const original = await domain.storage.get(key);
  if (!original) throw uploadErrors.notFound();
  return {
    body: await renderDisplay(original, record.contentType),
    contentType: record.contentType,
    etag: null,
    disposition: 'inline',
    fileName: `${id}.${extension}`,
  };
}
