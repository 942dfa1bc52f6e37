import { Router } from 'express';
import { editionSpotsQuerySchema, INTERNAL_EDITION_SPOTS_PATH, INTERNAL_PARTICIPANT_PEOPLE_PATH, objectIdSchema, participantPeopleRequestSchema, type EditionSpot } from '@trek/contracts';
import { parseInput, requireInternalKey } from '@trek/service-kit';
import type { PeopleContext } from '../domain/people/people.context.js';
import type { SpotsContext } from '../domain/spots/spots.context.js';
import { participantPeople, participantStanding } from '../domain/profile/people-for-updates.js';
import { editionSpots } from '../domain/spots/spot-holdings.js';

/**
 * Routes for other services (updates, payments), never for browsers: the gateway routes nothing
 * under /internal, and PARTICIPANT_INTERNAL_KEY is required.
 */
export function internalRoutes(domain: PeopleContext & Pick<SpotsContext, 'spots'>, internalKey: string): Router {
  const router = Router();
  router.use('/internal', requireInternalKey(internalKey));

  // contracts' `internalParticipantStandingPath`
  router.get('/internal/people/:userId/standing', async (req, res) => {
    res.json(await participantStanding(domain, parseInput(objectIdSchema, req.params.userId)));
  });

  router.post(INTERNAL_PARTICIPANT_PEOPLE_PATH, async (req, res) => {
    const { userIds } = parseInput(participantPeopleRequestSchema, req.body);
    res.json({ people: await participantPeople(domain, userIds) });
  });

  /** The payments service's ledgers: which spots an edition has, in confirmation order, who holds each and which were released. */
  router.get(INTERNAL_EDITION_SPOTS_PATH, async (req, res) => {
    const { year } = parseInput(editionSpotsQuerySchema, req.query);
    const spots: EditionSpot[] = (await editionSpots(domain.spots, year)).map((spot) => ({
      ...spot,
      createdAt: spot.createdAt.toISOString(),
      heldSince: spot.heldSince?.toISOString() ?? null,
      released: spot.released ? { at: spot.released.at.toISOString(), formerHolderUserId: spot.released.formerHolderUserId } : null,
    }));
    res.json({ spots });
  });

  return router;
}
