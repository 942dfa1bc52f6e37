import { IMAGE_MIME_TYPES, responsiveWidths, type ImageMimeType, type Role, type UploadResponse, type UploadType } from '@trek/contracts';
import { inspectUpload } from './inspect-upload.js';
import { mediaUrl, newMediaKey } from './media-key.js';
import type { UploadDomain } from './upload-context.js';
import { uploadErrors } from './upload-errors.js';

export interface IncomingFile {
  bytes: Buffer;
  /** Shown back for attachments only; never part of the storage key. */
  originalName: string;
}

export interface StoreUploadInput {
  file: IncomingFile | undefined;
  uploadType: UploadType;
  caller: { userId: string; role: Role };
}

const isImage = (type: string): type is ImageMimeType => (IMAGE_MIME_TYPES as readonly string[]).includes(type);

/** A display name without folders or control characters, for an attachment's link text. */
const displayName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || 'file';

/**
 * Checks the bytes, stores them under a fresh key (naming an image's size), records them and
 * queues the display and width versions.
 * Only organizers' announcement attachments may be PDFs.
 */
export async function storeUpload({ file, uploadType, caller }: StoreUploadInput, domain: UploadDomain): Promise<UploadResponse> {
  if (!file || file.bytes.length === 0) throw uploadErrors.fileMissing();
  const allowPdf = caller.role === 'ORGANIZER' && uploadType === 'announcement-attachment';
  const inspected = await inspectUpload(file.bytes, { allowPdf });

  const size = inspected.width && inspected.height ? { width: inspected.width, height: inspected.height } : null;
  const widths = size ? responsiveWidths(size.width) : [];
  const key = newMediaKey(inspected.contentType, size);
  await domain.storage.put(key, file.bytes, inspected.contentType);
  await domain.media.create({
    key,
    ownerId: caller.userId,
    uploadType,
    contentType: inspected.contentType,
    size: file.bytes.length,
    width: inspected.width,
    height: inspected.height,
    widths,
  });

  const url = mediaUrl(key);
  if (isImage(inspected.contentType)) {
    try {
      await domain.images.enqueue({ key, url, contentType: inspected.contentType, uploadType, maxLongSide: 800, widths });
    } catch (error) {
      // The upload still stands: /media renders a stripped version on the fly until the worker's is there.
      domain.logger.error({ err: error, key }, 'could not queue the image job');
    }
  }
  const response: UploadResponse = { url, fileName: displayName(file.originalName), fileType: inspected.contentType, fileSize: file.bytes.length };
  return size ? { ...response, ...size, widths } : response;
}
