import sharp from 'sharp';
import { CROP, UPLOAD_MAX_PIXELS, type ImageMimeType } from '@trek/contracts';

/** Every decode is capped, so a small file that unpacks into gigabytes is refused, not decoded. */
const decode = (bytes: Buffer) => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });

/**
 * Turned upright by its EXIF orientation, scaled to fit `maxLongSide` (never up) and re-encoded.
 * sharp writes no EXIF, XMP, GPS, text chunks or ICC profile unless asked to, so none survive.
 */
function displayPipeline(original: Buffer, maxLongSide: number) {
  return decode(original).rotate().resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true });
}

export async function renderDisplay(original: Buffer, contentType: ImageMimeType, maxLongSide: number = CROP.output.maxLongSide): Promise<Buffer> {
  const pipeline = displayPipeline(original, maxLongSide);
  return contentType === 'image/png' ? pipeline.png({ compressionLevel: 9 }).toBuffer() : pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

export async function renderWebp(original: Buffer, maxLongSide: number = CROP.output.maxLongSide): Promise<Buffer> {
  return displayPipeline(original, maxLongSide).webp({ quality: 82 }).toBuffer();
}

/** A WebP version `width` px wide (upright, metadata dropped); never wider than the image. */
export async function renderWebpAtWidth(original: Buffer, width: number): Promise<Buffer> {
  return decode(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
