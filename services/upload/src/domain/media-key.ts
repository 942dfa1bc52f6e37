import { randomBytes } from 'node:crypto';
import type { AttachmentMimeType } from '@trek/contracts';

const EXTENSION_BY_TYPE: Record<AttachmentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** `<yyyy>/<32 hex>.<ext>`: the only shape a media key has, so nothing else (`..`, `%2f`, other folders) reaches storage. */
const MEDIA_KEY = /^(\d{4})\/([0-9a-f]{32})\.(jpg|png|pdf)$/;

export const MEDIA_URL_PREFIX = '/media/';

/** A fresh key, random and server-made: nothing of the client's file name ends up in it. */
export function newMediaKey(contentType: AttachmentMimeType, now = new Date()): string {
  return `${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}.${EXTENSION_BY_TYPE[contentType]}`;
}

export function isMediaKey(candidate: string): boolean {
  return MEDIA_KEY.test(candidate);
}

export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

export type MediaVersion = 'original' | 'display' | 'webp';

/** Where each version of a media key is stored: beside the original, named after it. */
export function versionKey(key: string, version: MediaVersion): string {
  const match = MEDIA_KEY.exec(key);
  if (!match) throw new Error(`not a media key: ${key}`);
  const [, year, id, extension] = match;
  if (version === 'display') return `${year}/${id}.display.${extension}`;
  if (version === 'webp') return `${year}/${id}.display.webp`;
  return key;
}
