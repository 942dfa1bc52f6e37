import type { Response } from 'express';
import type { CachedResponse } from '../domain/public-cache.js';

/**
 * Browsers revalidate each time (a cheap 304), so an organizer's change shows on the next page
 * load. Shared caches (the gateway) may answer for a few seconds without asking: the gateway drops
 * its copies when a write passes through it, so only another replica's write takes that long to show.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

export function sendCached(res: Response, { body, etag }: CachedResponse): void {
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag, 'Content-Type': 'application/json; charset=utf-8' });
  // Express compares If-None-Match with the ETag set here and answers 304 without the body.
  res.send(body);
}
