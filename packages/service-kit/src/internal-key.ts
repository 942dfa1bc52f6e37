import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { INTERNAL_KEY_HEADER } from '@trek/contracts';
import { AppError } from './errors.js';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Routes for other services, never for browsers: only a caller presenting the service's internal
 * key passes (compared in constant time). The gateway routes nothing under /internal.
 */
export function requireInternalKey(key: string): RequestHandler {
  const expected = digest(key);
  return (req, res, next) => {
    const presented = req.get(INTERNAL_KEY_HEADER);
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw AppError.unauthorized('Not allowed');
    res.set('Cache-Control', 'no-store');
    next();
  };
}
