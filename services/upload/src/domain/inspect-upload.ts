import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_PIXELS, type AttachmentMimeType } from '@trek/contracts';
import { uploadErrors } from './upload-errors.js';

export interface InspectedFile {
  contentType: AttachmentMimeType;
  /** Upright (after its EXIF orientation), as every served version is. */
  width: number | null;
  height: number | null;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

/**
 * What the bytes are, whatever the file's name or declared type: JPEG or PNG as decoded by
 * sharp, or (for attachments) a PDF by its magic bytes. Anything else is refused.
 */
export async function inspectUpload(bytes: Buffer, { allowPdf }: { allowPdf: boolean }): Promise<InspectedFile> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    if (!allowPdf) throw uploadErrors.wrongType(false);
    return { contentType: 'application/pdf', width: null, height: null };
  }

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw uploadErrors.wrongType(allowPdf);
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw uploadErrors.wrongType(allowPdf);
  // Checked on the header, before any pixel is decoded.
  if (!metadata.width || !metadata.height) throw uploadErrors.notAnImage();
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw uploadErrors.tooManyPixels();

  try {
    // A full decode of a small rendition: a truncated or corrupt body fails here, not later in the worker.
    await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).resize(16, 16, { fit: 'inside' }).toBuffer();
  } catch {
    throw uploadErrors.notAnImage();
  }
  return { contentType: metadata.format === 'png' ? 'image/png' : 'image/jpeg', width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
