import { z } from 'zod';
import { uploadMessages } from './messages/upload.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Uploads (public spec sections 5, 7, 9): the browser crops, then posts a PNG as the multipart
 * field `file` to /api/admin/upload or /api/participant/upload; the answer's `url` becomes the
 * field's value. The upload service checks size and type again, by content.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size above which an image is refused (a small file can unpack into gigabytes: a decompression bomb). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_FIELD_NAME = 'file';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Announcement attachments may also be PDFs. */
export const ATTACHMENT_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];
/** For the file picker's `accept`. */
export const IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg'] as const;

/** What an upload is for; the service files it under this name. */
export const UPLOAD_TYPES = ['profile', 'team-member', 'speaker', 'supporter', 'place', 'itinerary', 'announcement-attachment', 'general'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** The optional `uploadType` form field; absent or blank means general. */
export const uploadTypeSchema = builtOnFirstUse(() =>
  z.union([z.literal('').transform(() => 'general' as const), z.enum(UPLOAD_TYPES)], uploadMessages.invalidUploadType).default('general'),
);

export const uploadResponseSchema = builtOnFirstUse(() =>
  z.object({
    /** A stable `/media/...` path (or an http(s) URL when served from elsewhere). */
    url: z.string(),
    /** Present so an announcement attachment can be recorded without a second call. */
    fileName: z.string().optional(),
    fileType: z.string().optional(),
    fileSize: z.number().optional(),
    /** Images: the upright size and the widths of the WebP versions (each at `mediaWidthPath(url, width)`). */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    widths: z.array(z.number().int().positive()).optional(),
  }),
);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `image/jpg` is what some systems call JPEG. */
const normaliseMime = (type: string) => (type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase());

/**
 * The browser's check before cropping: the first problem as a toast (title + message), or null.
 * The server repeats it on the bytes, not on the declared type.
 */
export function uploadFileProblem(
  file: { size: number; type: string },
  allowed: readonly string[] = IMAGE_MIME_TYPES,
): { title: string; message: string } | null {
  if (file.size > UPLOAD_MAX_BYTES) return { title: uploadMessages.fileTooLargeTitle, message: uploadMessages.fileTooLarge };
  if (!allowed.includes(normaliseMime(file.type))) {
    const message = allowed.includes('application/pdf') ? uploadMessages.invalidAttachmentType : uploadMessages.invalidType;
    return { title: uploadMessages.invalidTypeTitle, message };
  }
  return null;
}

// ── Cropping ────────────────────────────────────────────────────────────────

export const CROP_TYPES = ['profile', 'card', 'square'] as const;
export type CropType = (typeof CROP_TYPES)[number];

export const CROP = {
  /** Percent. */
  zoom: { min: 50, max: 200, step: 5, default: 100 },
  /** Pixels of the crop box. */
  width: { min: 100, max: 400, step: 25 },
  rotationStep: 90,
  canvas: { width: 400, height: 300 },
  /** Profile and card crops: 16:9, 355 by 200. */
  wide: { aspect: 16 / 9, width: 355, height: 200 },
  square: { default: 250, max: 350 },
  output: { maxLongSide: 800, mimeType: 'image/png', fileName: 'cropped-image' },
} as const;

/** Size of an image scaled down (never up) so its long side is at most `maxLongSide`. */
export function fitLongSide(width: number, height: number, maxLongSide: number = CROP.output.maxLongSide): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxLongSide) return { width, height };
  const scale = maxLongSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
