import { IMAGE_MIME_TYPES, type ImageMimeType } from '@trek/contracts';
import { renderDisplay, renderWebpAtWidth } from './image-renditions.js';
import { isMediaKey, mediaIdOf, parseWidthVersionKey, versionKey, type MediaVersion } from './media-key.js';
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

/** On-the-fly renders under way in this process, by the key of the version they stand in for. */
const rendering = new Map<string, Promise<Buffer | null>>();

/**
 * A version the worker has not written yet, made from the original now. Requests for the same
 * version while it is being made share that one read, decode and encode, so a burst of them (a new
 * photo on a busy page, or a flood of requests) costs one render, not one per request. Null when
 * the original is gone.
 */
function renderNow(key: string, version: MediaVersion, render: (original: Buffer) => Promise<Buffer>, domain: Pick<UploadDomain, 'storage'>): Promise<Buffer | null> {
  const target = versionKey(key, version);
  let pending = rendering.get(target);
  if (!pending) {
    pending = domain.storage
      .get(key)
      .then((original) => (original ? render(original) : null))
      .finally(() => rendering.delete(target));
    rendering.set(target, pending);
  }
  return pending;
}

/**
 * The best version for the client: WebP when it accepts it and it is ready, else the display
 * version; while the worker is still busy, a stripped rendition made now, so an original with its
 * EXIF (GPS) is never served. PDFs are served as stored, as downloads.
 */
export async function findMediaToServe(key: string, acceptsWebp: boolean, domain: Pick<UploadDomain, 'storage' | 'media'>): Promise<MediaToServe> {
  const widthVersion = parseWidthVersionKey(key);
  if (widthVersion) return findWidthVersion(widthVersion, domain);
  if (!isMediaKey(key)) throw uploadErrors.notFound();
  const record = await domain.media.findByKey(key);
  if (!record) throw uploadErrors.notFound();
  const id = mediaIdOf(key);

  const stored = async (version: Exclude<MediaVersion, { width: number }>, contentType: string, extension: string): Promise<MediaToServe | null> => {
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
  const contentType = record.contentType;
  const body = await renderNow(key, 'display', (original) => renderDisplay(original, contentType), domain);
  if (!body) throw uploadErrors.notFound();
  return {
    body,
    contentType,
    etag: null,
    disposition: 'inline',
    fileName: `${id}.${extension}`,
  };
}

/**
 * One WebP width version (`…-800x450.w640.webp`), for `srcset`: only the widths recorded for the
 * image; while the worker has not written them, made now (`renderNow`) and not cached.
 */
async function findWidthVersion(
  { originalKeys, width }: { originalKeys: string[]; width: number },
  domain: Pick<UploadDomain, 'storage' | 'media'>,
): Promise<MediaToServe> {
  const record = await domain.media.findByAnyKey(originalKeys);
  if (!record?.widths.includes(width)) throw uploadErrors.notFound();
  const fileName = `${mediaIdOf(record.key)}.w${width}.webp`;
  const served = { contentType: 'image/webp', disposition: 'inline' as const, fileName };
  if (record.versions.widths) {
    const body = await domain.storage.get(versionKey(record.key, { width }));
    if (body) return { ...served, body, etag: `"${mediaIdOf(record.key)}-w${width}"` };
  }
  const body = await renderNow(record.key, { width }, (original) => renderWebpAtWidth(original, width), domain);
  if (!body) throw uploadErrors.notFound();
  return { ...served, body, etag: null };
}
