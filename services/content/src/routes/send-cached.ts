import type { Response } from 'express';
import type { CachedResponse } from '../domain/public-cache.js';

/**
 * Browsers and proxies may keep public answers but must revalidate each time (a cheap 304), so an
 * organizer's change shows on the next page load.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function sendCached(res: Response, { body, etag }: CachedResponse): void {
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag, 'Content-Type': 'application/json; charset=utf-8' });
  // Express compares If-None-Match with the ETag set here and answers 304 without the body.
  res.send(body);
}
