import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { editionSpotsQuerySchema, INTERNAL_EDITION_SPOTS_PATH, INTERNAL_KEY_HEADER, type EditionSpot } from '@trek/contracts';
import { AppError, parseInput } from '@trek/service-kit';
import type { ParticipantDomain } from '../domain/participant-context.js';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Only a caller holding PARTICIPANT_INTERNAL_KEY (the payments service) passes; compared in constant time. */
function requireInternalKey(key: string): RequestHandler {
  const expected = digest(key);
  return (req, res, next) => {
    const presented = req.get(INTERNAL_KEY_HEADER);
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw AppError.unauthorized('Not allowed');
    res.set('Cache-Control', 'no-store');
    next();
  };
}

/**
 * Routes for other services, never for browsers: the gateway routes nothing under /internal, the
 * service listens on loopback (a private network in compose), and the internal key is required.
 */
export function internalRoutes(domain: Pick<ParticipantDomain, 'spots'>, internalKey: string): Router {
  const router = Router();
  router.use('/internal', requireInternalKey(internalKey));

  /** The payments service's ledgers: which spots an edition has, in confirmation order, and who holds each. */
  router.get(INTERNAL_EDITION_SPOTS_PATH, async (req, res) => {
    const { year } = parseInput(editionSpotsQuerySchema, req.query);
    const spots: EditionSpot[] = (await domain.spots.editionSpots(year)).map((spot) => ({ ...spot, createdAt: spot.createdAt.toISOString() }));
    res.json({ spots });
  });

  return router;
}
