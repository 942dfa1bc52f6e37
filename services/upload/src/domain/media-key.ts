import { randomBytes } from 'node:crypto';
import type { AttachmentMimeType, ImageSize } from '@trek/contracts';

const EXTENSION_BY_TYPE: Record<AttachmentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * `<yyyy>/<32 hex>[-<width>x<height>].<ext>`: the only shape a media key has, so nothing else
 * (`..`, `%2f`, other folders) reaches storage. Images name their upright size (contracts
 * `mediaImageSize`); keys made before that have none.
 */
const MEDIA_KEY = /^(\d{4})\/([0-9a-f]{32})(-[1-9]\d{0,4}x[1-9]\d{0,4})?\.(jpg|png|pdf)$/;
/** A WebP width version of a sized image: `<yyyy>/<32 hex>-<w>x<h>.w<width>.webp` (contracts `mediaWidthPath`). */
const WIDTH_VERSION_KEY = /^(\d{4}\/[0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})\.w([1-9]\d{0,4})\.webp$/;

export const MEDIA_URL_PREFIX = '/media/';

/** A fresh key, random and server-made: nothing of the client's file name ends up in it. */
export function newMediaKey(contentType: AttachmentMimeType, size: ImageSize | null = null, now = new Date()): string {
  const sizePart = size ? `-${size.width}x${size.height}` : '';
  return `${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}${sizePart}.${EXTENSION_BY_TYPE[contentType]}`;
}

export function isMediaKey(candidate: string): boolean {
  return MEDIA_KEY.test(candidate);
}

/**
 * The keys the original of a width version's key may have (its URL leaves out whether it was a
 * JPEG or a PNG) and the width, or null when `candidate` is not one.
 */
export function parseWidthVersionKey(candidate: string): { originalKeys: string[]; width: number } | null {
  const match = WIDTH_VERSION_KEY.exec(candidate);
  if (!match?.[1] || !match[2]) return null;
  return { originalKeys: [`${match[1]}.jpg`, `${match[1]}.png`], width: Number(match[2]) };
}

export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The id part of a key, `<32 hex>[-<w>x<h>]`, used for ETags and download names. */
export function mediaIdOf(key: string): string {
  const match = MEDIA_KEY.exec(key);
  if (!match) throw new Error(`not a media key: ${key}`);
  return `${match[2]}${match[3] ?? ''}`;
}

export type MediaVersion = 'original' | 'display' | 'webp' | { width: number };

/** Where each version of a media key is stored: beside the original, named after it. */
export function versionKey(key: string, version: MediaVersion): string {
  const match = MEDIA_KEY.exec(key);
  if (!match) throw new Error(`not a media key: ${key}`);
  const [, year, id, size = '', extension] = match;
  if (version === 'display') return `${year}/${id}${size}.display.${extension}`;
  if (version === 'webp') return `${year}/${id}${size}.display.webp`;
  if (typeof version === 'object') return `${year}/${id}${size}.w${version.width}.webp`;
  return key;
}
